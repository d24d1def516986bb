import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { nodeKey } from './keys';

/** Contracts change only by a setcode/setabi transaction: a minute of staleness is fine. */
const CONTRACT_STALE_MS = 60_000;

export const contractQueries = {
  all: (client: NodeClient) => nodeKey(client, 'contract'),
  abi: (client: NodeClient, accountName: string) =>
    queryOptions({
      queryKey: [...contractQueries.all(client), accountName, 'abi'] as const,
      queryFn: ({ signal }) => client.getAbi(accountName, { signal }),
      staleTime: CONTRACT_STALE_MS,
    }),
  rawAbi: (client: NodeClient, accountName: string, abiHash?: string) =>
    queryOptions({
      queryKey: [...contractQueries.all(client), accountName, 'raw-abi', abiHash ?? null] as const,
      queryFn: ({ signal }) => client.getRawAbi(accountName, abiHash, { signal }),
      staleTime: CONTRACT_STALE_MS,
    }),
  code: (client: NodeClient, accountName: string) =>
    queryOptions({
      queryKey: [...contractQueries.all(client), accountName, 'code'] as const,
      queryFn: ({ signal }) => client.getCode(accountName, { signal }),
      staleTime: CONTRACT_STALE_MS,
    }),
  rawCodeAndAbi: (client: NodeClient, accountName: string) =>
    queryOptions({
      queryKey: [...contractQueries.all(client), accountName, 'raw-code-and-abi'] as const,
      queryFn: ({ signal }) => client.getRawCodeAndAbi(accountName, { signal }),
      staleTime: CONTRACT_STALE_MS,
    }),
};
