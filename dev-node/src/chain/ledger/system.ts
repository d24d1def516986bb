import { hexToBytes } from '../hex.ts';
import { isLiteralKey, parsePublicKey } from '../keys.ts';
import { sha256 } from '../rng.ts';
import type { AccountState, Authority, PermissionLevel, PermissionState } from '../state.ts';
import { deployCode, deployPackedAbi } from '../state.ts';
import { isPlainObject } from '../../json.ts';
import { nameArg, numberArg, stringArg } from './args.ts';
import { ANY_PERMISSION, findPermission, linkKey, UNLINKABLE } from './authorization.ts';
import { ledgerErrors, validate } from './errors.ts';
import type { Handler } from './action-context.ts';
import type { LedgerState } from './ledger-state.ts';

/**
 * The chain's native actions at `cyber` (CyberWay's eosio_contract.cpp): accounts, permissions
 * and links, contract deployment, and cancelling delayed transactions.
 */
export const SYSTEM = 'cyber';
const SYSTEM_PREFIX = 'cyber.';
/** The virtual permission a contract's inline actions run under; it may be named in authorities. */
const CODE_PERMISSION = 'cyber.code';
/** CyberWay's max_transaction_delay (45 days). */
const MAX_DELAY_SEC = 45 * 86_400;
const ZERO_HASH = '0'.repeat(64);

function isProtected(account: string): boolean {
  return account === SYSTEM || account.startsWith(SYSTEM_PREFIX);
}

function sortPermissions(permissions: PermissionState[]): PermissionState[] {
  return permissions.sort((a, b) => (a.perm_name < b.perm_name ? -1 : 1));
}

/** An authority from action data, with literal keys in canonical GLS form. */
function authorityArg(ledger: LedgerState, value: unknown, label: string): Authority {
  validate(isPlainObject(value), `Invalid ${label} authority`);
  const list = (field: string): Record<string, unknown>[] => {
    const items = value[field] ?? [];
    validate(Array.isArray(items) && items.every(isPlainObject), `Invalid ${label} authority`);
    return items;
  };
  const auth: Authority = {
    threshold: numberArg(value, 'threshold'),
    keys: list('keys').map((k) => {
      const key = stringArg(k, 'key');
      return {
        key: isLiteralKey(key) ? ledger.keys.gls(key) : key,
        weight: numberArg(k, 'weight'),
      };
    }),
    accounts: list('accounts').map((a) => {
      const p = a['permission'];
      validate(isPlainObject(p), `Invalid ${label} authority`);
      return {
        permission: { actor: nameArg(p, 'actor'), permission: nameArg(p, 'permission') },
        weight: numberArg(a, 'weight'),
      };
    }),
    waits: list('waits').map((w) => ({
      wait_sec: numberArg(w, 'wait_sec'),
      weight: numberArg(w, 'weight'),
    })),
  };
  validate(isValidAuthority(auth), `Invalid ${label} authority`);
  return auth;
}

/** eosio's validate(authority): positive weights reaching the threshold, sorted and unique entries. */
function isValidAuthority(auth: Authority): boolean {
  if (auth.threshold <= 0) return false;
  let total = 0;
  const keys = new Set<string>();
  for (const k of auth.keys) {
    if (k.weight <= 0 || keys.has(k.key)) return false;
    if (isLiteralKey(k.key) && !parsePublicKey(k.key)) return false;
    keys.add(k.key);
    total += k.weight;
  }
  let previous = '';
  for (const a of auth.accounts) {
    const key = `${a.permission.actor}@${a.permission.permission}`;
    if (a.weight <= 0 || (previous !== '' && key <= previous)) return false;
    previous = key;
    total += a.weight;
  }
  let wait = 0;
  for (const w of auth.waits) {
    if (w.weight <= 0 || w.wait_sec <= 0 || w.wait_sec < wait) return false;
    wait = w.wait_sec;
    total += w.weight;
  }
  return total >= auth.threshold;
}

/** Accounts and permissions an authority names must exist (validate_authority_precondition). */
function checkReferences(ledger: LedgerState, auth: Authority): void {
  for (const a of auth.accounts) {
    const account = ledger.accounts.get(a.permission.actor);
    validate(account !== undefined, `account '${a.permission.actor}' does not exist`);
    const perm = a.permission.permission;
    if (perm === 'owner' || perm === 'active' || perm === CODE_PERMISSION) continue;
    validate(
      findPermission(account, perm) !== undefined,
      `permission '${JSON.stringify(a.permission)}' does not exist`,
    );
  }
}

function requireAccount(ledger: LedgerState, name: string): AccountState {
  const account = ledger.accounts.get(name);
  if (!account) throw ledgerErrors.actionValidate(`Failed to retrieve account: ${name}`);
  return account;
}

/** A new account's receipts-and-storage footprint, the same for a name whenever it is made. */
function ramUsageOf(name: string): number {
  return 2724 + (sha256(`ram/${name}`).readUInt16LE(0) % 4000);
}

