import type { BlockRecord } from '../chain/blocks.ts';
import type { ActionTrace } from '../chain/ledger/traces.ts';
import type { SimulatedChain } from '../chain/simulated-chain.ts';
import { slotTime } from '../chain/slots.ts';
import { parseTime, timePoint } from '../json.ts';

/**
 * The Hyperion v2 subset (../shared/spec/history-api.md) answered from the chain's own traces:
 * every action of every produced block, root and inline, in the shapes real 3.x servers send.
 * Actions of a block still being assembled (after /dev/push_transaction) are not indexed yet,
 * as on a real service, until the block is produced.
 */

/** What a history handler gets besides the chain: the query string and the Host it was asked at. */
export interface HistoryRequest {
  query: URLSearchParams;
  host: string;
}
export type HistoryHandler = (request: HistoryRequest, chain: SimulatedChain) => string;

/** Hyperion's (fastify's) error: `{"statusCode":400,"error":"Bad Request","message":"…"}`. */
export class HistoryError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }

  body(): string {
    const reason: Record<number, string> = {
      400: 'Bad Request',
      404: 'Not Found',
      500: 'Internal Server Error',
    };
    return JSON.stringify({
      statusCode: this.status,
      error: reason[this.status] ?? 'Error',
      message: this.message,
    });
  }
}

const badRequest = (message: string) => new HistoryError(400, message);

/** The version real servers of this subset report (3.3.x). */
const HYPERION_VERSION = '3.3.9';
/** Hyperion's `limit` cap (its default `max_hits`… per page). */
const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 10;
/** Elasticsearch stops counting here unless `track=true`: the total becomes "gte". */
const TRACK_TOTAL_HITS = 10_000;
const NAME = /^[a-z1-5.]{1,13}$/;
const TRX_ID = /^[0-9a-f]{64}$/i;
/** Query keys of get_actions that are not field filters. */
const RESERVED = new Set([
  'account',
  'filter',
  'skip',
  'limit',
  'sort',
  'after',
  'before',
  'track',
  'checkLib',
  'simple',
  'noBinary',
  'hot_only',
]);

function intParam(q: URLSearchParams, key: string, fallback: number, max?: number): number {
  const text = q.get(key);
  if (text === null || text === '') return fallback;
  if (!/^\d+$/.test(text)) throw badRequest(`querystring/${key} must be integer`);
  const n = Number(text);
  if (max !== undefined && n > max) throw badRequest(`querystring/${key} must be <= ${max}`);
  return n;
}

function nameParam(q: URLSearchParams, key: string, required: true): string;
function nameParam(q: URLSearchParams, key: string, required: false): string | undefined;
function nameParam(q: URLSearchParams, key: string, required: boolean): string | undefined {
  const text = q.get(key);
  if (text === null || text === '') {
    if (required) throw badRequest(`querystring must have required property '${key}'`);
    return undefined;
  }
  if (!NAME.test(text)) throw badRequest(`querystring/${key} must match pattern "${NAME.source}"`);
  return text;
}

/** `after`/`before`: an ISO time (UTC, zone optional) or a block number. */
function boundParam(
  q: URLSearchParams,
  key: string,
): { ms: number } | { block: number } | undefined {
  const text = q.get(key);
  if (text === null || text === '') return undefined;
  if (/^\d+$/.test(text)) return { block: Number(text) };
  const ms = parseTime(text);
  if (Number.isNaN(ms)) throw badRequest(`querystring/${key} must be an ISO 8601 date`);
  return { ms };
}

function boolParam(q: URLSearchParams, key: string): boolean {
  return q.get(key) === 'true' || q.get(key) === '1';
}

/** Actions of produced blocks only: the traces of a block being assembled come last. */
function visibleCount(chain: SimulatedChain): number {
  const store = chain.ledger.traces;
  const head = chain.headNum();
  let n = store.size;
  while (n > 0 && (store.at(n - 1)?.blockNum ?? 0) > head) n--;
  return n;
}

/** cpu/net per transaction of a block, for the first action of each (made on first need). */
const usageCache = new WeakMap<BlockRecord, Map<string, { cpu: number; net: number }>>();
function usageOf(block: BlockRecord, trxId: string): { cpu: number; net: number } | undefined {
  let map = usageCache.get(block);
  if (!map) {
    map = new Map();
    for (const r of block.receipts)
      map.set(typeof r.trx === 'string' ? r.trx : r.trx.id, { cpu: r.cpu, net: r.net });
    usageCache.set(block, map);
  }
  return map.get(trxId);
}

const ASSET = /^(-?\d+(?:\.\d+)?) ([A-Z]{1,7})$/;

/** Hyperion adds `amount` (a number, lossy) and `symbol` beside a transfer's `quantity`. */
function hyperionData(trace: ActionTrace): Record<string, unknown> {
  const data = trace.act.json;
  if (trace.act.name !== 'transfer' || typeof data['quantity'] !== 'string') return data;
  const match = ASSET.exec(data['quantity']);
  return match ? { ...data, amount: Number(match[1]), symbol: match[2] } : data;
}

