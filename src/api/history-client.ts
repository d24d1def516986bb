import type { z } from './zod';
import type { CallOptions, Transport } from './call';
import { callHistory } from './history-call';
import { historyEndpoints, type HistoryEndpointName } from './history-endpoints';
import type { HistoryQuery } from './history-call';
import { DEFAULT_TIMEOUT_MS } from './node-client';
import { normaliseChainTime } from './chain-time';

/** What an operation answers with, after validation and normalisation. */
export type HistoryAnswer<E extends HistoryEndpointName> = z.output<
  Awaited<ReturnType<(typeof historyEndpoints)[E]['schema']>>
>;

export interface GetActionsParams {
  /** The account that took part (contract, receiver or notified); optional with other filters. */
  account?: string;
  /** `contract:action` filters, either side may be `*`; the service ORs them. */
  filter?: readonly string[];
  skip?: number;
  /** Rows per page; servers cap it (often at 1000). */
  limit?: number;
  /** `desc` (newest first, the default) or `asc`. */
  sort?: 'desc' | 'asc';
  /** Only actions at or after this ISO time (UTC). */
  after?: string;
  /** Only actions at or before this ISO time (UTC). */
  before?: string;
  /** Exact matches on indexed fields: `{'act.authorization.actor': 'alice', 'act.data.to': 'bob'}`. */
  fields?: Readonly<Record<string, string>>;
}

export interface HistoryClient {
  /** Service URL without a trailing slash; history query keys carry it. */
  readonly baseUrl: string;
  /** Version, indexed chain and how far it has indexed. */
  getHealth(o?: CallOptions): Promise<HistoryAnswer<'getHealth'>>;
  /** Actions newest first (by default), with the service's total. */
  getActions(params: GetActionsParams, o?: CallOptions): Promise<HistoryAnswer<'getActions'>>;
  /** Every action of a transaction in order, or null when the service does not know the id. */
  getTransaction(trxId: string, o?: CallOptions): Promise<HistoryAnswer<'getTransaction'>>;
  getCreator(account: string, o?: CallOptions): Promise<HistoryAnswer<'getCreator'>>;
  /** Accounts the account created, newest first. */
  getCreatedAccounts(
    account: string,
    page?: { skip?: number; limit?: number },
    o?: CallOptions,
  ): Promise<HistoryAnswer<'getCreatedAccounts'>>;
  /** The accounts holding a key: `publicKey` as PUB_K1_… (the service refuses GLS…). */
  getKeyAccounts(publicKey: string, o?: CallOptions): Promise<HistoryAnswer<'getKeyAccounts'>>;
}

/** Hyperion's most permissions per get_key_accounts page. */
const KEY_ACCOUNTS_LIMIT = 1000;

const RESERVED = new Set(['account', 'filter', 'skip', 'limit', 'sort', 'after', 'before']);
const FIELD_NAME = /^@?[a-z_][a-z0-9_]*(\.[a-z0-9_]+)*$/i;

/** A time as the service writes it (UTC, no zone); anything else is refused before sending. */
function serviceTime(value: string | undefined, param: string): string | undefined {
  if (value === undefined) return undefined;
  const time = normaliseChainTime(value);
  if (time === null)
    throw new RangeError(`${param} must be an ISO time, got ${JSON.stringify(value)}`);
  return time;
}

/** The query string of get_actions. */
export function getActionsQuery(p: GetActionsParams): HistoryQuery {
  const query: HistoryQuery = {
    account: p.account,
    filter: p.filter && p.filter.length > 0 ? p.filter.join(',') : undefined,
    skip: p.skip,
    limit: p.limit,
    sort: p.sort,
    after: serviceTime(p.after, 'after'),
    before: serviceTime(p.before, 'before'),
  };
  for (const [field, value] of Object.entries(p.fields ?? {})) {
    if (RESERVED.has(field) || !FIELD_NAME.test(field)) {
      throw new RangeError(`${JSON.stringify(field)} is not an indexed field name`);
    }
    query[field] = value;
  }
  return query;
}

export function createHistoryClient(opts: {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per-call time limit (default 15 s); 0 disables it. */
  timeoutMs?: number;
}): HistoryClient {
  const transport: Transport = {
    baseUrl: opts.baseUrl.replace(/\/+$/, ''),
    fetch: opts.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const e = historyEndpoints;
  return {
    baseUrl: transport.baseUrl,
    getHealth: (o) => callHistory(transport, e.getHealth, {}, o),
    getActions: (p, o) => callHistory(transport, e.getActions, getActionsQuery(p), o),
    getTransaction: (id, o) => callHistory(transport, e.getTransaction, { id }, o),
    getCreator: (account, o) => callHistory(transport, e.getCreator, { account }, o),
    getCreatedAccounts: (account, page = {}, o) =>
      callHistory(
        transport,
        e.getCreatedAccounts,
        { account, skip: page.skip, limit: page.limit },
        o,
      ),
    getKeyAccounts: (public_key, o) =>
      callHistory(transport, e.getKeyAccounts, { public_key, limit: KEY_ACCOUNTS_LIMIT }, o),
  };
}
