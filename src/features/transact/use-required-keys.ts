import { useQueries, useQuery } from '@tanstack/react-query';
import type { TransactionRequest } from '@/api/node-client';
import { declaredKeys } from '@/lib/declared-keys';
import { useNodeClient } from '@/lib/node-store';
import { accountQueries } from '@/queries/accounts';
import { transactionToolQueries } from '@/queries/transaction-tools';
import type { BuiltTransaction } from './build';

/** The transaction as get_required_keys and get_transaction_id read it (action data as hex). */
export function transactionRequest(built: BuiltTransaction): TransactionRequest {
  const { trx } = built;
  const plain = (list: typeof trx.actions) =>
    list.map((a) => ({ ...a, authorization: a.authorization.map((l) => ({ ...l })) }));
  const request: TransactionRequest = {
    ...trx,
    context_free_actions: plain(trx.context_free_actions),
    actions: plain(trx.actions),
  };
  if (built.layout.layout === 'eosio') {
    delete request.max_ram_kbytes;
    delete request.max_storage_kbytes;
  }
  return request;
}

/**
 * The keys the node says must sign (get_required_keys), offered every key of the declared
 * permissions (from get_account): a subset that satisfies every authority.
 */
export function useRequiredKeys(built: BuiltTransaction) {
  const client = useNodeClient();
  const levels = [
    ...new Map(
      built.trx.actions
        .flatMap((a) => a.authorization)
        .map((l) => [`${l.actor}@${l.permission}`, l]),
    ).values(),
  ];
  const actors = [...new Set(levels.map((l) => l.actor))];
  const accounts = useQueries({ queries: actors.map((a) => accountQueries.detail(client, a)) });
  const loaded = accounts.every((q) => q.data);
  const candidates = loaded
    ? declaredKeys(
        levels,
        actors,
        accounts.map((q) => q.data),
      )
    : [];
  const required = useQuery({
    ...transactionToolQueries.requiredKeys(client, transactionRequest(built), candidates),
    enabled: loaded,
  });
  const accountError = accounts.find((q) => q.isError)?.error;
  return { levels, candidates, required, accountError };
}
