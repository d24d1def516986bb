import { parseAssetText } from '../chain/ledger/args.ts';
import { parsePublicKey, toGls } from '../chain/keys.ts';
import type { PermissionState } from '../chain/state.ts';
import { timePoint } from '../json.ts';
import type { SimulatedChain } from '../chain/simulated-chain.ts';
import {
  badRequest,
  boolParam,
  DEFAULT_LIMIT,
  intParam,
  queryTime,
  type HistoryHandler,
} from './history-query.ts';

/*
 * Hyperion's /v2/state calls (state the service keeps from the chain's tables and permissions),
 * answered from the ledger as it is: the pending block's changes included, where a real service
 * shows them once it has indexed that block.
 */

/** The contracts whose `accounts` tables hold token balances (Hyperion indexes these tables). */
const TOKEN_CONTRACTS = ['cyber.token'];
/** Hyperion's page caps (api.limits.get_tokens, get_key_accounts): more is cut, not refused. */
const MAX_TOKENS = 100;
const MAX_KEY_PERMISSIONS = 1000;
const DEFAULT_KEY_PERMISSIONS = 100;

/**
 * The key Hyperion looks for: a `PUB_…` key as it is, a legacy `EOS…` key converted; anything
 * else (a `GLS…` key too) is 400 "invalid public key". The GLS form the ledger indexes by, or
 * undefined for a `PUB_…` text that is no key (Hyperion finds nothing for it).
 */
function hyperionKey(text: string): string | undefined {
  if (text.startsWith('PUB_')) {
    const key = parsePublicKey(text);
    return key ? toGls(key) : undefined;
  }
  const key = text.startsWith('EOS') ? parsePublicKey(text) : undefined;
  if (!key) throw badRequest('invalid public key');
  return toGls(key);
}

/**
 * GET ?public_key=[&skip&limit&details]: `{account_names}`, the accounts with the key in a
 * permission. Hyperion pages the permissions that hold the key (default 100, at most 1000) and
 * lists their owners once each; `details=true` adds those permissions as its perm index holds
 * them. Its response schema lets nothing else through (no query_time_ms). An unknown key: an
 * empty list.
 */
const getKeyAccounts: HistoryHandler = (request, chain) => {
  const q = request.query;
  const text = q.get('public_key');
  if (text === null) throw badRequest("querystring must have required property 'public_key'");
  const skip = intParam(q, 'skip', 0);
  const limit = Math.min(
    intParam(q, 'limit', DEFAULT_KEY_PERMISSIONS) || DEFAULT_KEY_PERMISSIONS,
    MAX_KEY_PERMISSIONS,
  );
  const key = hyperionKey(text);
  const holders = key === undefined ? [] : permissionsHolding(chain, key);
  const page = holders.slice(skip, skip + limit);
  const names = [...new Set(page.map((p) => p.account))];
  if (!boolParam(q, 'details')) return JSON.stringify({ account_names: names });
  return JSON.stringify({
    account_names: names,
    permissions: page.map((p) => permissionDoc(chain, p.account, p.state)),
  });
};

/**
 * A permission as Hyperion's perm index keeps it: keys in the PUB_K1_ form, the block that last
 * set it (block 1 and the account's creation for the genesis state's) and `present: 1`.
 */
function permissionDoc(chain: SimulatedChain, owner: string, p: PermissionState) {
  const ledger = chain.ledger;
  const set = ledger.permissionBlocks.get(`${owner}@${p.perm_name}`) ?? {
    num: 1,
    ms: ledger.accounts.get(owner)?.createdMs ?? 0,
  };
  const auth = p.required_auth;
  return {
    owner,
    block_num: Math.max(1, set.num),
    parent: p.parent,
    last_updated: timePoint(set.ms),
    auth: {
      threshold: auth.threshold,
      keys: auth.keys.map((k) => ({
        key: parsePublicKey(ledger.keys.gls(k.key))?.toString() ?? k.key,
        weight: k.weight,
      })),
      accounts: auth.accounts,
      waits: auth.waits,
    },
    name: p.perm_name,
    present: 1,
  };
}

/** The permissions with `key` (GLS) among their keys, by account then name. */
export function permissionsHolding(
  chain: SimulatedChain,
  key: string,
): { account: string; state: PermissionState }[] {
  const ledger = chain.ledger;
  return ledger.keyIndex
    .accountsOf(key)
    .flatMap((name) =>
      (ledger.accounts.get(name)?.permissions ?? [])
        .filter((p) => p.required_auth.keys.some((k) => ledger.keys.gls(k.key) === key))
        .map((state) => ({ account: name, state })),
    );
}

/**
 * GET ?account=[&skip&limit]: the account's balances in every token contract, `{account, tokens:
 * [{symbol, precision, amount, contract}], query_time_ms}`, amount a number as Hyperion writes
 * it (parseFloat of the balance: lossy beyond 2^53 units), by contract then symbol. Its schema
 * only bounds the name's length (1 to 12); an unknown account has none.
 */
const getTokens: HistoryHandler = (request, chain) => {
  const started = performance.now();
  const q = request.query;
  const account = q.get('account');
  if (account === null) throw badRequest("querystring must have required property 'account'");
  if (account.length === 0)
    throw badRequest('querystring/account must NOT have fewer than 1 characters');
  if (account.length > 12)
    throw badRequest('querystring/account must NOT have more than 12 characters');
  const skip = intParam(q, 'skip', 0);
  const limit = Math.min(intParam(q, 'limit', DEFAULT_LIMIT) || DEFAULT_LIMIT, MAX_TOKENS);
  const tokens = TOKEN_CONTRACTS.flatMap((contract) => balances(chain, contract, account));
  return JSON.stringify({
    account,
    tokens: tokens.slice(skip, skip + limit),
    query_time_ms: queryTime(started),
  });
};

function balances(chain: SimulatedChain, contract: string, account: string) {
  const table = chain.ledger.tables.get(contract, 'accounts');
  if (!table) return [];
  return table
    .rows(account)
    .map((row) => parseAssetText(String(row.data['balance'])))
    .filter((b) => b !== undefined)
    .sort((a, b) => (a.code < b.code ? -1 : 1))
    .map((b) => ({
      symbol: b.code,
      precision: b.precision,
      amount: b.units / 10 ** b.precision,
      contract,
    }));
}

export const stateRoutes: Record<string, HistoryHandler> = {
  '/v2/state/get_key_accounts': getKeyAccounts,
  '/v2/state/get_tokens': getTokens,
};
