import { useQueries } from '@tanstack/react-query';
import type { Account } from '@/api/schemas/account';
import {
  accountsToRead,
  approvalsNeeded,
  type AuthorityOf,
  type Level,
} from '@/lib/msig-authority';
import { useNodeClient } from '@/lib/node-store';
import { accountQueries } from '@/queries/accounts';

/**
 * How many more of the pending approvals the proposal needs (0: ready), checked against the
 * permissions of the accounts its transaction declares (and those they delegate to); null while
 * they load, undefined when the requested approvals cannot satisfy it.
 */
export function useApprovalsNeeded(
  declared: readonly Level[],
  provided: readonly Level[],
  pending: readonly Level[],
  delaySec: number,
): number | undefined | null {
  const client = useNodeClient();
  const loaded = new Map<string, Account>();
  const authorityOf: AuthorityOf = (level) =>
    loaded.get(level.actor)?.permissions.find((p) => p.perm_name === level.permission)
      ?.required_auth;
  // The accounts to read grow as their permissions arrive (delegations are found in them).
  const first = accountsToRead(declared, () => undefined);
  const names = [...new Set([...first])];
  const queries = useQueries({
    queries: names.map((n) => accountQueries.detail(client, n)),
  });
  names.forEach((n, i) => {
    const data = queries[i]?.data;
    if (data) loaded.set(n, data);
  });
  const more = accountsToRead(declared, authorityOf).filter((n) => !names.includes(n));
  const moreQueries = useQueries({
    queries: more.map((n) => accountQueries.detail(client, n)),
  });
  more.forEach((n, i) => {
    const data = moreQueries[i]?.data;
    if (data) loaded.set(n, data);
  });
  const waiting = queries.some((q) => q.isPending) || moreQueries.some((q) => q.isPending);
  if (declared.length === 0 || waiting) return null;
  return approvalsNeeded(declared, provided, pending, authorityOf, delaySec);
}
