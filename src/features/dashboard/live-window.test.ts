import { describe, expect, it } from 'vitest';
import { blockSeries, mean, producerRotation, roundReport } from './live-window';

describe('blockSeries', () => {
  it('computes the interval only between consecutive held blocks', () => {
    const s = blockSeries([
      { blockNum: 12, timestamp: '2024-01-01T00:00:06.000', transactions: 4 },
      { blockNum: 10, timestamp: '2024-01-01T00:00:00.000', transactions: 1 },
      { blockNum: 11, timestamp: '2024-01-01T00:00:03.000', transactions: 0 },
      { blockNum: 14, timestamp: '2024-01-01T00:00:15.000', transactions: 2 },
    ]);
    expect(s.blockNums).toEqual([10, 11, 12, 14]);
    expect(s.intervals).toEqual([null, 3, 3, null]);
    expect(s.transactions).toEqual([1, 0, 4, 2]);
    expect(mean(s.intervals)).toBe(3);
    expect(mean([null])).toBeNull();
  });
});

describe('producerRotation', () => {
  const schedule = ['a', 'b', 'c', 'd'];
  it('takes the producers after the head producer, wrapping around', () => {
    expect(producerRotation(schedule, 'c', 3)).toEqual({
      current: 'c',
      next: ['d', 'a', 'b'],
      inSchedule: true,
    });
  });
  it('never repeats the current producer', () => {
    expect(producerRotation(schedule, 'a', 10).next).toEqual(['b', 'c', 'd']);
  });
  it('says when the head producer is not in the active schedule', () => {
    expect(producerRotation(schedule, 'z', 2)).toEqual({
      current: 'z',
      next: ['a', 'b'],
      inSchedule: false,
    });
  });
});

describe('roundReport', () => {
  const EPOCH = Date.UTC(2000, 0, 1);
  /** A node timestamp (no zone) of slot s of `ms` milliseconds. */
  const at = (s: number, ms = 3000) => new Date(EPOCH + s * ms).toISOString().slice(0, 23);
  const schedule = ['a', 'b', 'c', 'd', 'e'];
  /** Blocks numbered from `first`, one per listed slot. */
  const chain = (first: number, slots: number[], ms = 3000) =>
    slots.map((s, i) => ({ blockNum: first + i, timestamp: at(s, ms), producer: '?' }));

  it('finds the empty CyberWay slots of the current round and whose turn they were', () => {
    // Round of 5 one-block turns: slots 100..104 (100 = 20 × 5). The head is at slot 104.
    const r = roundReport(chain(50, [98, 99, 101, 102, 104]), schedule);
    expect(r).toMatchObject({
      slotMs: 3000,
      repetitions: 1,
      roundSlots: 5,
      slotsSoFar: 5,
      slotsSeen: 5,
    });
    expect(r?.missed.map((m) => [m.slot, m.producer])).toEqual([
      [100, 'a'],
      [103, 'd'],
    ]);
    expect(r?.missed[0]?.at).toBe(EPOCH + 100 * 3000);
  });

  it('reports no miss for an unbroken round, in any order of the blocks', () => {
    const r = roundReport(chain(7, [99, 100, 101, 102]).reverse(), schedule);
    expect(r).toMatchObject({ slotsSoFar: 3, slotsSeen: 3, missed: [] });
  });

  it('says how much of the round the held blocks cover when they start inside it', () => {
    // Head at slot 109 (round 105..109); the held blocks begin at slot 107.
    const r = roundReport(chain(10, [107, 109]), schedule);
    expect(r).toMatchObject({ slotsSoFar: 5, slotsSeen: 3 });
    expect(r?.missed.map((m) => m.slot)).toEqual([108]);
    // A gap in the block numbers ends what can be known.
    const broken = roundReport([...chain(10, [105, 106]), ...chain(20, [108, 109])], schedule);
    expect(broken).toMatchObject({ slotsSoFar: 5, slotsSeen: 2, missed: [] });
  });

  it('takes EOSIO chains (0.5 s slots, .500 times) as 12-block turns', () => {
    // 5 producers × 12 = 60-slot rounds; head at slot 1205 (round 1200..1259), 1201 and 1202 empty.
    const r = roundReport(chain(1, [1199, 1200, 1203, 1204, 1205], 500), schedule);
    expect(r).toMatchObject({
      slotMs: 500,
      repetitions: 12,
      roundSlots: 60,
      slotsSoFar: 6,
      slotsSeen: 6,
    });
    expect(r?.missed.map((m) => [m.slot, m.producer])).toEqual([
      [1201, 'a'],
      [1202, 'a'],
    ]);
  });

  it('gives nothing without a schedule, blocks or readable times', () => {
    expect(roundReport(chain(1, [1]), [])).toBeNull();
    expect(roundReport([], schedule)).toBeNull();
    expect(roundReport([{ blockNum: 1, timestamp: 'soon', producer: 'a' }], schedule)).toBeNull();
  });
});
