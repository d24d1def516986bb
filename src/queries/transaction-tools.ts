import { queryOptions } from '@tanstack/react-query';
import type { NodeClient, TransactionRequest } from '@/api/node-client';
import { isJsonObject } from '@/api/json-object';
import { nodeKey } from './keys';

/**
 * The transaction with every action's `data` as packed hex, as get_transaction_id needs (it reads
 * the plain reflection, not the ABI): `hex_data` when given, hex `data` as is, and JSON arguments
 * packed by the node (abi_json_to_bin).
 */
export async function withPackedData(
  client: NodeClient,
  trx: TransactionRequest,
  signal?: AbortSignal,
): Promise<TransactionRequest> {
  const pack = async (list: unknown) => {
    if (!Array.isArray(list)) return list;
    return Promise.all(
      list.map(async (a: unknown) => {
        if (!isJsonObject(a)) return a;
        const { hex_data: hexData, ...rest } = a;
        if (typeof hexData === 'string') return { ...rest, data: hexData };
        const data = rest['data'];
        if (typeof data === 'string' || !isJsonObject(data)) return rest;
        const account = String(rest['account']);
        const name = String(rest['name']);
        return { ...rest, data: await client.abiJsonToBin(account, name, data, { signal }) };
      }),
    );
  };
  const [context_free_actions, actions] = await Promise.all([
    pack(trx.context_free_actions),
    pack(trx.actions),
  ]);
  const out: TransactionRequest = { ...trx };
  if (Array.isArray(context_free_actions)) out.context_free_actions = context_free_actions;
  if (Array.isArray(actions)) out.actions = actions;
  return out;
}

export const transactionToolQueries = {
  all: (client: NodeClient) => nodeKey(client, 'transaction-tools'),
  /** The transaction with packed action data (see withPackedData). */
  packed: (client: NodeClient, trx: TransactionRequest) =>
    queryOptions({
      queryKey: [...transactionToolQueries.all(client), 'packed', trx] as const,
      queryFn: ({ signal }) => withPackedData(client, trx, signal),
      staleTime: Infinity,
      retry: false,
    }),
  /** get_transaction_id of a transaction whose action data is already hex. */
  id: (client: NodeClient, trx: TransactionRequest) =>
    queryOptions({
      queryKey: [...transactionToolQueries.all(client), 'id', trx] as const,
      queryFn: ({ signal }) => client.getTransactionId(trx, { signal }),
      staleTime: Infinity,
      retry: false,
    }),
  /** get_required_keys: which of `availableKeys` must sign. Depends on the accounts' permissions. */
  requiredKeys: (client: NodeClient, trx: TransactionRequest, availableKeys: readonly string[]) =>
    queryOptions({
      queryKey: [
        ...transactionToolQueries.all(client),
        'required-keys',
        trx,
        availableKeys,
      ] as const,
      queryFn: ({ signal }) => client.getRequiredKeys(trx, [...availableKeys], { signal }),
      staleTime: 5_000,
      retry: false,
    }),
};
