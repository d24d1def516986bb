import { parsePublicKey, toGls } from '../chain/keys.ts';
import { jsonType } from '../json.ts';
import { NodeError, nodeErrors } from '../node-errors.ts';
import { objectBody } from './params.ts';
import type { RouteTable } from './route-types.ts';
import { permissionsHolding } from './state-routes.ts';

/*
 * The /v1/history calls of CyberWay's history_api_plugin that the dev node answers (with its
 * history service on): get_key_accounts, from the ledger's permissions as they are, where the
 * plugin keeps public_key_history up to date on newaccount, updateauth and deleteauth.
 */

/** fc's public key from a string: CyberWay's legacy `GLS…` or `PUB_K1_…`, else fc's assert. */
function publicKeyParam(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw nodeErrors.badCast(jsonType(value), 'string');
  const key = /^(GLS|PUB_)/.test(value) ? parsePublicKey(value) : undefined;
  if (key) return toGls(key);
  throw new NodeError(
    500,
    10,
    'assert_exception',
    'Assert Exception',
    value.includes('_') || value.startsWith('GLS')
      ? `Invalid public key: ${value}`
      : `No delimiter in string, cannot determine data type: ${value}`,
    { file: 'public_key.cpp', method: 'parse_base58' },
  );
}

export const historyPluginRoutes: RouteTable = {
  /**
   * `{public_key}` → `{account_names}`: the accounts with the key in a permission, once each,
   * sorted by name (the plugin's std::set). No key (a missing field is fc's all-zero default) or
   * a key nobody holds: an empty list.
   */
  get_key_accounts: (body, chain) => {
    const key = publicKeyParam(objectBody(body)['public_key']);
    const names = key === undefined ? [] : permissionsHolding(chain, key).map((p) => p.account);
    return JSON.stringify({ account_names: [...new Set(names)] });
  },
};
