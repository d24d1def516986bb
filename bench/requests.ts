import type { Browser } from '@playwright/test';
import { coldContext, recordNodeRequests, waitForMark, type RecordedRequest } from './browser.ts';
import type { BenchNode } from './bench-node.ts';
import { blockCheck, coldLoad, HEAD_CHECK } from './speed.ts';

/** Operation name of a node path (`/v1/chain/get_block` → `get_block`). */
export function operation(path: string): string {
  return path.split('/').pop() ?? path;
}

export function countByOperation(requests: readonly RecordedRequest[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of requests) out[operation(r.path)] = (out[operation(r.path)] ?? 0) + 1;
  return out;
}

/**
 * Polls the app makes on purpose (operation → interval, ms). A repeat of the same request at
 * least 80% of the interval after the previous one is a poll; anything else repeated is a
 * duplicate request for the same data.
 */
export const POLLS: Record<string, number> = {
  get_info: 1_000,
  get_producer_schedule: 30_000,
  get_connections: 3_000,
  status: 3_000,
  connections: 3_000,
  get_scheduled_transactions: 10_000,
};

export interface Duplicate {
  path: string;
  body: string;
  times: number;
  gapsMs: number[];
}

export function findDuplicates(requests: readonly RecordedRequest[]): Duplicate[] {
  const groups = new Map<string, RecordedRequest[]>();
  for (const r of requests) {
    const key = `${r.path} ${r.body}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const out: Duplicate[] = [];
  for (const list of groups.values()) {
    if (list.length < 2) continue;
    const first = list[0]!;
    const poll = POLLS[operation(first.path)];
    const gaps = list.slice(1).map((r, i) => r.at - list[i]!.at);
    const isPoll = poll !== undefined && gaps.every((g) => g >= poll * 0.8);
    if (!isPoll) out.push({ path: first.path, body: first.body, times: list.length, gapsMs: gaps });
  }
  return out;
}

export interface BlockPageRequests {
  counts: Record<string, number>;
  getBlock: number;
  /** Requests other than get_block and the shared get_info poll. */
  others: number;
  getInfo: number;
  ms: number;
}

/** A cold block page, counted until 1.5 s after the block is on screen. */
export async function blockPageRequests(
  browser: Browser,
  baseUrl: string,
  bench: BenchNode,
  block: { num: number; id: string },
): Promise<BlockPageRequests> {
  const load = await coldLoad(
    browser,
    `${baseUrl}/block/${block.num}`,
    blockCheck(block.num, block.id),
    bench.url,
    1_500,
  );
  const counts = countByOperation(load.requests);
  const getBlock = counts['get_block'] ?? 0;
  const getInfo = counts['get_info'] ?? 0;
  const others = load.requests.length - getBlock - getInfo;
  return { counts, getBlock, getInfo, others, ms: load.ms };
}

export interface DashboardRequests {
  seconds: number;
  produced: number;
  window: number;
  getInfo: number;
  getBlock: number;
  distinctBlocks: number;
  /** get_block requests for a block number already requested. */
  repeats: number;
  others: Record<string, number>;
  headShown: number | null;
  head: number;
}

/** Block numbers asked for by get_block requests. */
function blockNumbers(requests: readonly RecordedRequest[]): string[] {
  return requests
    .filter((r) => operation(r.path) === 'get_block')
    .map((r) => {
      try {
        const body = JSON.parse(r.body) as { block_num_or_id?: unknown };
        return String(body.block_num_or_id);
      } catch {
        return r.body;
      }
    });
}

/**
 * The live dashboard for `seconds` while the node produces a block every `intervalMs`: counts
 * get_info (the one shared poll, once a second) and get_block (each new block once, never again).
 */
export async function dashboardRequests(
  browser: Browser,
  baseUrl: string,
  bench: BenchNode,
  seconds: number,
  intervalMs: number,
  window = 20,
): Promise<DashboardRequests> {
  const context = await coldContext(browser, { name: 'content', check: HEAD_CHECK });
  try {
    const page = await context.newPage();
    const startHead = bench.node.chain.headNum();
    const stop = bench.startProducing(intervalMs);
    const requests = recordNodeRequests(page, bench.url);
    const started = Date.now();
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
      await waitForMark(page, 'content');
      await page.waitForTimeout(Math.max(0, seconds * 1000 - (Date.now() - started)));
    } finally {
      stop();
    }
    const elapsed = (Date.now() - started) / 1000;
    const head = bench.node.chain.headNum();
    const shown = await page
      .locator('[data-testid="head-block"]')
      .textContent()
      .then((t) => Number((t ?? '').replace(/\D/g, '')) || null)
      .catch(() => null);
    const counts = countByOperation(requests);
    const nums = blockNumbers(requests);
    const distinct = new Set(nums).size;
    const others = Object.fromEntries(
      Object.entries(counts).filter(([op]) => op !== 'get_info' && op !== 'get_block'),
    );
    return {
      seconds: elapsed,
      produced: head - startHead,
      window,
      getInfo: counts['get_info'] ?? 0,
      getBlock: nums.length,
      distinctBlocks: distinct,
      repeats: nums.length - distinct,
      others,
      headShown: shown,
      head,
    };
  } finally {
    await context.close();
  }
}

/**
 * The requests that are a poll coming round again: the same request (path and body) as an
 * earlier one of an operation in POLLS, at least 80% of its interval after it.
 */
function pollRepeats(requests: readonly RecordedRequest[]): Set<RecordedRequest> {
  const last = new Map<string, number>();
  const repeats = new Set<RecordedRequest>();
  for (const r of requests) {
    const key = `${r.path} ${r.body}`;
    const poll = POLLS[operation(r.path)];
    const previous = last.get(key);
    if (poll !== undefined && previous !== undefined && r.at - previous >= poll * 0.8) {
      repeats.add(r);
    }
    last.set(key, r.at);
  }
  return repeats;
}

/** A node endpoint as the table names it: `/v1/chain/get_block` → `get_block`, others in full. */
export function endpointName(path: string): string {
  return path.replace(/^\/v1\/chain\//, '');
}

/**
 * How many times each endpoint was asked (by path), a poll's rounds counted once: what a page
 * asked to show what it shows.
 */
export function asksByEndpoint(requests: readonly RecordedRequest[]): Record<string, number> {
  const repeats = pollRepeats(requests);
  const out: Record<string, number> = {};
  for (const r of requests) {
    if (!repeats.has(r)) out[endpointName(r.path)] = (out[endpointName(r.path)] ?? 0) + 1;
  }
  return out;
}

export interface PageRequests {
  url: string;
  /** Every node request of the cold load, by operation (polls' rounds included). */
  counts: Record<string, number>;
  /** Requests by endpoint, a poll's rounds counted once (asksByEndpoint). */
  asks: Record<string, number>;
  duplicates: Duplicate[];
  /** How long the page was watched: until its requests settled. */
  watchedMs: number;
}

/** How long a page is watched: at least `minMs`, then until no new ask for `quietMs` (at most `maxMs`). */
export interface Settle {
  minMs: number;
  quietMs: number;
  maxMs: number;
}

/**
 * Waits until `requests` (still growing, recorded since `recordedFrom`) have settled: no ask but
 * a poll's for `quietMs`. Returns the ms waited.
 */
async function settled(
  requests: readonly RecordedRequest[],
  recordedFrom: number,
  settle: Settle,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const elapsed = Date.now() - started;
    const repeats = pollRepeats(requests);
    const lastAsk = requests.filter((r) => !repeats.has(r)).at(-1)?.at ?? 0;
    const quiet = Date.now() - recordedFrom - lastAsk;
    if (elapsed >= settle.maxMs || (elapsed >= settle.minMs && quiet >= settle.quietMs)) {
      return elapsed;
    }
  }
}

/**
 * Opens each page cold and watches it until its requests settle: how often it asks each
 * endpoint (a page that asks one endpoint over and over asks more than it shows: an N+1), and
 * any request repeated for the same data (same path and body) that is not one of the app's polls.
 */
export async function pageRequests(
  browser: Browser,
  baseUrl: string,
  nodeUrl: string,
  urls: readonly string[],
  settle: Settle,
): Promise<PageRequests[]> {
  const out: PageRequests[] = [];
  for (const url of urls) {
    const context = await coldContext(browser);
    try {
      const page = await context.newPage();
      const recordedFrom = Date.now();
      const requests = recordNodeRequests(page, nodeUrl);
      await page.goto(`${baseUrl}${url}`, { waitUntil: 'load' });
      const watchedMs = await settled(requests, recordedFrom, settle);
      out.push({
        url,
        counts: countByOperation(requests),
        asks: asksByEndpoint(requests),
        duplicates: findDuplicates(requests),
        watchedMs,
      });
    } finally {
      await context.close();
    }
  }
  return out;
}
