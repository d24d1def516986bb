/** Block timestamps count 3-second slots from 2000-01-01 (CyberWay block_timestamp_type). */
export const BLOCK_EPOCH_MS = Date.UTC(2000, 0, 1);
export const SLOT_MS = 3000;

export function slotTime(slot: number): number {
  return BLOCK_EPOCH_MS + slot * SLOT_MS;
}

export function slotOf(ms: number): number {
  return Math.floor((ms - BLOCK_EPOCH_MS) / SLOT_MS);
}
