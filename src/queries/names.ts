import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { nodeKey } from './keys';

export const nameQueries = {
  all: (client: NodeClient) => nodeKey(client, 'names'),
  /** Resolves domains and usernames; one answer per name, in order. */
  resolve: (client: NodeClient, names: readonly string[]) =>
    queryOptions({
      queryKey: [...nameQueries.all(client), ...names] as const,
      queryFn: ({ signal }) => client.resolveNames([...names], { signal }),
      staleTime: 30_000,
    }),
};