/**
 * One action as Hyperion stores it. `sequences` picks how the receipts' counters are written:
 * real servers send decimal strings from one endpoint and numbers from another. `signatures`
 * (an optional field) is left out: signing every transaction a page shows would cost seconds.
 */
function actionJson(
  chain: SimulatedChain,
  trace: ActionTrace,
  sequences: 'string' | 'number',
): Record<string, unknown> {
  const seq = sequences === 'string' ? String : (n: number) => n;
  const block = chain.block(trace.blockNum);
  const time = timePoint(trace.blockMs);
  const first = trace.actionOrdinal === 1;
  const usage = first && block ? usageOf(block, trace.trxId) : undefined;
  return {
    '@timestamp': time,
    timestamp: time,
    block_num: trace.blockNum,
    block_id: block?.id,
    trx_id: trace.trxId,
    act: {
      account: trace.act.account,
      name: trace.act.name,
      authorization: trace.act.authorization,
      data: hyperionData(trace),
    },
    receipts: trace.receipts.map((r) => ({
      receiver: r.receiver,
      global_sequence: seq(r.globalSequence),
      recv_sequence: seq(r.recvSequence),
      auth_sequence: r.authSequence.map(([account, sequence]) => ({
        account,
        sequence: seq(sequence),
      })),
    })),
    global_sequence: trace.receipts[0]?.globalSequence,
    producer: block?.producer,
    action_ordinal: trace.actionOrdinal,
    creator_action_ordinal: trace.creatorActionOrdinal,
    ...(usage ? { cpu_usage_us: usage.cpu, net_usage_words: usage.net } : {}),
  };
}

/** `contract:action` filters (either side `*`), ORed. */
function parseFilter(text: string | null): ((t: ActionTrace) => boolean) | undefined {
  if (text === null || text === '') return undefined;
  const parts = text.split(',').map((part) => {
    const [contract, action, extra] = part.split(':');
    const ok = (v: string | undefined) => v !== undefined && (v === '*' || NAME.test(v));
    if (extra !== undefined || !ok(contract) || !ok(action))
      throw badRequest(
        `querystring/filter must be contract:action (either may be *), got "${part}"`,
      );
    return { contract, action };
  });
  return (t) =>
    parts.some(
      (p) =>
        (p.contract === '*' || p.contract === t.act.account) &&
        (p.action === '*' || p.action === t.act.name),
    );
}

/** Every value at a dotted path of an action object, arrays flattened (Elasticsearch's view). */
function valuesAt(value: unknown, path: string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((v) => valuesAt(v, path));
  const [key, ...rest] = path;
  if (key === undefined) return [value];
  if (typeof value !== 'object' || value === null) return [];
  return valuesAt((value as Record<string, unknown>)[key], rest);
}

/** `<field>=<value>` filters: exact matches on the stored action object. */
function fieldFilters(q: URLSearchParams): ((doc: Record<string, unknown>) => boolean) | undefined {
  const fields: [string[], string][] = [];
  for (const [key, value] of q) {
    if (RESERVED.has(key)) continue;
    // Hyperion's `@transfer.to` indexes a transfer's data fields.
    const path = key.startsWith('@transfer.') ? `act.data.${key.slice(10)}` : key;
    fields.push([path.split('.'), value]);
  }
  if (fields.length === 0) return undefined;
  return (doc) =>
    fields.every(([path, value]) => valuesAt(doc, path).some((v) => String(v) === value));
}

function getActions(request: HistoryRequest, chain: SimulatedChain): string {
  const started = performance.now();
  const q = request.query;
  const account = nameParam(q, 'account', false);
  const skip = intParam(q, 'skip', 0);
  const limit = intParam(q, 'limit', DEFAULT_LIMIT, MAX_LIMIT);
  const sortText = q.get('sort') ?? 'desc';
  if (!['desc', 'asc', '1', '-1'].includes(sortText))
    throw badRequest('querystring/sort must be equal to one of the allowed values (asc, desc)');
  const ascending = sortText === 'asc' || sortText === '1';
  const filter = parseFilter(q.get('filter'));
  const after = boundParam(q, 'after');
  const before = boundParam(q, 'before');
  const fields = fieldFilters(q);
  const store = chain.ledger.traces;
  const visible = visibleCount(chain);
  const positions = account !== undefined ? store.positionsOf(account) : undefined;
  let count = positions ? positions.length : visible;
  if (positions) while (count > 0 && (positions[count - 1] ?? 0) >= visible) count--;

  const inBounds = (t: ActionTrace) =>
    (!after || ('ms' in after ? t.blockMs >= after.ms : t.blockNum >= after.block)) &&
    (!before || ('ms' in before ? t.blockMs <= before.ms : t.blockNum <= before.block));
  const selective = filter !== undefined || after || before || fields !== undefined;
  const page: ActionTrace[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    const k = ascending ? i : count - 1 - i;
    const trace = store.at(positions ? (positions[k] ?? -1) : k);
    if (!trace) continue;
    if (selective) {
      if (filter && !filter(trace)) continue;
      if (!inBounds(trace)) continue;
      if (fields && !fields(actionJson(chain, trace, 'string'))) continue;
    } else if (total >= skip + limit) {
      // Nothing to test: the count is the list's length.
      total = count;
      break;
    }
    if (total >= skip && page.length < limit) page.push(trace);
    total++;
  }
  const tracked = boolParam(q, 'track') || total <= TRACK_TOTAL_HITS;
  return JSON.stringify({
    query_time_ms: Math.round((performance.now() - started) * 1000) / 1000,
    cached: false,
    lib: boolParam(q, 'checkLib') ? chain.lib() : 0,
    total: tracked
      ? { value: total, relation: 'eq' }
      : { value: TRACK_TOTAL_HITS, relation: 'gte' },
    actions: page.map((t) => actionJson(chain, t, 'string')),
  });
}