const newaccount: Handler = (ctx) => {
  const creator = nameArg(ctx.data, 'creator');
  const name = nameArg(ctx.data, 'name');
  ctx.requireAuth(creator);
  const owner = authorityArg(ctx.ledger, ctx.data['owner'], 'owner');
  const active = authorityArg(ctx.ledger, ctx.data['active'], 'active');
  validate(name !== '', 'account name cannot be empty');
  validate(name.length <= 12, 'account names can only be 12 chars long');
  const creatorAccount = requireAccount(ctx.ledger, creator);
  if (!creatorAccount.privileged)
    validate(
      !name.startsWith(SYSTEM_PREFIX),
      `only privileged accounts can have names that start with '${SYSTEM_PREFIX}'`,
    );
  if (ctx.ledger.accounts.has(name)) throw ledgerErrors.accountExists(name);
  checkReferences(ctx.ledger, owner);
  checkReferences(ctx.ledger, active);
  ctx.ledger.addAccount({
    name,
    createdMs: ctx.block.ms,
    // System accounts made by the privileged `cyber` are privileged, as CyberWay's genesis makes them.
    privileged: creatorAccount.privileged && isProtected(name),
    permissions: [
      { perm_name: 'active', parent: 'owner', required_auth: active },
      { perm_name: 'owner', parent: '', required_auth: owner },
    ],
    lastCodeUpdateMs: 0,
    ramUsage: ramUsageOf(name),
    recvSequence: 0,
    authSequence: 0,
    codeSequence: 0,
    abiSequence: 0,
  });
  for (const permission of ['active', 'owner'])
    ctx.ledger.notePermissionBlock(name, permission, ctx.block);
};

const updateauth: Handler = (ctx) => {
  const name = nameArg(ctx.data, 'account');
  const permission = nameArg(ctx.data, 'permission');
  const parent = nameArg(ctx.data, 'parent');
  ctx.requireAuth(name);
  validate(permission !== '', 'Cannot create authority with empty name');
  validate(
    !permission.startsWith(SYSTEM_PREFIX),
    `Permission names that start with '${SYSTEM_PREFIX}' are reserved`,
  );
  validate(permission !== parent, 'Cannot set an authority as its own parent');
  const account = requireAccount(ctx.ledger, name);
  const auth = authorityArg(ctx.ledger, ctx.data['auth'], 'updated');
  if (permission === 'active')
    validate(parent === 'owner', "Cannot change active authority's parent from owner");
  if (permission === 'owner') validate(parent === '', "Cannot change owner authority's parent");
  else validate(parent !== '', 'Only owner permission can have empty parent');
  const longest = auth.waits[auth.waits.length - 1];
  if (longest)
    validate(
      longest.wait_sec <= MAX_DELAY_SEC,
      `Cannot set delay longer than max_transacton_delay, which is ${MAX_DELAY_SEC} seconds`,
    );
  checkReferences(ctx.ledger, auth);
  if (permission !== 'owner')
    validate(
      findPermission(account, parent) !== undefined,
      `Failed to retrieve permission: ${name}@${parent}`,
    );
  const existing = findPermission(account, permission);
  if (existing)
    validate(existing.parent === parent, 'Changing parent authority is not currently supported');
  const updated = { perm_name: permission, parent, required_auth: auth };
  const permissions = account.permissions.filter((p) => p.perm_name !== permission);
  permissions.push(updated);
  ctx.ledger.updateAccount(account, { permissions: sortPermissions(permissions) });
  ctx.ledger.notePermissionBlock(name, permission, ctx.block);
};

const deleteauth: Handler = (ctx) => {
  const name = nameArg(ctx.data, 'account');
  const permission = nameArg(ctx.data, 'permission');
  ctx.requireAuth(name);
  validate(permission !== 'active', 'Cannot delete active authority');
  validate(permission !== 'owner', 'Cannot delete owner authority');
  for (const [key, linked] of ctx.ledger.links) {
    const [account, code, type] = key.split('/');
    validate(
      !(account === name && linked === permission),
      `Cannot delete a linked authority. Unlink the authority first. This authority is linked to ${code}::${type}.`,
    );
  }
  const account = requireAccount(ctx.ledger, name);
  validate(
    findPermission(account, permission) !== undefined,
    `Failed to retrieve permission: ${name}@${permission}`,
  );
  validate(
    !account.permissions.some((p) => p.parent === permission),
    'Cannot remove a permission which has children. Remove the children first.',
  );
  ctx.ledger.updateAccount(account, {
    permissions: account.permissions.filter((p) => p.perm_name !== permission),
  });
};

