import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ScanController, ScanState } from '@/history/block-scan/scan-controller';
import type { HistorySource } from '@/history/source';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { historyQueries } from '@/queries/history';

/** The history source of the node in use: its service when one is chosen, else the block scan. */
export function useHistorySource() {
  const queryClient = useQueryClient();
  const client = useNodeClient();
  const { history, config } = useNodeState();
  return useQuery(historyQueries.source(queryClient, client, history.url, config.requestTimeoutMs));
}

/** The scan's state, or undefined for a service. */
export function useScanState(scan: ScanController | undefined): ScanState | undefined {
  const subscribe = useCallback(
    (listener: () => void) => (scan ? scan.subscribe(listener) : () => undefined),
    [scan],
  );
  return useSyncExternalStore(subscribe, () => scan?.getState());
}

/** How often, at most, history queries are asked again while a scan keeps rows. */
const REFRESH_MS = 1_000;

/**
 * The scan's revision, at most once a second while it runs and at once when it ends, so the
 * rows on screen follow the scan without asking the store on every progress message.
 */
export function useHistoryRevision(source: HistorySource | undefined): number {
  const state = useScanState(source?.scan);
  const [shown, setShown] = useState(state?.revision ?? 0);
  const revision = state?.revision ?? 0;
  const running = state?.status === 'running';
  useEffect(() => {
    if (revision === shown) return;
    const timer = setTimeout(() => setShown(revision), running ? REFRESH_MS : 0);
    return () => clearTimeout(timer);
  }, [revision, shown, running]);
  return shown;
}
