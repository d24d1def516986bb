import type { z } from './zod';
import { call, type CallOptions, type Transport } from './call';
import { endpoints, type Endpoint, type EndpointName } from './endpoints';
import {
  accountBody,
  blockBody,
  currencyStatsBody,
  producersBody,
  scheduledTransactionsBody,
  withoutUndefined,
  type ListPage,
} from './request-bodies';
import type { JsonObject } from '@/api/json-object';
import type { PackedTransactionBody } from './schemas/push';

export type { CallOptions } from './call';
export type { GetInfo } from './schemas/chain';
export type {
  Action,
  Block,
  BlockHeader,
  BlockHeaderState,
  PackedTransaction,
  PermissionLevel,
  Transaction,
  TransactionReceipt,
  TransactionStatus,
} from './schemas/block';
export type { Account, Authority, Permission, ResourceLimit, StakeInfo } from './schemas/account';
export type {
  Abi,
  AbiIndex,
  AbiTable,
  GetAbi,
  GetCode,
  GetCodeHash,
  GetRawAbi,
  GetRawCodeAndAbi,
} from './schemas/abi';
export type { PayerRow, TableRow, TableRows } from './schemas/table';
export type { CurrencyStats } from './schemas/token';
export type { GetProducers, ProducerRow } from './schemas/producer';
export type { GetProducerSchedule, ProducerKey, ProducerSchedule } from './schemas/schedule';
export type { GetScheduledTransactions, ScheduledTransaction } from './schemas/deferred';
export type { AbiArgs } from './schemas/helpers';
export type { ProxyStatus, ResolvedName } from './schemas/cyberway';
export type { ConnectionStatus, Handshake } from './schemas/net';
export type {
  ActionTrace,
  PackedTransactionBody,
  PushTransactionResult,
  TransactionTrace,
} from './schemas/push';
export type { JsonObject } from './json-object';

/** What an operation answers with, after validation and normalisation. */
export type Answer<E extends EndpointName> = z.output<
  Awaited<ReturnType<(typeof endpoints)[E]['schema']>>
>;

export interface TableRowsParams {
  /** Contract owning the table. */
  code: string;
  /** Scope (account, symbol code, …, as the table's scope_type says). */
  scope: string;
  table: string;
  /**
   * Index: CyberWay index name (`primary`, `bykey`, …; default `primary`). On EOSIO it is also
   * sent as index_position (`primary`, `secondary`, … or a number).
   */
  index?: string;
  /** EOSIO key type of the index (`i64`, `name`, `sha256`, …); CyberWay ignores it. */
  keyType?: string;
  /**
   * First row to return. CyberWay: an object keyed by the index's order fields
   * (`{balance:{_sym:"CYBER"}}`), e.g. a previous page's `next`; EOSIO: a string key.
   */
  lowerBound?: unknown;
  /** Last row to return (inclusive); same forms. */
  upperBound?: unknown;
  /** Rows per call; the node's default is 10. */
  limit?: number;
  reverse?: boolean;
  /** Wrap rows as `{data, payer, …}`. */
  showPayer?: boolean;
  /** EOSIO: decode rows to JSON (default true here). CyberWay rows are always JSON. */
  json?: boolean;
  /** EOSIO: `dec` or `hex` for secondary keys. */
  encodeType?: 'dec' | 'hex';
}

/** Transaction JSON as the node reads it (get_required_keys, get_transaction_id). */
export interface TransactionRequest {
  expiration?: string;
  ref_block_num?: number;
  ref_block_prefix?: number;
  max_net_usage_words?: number | string;
  max_cpu_usage_ms?: number | string;
  /** CyberWay only. */
  max_ram_kbytes?: number;
  /** CyberWay only. */
  max_storage_kbytes?: number;
  delay_sec?: number;
  context_free_actions?: ActionRequest[];
  actions?: ActionRequest[];
  transaction_extensions?: unknown[];
  [field: string]: unknown;
}

export interface ActionRequest {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  /** Arguments as JSON (get_required_keys) or packed hex (get_transaction_id needs hex). */
  data: JsonObject | string;
  hex_data?: string;
  [field: string]: unknown;
}

