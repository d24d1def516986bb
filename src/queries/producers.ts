import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { EVERY_PRODUCER_PAGE } from '@/api/request-bodies';
import { nodeKey } from './keys';

const PRODUCERS_STALE_MS = 30_000;

export interface ProducersParams {
  /** Account name to start at (a previous page's `more`). */
  lowerBound?: string;
  limit?: number;
}

/** Requests at most: a node with more candidates than this shows the first ones and says so. */
const EVERY_PRODUCER_REQUESTS = 20;

export const producerQueries = {
  all: (client: NodeClient) => nodeKey(client, 'producers'),
  list: (client: NodeClient, params: ProducersParams = {}) =>
    queryOptions({
      queryKey: [...producerQueries.all(client), 'list', params] as const,
      queryFn: ({ signal }) => client.getProducers(params, { signal }),
      staleTime: PRODUCERS_STALE_MS,
    }),
  /**
   * Every candidate, for ranking by votes (get_producers pages by name): pages of 1,000 until
   * the node has no `more`. `more` stays set when the request cap stopped it.
   */
  everyone: (client: NodeClient) =>
    queryOptions({
      queryKey: [...producerQueries.all(client), 'everyone'] as const,
      queryFn: async ({ signal }) => {
        const first = await client.getProducers({ limit: EVERY_PRODUCER_PAGE }, { signal });
        const rows = [...first.rows];
        let more = first.more;
        for (let i = 1; more && i < EVERY_PRODUCER_REQUESTS; i++) {
          const next = await client.getProducers(
            { lowerBound: more, limit: EVERY_PRODUCER_PAGE },
            { signal },
          );
          rows.push(...next.rows);
          more = next.more;
        }
        return { ...first, rows, more };
      },
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
