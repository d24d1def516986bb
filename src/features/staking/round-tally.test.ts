import { describe, expect, it } from 'vitest';
import { tallyRounds, type TallyBlock } from './round-tally';

const EPOCH = Date.UTC(2000, 0, 1);
const at = (slot: number, ms: number) => new Date(EPOCH + slot * ms).toISOString().slice(0, 23);

/** Blocks at these slots, each by the producer the schedule gives the slot. */
function blocks(slots: number[], schedule: string[], ms = 3000, reps = 1): TallyBlock[] {
  return slots.map((slot, i) => ({
    blockNum: 100 + i,
    timestamp: at(slot, ms),
    producer: schedule[Math.floor(slot / reps) % schedule.length] ?? '',
    scheduleVersion: 7,
  }));
}

describe('tallyRounds', () => {
  const schedule = ['aaa', 'bbb', 'ccc'];

  it('counts produced blocks and gives each empty slot to the producer scheduled for it', () => {
    // Slots 10..18; 13 (bbb: 13 mod 3 = 1) and 17 (ccc) have no block.
    const tally = tallyRounds(blocks([10, 11, 12, 14, 15, 16, 18], schedule), schedule, 7);
    expect(tally?.intervalMs).toBe(3000);
    expect(tally?.slots).toBe(9);
    expect(tally?.byProducer.get('aaa')).toEqual({ produced: 3, missed: 0 });
    expect(tally?.byProducer.get('bbb')).toEqual({ produced: 2, missed: 1 });
    expect(tally?.byProducer.get('ccc')).toEqual({ produced: 2, missed: 1 });
  });

  it('reads EOSIO half-second blocks as twelve to a turn', () => {
    const slots = Array.from({ length: 36 }, (_, i) => 1200 + i).filter(
      (s) => s < 1212 || s >= 1224,
    );
    const tally = tallyRounds(blocks(slots, schedule, 500, 12), schedule, 7);
    expect(tally?.repetitions).toBe(12);
    // Slots 1212..1223 are turn 101 (101 mod 3 = 2): ccc missed twelve.
    expect(tally?.byProducer.get('ccc')).toEqual({ produced: 0, missed: 12 });
  });

  it('does not judge slots around a block of another schedule version', () => {
    const list = blocks([10, 11, 14], schedule);
    const moved = list.map((b, i) => (i === 2 ? { ...b, scheduleVersion: 8 } : b));
    expect(tallyRounds(moved, schedule, 7)?.byProducer.get('ccc')?.missed).toBe(0);
  });

  it('says nothing from fewer than two blocks', () => {
    expect(tallyRounds(blocks([10], schedule), schedule, 7)).toBeNull();
  });
});
