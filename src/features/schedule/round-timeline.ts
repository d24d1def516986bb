import type { ProducerKey } from '@/api/schemas/schedule';

export interface TimelineSlot {
  producer: string;
  signingKey?: string | undefined;
  /** Turns from now: 0 = produced the head block, 1 = next, … */
  turnsAhead: number;
  /** Last block this producer produced, per the head's block header state; null if none known. */
  lastProduced: number | null;
  /**
   * Whether the producer missed its most recent turn: its last block is older than the slot it
   * had in this round. Null when that cannot be told (the head producer is not in the schedule).
   */
  missedLastTurn: boolean | null;
}

/**
 * The round as a timeline, starting with the producer of the head block. With one block per
 * turn (CyberWay), a producer whose turn was `d` turns before the head's produced block
 * `head − d` at the latest if nobody missed since, and a later block if others missed; a last
 * block older than `head − d` means it missed that turn.
 */
export function buildRoundTimeline(
  schedule: ProducerKey[],
  headProducer: string,
  headBlockNum: number,
  lastProduced: ReadonlyArray<readonly [string, number]>,
): TimelineSlot[] {
  const n = schedule.length;
  if (n === 0) return [];
  const last = new Map(lastProduced.map(([p, b]) => [p, b]));
  const headIndex = schedule.findIndex((p) => p.producer_name === headProducer);
  const start = headIndex >= 0 ? headIndex : 0;
  return schedule
    .map((p, i): TimelineSlot => {
      const turnsAhead = (i - start + n) % n;
      const turnsAgo = (n - turnsAhead) % n;
      const block = last.get(p.producer_name) ?? null;
      const missedLastTurn =
        headIndex < 0 ? null : block === null ? true : block < headBlockNum - turnsAgo;
      return {
        producer: p.producer_name,
        signingKey: p.block_signing_key,
        turnsAhead,
        lastProduced: block,
        missedLastTurn,
      };
    })
    .sort((a, b) => a.turnsAhead - b.turnsAhead);
}