const linkauth: Handler = (ctx) => {
  const name = nameArg(ctx.data, 'account');
  const code = nameArg(ctx.data, 'code');
  const type = nameArg(ctx.data, 'type');
  const requirement = nameArg(ctx.data, 'requirement');
  validate(requirement !== '', 'Required permission cannot be empty');
  ctx.requireAuth(name);
  const account = requireAccount(ctx.ledger, name);
  validate(ctx.ledger.accounts.has(code), `Failed to retrieve code for account: ${code}`);
  if (requirement !== ANY_PERMISSION)
    validate(
      findPermission(account, requirement) !== undefined,
      `Failed to retrieve permission: ${requirement}`,
    );
  validate(
    !(code === SYSTEM && UNLINKABLE.has(type)),
    `Cannot link ${SYSTEM}::${type} to a minimum permission`,
  );
  const key = linkKey(name, code, type);
  validate(
    ctx.ledger.links.get(key) !== requirement,
    'Attempting to update required authority, but new requirement is same as old',
  );
  ctx.ledger.setLink(key, requirement);
};

const unlinkauth: Handler = (ctx) => {
  const name = nameArg(ctx.data, 'account');
  const key = linkKey(name, nameArg(ctx.data, 'code'), nameArg(ctx.data, 'type'));
  ctx.requireAuth(name);
  validate(ctx.ledger.links.has(key), 'Attempting to unlink authority, but no link found');
  ctx.ledger.setLink(key, undefined);
};

const canceldelay: Handler = (ctx) => {
  const canceling = ctx.data['canceling_auth'];
  validate(isPlainObject(canceling), 'canceling_auth must be a permission level');
  const level: PermissionLevel = {
    actor: nameArg(canceling, 'actor'),
    permission: nameArg(canceling, 'permission'),
  };
  const id = stringArg(ctx.data, 'trx_id').toLowerCase();
  ctx.requireAuth(level.actor);
  const scheduled = ctx.ledger.deferred.get(id);
  if (!scheduled || scheduled.sender !== '') throw ledgerErrors.unknownDeferred(id);
  validate(
    scheduled.trx.actions.some((a) =>
      a.authorization.some((p) => p.actor === level.actor && p.permission === level.permission),
    ),
    'canceling_auth in canceldelay action was not found as authorization in the original delayed transaction',
  );
  ctx.ledger.deferred.cancel(id, ctx.ledger.journal);
};

const setcode: Handler = (ctx) => {
  const name = nameArg(ctx.data, 'account');
  ctx.requireAuth(name);
  validate(numberArg(ctx.data, 'vmtype') === 0, 'code should be 0');
  validate(numberArg(ctx.data, 'vmversion') === 0, 'version should be 0');
  const wasm = hexToBytes(stringArg(ctx.data, 'code'));
  validate(wasm !== undefined, 'code is not hex');
  validate(
    wasm.length === 0 || WebAssembly.validate(new Uint8Array(wasm)),
    'invalid WebAssembly module',
  );
  const account = requireAccount(ctx.ledger, name);
  const code = wasm.length > 0 ? deployCode(wasm) : undefined;
  if ((account.code?.hash ?? ZERO_HASH) === (code?.hash ?? ZERO_HASH))
    throw ledgerErrors.setExactCode();
  if (isProtected(name))
    validate(account.codeSequence === 0 && !account.code, "can't change code of protected account");
  ctx.ledger.updateAccount(account, {
    code,
    lastCodeUpdateMs: ctx.block.ms,
    codeSequence: account.codeSequence + 1,
  });
};

const setabi: Handler = (ctx) => {
  const name = nameArg(ctx.data, 'account');
  ctx.requireAuth(name);
  const account = requireAccount(ctx.ledger, name);
  const bytes = hexToBytes(stringArg(ctx.data, 'abi'));
  validate(bytes !== undefined, 'abi is not hex');
  if (isProtected(name))
    validate(account.abiSequence === 0, "can't change abi of protected account");
  let abi;
  if (bytes.length > 0) {
    try {
      abi = deployPackedAbi(bytes);
    } catch (e) {
      throw ledgerErrors.actionValidate(
        `invalid ABI: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    // Tables the ABI declares exist from now on (empty until the contract writes them).
    ctx.ledger.tables.add(name, abi);
  }
  ctx.ledger.updateAccount(account, { abi, abiSequence: account.abiSequence + 1 });
};

/** The onerror action is delivered to senders of failed deferred transactions; CyberWay disabled it. */
const onerror: Handler = () => undefined;

export const systemHandlers: Record<string, Handler> = {
  'cyber/cyber/newaccount': newaccount,
  'cyber/cyber/updateauth': updateauth,
  'cyber/cyber/deleteauth': deleteauth,
  'cyber/cyber/linkauth': linkauth,
  'cyber/cyber/unlinkauth': unlinkauth,
  'cyber/cyber/canceldelay': canceldelay,
  'cyber/cyber/setcode': setcode,
  'cyber/cyber/setabi': setabi,
  'cyber/cyber/onerror': onerror,
};
