import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { nodeKey } from './keys';

export const tokenQueries = {
  all: (client: NodeClient) => nodeKey(client, 'token'),
  /** Supply, max supply and issuer of `symbol` (a code such as `CYBER`) in contract `code`; null if none. */
  stats: (client: NodeClient, code: string, symbol: string) =>
    queryOptions({
      queryKey: [...tokenQueries.all(client), code, symbol, 'stats'] as const,
      queryFn: ({ signal }) => client.getCurrencyStats(code, symbol, { signal }),
      staleTime: 10_000,
    }),
};
