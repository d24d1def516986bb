import {
  infiniteQueryOptions,
  queryOptions,
  skipToken,
  type QueryClient,
} from '@tanstack/react-query';
import { historyRetryDelay, shouldRetryHistory } from '@/api/history-retry';
import type { NodeClient } from '@/api/node-client';
import type { ActivityQuery, HistorySource } from '@/history/source';
import { openHistorySource } from '@/history/sources';
import { chainQueries } from './chain';
import { nodeKey } from './keys';

/** Rows per activity page. */
const ACTIVITY_PAGE = 100;

const historyRetry = { retry: shouldRetryHistory, retryDelay: historyRetryDelay };

/**
 * History queries. Keys start with the node URL, then the source (`blocks` or the service URL),
 * so a change of node or service never shows the other's rows. `revision` is the block scan's
 * (0 for a service): when the scan has kept more rows, the same question is asked again.
 */
export const historyQueries = {
  source: (
    queryClient: QueryClient,
    client: NodeClient,
    historyUrl: string | null,
    timeoutMs: number | undefined,
  ) =>
    queryOptions({
      queryKey: nodeKey(client, 'history', historyUrl ?? 'blocks', 'source', timeoutMs ?? null),
      queryFn: ({ signal }) => {
        // The source's chain id check reads the node's head through the page's own get_info
        // (shared, fresh for a second), not with a request of its own.
        const node: NodeClient = {
          ...client,
          getInfo: () => queryClient.fetchQuery(chainQueries.info(client)),
        };
        return openHistorySource({ node, historyUrl, timeoutMs }, { signal });
      },
      staleTime: Infinity,
      gcTime: Infinity,
    }),
  reach: (client: NodeClient, source: HistorySource, revision: number) =>
    queryOptions({
      queryKey: nodeKey(client, 'history', source.id, 'reach', revision),
      queryFn: ({ signal }) => source.reach({ signal }),
      staleTime: 30_000,
      ...historyRetry,
    }),
  activity: (client: NodeClient, source: HistorySource, query: ActivityQuery, revision: number) =>
    infiniteQueryOptions({
      queryKey: nodeKey(client, 'history', source.id, 'activity', query, revision),
      queryFn: ({ pageParam, signal }) =>
        source.activity(query, { cursor: pageParam, limit: ACTIVITY_PAGE }, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next,
      staleTime: 30_000,
      ...historyRetry,
    }),
  /** A transaction by id; not asked while `source` is undefined (not open yet, or none used). */
  transaction: (
    client: NodeClient,
    source: HistorySource | undefined,
    trxId: string,
    revision: number,
  ) =>
    queryOptions({
      queryKey: nodeKey(
        client,
        'history',
        source?.id ?? null,
        'transaction',
        trxId.toLowerCase(),
        revision,
      ),
      queryFn: source ? ({ signal }) => source.transaction(trxId, { signal }) : skipToken,
      staleTime: 60_000,
      ...historyRetry,
    }),
  /**
   * A transaction by id from a history service alone, for the search box: the block scan is
   * never started for a guess, only from the transaction page where the person asks for it.
   */
  serviceTransaction: (
    client: NodeClient,
    historyUrl: string,
    timeoutMs: number | undefined,
    trxId: string,
  ) =>
    queryOptions({
      queryKey: nodeKey(
        client,
        'history',
        historyUrl,
        'search-transaction',
        trxId.toLowerCase(),
        timeoutMs ?? null,
      ),
      queryFn: async ({ signal }) => {
        const source = await openHistorySource({ node: client, historyUrl, timeoutMs }, { signal });
        return source.transaction(trxId, { signal });
      },
      staleTime: 60_000,
      ...historyRetry,
    }),
  creator: (client: NodeClient, source: HistorySource, account: string, revision: number) =>
    queryOptions({
      queryKey: nodeKey(client, 'history', source.id, 'creator', account, revision),
      queryFn: ({ signal }) => source.creator(account, { signal }),
      staleTime: 60_000,
      ...historyRetry,
    }),
  createdAccounts: (client: NodeClient, source: HistorySource, account: string, revision: number) =>
    queryOptions({
      queryKey: nodeKey(client, 'history', source.id, 'created', account, revision),
      queryFn: ({ signal }) => source.createdAccounts(account, { limit: 100 }, { signal }),
      staleTime: 60_000,
      ...historyRetry,
    }),
};
