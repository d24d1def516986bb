import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { nodeKey } from './keys';

export const chainQueries = {
  all: (client: NodeClient) => nodeKey(client, 'chain'),
  /** The head; pages that show it poll with `refetchInterval` at the call site. */
  info: (client: NodeClient) =>
    queryOptions({
      queryKey: [...chainQueries.all(client), 'info'] as const,
      queryFn: ({ signal }) => client.getInfo({ signal }),
      staleTime: 1_000,
    }),
};
