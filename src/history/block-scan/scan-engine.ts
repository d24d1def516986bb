import type { NodeClient } from '@/api/node-client';
import { NodeHttpError, isNodeError, isNotFoundError, shouldRetry } from '@/api/node-errors';
import { participantsOf, readBlockHistory, type BlockHistory } from '@/history/block-rows';
import { firstBlockAtOrAfter, lastBlockAtOrBefore } from '@/history/block-time';
import type { HistoryStore } from './scan-store';
import type { BlockRange, HistoryAction } from '@/api/history-model';
import { blockCount, uncoveredDescending } from '@/history/ranges';

/**
 * The block scan: answers history questions without a history service by reading the node's
 * blocks backwards from the head (get_block), at most 4 requests in flight. It keeps nothing of a
 * block but its compact rows; rows of irreversible blocks go to the history store in batches, with
 * the range they cover, so a later scan (another visit, another account) never fetches them
 * again. Rows of blocks above LIB are never stored: matches among them are reported as events.
 * Runs in the scan worker; plain async code, so tests run it against an in-process dev node.
 */

/** Which blocks to read. */
export type ScanRange =
  /** The last `blocks` blocks, counted from the head at the start. */
  | { kind: 'last'; blocks: number }
  /** Blocks whose time is within `from`..`to` (ISO times, UTC, inclusive). */
  | { kind: 'dates'; from: string; to: string }
  /** Absolute block numbers (inclusive), e.g. to resume a cancelled scan. */
  | { kind: 'blocks'; from: number; to: number };

/** What the person is looking for: rows of an account, or a transaction by id (stops when found). */
export type ScanTarget = { account: string } | { trxId: string };

export interface ScanPlan {
  chainId: string;
  head: number;
  lib: number;
  /** The whole range asked for, resolved to block numbers. */
  from: number;
  to: number;
  /** Blocks this run fetches (the range minus what the store already holds). */
  blocksToRead: number;
  /** Blocks of the range the store already held. */
  alreadyRead: number;
  /** Whether irreversible blocks' rows are kept (false without a store). */
  persistent: boolean;
}

export interface ScanProgress {
  blocksRead: number;
  blocksToRead: number;
  /** Over the last few seconds. */
  blocksPerSecond: number;
  /** Rows for the target found by this run. */
  matches: number;
  /** At the current rate; undefined until there is a rate. */
  secondsLeft: number | undefined;
  /** The oldest block read so far in order (everything from it up to the top is read). */
  readDownTo: number | undefined;
  /** Seconds the node asked to wait (429 Retry-After) while the scan is paused; 0 otherwise. */
  pausedForSeconds: number;
}

export type ScanEvent =
  | { type: 'planned'; plan: ScanPlan }
  | { type: 'progress'; progress: ScanProgress }
  /** Target rows that are not in the store (reversible blocks, or no store). */
  | { type: 'rows'; rows: HistoryAction[] }
  | { type: 'found'; trxId: string; blockNum: number };

export type ScanEndReason = 'complete' | 'cancelled' | 'found' | 'no-older-blocks';

export interface ScanResult {
  reason: ScanEndReason;
  plan: ScanPlan;
  progress: ScanProgress;
  /** For 'no-older-blocks': the oldest block the node still serves. */
  oldestAvailable?: number;
}

export interface ScanOptions {
  node: Pick<NodeClient, 'getInfo' | 'getBlock'>;
  /** Where irreversible blocks' rows go; undefined scans without keeping anything. */
  store: HistoryStore | undefined;
  range: ScanRange;
  target?: ScanTarget | undefined;
  /** Requests in flight, 1–4 (default 4). */
  concurrency?: number;
  signal?: AbortSignal;
  onEvent: (event: ScanEvent) => void;
  /** Minimum time between progress events (default 250 ms). */
  progressIntervalMs?: number;
  /** Blocks per store transaction (default 500). */
  batchBlocks?: number;
}

