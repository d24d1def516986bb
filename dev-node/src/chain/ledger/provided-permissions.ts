import type { PackableAction } from '../abi/chain-types.ts';
import type { PermissionLevel } from '../state.ts';
import { findPermission, type AuthorityView } from './authorization.ts';

const MAX_DEPTH = 4;

const levelKey = (l: PermissionLevel) => `${l.actor}@${l.permission}`;

/**
 * Whether a set of permissions satisfies `level` (nodeos's authority checker given provided
 * permissions and no keys): the level itself is provided, or its authority's threshold is met
 * by provided account permissions (recursively) and by the waits the delay covers.
 */
function satisfied(
  view: AuthorityView,
  level: PermissionLevel,
  provided: ReadonlySet<string>,
  delaySec: number,
  depth: number,
): boolean {
  if (provided.has(levelKey(level))) return true;
  const perm = findPermission(view.accounts.get(level.actor), level.permission);
  if (!perm || depth > MAX_DEPTH) return false;
  const auth = perm.required_auth;
  let weight = 0;
  for (const a of auth.accounts) {
    if (!satisfied(view, a.permission, provided, delaySec, depth + 1)) continue;
    weight += a.weight;
    if (weight >= auth.threshold) return true;
  }
  for (const w of auth.waits) {
    if (delaySec < w.wait_sec) continue;
    weight += w.weight;
    if (weight >= auth.threshold) return true;
  }
  return false;
}

/**
 * check_transaction_authorization with provided permissions only, as cyber.msig asks it: every
 * level the transaction's actions declare is satisfied by `provided`.
 */
export function permissionsSatisfy(
  view: AuthorityView,
  trx: { actions: readonly PackableAction[]; context_free_actions: readonly PackableAction[] },
  provided: readonly PermissionLevel[],
  delaySec: number,
): boolean {
  const set = new Set(provided.map(levelKey));
  return [...trx.context_free_actions, ...trx.actions].every((act) =>
    act.authorization.every((level) => satisfied(view, level, set, delaySec, 0)),
  );
}
