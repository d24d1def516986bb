import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { nodeKey } from './keys';

/** Node-side decoding of packed action arguments (used where only hex is at hand). */
export const binToJsonQueries = {
  all: (client: NodeClient) => nodeKey(client, 'abi-bin-to-json'),
  /** Decodes `binargs` of `code::action` with the contract's current ABI. */
  args: (client: NodeClient, code: string, action: string, binargs: string) =>
    queryOptions({
      queryKey: [...binToJsonQueries.all(client), code, action, binargs] as const,
      queryFn: ({ signal }) => client.abiBinToJson(code, action, binargs, { signal }),
      // The same bytes decode the same way until the ABI changes; rare enough to cache a while.
      staleTime: 5 * 60_000,
    }),
};
