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
 * Who supplies a key of an authority: the signer to note for it (a KeyRing label, or the public
 * key itself), or undefined when the key is not available.
 */
export type KeyProvider = (ref: string) => string | undefined;

/** The keys this node holds: it signs with their labels. */
export function heldKeys(view: AuthorityView): KeyProvider {
  return (ref) => view.keys.labelOf(ref);
}

/** Keys given with a transaction (its signatures' keys, canonical GLS form). */
export function givenKeys(view: AuthorityView, keys: ReadonlySet<string>): KeyProvider {
  return (ref) => {
    const key = view.keys.gls(ref);
    return keys.has(key) ? key : undefined;
  };
}

/**
 * The signers (see KeyProvider) that satisfy actor@permission: keys in order, then delegated
 * permissions (recursively), then waits the transaction's delay covers, until the threshold is
 * met (nodeos's authority checker). Keys not provided are skipped; undefined when the threshold
 * cannot be met.
 */
export function signersFor(
  view: AuthorityView,
  level: PermissionLevel,
  delaySec: number,
  provide: KeyProvider = heldKeys(view),
  depth = 0,
): string[] | undefined {
  const perm = findPermission(view.accounts.get(level.actor), level.permission);
  if (!perm || depth > MAX_DEPTH) return undefined;
  const auth = perm.required_auth;
  const signers: string[] = [];
  let weight = 0;
  for (const k of auth.keys) {
    const signer = provide(k.key);
    if (signer === undefined) continue;
    signers.push(signer);
    weight += k.weight;
    if (weight >= auth.threshold) return signers;
  }
  for (const a of auth.accounts) {
    const sub = signersFor(view, a.permission, delaySec, provide, depth + 1);
    if (!sub) continue;
    signers.push(...sub);
    weight += a.weight;
    if (weight >= auth.threshold) return signers;
  }
  for (const w of auth.waits) {
    if (delaySec < w.wait_sec) continue;
    weight += w.weight;
    if (weight >= auth.threshold) return signers;
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

/** CyberWay's default max_transaction_delay (45 days), which nodeos names in its message. */
const MAX_DELAY_MS = 45 * 24 * 3600 * 1000;

function byLevel(a: PermissionLevel, b: PermissionLevel): number {
  // Name order is string order (nodeos walks the levels sorted by actor, then permission).
  if (a.actor !== b.actor) return a.actor < b.actor ? -1 : 1;
  return a.permission < b.permission ? -1 : a.permission > b.permission ? 1 : 0;
}

/** The declared levels of a transaction, once each, after nodeos's checks on each action. */
function declaredLevels(
  view: AuthorityView,
  actions: readonly ActionRecord[],
): Map<string, PermissionLevel> {
  const levels = new Map<string, PermissionLevel>();
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
      levels.set(`${level.actor}@${level.permission}`, level);
    }
  }
  return levels;
}

/**
 * Checks every declared authorization of a transaction as nodeos does before running it: the
 * accounts and permissions exist, each permission is strong enough for its action (linkauth),
 * and the keys (with the transaction's delay) satisfy it. The keys are those this node holds,
 * or `given`, the keys that signed a transaction pushed to it: then every given key must be
 * needed, as nodeos refuses irrelevant signatures. Returns the signers (KeyProvider).
 */
export function checkAuthorization(
  view: AuthorityView,
  actions: readonly ActionRecord[],
  delaySec: number,
  given?: ReadonlySet<string>,
): string[] {
  const levels = [...declaredLevels(view, actions).values()];
  const provide = given ? givenKeys(view, given) : heldKeys(view);
  const signers = new Set<string>();
  for (const level of given ? levels.sort(byLevel) : levels) {
    const found = signersFor(view, level, delaySec, provide);
    if (!found)
      throw ledgerErrors.unsatisfiedAuth(
        given
          ? `transaction declares authority '${JSON.stringify(level)}', but does not have signatures for it under a provided delay of ${delaySec * 1000} ms, provided permissions [], provided keys ${JSON.stringify([...given])}, and a delay max limit of ${MAX_DELAY_MS} ms`
          : `transaction declares authority '${JSON.stringify(level)}', but does not have signatures for it.`,
      );
    for (const s of found) signers.add(s);
  }
  const unused = given ? [...given].filter((k) => !signers.has(k)) : [];
  if (unused.length > 0) throw ledgerErrors.irrelevantSignatures(unused);
  return [...signers];
}
