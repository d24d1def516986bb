import type { ActionTrace } from '../chain/ledger/traces.ts';
import type { SimulatedChain } from '../chain/simulated-chain.ts';
import { slotTime } from '../chain/slots.ts';
import { timePoint } from '../json.ts';
import { actionJson, visibleCount } from './history-actions.ts';
import { stateRoutes } from './state-routes.ts';
import {
  badRequest,
  boolParam,
  boundParam,
  DEFAULT_LIMIT,
  fieldFilters,
  HistoryError,
  intParam,
  type HistoryHandler,
  type HistoryRequest,
  queryTime,
  MAX_LIMIT,
  nameParam,
  parseFilter,
  TRX_ID,
} from './history-query.ts';

/**
 * The Hyperion v2 subset (../shared/spec/history-api.md) answered from the chain's own traces:
 * every action of every produced block, root and inline, in the shapes real 3.x servers send.
 * Actions of a block still being assembled (after /dev/push_transaction) are not indexed yet,
 * as on a real service, until the block is produced.
 */

/** The version real servers of this subset report (3.3.x). */
const HYPERION_VERSION = '3.3.9';
/** Elasticsearch stops counting here unless `track=true`: the total becomes "gte". */
const TRACK_TOTAL_HITS = 10_000;

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
    query_time_ms: queryTime(started),
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
    query_time_ms: queryTime(started),
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
    query_time_ms: queryTime(started),
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
  ...stateRoutes,
};