function getTransaction(request: HistoryRequest, chain: SimulatedChain): string {
  const started = performance.now();
  const id = request.query.get('id');
  if (id === null || id === '') throw badRequest("querystring must have required property 'id'");
  if (!TRX_ID.test(id)) throw badRequest('querystring/id must be a 64-character hex string');
  const head = chain.headNum();
  const actions = (chain.ledger.traces.transactionActions(id) ?? []).filter(
    (t) => t.blockNum <= head,
  );
  const base = {
    query_time_ms: Math.round((performance.now() - started) * 1000) / 1000,
    executed: actions.length > 0,
    cached: false,
    trx_id: id.toLowerCase(),
    lib: chain.lib(),
    cached_lib: false,
  };
  if (actions.length === 0) return JSON.stringify(base);
  return JSON.stringify({
    ...base,
    actions: actions.map((t) => actionJson(chain, t, 'number')),
  });
}

function getCreator(request: HistoryRequest, chain: SimulatedChain): string {
  const account = nameParam(request.query, 'account', true);
  const creation = chain.ledger.traces.creatorOf(account);
  if (creation && creation.blockNum <= chain.headNum())
    return JSON.stringify({
      account,
      creator: creation.creator,
      timestamp: timePoint(creation.blockMs),
      block_num: creation.blockNum,
      trx_id: creation.trxId,
    });
  if (!chain.ledger.accounts.has(account)) throw new HistoryError(500, 'account not found');
  // Accounts of the genesis state were created by no action the service has seen.
  return JSON.stringify({ account, creator: '' });
}

function getCreatedAccounts(request: HistoryRequest, chain: SimulatedChain): string {
  const started = performance.now();
  const q = request.query;
  const account = nameParam(q, 'account', true);
  const skip = intParam(q, 'skip', 0);
  const limit = intParam(q, 'limit', 100, MAX_LIMIT);
  const head = chain.headNum();
  const created = chain.ledger.traces
    .accountsCreatedBy(account)
    .filter((c) => c.blockNum <= head)
    .reverse();
  return JSON.stringify({
    query_time_ms: Math.round((performance.now() - started) * 1000) / 1000,
    total: { value: created.length, relation: 'eq' },
    accounts: created.slice(skip, skip + limit).map((c) => ({
      name: c.name,
      timestamp: timePoint(c.blockMs),
      trx_id: c.trxId,
      block_num: c.blockNum,
    })),
  });
}

function health(request: HistoryRequest, chain: SimulatedChain): string {
  const now = chain.clock();
  const head = chain.head();
  const lastIndexed = head.num;
  return JSON.stringify({
    version: HYPERION_VERSION,
    version_hash: 'dev-node',
    host: request.host,
    health: [
      {
        service: 'RabbitMq',
        status: 'OK',
        time: now,
      },
      {
        service: 'NodeosRPC',
        status: 'OK',
        time: now,
        service_data: {
          head_block_num: head.num,
          head_block_time: timePoint(slotTime(head.slot)),
          time_offset: now - slotTime(head.slot),
          last_irreversible_block: chain.lib(),
          chain_id: chain.chainId.toString('hex'),
        },
      },
      {
        service: 'Elasticsearch',
        status: 'OK',
        time: now,
        service_data: {
          active_shards: '100.0%',
          head_offset: head.num - lastIndexed,
          first_indexed_block: 1,
          last_indexed_block: lastIndexed,
          total_indexed_blocks: lastIndexed,
          missing_blocks: 0,
          missing_pct: '0.00%',
        },
      },
    ],
    features: {
      streaming: { enable: false, traces: false, deltas: false },
      tables: { proposals: false, accounts: false, voters: false },
      index_deltas: false,
      index_transfer_memo: true,
      index_all_deltas: false,
      deferred_trx: false,
      failed_trx: false,
      resource_limits: false,
      resource_usage: false,
    },
    query_time_ms: 0,
  });
}

/** Paths under /v2 and their handlers. */
export const historyRoutes: Record<string, HistoryHandler> = {
  '/v2/health': health,
  '/v2/history/get_actions': getActions,
  '/v2/history/get_transaction': getTransaction,
  '/v2/history/get_creator': getCreator,
  '/v2/history/get_created_accounts': getCreatedAccounts,
};
