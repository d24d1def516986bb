import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { rememberChain } from '@/storage/chain-memory';
import { nodeKey } from './keys';

export const chainQueries = {
  all: (client: NodeClient) => nodeKey(client, 'chain'),
  /** The head; pages that show it poll with `refetchInterval` at the call site. */
  info: (client: NodeClient) =>
    queryOptions({
      queryKey: [...chainQueries.all(client), 'info'] as const,
      // The chain id and irreversible block are remembered for the kept blocks (storage/).
      queryFn: async ({ signal, client: queryClient }) => {
        const info = await client.getInfo({ signal });
        // A node now on another chain: blocks this visit took from the old chain's kept ones
        // are read again.
        if (rememberChain(client.baseUrl, info) !== null) {
          void queryClient.invalidateQueries({ queryKey: nodeKey(client, 'block') });
        }
        return info;
      },
      staleTime: 1_000,
    }),
};
