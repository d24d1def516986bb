import { nodeErrors } from '../node-errors.ts';
import type { KeyRing } from './keys.ts';
import type { AccountState } from './state.ts';

export interface AuthorityCheck {
  accounts: ReadonlyMap<string, AccountState>;
  keys: KeyRing;
  /** Available keys, canonical GLS form. */
  available: ReadonlySet<string>;
  delaySec: number;
}

const MAX_DEPTH = 4;

/**
 * Satisfies actor@permission the way nodeos' authority checker does: keys in order, then
 * delegated permissions (recursively), then waits covered by the transaction's delay, until
 * the threshold is met. Returns the keys that were used, or undefined when it cannot be met.
 */
export function satisfy(
  check: AuthorityCheck,
  actor: string,
  permission: string,
  depth = 0,
): string[] | undefined {
  const account = check.accounts.get(actor);
  const perm = account?.permissions.find((p) => p.perm_name === permission);
  if (!perm || depth > MAX_DEPTH) return undefined;
  const auth = perm.required_auth;
  const used: string[] = [];
  let weight = 0;
  for (const k of auth.keys) {
    const key = check.keys.gls(k.key);
    if (!check.available.has(key)) continue;
    used.push(key);
    weight += k.weight;
    if (weight >= auth.threshold) return used;
  }
  for (const a of auth.accounts) {
    const keys = satisfy(check, a.permission.actor, a.permission.permission, depth + 1);
    if (!keys) continue;
    used.push(...keys);
    weight += a.weight;
    if (weight >= auth.threshold) return used;
  }
  for (const w of auth.waits) {
    if (check.delaySec < w.wait_sec) continue;
    weight += w.weight;
    if (weight >= auth.threshold) return used;
  }
  return undefined;
}

export function requiredKeys(
  check: AuthorityCheck,
  levels: readonly { actor: string; permission: string }[],
): string[] {
  const result = new Set<string>();
  for (const level of levels) {
    if (!check.accounts.has(level.actor)) {
      throw nodeErrors.unsatisfiedAuthorization(
        `unknown account in declared authority '${JSON.stringify(level)}'`,
      );
    }
    const keys = satisfy(check, level.actor, level.permission);
    if (!keys) {
      throw nodeErrors.unsatisfiedAuthorization(
        `transaction declares authority '${JSON.stringify(level)}', but does not have signatures for it.`,
      );
    }
    for (const k of keys) result.add(k);
  }
  return [...result];
}
