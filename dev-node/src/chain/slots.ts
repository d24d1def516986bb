import { CHAIN_HALT, HISTORY_ANCHOR_MS, RECENT_BLOCKS } from '../fixtures.ts';

/** Block timestamps count 3-second slots from 2000-01-01 (CyberWay block_timestamp_type). */
export const BLOCK_EPOCH_MS = Date.UTC(2000, 0, 1);
export const SLOT_MS = 3000;

export function slotTime(slot: number): number {
  return BLOCK_EPOCH_MS + slot * SLOT_MS;
}

export function slotOf(ms: number): number {
  return Math.floor((ms - BLOCK_EPOCH_MS) / SLOT_MS);
}

/**
 * Slot of history block n of `total`. The last block sits at `lastSlot` (the start time, never
 * after the clock, less the reserve); the last RECENT_BLOCKS run up to it, the older ones end at
 * HISTORY_ANCHOR_MS (or just before the recent part when the start time is earlier), and
 * CHAIN_HALT puts a gap before its block.
 */
export function historySlot(n: number, total: number, lastSlot: number): number {
  const recent = Math.min(RECENT_BLOCKS, total);
  const older = total - recent;
  const halt = (m: number, lastOfPart: number) =>
    m < CHAIN_HALT.beforeBlock && CHAIN_HALT.beforeBlock <= lastOfPart ? CHAIN_HALT.slots : 0;
  if (n > older) return lastSlot - (total - n) - halt(n, total);
  const recentFirst = lastSlot - (total - older - 1) - halt(older + 1, total);
  const olderLast = Math.min(slotOf(HISTORY_ANCHOR_MS), recentFirst - 1);
  return olderLast - (older - n) - halt(n, older);
}
