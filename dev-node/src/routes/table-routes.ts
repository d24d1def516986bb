import { scheduleJson } from '../chain/blocks.ts';
import { bytesToHex } from '../chain/hex.ts';
import { isValidName } from '../chain/names.ts';
import type { ScheduleVersion } from '../chain/schedule.ts';
import type { SimulatedChain } from '../chain/simulated-chain.ts';
import { symbolCodeKey } from '../chain/table-keys.ts';
import { transactionJson } from '../chain/transactions.ts';
import { int64, parseTime, timePoint } from '../json.ts';
import { nodeErrors } from '../node-errors.ts';
import {
  boolParam,
  nameParam,
  objectBody,
  parseSymbolCode,
  stringParam,
  uintParam,
} from './params.ts';
import type { RouteTable } from './route-types.ts';

/** Each call stops after this many rows, as real nodes stop after 10 ms of work. */
const MAX_ROWS_PER_CALL = 1000;
const EMPTY_ROWS = '{"rows":[],"more":false,"next":null}';

export function getTableRows(body: unknown, chain: SimulatedChain): string {
  const p = objectBody(body);
  const code = nameParam(p, 'code');
  const tableName = nameParam(p, 'table');
  const scope = stringParam(p, 'scope');
  const json = boolParam(p, 'json', false);
  const reverse = boolParam(p, 'reverse', false);
  const showPayer = boolParam(p, 'show_payer', false);
  const limit = Math.min(uintParam(p, 'limit', 10), MAX_ROWS_PER_CALL);
  const keyType = stringParam(p, 'key_type') || stringParam(p, 'table_key');
  const encodeType = stringParam(p, 'encode_type', 'dec');
  if (encodeType !== '' && encodeType !== 'dec' && encodeType !== 'hex') {
    throw nodeErrors.invalidValue(`Invalid encode_type: ${encodeType}; expected dec or hex`);
  }
  const index = stringParam(p, 'index') || stringParam(p, 'index_position');
  const table = chain.state.tables.get(code, tableName);
  // Real nodes wrap the table lookup in catch(...): unknown code/table/scope is an empty page.
  if (!table) return EMPTY_ROWS;
  const indexPos = table.indexPosition(index);
  const options = { keyType, encodeType };
  const lower = table.bound(indexPos, p['lower_bound'], options);
  const upper = table.bound(indexPos, p['upper_bound'], options);
  const { rows, next } = table.query(scope, indexPos, lower, upper, limit, reverse);
  const parts = rows.map((row) => {
    const data = json ? table.json(row) : JSON.stringify(table.hex(row));
    if (!showPayer) return data;
    return `{"data":${data},"scope":${JSON.stringify(scope)},"primary":"${row.primary}","payer":"${row.payer}","size":${table.hex(row).length / 2},"in_ram":true}`;
  });
  // `next` is always the row object: passed back as a bound it continues the listing.
  return `{"rows":[${parts.join(',')}],"more":${next !== undefined},"next":${next ? table.json(next) : 'null'}}`;
}

function getCurrencyBalance(body: unknown, chain: SimulatedChain): string {
  const p = objectBody(body);
  const code = nameParam(p, 'code');
  const account = nameParam(p, 'account');
  const symbol =
    p['symbol'] === undefined || p['symbol'] === null || p['symbol'] === ''
      ? undefined
      : parseSymbolCode(stringParam(p, 'symbol'));
  const table = chain.state.tables.get(code, 'accounts');
  if (!table) throw nodeErrors.unknownTable(code, 'accounts');
  const rows = symbol ? [table.findPrimary(account, [symbolCodeKey(symbol)])] : table.rows(account);
  return JSON.stringify(rows.filter((r) => r !== undefined).map((r) => String(r.data['balance'])));
}

function getCurrencyStats(body: unknown, chain: SimulatedChain): string {
  const p = objectBody(body);
  const code = nameParam(p, 'code');
  const symbol = parseSymbolCode(stringParam(p, 'symbol'));
  const table = chain.state.tables.get(code, 'stat');
  if (!table) throw nodeErrors.unknownTable(code, 'stat');
  const row = table.findPrimary(symbol, [symbolCodeKey(symbol)]);
  // The spec's shape: the stats object itself (real nodes key it by the symbol as sent).
  return row ? table.json(row) : 'null';
}

