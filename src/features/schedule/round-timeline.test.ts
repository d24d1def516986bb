import { describe, expect, it } from 'vitest';
import { buildRoundTimeline } from './round-timeline';

const schedule = ['a', 'b', 'c', 'd'].map((producer_name) => ({
  producer_name,
  block_signing_key: `K-${producer_name}`,
}));

describe('buildRoundTimeline', () => {
  it('starts at the head producer and wraps around', () => {
    const t = buildRoundTimeline(schedule, 'c', 100, [
      ['a', 98],
      ['b', 99],
      ['c', 100],
      ['d', 97],
    ]);
    expect(t.map((s) => [s.producer, s.turnsAhead])).toEqual([
      ['c', 0],
      ['d', 1],
      ['a', 2],
      ['b', 3],
    ]);
    expect(t.every((s) => s.missedLastTurn === false)).toBe(true);
  });

  it('flags a producer whose last block is older than its turn', () => {
    // b's turn was just before c's (block 99), but its last block is from the round before.
    const t = buildRoundTimeline(schedule, 'c', 99, [
      ['a', 98],
      ['b', 95],
      ['c', 99],
      ['d', 97],
    ]);
    const b = t.find((s) => s.producer === 'b');
    expect(b?.missedLastTurn).toBe(true);
    // a produced 98; with b missing, a's turn was 2 turns ago but only 1 block ago: not missed.
    expect(t.find((s) => s.producer === 'a')?.missedLastTurn).toBe(false);
  });

  it('flags a producer that never produced', () => {
    const t = buildRoundTimeline(schedule, 'a', 10, [['a', 10]]);
    expect(t.find((s) => s.producer === 'b')?.lastProduced).toBeNull();
    expect(t.find((s) => s.producer === 'b')?.missedLastTurn).toBe(true);
  });

  it('cannot tell misses when the head producer is not in the schedule', () => {
    const t = buildRoundTimeline(schedule, 'zed', 10, []);
    expect(t[0]?.producer).toBe('a');
    expect(t.every((s) => s.missedLastTurn === null)).toBe(true);
  });

  it('is empty for an empty schedule', () => {
    expect(buildRoundTimeline([], 'a', 1, [])).toEqual([]);
  });
});
