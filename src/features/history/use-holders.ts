import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { HoldersReader, HoldersState } from '@/history/token-holders/holders-reader';
import { useNodeClient } from '@/lib/node-store';
import { holdersQueries } from '@/queries/token-holders';

/** The token's holders reader (its IndexedDB store opened; no request to the node). */
export function useHoldersReader(code: string, symbol: string) {
  return useQuery(holdersQueries.reader(useNodeClient(), code, symbol));
}

export function useHoldersState(reader: HoldersReader): HoldersState {
  const subscribe = useCallback((l: () => void) => reader.subscribe(l), [reader]);
  return useSyncExternalStore(subscribe, () => reader.getState());
}

/** How often, at most, the list and the summary are read again while a run keeps more. */
const REFRESH_MS = 1_000;

/**
 * A revision of what the store holds, moving at most once a second while a run goes on and at
 * once when it ends, so the page follows the run without reading the store on every batch.
 */
export function useHoldersRevision(state: HoldersState): number {
  const revision = state.meta?.updatedAt ?? 0;
  const running = state.phase === 'finding' || state.phase === 'reading';
  const [shown, setShown] = useState(revision);
  const latest = useRef(revision);
  useEffect(() => {
    latest.current = revision;
  });
  useEffect(() => {
    if (!running) return;
    // An interval, not a timer each batch resets: batches come faster than once a second.
    const timer = setInterval(() => setShown(latest.current), REFRESH_MS);
    return () => clearInterval(timer);
  }, [running]);
  return running ? shown : revision;
}
