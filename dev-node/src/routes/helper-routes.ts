import { Serializer } from '@wharfkit/antelope';
import type { PackableAction, PackableTransaction } from '../chain/abi/chain-types.ts';
import { packTransaction } from '../chain/abi/chain-types.ts';
import { requiredKeys } from '../chain/authority.ts';
import { parseNameQuery } from '../chain/domains.ts';
import { hexToBytes } from '../chain/hex.ts';
import { parsePublicKey, toGls } from '../chain/keys.ts';
import { sha256 } from '../chain/rng.ts';
import type { SimulatedChain } from '../chain/simulated-chain.ts';
import type { AccountState } from '../chain/state.ts';
import { symbolCodeKey } from '../chain/table-keys.ts';
import { isPlainObject, jsonType, parseTime } from '../json.ts';
import { NodeError, nodeErrors } from '../node-errors.ts';
import {
  nameParam,
  objectBody,
  parseSymbol,
  stringParam,
  uintParam,
  type Params,
} from './params.ts';
import type { RouteTable } from './route-types.ts';

function contractAbi(
  chain: SimulatedChain,
  code: string,
  action: string,
): { account: AccountState; type: string } {
  const account = chain.state.accounts.get(code);
  if (!account) throw nodeErrors.contractNotFound(code);
  if (!account.abi) throw nodeErrors.abiNotFound(code);
  const type = account.abi.def.actions.find((a) => a.name === action)?.type;
  if (!type) throw nodeErrors.unknownAction(action, code);
  return { account, type };
}

/** Packs action arguments with the contract's ABI; the node's "invalid args" error otherwise. */
export function encodeArgs(
  chain: SimulatedChain,
  code: string,
  action: string,
  args: unknown,
): string {
  const { account, type } = contractAbi(chain, code, action);
  if (!isPlainObject(args))
    throw nodeErrors.invalidActionArgs(
      `'${JSON.stringify(args)}' is invalid args for action '${action}' code '${code}'. expected '[]'`,
    );
  try {
    return Serializer.encode({ object: args, abi: account.abi?.wharf, type }).hexString;
  } catch (e) {
    throw nodeErrors.invalidActionArgs(
      `'${JSON.stringify(args)}' is invalid args for action '${action}' code '${code}': ${(e as Error).message}`,
    );
  }
}

function decodeArgs(chain: SimulatedChain, code: string, action: string, hex: string): unknown {
  const { account, type } = contractAbi(chain, code, action);
  const bytes = hexToBytes(hex);
  if (!bytes)
    throw nodeErrors.invalidActionArgs(`binargs is not a hex string: ${hex.slice(0, 64)}`);
  try {
    const value = Serializer.decode({ data: bytes, abi: account.abi?.wharf, type });
    // Nodes refuse trailing bytes after the struct ("binary data not fully consumed").
    if (
      Serializer.encode({ object: value, abi: account.abi?.wharf, type }).array.length !==
      bytes.length
    )
      throw new Error('binary data not fully consumed');
    return Serializer.objectify(value);
  } catch (e) {
    throw nodeErrors.invalidActionArgs(
      `Unable to unpack ${code}::${action} arguments: ${(e as Error).message}`,
    );
  }
}

function levels(value: unknown): { actor: string; permission: string }[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw nodeErrors.invalidTransaction('authorization must be an array');
  return value.map((l) => {
    if (!isPlainObject(l))
      throw nodeErrors.invalidTransaction('authorization entries are {actor, permission}');
    return { actor: nameParam(l, 'actor'), permission: nameParam(l, 'permission') };
  });
}

/**
 * What a request's JSON action arguments that cannot be packed fail with: the helpers' own
 * errors (abi_json_to_bin's), or those `badData` makes (push_transaction's abi serializer).
 */
export type BadData = (account: string, name: string, cause: NodeError) => NodeError;

/** An action from a request: data as hex, as `hex_data`, or as JSON arguments packed with the ABI. */
function requestAction(chain: SimulatedChain, value: unknown, badData?: BadData): PackableAction {
  if (!isPlainObject(value)) throw nodeErrors.invalidTransaction('actions must be objects');
  const account = nameParam(value, 'account');
  const name = nameParam(value, 'name');
  const authorization = levels(value['authorization']);
  const data = value['data'];
  const hexData = value['hex_data'];
  let hex: string;
  if (typeof hexData === 'string' && hexToBytes(hexData)) hex = hexData;
  else if (typeof data === 'string') {
    if (!hexToBytes(data))
      throw nodeErrors.invalidTransaction(`action data is not hex: ${data.slice(0, 64)}`);
    hex = data;
  } else if (data === undefined || data === null) hex = '';
  else {
    try {
      hex = encodeArgs(chain, account, name, data);
    } catch (e) {
      throw badData && e instanceof NodeError ? badData(account, name, e) : e;
    }
  }
  return { account, name, authorization, data: hex.toLowerCase() };
}

