import { isNotFoundError } from '@/api/node-errors';
import type { HistoryAction } from '@/api/history-model';
import { participantsOf, readBlockHistory, type BlockHistory } from '@/history/block-rows';
import { BatchWriter } from './batch-writer';
import { BlockQueue } from './block-queue';
import { fetchBlockPatiently, type ScanPause } from './fetch-block';
import { planScan } from './scan-plan';
import { ScanRate } from './scan-rate';
import {
  ScanFailedError,
  type ScanEndReason,
  type ScanOptions,
  type ScanPlan,
  type ScanProgress,
  type ScanResult,
  type ScanTarget,
} from './scan-types';

export * from './scan-types';

/**
 * The block scan: answers history questions without a history service by reading the node's
 * blocks backwards from the head (get_block), at most 4 requests in flight. It keeps nothing of a
 * block but its compact rows; rows of irreversible blocks go to the history store in batches, with
 * the range they cover, so a later scan (another visit, another account) never fetches them
 * again. Rows of blocks above LIB are never stored: matches among them are reported as events.
 * Runs in the scan worker; plain async code, so tests run it against an in-process dev node.
 */

export const MAX_IN_FLIGHT = 4;
/** How far requests may run ahead of the oldest unfinished block: bounds the blocks held. */
const WINDOW = 64;

function matchesTarget(row: HistoryAction, target: ScanTarget | undefined): boolean {
  if (!target) return false;
  if ('trxId' in target) return row.trxId === target.trxId.toLowerCase();
  return participantsOf(row).includes(target.account);
}

/** One run of the scan: its plan, what it has read, and where its reading in order stands. */
class ScanRun {
  readonly stop = new AbortController();
  private readonly stopped: Promise<void>;
  private readonly pause: ScanPause = { until: 0 };
  private readonly rate = new ScanRate();
  private readonly done = new Map<number, BlockHistory>();
  private readonly writer: BatchWriter | undefined;
  private readonly trxTarget: string | undefined;
  private blocksRead = 0;
  private matches = 0;
  private readDownTo: number | undefined;
  private lastProgress = 0;
  private pendingRows: HistoryAction[] = [];
  endReason: ScanEndReason = 'complete';
  oldestAvailable: number | undefined;
  failure: unknown;
  /** The newest block not yet taken in order; requests stay within WINDOW below it. */
  private frontier: number | undefined;
  private frontierMoved: () => void = () => undefined;
  private frontierAdvance = new Promise<void>((r) => (this.frontierMoved = r));

  private readonly opts: ScanOptions;
  readonly plan: ScanPlan;
  private readonly queue: BlockQueue;

  constructor(opts: ScanOptions, plan: ScanPlan, queue: BlockQueue) {
    this.opts = opts;
    this.plan = plan;
    this.queue = queue;
    const { target, store } = opts;
    this.trxTarget = target && 'trxId' in target ? target.trxId.toLowerCase() : undefined;
    this.frontier = queue.top;
    this.writer = store
      ? new BatchWriter(store, opts.batchBlocks ?? 500, (e) => this.fail(e))
      : undefined;
    this.stopped = new Promise<void>((resolve) => {
      if (this.stop.signal.aborted) resolve();
      else this.stop.signal.addEventListener('abort', () => resolve(), { once: true });
    });
  }

  fail(error: unknown): void {
    this.failure ??= error;
    this.stop.abort();
  }

  progress(): ScanProgress {
    const now = Date.now();
    const blocksPerSecond = this.rate.perSecond(now);
    const left = this.plan.blocksToRead - this.blocksRead;
    return {
      blocksRead: this.blocksRead,
      blocksToRead: this.plan.blocksToRead,
      blocksPerSecond: Math.round(blocksPerSecond),
      matches: this.matches,
      secondsLeft: blocksPerSecond > 0 ? Math.ceil(left / blocksPerSecond) : undefined,
      readDownTo: this.readDownTo,
      pausedForSeconds: Math.max(0, Math.ceil((this.pause.until - now) / 1000)),
    };
  }

  reportProgress(force = false): void {
    const now = Date.now();
    if (!force && now - this.lastProgress < (this.opts.progressIntervalMs ?? 250)) return;
    this.lastProgress = now;
    this.opts.onEvent({ type: 'progress', progress: this.progress() });
  }

  emitRows(): void {
    if (this.pendingRows.length === 0) return;
    this.opts.onEvent({ type: 'rows', rows: this.pendingRows });
    this.pendingRows = [];
  }

  flush(): Promise<void> {
    this.writer?.flush();
    return this.writer?.settled() ?? Promise.resolve();
  }

