import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { nodeKey } from './keys';

export interface DeferredParams {
  /** An ISO time, or a trx id from a previous page's `more`. */
  lowerBound?: string;
  limit?: number;
  /** Decode the transactions (default true). */
  json?: boolean;
}

export const deferredQueries = {
  all: (client: NodeClient) => nodeKey(client, 'deferred'),
  list: (client: NodeClient, params: DeferredParams = {}) =>
    queryOptions({
      queryKey: [...deferredQueries.all(client), 'list', params] as const,
      queryFn: ({ signal }) => client.getScheduledTransactions(params, { signal }),
      staleTime: 5_000,
    }),
  /** Pages with `more` (the next trx id) as the next lower bound. */
  infinite: (client: NodeClient, params: Omit<DeferredParams, 'lowerBound'> = {}) =>
    infiniteQueryOptions({
      queryKey: [...deferredQueries.all(client), 'infinite', params] as const,
      queryFn: ({ signal, pageParam }) =>
        client.getScheduledTransactions({ ...params, lowerBound: pageParam }, { signal }),
      initialPageParam: '',
      getNextPageParam: (lastPage) => lastPage.more || undefined,
      staleTime: 5_000,
    }),
};
