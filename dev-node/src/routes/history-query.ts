import type { ActionTrace } from '../chain/ledger/traces.ts';
import type { SimulatedChain } from '../chain/simulated-chain.ts';
import { parseTime } from '../json.ts';

/* The query strings of the history service, checked as Hyperion checks them, and its errors. */

/** What a history handler gets besides the chain: the query string and the Host it was asked at. */
export interface HistoryRequest {
  query: URLSearchParams;
  host: string;
}
export type HistoryHandler = (request: HistoryRequest, chain: SimulatedChain) => string;

/** Hyperion's query time (timedQuery), in ms with µs digits, added last to an answer. */
export function queryTime(started: number): number {
  return Math.round((performance.now() - started) * 1000) / 1000;
}

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

export const badRequest = (message: string) => new HistoryError(400, message);

/** Hyperion's `limit` cap (its default `max_hits`… per page). */
export const MAX_LIMIT = 1000;
export const DEFAULT_LIMIT = 10;
const NAME = /^[a-z1-5.]{1,13}$/;
export const TRX_ID = /^[0-9a-f]{64}$/i;
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

export function intParam(q: URLSearchParams, key: string, fallback: number, max?: number): number {
  const text = q.get(key);
  if (text === null || text === '') return fallback;
  if (!/^\d+$/.test(text)) throw badRequest(`querystring/${key} must be integer`);
  const n = Number(text);
  if (max !== undefined && n > max) throw badRequest(`querystring/${key} must be <= ${max}`);
  return n;
}

export function nameParam(q: URLSearchParams, key: string, required: true): string;
export function nameParam(q: URLSearchParams, key: string, required: false): string | undefined;
export function nameParam(q: URLSearchParams, key: string, required: boolean): string | undefined {
  const text = q.get(key);
  if (text === null || text === '') {
    if (required) throw badRequest(`querystring must have required property '${key}'`);
    return undefined;
  }
  // Hyperion's schemas cap account names at 12 characters (maxLength, checked before a pattern).
  if (text.length > 12)
    throw badRequest(`querystring/${key} must NOT have more than 12 characters`);
  if (!NAME.test(text)) throw badRequest(`querystring/${key} must match pattern "${NAME.source}"`);
  return text;
}

/** `after`/`before`: an ISO time (UTC, zone optional) or a block number. */
export function boundParam(
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

export function boolParam(q: URLSearchParams, key: string): boolean {
  return q.get(key) === 'true' || q.get(key) === '1';
}

/** `contract:action` filters (either side `*`), ORed. */
export function parseFilter(text: string | null): ((t: ActionTrace) => boolean) | undefined {
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
export function fieldFilters(
  q: URLSearchParams,
): ((doc: Record<string, unknown>) => boolean) | undefined {
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
