import type { Account, PermissionLevel } from '@/api/node-client';

/**
 * The keys of the declared permissions, each once: what the accounts say would sign. `accounts`
 * holds each of `actors`' account (its permissions), where loaded.
 */
export function declaredKeys(
  levels: readonly PermissionLevel[],
  actors: readonly string[],
  accounts: readonly (Pick<Account, 'permissions'> | undefined)[],
): string[] {
  const keys: string[] = [];
  accounts.forEach((account, i) => {
    const actor = actors[i];
    for (const l of levels.filter((x) => x.actor === actor)) {
      const perm = account?.permissions.find((p) => p.perm_name === l.permission);
      for (const k of perm?.required_auth.keys ?? []) keys.push(k.key);
    }
  });
  return [...new Set(keys)];
}