function getProducers(body: unknown, chain: SimulatedChain): string {
  const p = objectBody(body);
  boolParam(p, 'json', false);
  const limit = Math.min(uintParam(p, 'limit', 50), MAX_ROWS_PER_CALL);
  const lowerBound = stringParam(p, 'lower_bound');
  const table = chain.state.tables.require('cyber.stake', 'stake.cand');
  const candidates = [...table.rows('cyber.stake')].sort((a, b) =>
    String(a.data['account']) < String(b.data['account']) ? -1 : 1,
  );
  let start = 0;
  if (/^\d+$/.test(lowerBound) && !isValidName(lowerBound)) start = Number(lowerBound);
  else if (lowerBound !== '') {
    const name = nameParam(p, 'lower_bound');
    start = candidates.findIndex((r) => String(r.data['account']) >= name);
    if (start < 0) start = candidates.length;
  }
  const active = new Set(chain.schedule.active(chain.headNum()).producers);
  const page = candidates.slice(start, start + limit);
  const total = candidates.reduce((s, r) => s + Number(r.data['votes']), 0);
  const rows = page.map((r) => {
    const owner = String(r.data['account']);
    const row: Record<string, unknown> = {
      owner,
      total_votes: int64(Number(r.data['votes'])),
      producer_key: r.data['signing_key'],
      url: '',
    };
    if (active.has(owner)) {
      row['is_active'] = 1;
      row['last_claim_time'] = timePoint(0);
    }
    return row;
  });
  const next = candidates[start + limit];
  return JSON.stringify({
    rows,
    total_producer_vote_weight: int64(total),
    more: next ? String(next.data['account']) : '',
  });
}

function getProducerSchedule(body: unknown, chain: SimulatedChain): string {
  objectBody(body);
  const n = chain.headNum();
  const slot = (v: ScheduleVersion | undefined) => (v ? [scheduleJson(v, chain.keys)] : []);
  // The spec's shape: each slot is an array of {version, producers} (empty when none).
  return JSON.stringify({
    active: slot(chain.schedule.active(n)),
    pending: slot(chain.schedule.pending(n)),
    proposed: slot(chain.schedule.proposed(n)),
  });
}

function getScheduledTransactions(body: unknown, chain: SimulatedChain): string {
  const p = objectBody(body);
  const json = boolParam(p, 'json', false);
  const limit = Math.min(uintParam(p, 'limit', 50), MAX_ROWS_PER_CALL);
  const lowerBound = stringParam(p, 'lower_bound').trim();
  const all = chain.sortedDeferred();
  let start = 0;
  if (lowerBound !== '') {
    const time = parseTime(lowerBound);
    if (!Number.isNaN(time)) start = all.findIndex((d) => d.delayUntilMs >= time);
    else if (/^[0-9a-fA-F]{64}$/.test(lowerBound) && chain.deferredById(lowerBound)) {
      start = all.findIndex((d) => d.trx.id === lowerBound.toLowerCase());
    } else throw nodeErrors.unknownTransaction(lowerBound);
    if (start < 0) start = all.length;
  }
  const page = all.slice(start, start + limit);
  const entries = page.map((d) => {
    const transaction = json
      ? JSON.stringify(transactionJson(d.trx))
      : JSON.stringify(bytesToHex(d.trx.packed));
    // sender_id is a uint128: fc writes it unquoted.
    return `{"trx_id":"${d.trx.id}","sender":"","sender_id":${d.senderId},"payer":"${d.payer}","delay_until":"${timePoint(d.delayUntilMs)}","expiration":"${timePoint(d.expirationMs)}","published":"${timePoint(d.publishedMs)}","transaction":${transaction}}`;
  });
  const next = all[start + limit];
  return `{"transactions":[${entries.join(',')}],"more":"${next ? next.trx.id : ''}"}`;
}

export const tableRoutes: RouteTable = {
  get_table_rows: getTableRows,
  // Registered on CyberWay nodes but its body is commented out: always empty.
  get_table_by_scope: (body) => {
    objectBody(body);
    return '{"rows":[],"more":""}';
  },
  get_currency_balance: getCurrencyBalance,
  get_currency_stats: getCurrencyStats,
  get_producers: getProducers,
  get_producer_schedule: getProducerSchedule,
  get_scheduled_transactions: getScheduledTransactions,
};
