import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { nodeKey } from './keys';

const PRODUCERS_STALE_MS = 30_000;

export interface ProducersParams {
  /** Account name to start at (a previous page's `more`). */
  lowerBound?: string;
  limit?: number;
}

export const producerQueries = {
  all: (client: NodeClient) => nodeKey(client, 'producers'),
  list: (client: NodeClient, params: ProducersParams = {}) =>
    queryOptions({
      queryKey: [...producerQueries.all(client), 'list', params] as const,
      queryFn: ({ signal }) => client.getProducers(params, { signal }),
      staleTime: PRODUCERS_STALE_MS,
    }),
  /** Pages with `more` (the next account name) as the next lower bound. */
  infinite: (client: NodeClient, params: Omit<ProducersParams, 'lowerBound'> = {}) =>
    infiniteQueryOptions({
      queryKey: [...producerQueries.all(client), 'infinite', params] as const,
      queryFn: ({ signal, pageParam }) =>
        client.getProducers({ ...params, lowerBound: pageParam }, { signal }),
      initialPageParam: '',
      getNextPageParam: (lastPage) => lastPage.more || undefined,
      staleTime: PRODUCERS_STALE_MS,
    }),
};
