import { Name } from '@wharfkit/antelope';
import { formatAsset } from '../chain/assets.ts';
import type { SimulatedChain } from '../chain/simulated-chain.ts';
import type { AccountState, Authority } from '../chain/state.ts';
import { agentOf } from '../chain/ledger/stake-agents.ts';
import { symbolCodeKey } from '../chain/table-keys.ts';
import { int64, timePoint } from '../json.ts';
import { nodeErrors } from '../node-errors.ts';
import { nameParam, objectBody, parseSymbol, stringParam, boolParam } from './params.ts';
import type { RouteTable } from './route-types.ts';

const ZERO_HASH = '0'.repeat(64);
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** Account lookups fail as ChainDB does on real nodes: 500 "Unable to find key". */
export function requireAccount(chain: SimulatedChain, name: string): AccountState {
  const account = chain.state.accounts.get(name);
  if (!account) throw nodeErrors.missingAccount(BigInt(Name.from(name).value.toString()));
  return account;
}

function authorityJson(chain: SimulatedChain, auth: Authority): object {
  return {
    threshold: auth.threshold,
    keys: auth.keys.map((k) => ({ key: chain.keys.gls(k.key), weight: k.weight })),
    accounts: auth.accounts,
    waits: auth.waits,
  };
}

export function balanceOf(chain: SimulatedChain, owner: string, code: string): string | undefined {
  const row = chain.state.tables
    .require('cyber.token', 'accounts')
    .findPrimary(owner, [symbolCodeKey(code)]);
  return row ? String(row.data['balance']) : undefined;
}

function getAccount(body: unknown, chain: SimulatedChain): string {
  const p = objectBody(body);
  const name = nameParam(p, 'account_name');
  const expected = p['expected_core_symbol'];
  // Real nodes want "4,CYBER"; the spec speaks of capital letters, so a bare code is accepted too.
  const core =
    expected === undefined || expected === null
      ? { precision: 4, code: 'CYBER' }
      : typeof expected === 'string' && /^[A-Z]{1,7}$/.test(expected)
        ? { precision: 4, code: expected }
        : parseSymbol(expected);
  const account = requireAccount(chain, name);
  const head = chain.head();
  const sym = '4,CYBER';
  // The stake is the account's own share in cyber.stake (its agent row), as get_table_rows shows it.
  const staked = agentOf(chain.ledger, name)?.ownShare ?? 0;
  const share = (part: number) => Math.floor(staked * part);
  const netWeight = share(0.25);
  const cpuWeight = share(0.5);
  const ramBytes = 1_048_576 + staked * 10;
  const storageMax = 1_048_576 + staked * 4;
  const result: Record<string, unknown> = {
    account_name: account.name,
    head_block_num: head.num,
    head_block_time: timePoint(chain.headTimeMs()),
    privileged: account.privileged,
    last_code_update: timePoint(account.lastCodeUpdateMs),
    created: timePoint(account.createdMs),
  };
  const balance = balanceOf(chain, name, core.code);
  if (balance !== undefined) result['core_liquid_balance'] = balance;
  // The spec gives each limit as a string: the amount still available.
  Object.assign(result, {
    ram_quota: int64(storageMax),
    net_weight: int64(netWeight),
    cpu_weight: int64(cpuWeight),
    net_limit: String(netWeight > 0 ? 1_048_576 + netWeight * 2 : 0),
    cpu_limit: String(cpuWeight > 0 ? 200_000 + cpuWeight : 0),
    ram_limit: String(ramBytes - account.ramUsage),
    storage_limit: String(storageMax - account.ramUsage - 3000),
    ram_usage: account.ramUsage,
    permissions: account.permissions.map((perm) => ({
      perm_name: perm.perm_name,
      parent: perm.parent,
      required_auth: authorityJson(chain, perm.required_auth),
    })),
    total_resources: {
      owner: account.name,
      ram_bytes: int64(ramBytes),
      net_weight: formatAsset(netWeight, sym),
      cpu_weight: formatAsset(cpuWeight, sym),
      ram_weight: formatAsset(share(0.125), sym),
      storage_weight: formatAsset(share(0.125), sym),
    },
    // Always the object (spec 2.1, ground-truth §4.4): zero weights when nothing is staked.
    self_delegated_bandwidth: {
      from: account.name,
      to: account.name,
      net_weight: formatAsset(netWeight, sym),
      cpu_weight: formatAsset(cpuWeight, sym),
      ram_weight: formatAsset(share(0.125), sym),
      storage_weight: formatAsset(share(0.125), sym),
    },
    refund_request: null,
    voter_info: null,
    // The spec gives stake_info as one string: the tokens staked.
    stake_info: formatAsset(staked, sym),
  });
  return JSON.stringify(result);
}

function base64(bytes: Uint8Array | undefined): string {
  return bytes ? Buffer.from(bytes).toString('base64') : '';
}

/**
 * The ABI object as get_abi shows it: the spec's `____comment` first, then CyberWay's abi_def
 * fields in their order (every table with its `scope_type`, `""` for a name, as nodes write it).
 */
function abiJson(account: AccountState): object | undefined {
  if (!account.abi) return undefined;
  return {
    ____comment: `ABI of ${account.name}, served by the CyberWay dev node`,
    ...account.abi.def,
  };
}

export const accountRoutes: RouteTable = {
  get_account: getAccount,
  get_code: (body, chain) => {
    const p = objectBody(body);
    const account = requireAccount(chain, nameParam(p, 'account_name'));
    // Real nodes refuse code_as_wasm:false (WAST is gone); the spec's default is false, so both
    // answer with the wasm, as hex.
    boolParam(p, 'code_as_wasm', false);
    const abi = abiJson(account);
    return JSON.stringify({
      account_name: account.name,
      code_hash: account.code?.hash ?? ZERO_HASH,
      wast: '',
      wasm: account.code ? Buffer.from(account.code.wasm).toString('hex') : '',
      ...(abi ? { abi } : {}),
    });
  },
  get_code_hash: (body, chain) => {
    const account = requireAccount(chain, nameParam(objectBody(body), 'account_name'));
    return JSON.stringify({
      account_name: account.name,
      code_hash: account.code?.hash ?? ZERO_HASH,
    });
  },
  get_abi: (body, chain) => {
    const account = requireAccount(chain, nameParam(objectBody(body), 'account_name'));
    const abi = abiJson(account);
    return JSON.stringify({ account_name: account.name, ...(abi ? { abi } : {}) });
  },
  get_raw_code_and_abi: (body, chain) => {
    const account = requireAccount(chain, nameParam(objectBody(body), 'account_name'));
    return JSON.stringify({
      account_name: account.name,
      wasm: base64(account.code?.wasm),
      abi: base64(account.abi?.packed),
    });
  },
  get_raw_abi: (body, chain) => {
    const p = objectBody(body);
    const account = requireAccount(chain, nameParam(p, 'account_name'));
    const known = stringParam(p, 'abi_hash');
    const abiHash = account.abi?.hash ?? EMPTY_SHA256;
    const result: Record<string, unknown> = {
      account_name: account.name,
      code_hash: account.code?.hash ?? EMPTY_SHA256,
      abi_hash: abiHash,
    };
    // The client already holds this ABI when it sends its hash: real nodes then leave it out.
    if (known.toLowerCase() !== abiHash) result['abi'] = base64(account.abi?.packed);
    return JSON.stringify(result);
  },
};
