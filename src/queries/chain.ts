import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { rememberChain } from '@/api/kept/chain-memory';
import { nodeKey } from './keys';

export const chainQueries = {
  all: (client: NodeClient) => nodeKey(client, 'chain'),
  /** The head; pages that show it poll with `refetchInterval` at the call site. */
  info: (client: NodeClient) =>
    queryOptions({
      queryKey: [...chainQueries.all(client), 'info'] as const,
      // The chain id and irreversible block are remembered for the kept blocks (api/kept).
      queryFn: async ({ signal }) => {
        const info = await client.getInfo({ signal });
        rememberChain(client.baseUrl, info);
        return info;
      },
      staleTime: 1_000,
    }),
};