export const MAX_IN_FLIGHT = 4;
/** How far requests may run ahead of the oldest unfinished block: bounds the blocks held. */
const WINDOW = 64;
const TRANSIENT_RETRIES = 3;
const MAX_429_WAITS = 30;
const RATE_WINDOW_MS = 3_000;

/** The scan failed and stopped; what it read in order before the failure is kept. */
export class ScanFailedError extends Error {
  override readonly name = 'ScanFailedError';
  readonly blockNum: number | undefined;
  constructor(message: string, opts: { cause: unknown; blockNum?: number | undefined }) {
    super(message, { cause: opts.cause });
    this.blockNum = opts.blockNum;
  }
}

function isAbort(e: unknown): boolean {
  return e instanceof Error && e.name === 'AbortError';
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Resolves the range asked for to block numbers against the head. */
async function resolveRange(
  node: ScanOptions['node'],
  range: ScanRange,
  head: { blockNum: number; timestamp: string },
  signal: AbortSignal,
): Promise<BlockRange> {
  if (range.kind === 'last') {
    const blocks = Math.max(1, Math.floor(range.blocks));
    return { from: Math.max(1, head.blockNum - blocks + 1), to: head.blockNum };
  }
  if (range.kind === 'blocks') {
    return { from: Math.max(1, range.from), to: Math.min(head.blockNum, range.to) };
  }
  const [from, to] = await Promise.all([
    firstBlockAtOrAfter(node, range.from, head, { signal }),
    lastBlockAtOrBefore(node, range.to, head, { signal }),
  ]);
  return { from, to };
}

function matchesTarget(row: HistoryAction, target: ScanTarget | undefined): boolean {
  if (!target) return false;
  if ('trxId' in target) return row.trxId === target.trxId.toLowerCase();
  return participantsOf(row).includes(target.account);
}

/** Reads the blocks of `range` the store does not hold yet, newest first. */
export async function runScan(opts: ScanOptions): Promise<ScanResult> {
  const { node, store, onEvent } = opts;
  const concurrency = Math.min(MAX_IN_FLIGHT, Math.max(1, Math.floor(opts.concurrency ?? 4)));
  const batchBlocks = opts.batchBlocks ?? 500;
  const progressEvery = opts.progressIntervalMs ?? 250;
  // Stops the workers: the caller's cancel, a found transaction or a failure.
  const stop = new AbortController();
  const onCallerAbort = () => stop.abort();
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (opts.signal?.aborted) stop.abort();
  const call = { signal: stop.signal };
  const stopped = new Promise<void>((resolve) => {
    if (stop.signal.aborted) resolve();
    else stop.signal.addEventListener('abort', () => resolve(), { once: true });
  });

  const target = opts.target;
  const trxTarget = target && 'trxId' in target ? target.trxId.toLowerCase() : undefined;

  try {
    const info = await node.getInfo(call);
    if (store && store.chainId !== info.chain_id.toLowerCase()) {
      throw new ScanFailedError(
        `The node is on chain ${info.chain_id}, not ${store.chainId} whose history store was opened`,
        { cause: undefined },
      );
    }
    const head = { blockNum: info.head_block_num, timestamp: info.head_block_time };
    const lib = info.last_irreversible_block_num;
    const range = await resolveRange(node, opts.range, head, stop.signal);
    const covered = store ? await store.readRanges() : [];
    const segments = range.from <= range.to ? uncoveredDescending(range, covered) : [];
    const blocksToRead = blockCount(segments);
    const plan: ScanPlan = {
      chainId: info.chain_id.toLowerCase(),
      head: head.blockNum,
      lib,
      from: range.from,
      to: range.to,
      blocksToRead,
      alreadyRead: Math.max(0, range.to - range.from + 1 - blocksToRead),
      persistent: store !== undefined,
    };
    onEvent({ type: 'planned', plan });

    // --- state ---
    let blocksRead = 0;
    let matches = 0;
    let readDownTo: number | undefined;
    let pausedUntil = 0;
    let endReason: ScanEndReason = 'complete';
    let oldestAvailable: number | undefined;
    let failure: unknown;
    const done = new Map<number, BlockHistory>();
    const recent: { at: number; count: number }[] = [];

    // Blocks to fetch, newest first, segment by segment.
    let segmentIndex = 0;
    let nextBlock = segments[0]?.to;
    // The newest block not yet processed in order; requests stay within WINDOW below it.
    let frontier = segments[0]?.to;
    let frontierMoved: () => void = () => undefined;
    let frontierAdvance = new Promise<void>((r) => (frontierMoved = r));

    const takeBlock = (): number | undefined => {
      if (nextBlock === undefined) return undefined;
      const n = nextBlock;
      const segment = segments[segmentIndex];
      if (segment && n > segment.from) nextBlock = n - 1;
      else {
        segmentIndex += 1;
        nextBlock = segments[segmentIndex]?.to;
      }
      return n;
    };
    const stopIssuing = () => {
      nextBlock = undefined;
    };

    // --- persisting, in order ---
    let batch: BlockHistory[] = [];
    let batchRange: BlockRange | undefined;
    let lastFlush = Date.now();
    let flushing = Promise.resolve();
    const flush = () => {
      if (!store || !batchRange) return;
      const range = batchRange;
      const blocks = batch;
      batch = [];
      batchRange = undefined;
      lastFlush = Date.now();
      flushing = flushing.then(() => store.commit(range, blocks));
      flushing.catch((e: unknown) => {
        failure ??= e;
        stop.abort();
      });
    };
    let pendingRows: HistoryAction[] = [];
    const emitRows = () => {
      if (pendingRows.length === 0) return;
      onEvent({ type: 'rows', rows: pendingRows });
      pendingRows = [];
    };

    let lastProgress = 0;
    const progress = (): ScanProgress => {
      const now = Date.now();
      while (recent.length > 1 && (recent[0]?.at ?? now) < now - RATE_WINDOW_MS) recent.shift();
      const first = recent[0];
      const span = first ? (now - first.at) / 1000 : 0;
      const counted = recent.reduce((n, r) => n + r.count, 0) - (first?.count ?? 0);
      const blocksPerSecond = span > 0.2 ? counted / span : 0;
      const left = blocksToRead - blocksRead;
      return {
        blocksRead,
        blocksToRead,
        blocksPerSecond: Math.round(blocksPerSecond),
        matches,
        secondsLeft: blocksPerSecond > 0 ? Math.ceil(left / blocksPerSecond) : undefined,
        readDownTo,
        pausedForSeconds: Math.max(0, Math.ceil((pausedUntil - now) / 1000)),
      };
    };
    const reportProgress = (force = false) => {
      const now = Date.now();
      if (!force && now - lastProgress < progressEvery) return;
      lastProgress = now;
      onEvent({ type: 'progress', progress: progress() });
    };

    /** Takes finished blocks in order from the frontier down: counts, persists or reports them. */
    const advance = () => {
      while (frontier !== undefined && done.has(frontier)) {
        const n = frontier;
        const history = done.get(n);
        done.delete(n);
        if (!history) break;
        const found = history.rows.map((r) => r.row).filter((row) => matchesTarget(row, target));
        matches += found.length;
        const kept = store !== undefined && n <= lib;
        if (!kept) pendingRows.push(...found);
        if (trxTarget) {
          const hit =
            found[0]?.blockNum ?? history.executions.find((e) => e.trxId === trxTarget)?.blockNum;
          if (hit !== undefined) {
            onEvent({ type: 'found', trxId: trxTarget, blockNum: hit });
            endReason = 'found';
            stopIssuing();
            stop.abort();
          }
        }
        if (kept) {
          // Ranges only ever cover blocks read in order below one another: contiguous.
          batch.push(history);
          batchRange = batchRange ? { from: n, to: batchRange.to } : { from: n, to: n };
        }
        readDownTo = n;
        // Next in order: one lower in this segment, or the top of the next segment.
        const segment = segments.find((s) => s.from <= n && n <= s.to);
        const nextSegment = segment ? segments[segments.indexOf(segment) + 1] : undefined;
        if (segment && n > segment.from) frontier = n - 1;
        else {
          flush();
          frontier = nextSegment?.to;
        }
        if (batch.length >= batchBlocks || Date.now() - lastFlush > 1_000) flush();
      }
      frontierMoved();
      frontierAdvance = new Promise<void>((r) => (frontierMoved = r));
      emitRows();
      reportProgress();
    };

    const fetchBlock = async (n: number) => {
      let transientFailures = 0;
      let waits = 0;
      for (;;) {
        const wait = pausedUntil - Date.now();
        if (wait > 0) await sleep(wait, stop.signal);
        if (stop.signal.aborted) return undefined;
        try {
          return await node.getBlock(n, call);
        } catch (e) {
          if (stop.signal.aborted || isAbort(e)) return undefined;
          if (e instanceof NodeHttpError && e.status === 429 && waits < MAX_429_WAITS) {
            waits += 1;
            // One pause for every worker: the node asked the client, not this request, to wait.
            pausedUntil = Math.max(pausedUntil, Date.now() + (e.retryAfterSeconds ?? 1) * 1000);
            reportProgress(true);
            continue;
          }
          if (isNotFoundError(e)) throw e;
          if (isNodeError(e) && shouldRetry(0, e) && transientFailures < TRANSIENT_RETRIES) {
            transientFailures += 1;
            await sleep(500 * 2 ** (transientFailures - 1), stop.signal);
            continue;
          }
          throw new ScanFailedError(
            `Reading block ${n} failed: ${e instanceof Error ? e.message : String(e)}`,
            {
              cause: e,
              blockNum: n,
            },
          );
        }
      }
    };

    const worker = async () => {
      for (;;) {
        if (stop.signal.aborted) return;
        // Stay within WINDOW blocks of the oldest unfinished one, so memory stays bounded.
        while (
          nextBlock !== undefined &&
          frontier !== undefined &&
          nextBlock < frontier - WINDOW &&
          !stop.signal.aborted
        ) {
          await Promise.race([frontierAdvance, stopped]);
        }
        const n = takeBlock();
        if (n === undefined) return;
        let block;
        try {
          block = await fetchBlock(n);
        } catch (e) {
          if (isNotFoundError(e)) {
            // The node keeps no blocks this old (a trimmed block log): everything newer is read.
            oldestAvailable = Math.max(oldestAvailable ?? 0, n + 1);
            endReason = 'no-older-blocks';
            stopIssuing();
            // Blocks below n are not going to come: stop waiting for them in order.
            continue;
          }
          failure ??= e;
          stop.abort();
          return;
        }
        if (!block) return;
        done.set(n, readBlockHistory(block));
        blocksRead += 1;
        recent.push({ at: Date.now(), count: 1 });
        advance();
      }
    };

    reportProgress(true);
    await Promise.all(Array.from({ length: concurrency }, worker));
    flush();
    await flushing.catch(() => undefined);
    emitRows();
    if (failure !== undefined) {
      throw failure instanceof ScanFailedError
        ? failure
        : new ScanFailedError(
            `The scan stopped: ${failure instanceof Error ? failure.message : 'unknown failure'}`,
            { cause: failure },
          );
    }
    if (endReason === 'complete' && opts.signal?.aborted) endReason = 'cancelled';
    const final = progress();
    onEvent({ type: 'progress', progress: final });
    return {
      reason: endReason,
      plan,
      progress: final,
      ...(oldestAvailable !== undefined ? { oldestAvailable } : {}),
    };
  } finally {
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
}
