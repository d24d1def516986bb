import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { nodeKey } from './keys';

export const agentQueries = {
  all: (client: NodeClient) => nodeKey(client, 'agent'),
  /** Signing key of an agent for a token (`symbol` as `4,CYBER`); `""` when none is stored. */
  publicKey: (client: NodeClient, account: string, symbol: string) =>
    queryOptions({
      queryKey: [...agentQueries.all(client), account, symbol, 'public-key'] as const,
      queryFn: ({ signal }) => client.getAgentPublicKey(account, symbol, { signal }),
      staleTime: 30_000,
    }),
  proxyStatus: (client: NodeClient, account: string, symbol: string) =>
    queryOptions({
      queryKey: [...agentQueries.all(client), account, symbol, 'proxy-status'] as const,
      queryFn: ({ signal }) => client.getProxyStatus(account, symbol, { signal }),
      staleTime: 30_000,
    }),
};
