import { parseNodeTime } from '@/lib/format';

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

/** Block timestamps count slots from 2000-01-01 UTC (block_timestamp_type) on CyberWay and EOSIO. */
const BLOCK_EPOCH_MS = Date.UTC(2000, 0, 1);

export interface SlotBlock {
  blockNum: number;
  timestamp: string;
  producer: string;
}

export interface RoundReport {
  /** Slot length and blocks per producer turn: CyberWay 3 s and 1, EOSIO 0.5 s and 12. */
  slotMs: number;
  repetitions: number;
  /** Slots in a round: producers × repetitions. */
  roundSlots: number;
  /** Slots of the current round up to and including the head's. */
  slotsSoFar: number;
  /** Of those, the slots the held blocks account for (fewer when the round began before them). */
  slotsSeen: number;
  /** Slots of the current round that have no block, oldest first, with whose turn it was. */
  missed: { slot: number; at: number; producer: string | undefined }[];
}

/**
 * Missed slots in the current round, from the held recent blocks and the active schedule. A
 * producer's turn is `repetitions` consecutive slots in schedule order and rounds start at slot
 * multiples of producers × repetitions (nodeos's get_scheduled_producer); a slot between two
 * consecutive blocks is one nobody produced. CyberWay makes one 3 s block per turn (the dev node
 * likewise, see dev-node's schedule.ts); EOSIO's 0.5 s slots show as `.500` timestamps.
 */
export function roundReport(
  blocks: readonly SlotBlock[],
  schedule: readonly string[],
): RoundReport | null {
  const times = blocks.map((b) => parseNodeTime(b.timestamp)?.getTime());
  if (schedule.length === 0 || blocks.length === 0 || times.some((t) => t === undefined))
    return null;
  const eosio = times.some((t) => t !== undefined && t % 1000 !== 0);
  const slotMs = eosio ? 500 : 3000;
  const repetitions = eosio ? 12 : 1;
  const roundSlots = schedule.length * repetitions;
  const held = blocks
    .map((b, i) => ({
      num: b.blockNum,
      slot: Math.round(((times[i] ?? 0) - BLOCK_EPOCH_MS) / slotMs),
    }))
    .sort((a, b) => b.num - a.num);
  const head = held[0];
  if (!head) return null;
  const roundStart = head.slot - (head.slot % roundSlots);
  const missed: RoundReport['missed'] = [];
  let seenFrom = head.slot;
  for (let i = 1; i < held.length && seenFrom > roundStart; i++) {
    const newer = held[i - 1];
    const older = held[i];
    // Only an unbroken run of blocks down from the head says which slots were empty.
    if (!newer || !older || older.num !== newer.num - 1) break;
    for (let s = newer.slot - 1; s > older.slot && s >= roundStart; s--) {
      missed.unshift({
        slot: s,
        at: BLOCK_EPOCH_MS + s * slotMs,
        producer: schedule[Math.floor((s % roundSlots) / repetitions)],
      });
    }
    seenFrom = Math.max(roundStart, older.slot);
  }
  return {
    slotMs,
    repetitions,
    roundSlots,
    slotsSoFar: head.slot - roundStart + 1,
    slotsSeen: head.slot - seenFrom + 1,
    missed,
  };
}
