import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ScanController } from '@/history/block-scan/scan-controller';
import { proposalsFromHistory } from '@/lib/msig-history';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { historyQueries } from '@/queries/history';
import { msigQueries } from '@/queries/msig';

/** The scan's revision (0 for a service): the proposals are read again as it keeps more rows. */
function useScanRevision(scan: ScanController | undefined): number {
  const subscribe = useCallback(
    (listener: () => void) => (scan ? scan.subscribe(listener) : () => undefined),
    [scan],
  );
  return useSyncExternalStore(subscribe, () => scan?.getState().revision ?? 0);
}

/**
 * The proposals cyber.msig's actions tell of, from the node's history source: its service, or
 * the blocks the scan read. A node cannot list a table's scopes (CyberWay's get_table_by_scope
 * is always empty), so the history is how proposals are found at all.
 */
export function useMsigHistory() {
  const queryClient = useQueryClient();
  const client = useNodeClient();
  const { history, config } = useNodeState();
  const source = useQuery(
    historyQueries.source(queryClient, client, history.url, config.requestTimeoutMs),
  );
  const revision = useScanRevision(source.data?.scan);
  const actions = useQuery(msigQueries.actions(client, source.data, revision));
  const proposals = useMemo(
    () => (actions.data ? proposalsFromHistory(actions.data.rows) : undefined),
    [actions.data],
  );
  return { source, actions, proposals };
}
