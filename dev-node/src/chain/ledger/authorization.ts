import type { KeyRing } from '../keys.ts';
import type { ActionRecord } from '../records.ts';
import type { AccountState, PermissionLevel, PermissionState } from '../state.ts';
import { ledgerErrors } from './errors.ts';

/** What authorization checks read: accounts, their permissions and links, and the keys held. */
export interface AuthorityView {
  accounts: ReadonlyMap<string, AccountState>;
  /** linkauth: `account/code/type` (type "" for the whole contract) → permission. */
  links: ReadonlyMap<string, string>;
  keys: KeyRing;
}

const MAX_DEPTH = 4;
/** Native actions whose authority is fixed by the chain; they cannot be linked. */
export const UNLINKABLE = new Set([
  'updateauth',
  'deleteauth',
  'linkauth',
  'unlinkauth',
  'canceldelay',
]);
/** linkauth to this "permission" lets any permission of the account authorize the action. */
export const ANY_PERMISSION = 'cyber.any';

export function findPermission(
  account: AccountState | undefined,
  name: string,
): PermissionState | undefined {
  return account?.permissions.find((p) => p.perm_name === name);
}

export function linkKey(account: string, code: string, type: string): string {
  return `${account}/${code}/${type}`;
}

/**
 * Labels of the keys this node would sign with to satisfy actor@permission: keys in order, then
 * delegated permissions (recursively), then waits the transaction's delay covers, until the
 * threshold is met (nodeos's authority checker). Keys the node does not hold are skipped;
 * undefined when the threshold cannot be met.
 */
export function signersFor(
  view: AuthorityView,
  level: PermissionLevel,
  delaySec: number,
  depth = 0,
): string[] | undefined {
  const perm = findPermission(view.accounts.get(level.actor), level.permission);
  if (!perm || depth > MAX_DEPTH) return undefined;
  const auth = perm.required_auth;
  const labels: string[] = [];
  let weight = 0;
  for (const k of auth.keys) {
    const label = view.keys.labelOf(k.key);
    if (label === undefined) continue;
    labels.push(label);
    weight += k.weight;
    if (weight >= auth.threshold) return labels;
  }
  for (const a of auth.accounts) {
    const sub = signersFor(view, a.permission, delaySec, depth + 1);
    if (!sub) continue;
    labels.push(...sub);
    weight += a.weight;
    if (weight >= auth.threshold) return labels;
  }
  for (const w of auth.waits) {
    if (delaySec < w.wait_sec) continue;
    weight += w.weight;
    if (weight >= auth.threshold) return labels;
  }
  return undefined;
}

/** Whether `declared` is `minimum` or one of its ancestors (permission_object::satisfies). */
export function satisfies(account: AccountState, declared: string, minimum: string): boolean {
  let name: string | undefined = minimum;
  for (let hops = 0; name && hops < 32; hops++) {
    if (name === declared) return true;
    name = findPermission(account, name)?.parent;
  }
  return false;
}

/** The permission linked to code::type for an account (linkauth), `active` when none. */
export function minimumPermission(
  view: AuthorityView,
  account: string,
  code: string,
  type: string,
): string {
  return (
    view.links.get(linkKey(account, code, type)) ??
    view.links.get(linkKey(account, code, '')) ??
    'active'
  );
}

function irrelevant(level: PermissionLevel, minimum: string): never {
  throw ledgerErrors.irrelevantAuth(
    `action declares irrelevant authority '${JSON.stringify(level)}'; minimum authority is ${JSON.stringify({ actor: level.actor, permission: minimum })}`,
  );
}

/** The minimum permission of one declared level of an action, with nodeos's special cases. */
function requiredPermission(
  view: AuthorityView,
  act: ActionRecord,
  level: PermissionLevel,
): string {
  const data = act.json;
  if (act.account !== 'cyber' || !UNLINKABLE.has(act.name))
    return minimumPermission(view, level.actor, act.account, act.name);
  if (act.authorization.length !== 1)
    throw ledgerErrors.irrelevantAuth(
      `${act.name} action should only have one declared authorization`,
    );
  const owner = act.name === 'canceldelay' ? level.actor : String(data['account']);
  if (level.actor !== owner)
    throw ledgerErrors.irrelevantAuth(
      'the owner of the affected permission needs to be the actor of the declared authorization',
    );
  const account = view.accounts.get(owner);
  switch (act.name) {
    case 'updateauth': {
      const permission = String(data['permission']);
      return findPermission(account, permission) ? permission : String(data['parent']);
    }
    case 'deleteauth':
      return String(data['permission']);
    case 'canceldelay': {
      const canceling = data['canceling_auth'] as PermissionLevel | undefined;
      return canceling?.permission ?? 'active';
    }
    default: {
      const link = view.links.get(linkKey(owner, String(data['code']), String(data['type'])));
      if (act.name === 'unlinkauth' && link === undefined)
        throw ledgerErrors.actionValidate('cannot unlink non-existent permission link');
      return link ?? 'active';
    }
  }
}

/**
 * Checks every declared authorization of a transaction as nodeos does before running it: the
 * accounts and permissions exist, each permission is strong enough for its action (linkauth),
 * and the keys this node holds (with the transaction's delay) satisfy it. Returns the labels of
 * the keys that sign it.
 */
export function checkAuthorization(
  view: AuthorityView,
  actions: readonly ActionRecord[],
  delaySec: number,
): string[] {
  const signers = new Set<string>();
  const checked = new Set<string>();
  for (const act of actions) {
    if (!view.accounts.has(act.account))
      throw ledgerErrors.actionValidate(`action's code account '${act.account}' does not exist`);
    for (const level of act.authorization) {
      const account = view.accounts.get(level.actor);
      if (!account)
        throw ledgerErrors.unsatisfiedAuth(
          `unknown account in declared authority '${JSON.stringify(level)}'`,
        );
      if (!findPermission(account, level.permission))
        throw ledgerErrors.unsatisfiedAuth(
          `permission '${JSON.stringify(level)}' in declared authority does not exist`,
        );
      const minimum = requiredPermission(view, act, level);
      if (minimum !== ANY_PERMISSION && !satisfies(account, level.permission, minimum))
        irrelevant(level, minimum);
      const key = `${level.actor}@${level.permission}`;
      if (checked.has(key)) continue;
      checked.add(key);
      const labels = signersFor(view, level, delaySec);
      if (!labels)
        throw ledgerErrors.unsatisfiedAuth(
          `transaction declares authority '${JSON.stringify(level)}', but does not have signatures for it.`,
        );
      for (const l of labels) signers.add(l);
    }
  }
  return [...signers];
}