  /** One block taken in order: counted, searched, kept or reported. */
  private take(n: number, history: BlockHistory): void {
    const { target, store } = this.opts;
    const found = history.rows.map((r) => r.row).filter((row) => matchesTarget(row, target));
    this.matches += found.length;
    const kept = store !== undefined && n <= this.plan.lib;
    if (!kept) this.pendingRows.push(...found);
    const trxId = this.trxTarget;
    if (trxId) {
      const hit = found[0]?.blockNum ?? history.executions.find((e) => e.trxId === trxId)?.blockNum;
      if (hit !== undefined) {
        this.opts.onEvent({ type: 'found', trxId, blockNum: hit });
        this.endReason = 'found';
        this.queue.stop();
        this.stop.abort();
      }
    }
    if (kept) this.writer?.add(n, history);
    this.readDownTo = n;
  }

  /** Takes finished blocks in order from the frontier down. */
  private advance(): void {
    while (this.frontier !== undefined && this.done.has(this.frontier)) {
      const n = this.frontier;
      const history = this.done.get(n);
      this.done.delete(n);
      if (!history) break;
      this.take(n, history);
      const { next, segmentEnds } = this.queue.after(n);
      if (segmentEnds) this.writer?.flush();
      this.frontier = next;
      this.writer?.flushIfDue();
    }
    this.frontierMoved();
    this.frontierAdvance = new Promise<void>((r) => (this.frontierMoved = r));
    this.emitRows();
    this.reportProgress();
  }

  /** Stays within WINDOW blocks of the oldest unfinished one, so memory stays bounded. */
  private async withinWindow(): Promise<void> {
    const { queue } = this;
    while (
      queue.next !== undefined &&
      this.frontier !== undefined &&
      queue.next < this.frontier - WINDOW &&
      !this.stop.signal.aborted
    ) {
      await Promise.race([this.frontierAdvance, this.stopped]);
    }
  }

  /** Requests blocks one after another until none is left or the scan stops. */
  async worker(): Promise<void> {
    const signal = this.stop.signal;
    for (;;) {
      if (signal.aborted) return;
      await this.withinWindow();
      const n = this.queue.take();
      if (n === undefined) return;
      let block;
      try {
        block = await fetchBlockPatiently(this.opts.node, n, this.pause, signal, () =>
          this.reportProgress(true),
        );
      } catch (e) {
        if (!isNotFoundError(e)) return this.fail(e);
        // The node keeps no blocks this old (a trimmed block log): everything newer is read.
        // Blocks below n are not going to come: stop waiting for them in order.
        this.oldestAvailable = Math.max(this.oldestAvailable ?? 0, n + 1);
        this.endReason = 'no-older-blocks';
        this.queue.stop();
        continue;
      }
      if (!block) return;
      this.done.set(n, readBlockHistory(block));
      this.blocksRead += 1;
      this.rate.record();
      this.advance();
    }
  }
}

/** Reads the blocks of `range` the store does not hold yet, newest first. */
export async function runScan(opts: ScanOptions): Promise<ScanResult> {
  const concurrency = Math.min(MAX_IN_FLIGHT, Math.max(1, Math.floor(opts.concurrency ?? 4)));
  // Stops the requests: the caller's cancel, a found transaction or a failure.
  const planning = new AbortController();
  const onCallerAbort = () => planning.abort();
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (opts.signal?.aborted) planning.abort();
  try {
    const { plan, segments } = await planScan(opts.node, opts.store, opts.range, planning.signal);
    opts.onEvent({ type: 'planned', plan });
    const run = new ScanRun(opts, plan, new BlockQueue(segments));
    const stopRun = run.stop;
    planning.signal.addEventListener('abort', () => stopRun.abort(), { once: true });
    if (planning.signal.aborted) stopRun.abort();
    run.reportProgress(true);
    await Promise.all(Array.from({ length: concurrency }, () => run.worker()));
    await run.flush();
    run.emitRows();
    const { failure } = run;
    if (failure !== undefined) {
      throw failure instanceof ScanFailedError
        ? failure
        : new ScanFailedError(
            `The scan stopped: ${failure instanceof Error ? failure.message : 'unknown failure'}`,
            { cause: failure },
          );
    }
    if (run.endReason === 'complete' && opts.signal?.aborted) run.endReason = 'cancelled';
    const final = run.progress();
    opts.onEvent({ type: 'progress', progress: final });
    return {
      reason: run.endReason,
      plan,
      progress: final,
      ...(run.oldestAvailable !== undefined ? { oldestAvailable: run.oldestAvailable } : {}),
    };
  } finally {
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
}