function actionList(chain: SimulatedChain, value: unknown, badData?: BadData): PackableAction[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw nodeErrors.invalidTransaction('actions must be an array');
  return value.map((a) => requestAction(chain, a, badData));
}

function headerNumber(p: Params, field: string, max: number): number {
  const n = uintParam(p, field, 0);
  if (n > max) throw nodeErrors.invalidTransaction(`${field} out of range`);
  return n;
}

/** A transaction object from a request; missing fields default to zero or empty, as fc does. */
export function requestTransaction(
  chain: SimulatedChain,
  value: unknown,
  badData?: BadData,
): PackableTransaction {
  if (!isPlainObject(value)) throw nodeErrors.badCast(jsonType(value), 'Object');
  const expirationText = stringParam(value, 'expiration', '1970-01-01T00:00:00');
  const expirationMs = parseTime(expirationText);
  if (Number.isNaN(expirationMs))
    throw nodeErrors.invalidTransaction(`invalid expiration: ${expirationText}`);
  const extensions = value['transaction_extensions'];
  if (extensions !== undefined && extensions !== null && !Array.isArray(extensions))
    throw nodeErrors.invalidTransaction('transaction_extensions must be an array');
  return {
    expiration: new Date(Math.floor(expirationMs / 1000) * 1000).toISOString().slice(0, 19),
    ref_block_num: headerNumber(value, 'ref_block_num', 0xffff),
    ref_block_prefix: headerNumber(value, 'ref_block_prefix', 0xffffffff),
    max_net_usage_words: headerNumber(value, 'max_net_usage_words', 0xffffffff),
    max_cpu_usage_ms: headerNumber(value, 'max_cpu_usage_ms', 0xff),
    max_ram_kbytes: headerNumber(value, 'max_ram_kbytes', 0xffffffff),
    max_storage_kbytes: headerNumber(value, 'max_storage_kbytes', 0xffffffff),
    delay_sec: headerNumber(value, 'delay_sec', 0xffffffff),
    context_free_actions: actionList(chain, value['context_free_actions'], badData),
    actions: actionList(chain, value['actions'], badData),
    transaction_extensions: (Array.isArray(extensions) ? extensions : []).map((x: unknown) => {
      if (
        Array.isArray(x) &&
        typeof x[0] === 'number' &&
        typeof x[1] === 'string' &&
        hexToBytes(x[1])
      )
        return { type: x[0], data: x[1] };
      if (
        isPlainObject(x) &&
        typeof x['type'] === 'number' &&
        typeof x['data'] === 'string' &&
        hexToBytes(x['data'])
      )
        return { type: x['type'], data: x['data'] };
      throw nodeErrors.invalidTransaction('transaction_extensions entries are [type, hex]');
    }),
  };
}

function getRequiredKeys(body: unknown, chain: SimulatedChain): string {
  const p = objectBody(body);
  let trx: PackableTransaction;
  try {
    trx = requestTransaction(chain, p['transaction'] ?? {});
  } catch (e) {
    if (e instanceof NodeError && e.status !== 500) throw e;
    throw nodeErrors.invalidTransaction(
      e instanceof Error ? `Invalid transaction: ${e.message}` : 'Invalid transaction',
    );
  }
  const keysValue = p['available_keys'] ?? [];
  if (!Array.isArray(keysValue)) throw nodeErrors.badCast(jsonType(keysValue), 'array');
  const available = new Set<string>();
  for (const k of keysValue) {
    const key = typeof k === 'string' ? parsePublicKey(k) : undefined;
    if (!key) throw nodeErrors.invalidValue(`Invalid public key: ${String(k)}`);
    available.add(toGls(key));
  }
  const declared = [...trx.context_free_actions, ...trx.actions].flatMap((a) => a.authorization);
  const keys = requiredKeys(
    { accounts: chain.state.accounts, keys: chain.keys, available, delaySec: trx.delay_sec },
    declared,
  );
  return JSON.stringify({ required_keys: keys });
}

