import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { nodeKey } from './keys';

/**
 * Hex action arguments decoded in the browser with the contract's ABI. The decoder is passed in
 * (it loads the ABI serializer lazily); the key is the node, contract, action and the bytes, so
 * the same arguments are decoded once however often a row is expanded.
 */
export const actionDecodeQueries = {
  all: (client: NodeClient) => nodeKey(client, 'decoded-action'),
  decoded: <T>(
    client: NodeClient,
    account: string,
    action: string,
    hex: string,
    decode: () => Promise<T>,
  ) =>
    queryOptions({
      queryKey: [...actionDecodeQueries.all(client), account, action, hex] as const,
      queryFn: decode,
      staleTime: Infinity,
      retry: false,
    }),
};
