/*
 * Produced blocks and missed slots per validator over the newest blocks, from the blocks alone.
 * A block's slot is its time in block intervals since 2000-01-01 (block_timestamp_type); the
 * producer scheduled for slot s is schedule[⌊s / repetitions⌋ mod n] (nodeos's
 * get_scheduled_producer). A slot with no block is a slot its producer missed.
 */

const BLOCK_EPOCH_MS = Date.UTC(2000, 0, 1);

export interface TallyBlock {
  blockNum: number;
  /** The block's timestamp as the node writes it (UTC, no zone). */
  timestamp: string;
  producer: string;
  scheduleVersion: number;
}

export interface ValidatorTally {
  produced: number;
  missed: number;
}

export interface RoundTally {
  byProducer: ReadonlyMap<string, ValidatorTally>;
  /** Slots the window covered (from the oldest block's to the newest's). */
  slots: number;
  /** Milliseconds per slot, as the blocks show it (3000 on CyberWay, 500 on EOSIO). */
  intervalMs: number;
  /** Blocks in a producer's turn: 1 on CyberWay, 12 on EOSIO. */
  repetitions: number;
}

const msOf = (timestamp: string) =>
  Date.parse(timestamp.endsWith('Z') ? timestamp : `${timestamp}Z`);

/**
 * Tallies the blocks against the schedule they were produced under (blocks of another version
 * count as produced, their empty slots are not judged). Null when fewer than two blocks.
 */
export function tallyRounds(
  blocks: readonly TallyBlock[],
  schedule: readonly string[],
  version: number,
): RoundTally | null {
  const sorted = [...blocks].sort((a, b) => a.blockNum - b.blockNum);
  if (sorted.length < 2 || schedule.length === 0) return null;
  const times = sorted.map((b) => msOf(b.timestamp));
  let intervalMs = Infinity;
  for (let i = 1; i < times.length; i++) {
    const gap = (times[i] ?? 0) - (times[i - 1] ?? 0);
    if (gap > 0 && gap < intervalMs) intervalMs = gap;
  }
  if (!Number.isFinite(intervalMs)) return null;
  // EOSIO's half-second blocks come twelve to a turn; CyberWay's 3 s blocks one.
  const repetitions = intervalMs <= 500 ? 12 : 1;
  const byProducer = new Map<string, ValidatorTally>(
    schedule.map((p) => [p, { produced: 0, missed: 0 }]),
  );
  const tally = (p: string) => {
    let t = byProducer.get(p);
    if (!t) byProducer.set(p, (t = { produced: 0, missed: 0 }));
    return t;
  };
  const slotOf = (ms: number) => Math.round((ms - BLOCK_EPOCH_MS) / intervalMs);
  sorted.forEach((b, i) => {
    tally(b.producer).produced++;
    const next = sorted[i + 1];
    if (!next || next.scheduleVersion !== version || b.scheduleVersion !== version) return;
    const from = slotOf(times[i] ?? 0);
    const to = slotOf(times[i + 1] ?? 0);
    for (let s = from + 1; s < to; s++) {
      const p = schedule[Math.floor(s / repetitions) % schedule.length];
      if (p) tally(p).missed++;
    }
  });
  const first = slotOf(times[0] ?? 0);
  const last = slotOf(times[times.length - 1] ?? 0);
  return { byProducer, slots: last - first + 1, intervalMs, repetitions };
}
