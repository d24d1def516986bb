import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { nodeKey } from './keys';

export const accountQueries = {
  all: (client: NodeClient) => nodeKey(client, 'account'),
  detail: (client: NodeClient, accountName: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(client), accountName] as const,
      queryFn: ({ signal }) => client.getAccount(accountName, { signal }),
      staleTime: 5_000,
    }),
  /** Balances of `accountName` in the token contract `code` (optionally one symbol code). */
  balances: (client: NodeClient, accountName: string, code: string, symbol?: string) =>
    queryOptions({
      queryKey: [
        ...accountQueries.all(client),
        accountName,
        'balances',
        code,
        symbol ?? null,
      ] as const,
      queryFn: ({ signal }) => client.getCurrencyBalance(code, accountName, symbol, { signal }),
      staleTime: 5_000,
    }),
  codeHash: (client: NodeClient, accountName: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(client), accountName, 'code-hash'] as const,
      queryFn: ({ signal }) => client.getCodeHash(accountName, { signal }),
      staleTime: 60_000,
    }),
};
