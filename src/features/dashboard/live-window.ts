import { parseNodeTime } from '@/lib/format';

/** Block numbers of the newest `count` blocks, newest first, never below block 1. */
export function newestBlockNumbers(head: number, count: number): number[] {
  const out: number[] = [];
  for (let n = head; n >= 1 && out.length < count; n--) out.push(n);
  return out;
}

/**
 * Which blocks of a newest-first window may be requested now: at most `maxInFlight` of the
 * unsettled ones (still loading or not yet asked for), taking the newest first. The rest wait
 * their turn, so a feed never opens a burst of requests on a node (public nodes throttle that)
 * and each answer's work lands in its own task instead of one long one.
 */
export function requestQueue(settled: readonly boolean[], maxInFlight: number): boolean[] {
  let waiting = 0;
  return settled.map((isSettled) => {
    if (isSettled) return true;
    waiting++;
    return waiting <= maxInFlight;
  });
}

export interface BlockPoint {
  blockNum: number;
  timestamp: string;
  transactions: number;
}

export interface BlockSeries {
  /** Block numbers, ascending. */
  blockNums: number[];
  /** Seconds since the previous block; null when the previous block is not held. */
  intervals: (number | null)[];
  /** Transactions per block. */
  transactions: number[];
}

/** Chart series for the held blocks: interval since the previous block and transactions. */
export function blockSeries(points: readonly BlockPoint[]): BlockSeries {
  const sorted = [...points].sort((a, b) => a.blockNum - b.blockNum);
  const series: BlockSeries = { blockNums: [], intervals: [], transactions: [] };
  sorted.forEach((p, i) => {
    const prev = i > 0 ? sorted[i - 1] : undefined;
    let interval: number | null = null;
    if (prev && prev.blockNum === p.blockNum - 1) {
      const a = parseNodeTime(prev.timestamp);
      const b = parseNodeTime(p.timestamp);
      if (a && b) interval = (b.getTime() - a.getTime()) / 1000;
    }
    series.blockNums.push(p.blockNum);
    series.intervals.push(interval);
    series.transactions.push(p.transactions);
  });
  return series;
}

/** Mean of the numbers that are present, or null when there are none. */
export function mean(values: readonly (number | null)[]): number | null {
  const xs = values.filter((v): v is number => v !== null);
  return xs.length ? xs.reduce((s, v) => s + v, 0) / xs.length : null;
}

export interface Rotation {
  /** The producer of the head block. */
  current: string;
  /** Producers that follow in the active schedule, in order. */
  next: string[];
  /** False when the head producer is not in the active schedule (schedule just changed). */
  inSchedule: boolean;
}

/**
 * Who is producing now and who comes next: CyberWay producers take one block each in the order
 * of the active schedule, so the next ones follow the head producer there (wrapping around).
 */
export function producerRotation(
  schedule: readonly string[],
  headProducer: string,
  count: number,
): Rotation {
  const at = schedule.indexOf(headProducer);
  if (at < 0 || schedule.length === 0) {
    return { current: headProducer, next: schedule.slice(0, count), inSchedule: false };
  }
  const next: string[] = [];
  for (let i = 1; i <= Math.min(count, schedule.length - 1); i++) {
    const p = schedule[(at + i) % schedule.length];
    if (p !== undefined) next.push(p);
  }
  return { current: headProducer, next, inSchedule: true };
}
