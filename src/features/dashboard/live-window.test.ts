import { describe, expect, it } from 'vitest';
import {
  blockSeries,
  mean,
  newestBlockNumbers,
  producerRotation,
  requestQueue,
} from './live-window';

describe('newestBlockNumbers', () => {
  it('lists the newest blocks first and stops at block 1', () => {
    expect(newestBlockNumbers(100, 3)).toEqual([100, 99, 98]);
    expect(newestBlockNumbers(2, 5)).toEqual([2, 1]);
  });
});

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

describe('requestQueue', () => {
  it('lets in the newest unsettled blocks up to the limit and every settled one', () => {
    expect(requestQueue([false, false, false, false], 2)).toEqual([true, true, false, false]);
    expect(requestQueue([true, false, true, false, false], 2)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('moves the queue on as answers arrive, and a new head goes first', () => {
    const first = requestQueue([false, false, false], 1);
    expect(first).toEqual([true, false, false]);
    expect(requestQueue([true, false, false], 1)).toEqual([true, true, false]);
    // A new head block enters at the front while two older blocks still wait.
    expect(requestQueue([false, true, false, false], 1)).toEqual([true, true, false, false]);
  });
});