function getTransactionId(body: unknown, chain: SimulatedChain): string {
  const p = objectBody(body);
  // Clients also wrap it as {transaction: {...}} (the push_transaction habit).
  const source =
    isPlainObject(p['transaction']) && p['actions'] === undefined ? p['transaction'] : p;
  const trx = requestTransaction(chain, source);
  const id = sha256(packTransaction(trx)).toString('hex');
  // As the spec says: an id the chain does not hold is answered "Unknown Transaction ID".
  if (!chain.transaction(id)) throw nodeErrors.unknownTransaction(id);
  return JSON.stringify({ trx_id: id });
}

function agentRow(chain: SimulatedChain, account: string, code: string) {
  const table = chain.state.tables.require('cyber.stake', 'stake.agent');
  const pos = table.indexPosition('bykey');
  return table.find('cyber.stake', pos, [symbolCodeKey(code), account]);
}

function resolveNames(body: unknown, chain: SimulatedChain): string {
  if (!Array.isArray(body)) throw nodeErrors.badCast(jsonType(body), 'array');
  const domains = chain.state.tables.require('cyber.domain', 'domain');
  const usernames = chain.state.tables.require('cyber.domain', 'username');
  const byName = domains.indexPosition('byname');
  const byScope = usernames.indexPosition('byscopename');
  const linkedTo = (domain: string): string => {
    const row = domains.find('cyber.domain', byName, [domain]);
    if (!row) throw nodeErrors.domainNotFound(domain);
    return String(row.data['linked_to']);
  };
  const owner = (username: string, scope: string): string => {
    const row =
      scope === '' ? undefined : usernames.find('cyber.domain', byScope, [scope, username]);
    if (!row) throw nodeErrors.usernameNotFound(username, scope);
    return String(row.data['owner']);
  };
  // Any bad element fails the whole call: resolve everything before answering.
  const results = body.map((item: unknown) => {
    if (typeof item !== 'string') throw nodeErrors.badCast(jsonType(item), 'string');
    const q = parseNameQuery(item);
    switch (q.form) {
      case 'domain':
        return { resolved_domain: linkedTo(q.domain) };
      case 'user@domain': {
        const scope = linkedTo(q.domain);
        return { resolved_domain: scope, resolved_username: owner(q.username, scope) };
      }
      case 'user@@account':
        return { resolved_username: owner(q.username, q.scope) };
    }
  });
  return JSON.stringify(results);
}

export const helperRoutes: RouteTable = {
  abi_json_to_bin: (body, chain) => {
    const p = objectBody(body);
    const code = nameParam(p, 'code');
    const action = nameParam(p, 'action');
    return JSON.stringify({ binargs: encodeArgs(chain, code, action, p['args'] ?? null) });
  },
  abi_bin_to_json: (body, chain) => {
    const p = objectBody(body);
    const code = nameParam(p, 'code');
    const action = nameParam(p, 'action');
    // Real nodes answer {"args": {...}}; the spec leaves the shape open.
    return JSON.stringify({ args: decodeArgs(chain, code, action, stringParam(p, 'binargs')) });
  },
  get_required_keys: getRequiredKeys,
  get_transaction_id: getTransactionId,
  get_agent_public_key: (body, chain) => {
    const p = objectBody(body);
    const account = nameParam(p, 'account');
    const symbol = parseSymbol(p['symbol']);
    const key = agentRow(chain, account, symbol.code)?.data['signing_key'];
    // The spec's shape, {signing_key}; with no key stored the answer is an empty string.
    return typeof key === 'string' && key !== '' ? JSON.stringify({ signing_key: key }) : '""';
  },
  resolve_names: resolveNames,
  get_proxy_status: (body, chain) => {
    const p = objectBody(body);
    const account = nameParam(p, 'account');
    const symbol = parseSymbol(p['symbol']);
    const agent = agentRow(chain, account, symbol.code);
    if (!agent) throw nodeErrors.notAgent(account);
    const grants = chain.state.tables.require('cyber.stake', 'stake.grant');
    const pos = grants.indexPosition('bykey');
    const key = [symbolCodeKey(symbol.code), account];
    const count = grants.query('cyber.stake', pos, key, key, 1000, false).rows.length;
    // The spec's shape: account_name, and the symbol split into accuracy and code.
    return JSON.stringify({
      account_name: account,
      symbol: [{ accuracy: String(symbol.precision), symbol_code: symbol.code }],
      proxylevel: Number(agent.data['proxy_level']),
      proxies_count: count,
    });
  },
};