export interface NodeClient {
  /** Node URL without a trailing slash; every query key starts with it. */
  readonly baseUrl: string;
  getInfo(o?: CallOptions): Promise<Answer<'getInfo'>>;
  /** A block by number or 64-hex id. */
  getBlock(blockNumOrId: string | number, o?: CallOptions): Promise<Answer<'getBlock'>>;
  /** Only for reversible blocks; an irreversible or unknown one is a not-found error. */
  getBlockHeaderState(
    blockNumOrId: string | number,
    o?: CallOptions,
  ): Promise<Answer<'getBlockHeaderState'>>;
  getAccount(accountName: string, o?: CallOptions): Promise<Answer<'getAccount'>>;
  getCode(accountName: string, o?: CallOptions): Promise<Answer<'getCode'>>;
  getCodeHash(accountName: string, o?: CallOptions): Promise<Answer<'getCodeHash'>>;
  getAbi(accountName: string, o?: CallOptions): Promise<Answer<'getAbi'>>;
  getRawCodeAndAbi(accountName: string, o?: CallOptions): Promise<Answer<'getRawCodeAndAbi'>>;
  /** With `abiHash` equal to the current one, the answer omits `abi`. */
  getRawAbi(accountName: string, abiHash?: string, o?: CallOptions): Promise<Answer<'getRawAbi'>>;
  getTableRows(params: TableRowsParams, o?: CallOptions): Promise<Answer<'getTableRows'>>;
  /** Asset strings; `symbol` is a symbol code such as `CYBER` (case-insensitive). */
  getCurrencyBalance(
    code: string,
    account: string,
    symbol?: string,
    o?: CallOptions,
  ): Promise<Answer<'getCurrencyBalance'>>;
  /** null when the token does not exist. `symbol` is a symbol code such as `CYBER`. */
  getCurrencyStats(
    code: string,
    symbol: string,
    o?: CallOptions,
  ): Promise<Answer<'getCurrencyStats'>>;
  /** Page with `lowerBound` = previous answer's `more`. */
  getProducers(params?: ListPage, o?: CallOptions): Promise<Answer<'getProducers'>>;
  getProducerSchedule(o?: CallOptions): Promise<Answer<'getProducerSchedule'>>;
  /** Page with `lowerBound` = previous answer's `more` (a trx id) or an ISO time. */
  getScheduledTransactions(
    params?: ListPage & { json?: boolean },
    o?: CallOptions,
  ): Promise<Answer<'getScheduledTransactions'>>;
  /** Packs action arguments; returns the hex. */
  abiJsonToBin(
    code: string,
    action: string,
    args: JsonObject,
    o?: CallOptions,
  ): Promise<Answer<'abiJsonToBin'>>;
  /** Unpacks hex action arguments; returns the decoded object. */
  abiBinToJson(
    code: string,
    action: string,
    binargs: string,
    o?: CallOptions,
  ): Promise<Answer<'abiBinToJson'>>;
  /** The subset of `availableKeys` that must sign; empty when none is needed. */
  getRequiredKeys(
    transaction: TransactionRequest,
    availableKeys: string[],
    o?: CallOptions,
  ): Promise<Answer<'getRequiredKeys'>>;
  /**
   * The transaction's id. Real nodes only compute it; nodes that follow the spec (the dev node)
   * answer not-found ("Unknown Transaction ID") for one the chain does not hold. Action `data`
   * must be hex on real nodes.
   */
  getTransactionId(
    transaction: TransactionRequest,
    o?: CallOptions,
  ): Promise<Answer<'getTransactionId'>>;
  /** `symbol` as `4,CYBER`; `""` when no key is stored. */
  getAgentPublicKey(
    account: string,
    symbol: string,
    o?: CallOptions,
  ): Promise<Answer<'getAgentPublicKey'>>;
  /** `domain`, `@domain`, `user@domain`, `user@@account`; one answer per name, in order. */
  resolveNames(names: string[], o?: CallOptions): Promise<Answer<'resolveNames'>>;
  /** `symbol` as `4,CYBER`. */
  getProxyStatus(
    account: string,
    symbol: string,
    o?: CallOptions,
  ): Promise<Answer<'getProxyStatus'>>;
  /**
   * Sends a signed transaction to the chain (202). The body holds the packed transaction and its
   * signatures, nothing else; a refusal is a NodeHttpError in the node's words.
   */
  pushTransaction(
    packed: PackedTransactionBody,
    o?: CallOptions,
  ): Promise<Answer<'pushTransaction'>>;
  /** Several at once, applied in turn; a refused one answers with a zero id and its error. */
  pushTransactions(
    packed: PackedTransactionBody[],
    o?: CallOptions,
  ): Promise<Answer<'pushTransactions'>>;
  /** CyberWay's history plugin: the accounts whose permissions hold the key. */
  getKeyAccounts(publicKey: string, o?: CallOptions): Promise<Answer<'getKeyAccounts'>>;
  /** Leap: the accounts whose permissions hold any of the keys. */
  getAccountsByAuthorizers(
    keys: string[],
    o?: CallOptions,
  ): Promise<Answer<'getAccountsByAuthorizers'>>;
  getConnections(o?: CallOptions): Promise<Answer<'getConnections'>>;
  /** null when not connected to that peer. */
  getPeerStatus(endpoint: string, o?: CallOptions): Promise<Answer<'getPeerStatus'>>;
  /** "added connection" or "already connected". */
  connectPeer(endpoint: string, o?: CallOptions): Promise<Answer<'connectPeer'>>;
  /** "connection removed" or "no known connection for host". */
  disconnectPeer(endpoint: string, o?: CallOptions): Promise<Answer<'disconnectPeer'>>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The body real nodes of both families accept: CyberWay needs `index` (a name) and object bounds;
 * EOSIO reads index_position/key_type and string bounds. Each ignores the other's fields.
 */
export function tableRowsBody(p: TableRowsParams): Record<string, unknown> {
  const body: Record<string, unknown> = {
    code: p.code,
    scope: p.scope,
    table: p.table,
    json: p.json ?? true,
    index: p.index ?? 'primary',
  };
  if (p.index !== undefined) body['index_position'] = p.index;
  if (p.keyType !== undefined) body['key_type'] = p.keyType;
  if (p.lowerBound !== undefined) body['lower_bound'] = p.lowerBound;
  if (p.upperBound !== undefined) body['upper_bound'] = p.upperBound;
  if (p.limit !== undefined) body['limit'] = p.limit;
  if (p.reverse !== undefined) body['reverse'] = p.reverse;
  if (p.showPayer !== undefined) body['show_payer'] = p.showPayer;
  if (p.encodeType !== undefined) body['encode_type'] = p.encodeType;
  return body;
}

export function createNodeClient(opts: {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per-call time limit (default 15 s); 0 disables it. */
  timeoutMs?: number;
}): NodeClient {
  const transport: Transport = {
    baseUrl: opts.baseUrl.replace(/\/+$/, ''),
    // Bound lazily so tests can stub globalThis.fetch and browsers keep `this` right.
    fetch: opts.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const run = <S extends z.ZodMiniType>(endpoint: Endpoint<S>, body: unknown, o?: CallOptions) =>
    call(transport, endpoint, body, o);
  const e = endpoints;

  return {
    baseUrl: transport.baseUrl,
    getInfo: (o) => run(e.getInfo, undefined, o),
    getBlock: (id, o) => run(e.getBlock, blockBody(id), o),
    getBlockHeaderState: (id, o) => run(e.getBlockHeaderState, blockBody(id), o),
    getAccount: (name, o) => run(e.getAccount, accountBody(name), o),
    // CyberWay refuses the WAST default with a 500.
    getCode: (account_name, o) => run(e.getCode, { account_name, code_as_wasm: true }, o),
    getCodeHash: (account_name, o) => run(e.getCodeHash, { account_name }, o),
    getAbi: (account_name, o) => run(e.getAbi, { account_name }, o),
    getRawCodeAndAbi: (account_name, o) => run(e.getRawCodeAndAbi, { account_name }, o),
    getRawAbi: (account_name, abi_hash, o) =>
      run(e.getRawAbi, withoutUndefined({ account_name, abi_hash }), o),
    getTableRows: (params, o) => run(e.getTableRows, tableRowsBody(params), o),
    getCurrencyBalance: (code, account, symbol, o) =>
      run(e.getCurrencyBalance, withoutUndefined({ code, account, symbol }), o),
    getCurrencyStats: (code, symbol, o) =>
      run(e.getCurrencyStats, currencyStatsBody(code, symbol), o),
    getProducers: (p = {}, o) => run(e.getProducers, producersBody(p), o),
    getProducerSchedule: (o) => run(e.getProducerSchedule, undefined, o),
    getScheduledTransactions: (p = {}, o) =>
      run(e.getScheduledTransactions, scheduledTransactionsBody(p), o),
    abiJsonToBin: (code, action, args, o) => run(e.abiJsonToBin, { code, action, args }, o),
    abiBinToJson: (code, action, binargs, o) => run(e.abiBinToJson, { code, action, binargs }, o),
    getRequiredKeys: (transaction, available_keys, o) =>
      run(e.getRequiredKeys, { transaction, available_keys }, o),
    // The body is the transaction itself, not {transaction}.
    getTransactionId: (transaction, o) => run(e.getTransactionId, transaction, o),
    getAgentPublicKey: (account, symbol, o) => run(e.getAgentPublicKey, { account, symbol }, o),
    resolveNames: (names, o) => run(e.resolveNames, names, o),
    getProxyStatus: (account, symbol, o) => run(e.getProxyStatus, { account, symbol }, o),
    pushTransaction: (packed, o) => run(e.pushTransaction, packed, o),
    pushTransactions: (packed, o) => run(e.pushTransactions, packed, o),
    getKeyAccounts: (public_key, o) => run(e.getKeyAccounts, { public_key }, o),
    getAccountsByAuthorizers: (keys, o) =>
      run(e.getAccountsByAuthorizers, { accounts: [], keys }, o),
    getConnections: (o) => run(e.getConnections, undefined, o),
    // Real nodes parse the body as a bare JSON string; `{endpoint}` fails there with bad_cast.
    getPeerStatus: (endpoint, o) => run(e.getPeerStatus, endpoint, o),
    connectPeer: (endpoint, o) => run(e.connectPeer, endpoint, o),
    disconnectPeer: (endpoint, o) => run(e.disconnectPeer, endpoint, o),
  };
}
