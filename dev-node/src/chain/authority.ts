import { nodeErrors } from '../node-errors.ts';
import type { KeyRing } from './keys.ts';
import { givenKeys, signersFor } from './ledger/authorization.ts';
import type { AccountState } from './state.ts';

export interface AuthorityCheck {
  accounts: ReadonlyMap<string, AccountState>;
  keys: KeyRing;
  /** Available keys, canonical GLS form. */
  available: ReadonlySet<string>;
  delaySec: number;
}

/**
 * get_required_keys: the available keys that satisfy each declared level, the way nodeos' authority
 * checker walks an authority (the ledger's own walk, with the available keys as the provided ones).
 */
export function requiredKeys(
  check: AuthorityCheck,
  levels: readonly { actor: string; permission: string }[],
): string[] {
  const view = { accounts: check.accounts, keys: check.keys, links: new Map<string, string>() };
  const provide = givenKeys(view, check.available);
  const result = new Set<string>();
  for (const level of levels) {
    if (!check.accounts.has(level.actor)) {
      throw nodeErrors.unsatisfiedAuthorization(
        `unknown account in declared authority '${JSON.stringify(level)}'`,
      );
    }
    const keys = signersFor(view, level, check.delaySec, provide);
    if (!keys) {
      throw nodeErrors.unsatisfiedAuthorization(
        `transaction declares authority '${JSON.stringify(level)}', but does not have signatures for it.`,
      );
    }
    for (const k of keys) result.add(k);
  }
  return [...result];
}
