import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { recalledChain } from '@/storage/chain-memory';
import type * as KeptContractsModule from '@/storage/kept-contracts';
import { nodeKey } from './keys';

/** Contracts change only by a setcode/setabi transaction: a minute of staleness is fine. */
const CONTRACT_STALE_MS = 60_000;

type KeptContracts = typeof KeptContractsModule;

/**
 * ABIs and code are kept in this browser by their hash (storage/kept-contracts.ts), once the
 * node's chain is known; the store's code loads only then. Without it (no chain yet, or its
 * chunk failed to load) the node is asked as it always was.
 */
async function viaKept<T>(
  client: NodeClient,
  kept: (m: KeptContracts) => Promise<T>,
  plain: () => Promise<T>,
): Promise<T> {
  if (!recalledChain(client.baseUrl)) return plain();
  const m = await import('@/storage/kept-contracts').catch(() => null);
  return m ? kept(m) : plain();
}

/** The account's hashes as the page already has them or asks for them: one request for all. */
const hashesOf = (queryClient: QueryClient, client: NodeClient, accountName: string) => () =>
  queryClient.fetchQuery(contractQueries.rawAbi(client, accountName));

export const contractQueries = {
  all: (client: NodeClient) => nodeKey(client, 'contract'),
  abi: (client: NodeClient, accountName: string) =>
    queryOptions({
      queryKey: [...contractQueries.all(client), accountName, 'abi'] as const,
      queryFn: ({ signal, client: queryClient }) =>
        viaKept(
          client,
          (m) => m.readAbi(client, accountName, hashesOf(queryClient, client, accountName), signal),
          () => client.getAbi(accountName, { signal }),
        ),
      staleTime: CONTRACT_STALE_MS,
    }),
  /** get_raw_abi; with `abiHash`, exactly that request (the node leaves out an unchanged ABI). */
  rawAbi: (client: NodeClient, accountName: string, abiHash?: string) =>
    queryOptions({
      queryKey: [...contractQueries.all(client), accountName, 'raw-abi', abiHash ?? null] as const,
      queryFn: ({ signal }) =>
        abiHash === undefined
          ? viaKept(
              client,
              (m) => m.readRawAbi(client, accountName, signal),
              () => client.getRawAbi(accountName, undefined, { signal }),
            )
          : client.getRawAbi(accountName, abiHash, { signal }),
      staleTime: CONTRACT_STALE_MS,
    }),
  rawCodeAndAbi: (client: NodeClient, accountName: string) =>
    queryOptions({
      queryKey: [...contractQueries.all(client), accountName, 'raw-code-and-abi'] as const,
      queryFn: ({ signal, client: queryClient }) =>
        viaKept(
          client,
          (m) =>
            m.readRawCodeAndAbi(
              client,
              accountName,
              hashesOf(queryClient, client, accountName),
              signal,
            ),
          () => client.getRawCodeAndAbi(accountName, { signal }),
        ),
      staleTime: CONTRACT_STALE_MS,
    }),
};
