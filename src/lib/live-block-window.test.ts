import { describe, expect, it } from 'vitest';
import { newestBlockNumbers, requestQueue } from './live-block-window';

describe('newestBlockNumbers', () => {
  it('lists the newest blocks first and stops at block 1', () => {
    expect(newestBlockNumbers(100, 3)).toEqual([100, 99, 98]);
    expect(newestBlockNumbers(2, 5)).toEqual([2, 1]);
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
