import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ScanController, ScanState } from '@/history/block-scan/scan-controller';
import type { HistorySource, TransactionTrace } from '@/history/source';
import { nodeLabel } from '@/lib/node-url';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { historyQueries } from '@/queries/history';

/**
 * The history source of the node in use: its service when one is chosen, else the block scan.
 * `enabled` false: not opened (a page that asks only a service need not load the scan).
 */
export function useHistorySource(enabled = true) {
  const queryClient = useQueryClient();
  const client = useNodeClient();
  const { history, config } = useNodeState();
  return useQuery({
    ...historyQueries.source(queryClient, client, history.url, config.requestTimeoutMs),
    enabled,
  });
}

/** The history service's trace of a transaction; `none` without a service. */
export function useTransactionTrace(trxId: string): TransactionTrace {
  const client = useNodeClient();
  const { history } = useNodeState();
  const source = useHistorySource(history.url !== null);
  const service = source.data?.kind === 'hyperion' ? source.data : undefined;
  const found = useQuery(historyQueries.transaction(client, service, trxId, 0));
  if (history.url === null) return { status: 'none' };
  const label = nodeLabel(history.url);
  if (source.isError || found.isError) return { status: 'failed', service: label };
  if (!found.isSuccess) return { status: 'pending', service: label };
  return found.data
    ? { status: 'found', service: label, actions: found.data.actions }
    : { status: 'absent', service: label };
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
