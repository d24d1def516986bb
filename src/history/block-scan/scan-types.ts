import type { NodeClient } from '@/api/node-client';
import type { HistoryAction } from '@/api/history-model';
import type { HistoryStore } from './scan-store';

/** What a block scan is asked, what it reports while it runs, and how it ends. */

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

/** The scan failed and stopped; what it read in order before the failure is kept. */
export class ScanFailedError extends Error {
  override readonly name = 'ScanFailedError';
  readonly blockNum: number | undefined;
  constructor(message: string, opts: { cause: unknown; blockNum?: number | undefined }) {
    super(message, { cause: opts.cause });
    this.blockNum = opts.blockNum;
  }
}
