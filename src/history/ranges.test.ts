import { describe, expect, it } from 'vitest';
import { blockCount, mergeRanges, uncoveredDescending } from './ranges';

describe('block ranges', () => {
  it('merges overlapping and touching ranges, ascending', () => {
    expect(
      mergeRanges([
        { from: 50, to: 60 },
        { from: 1, to: 10 },
        { from: 11, to: 20 },
        { from: 55, to: 70 },
        { from: 30, to: 29 },
      ]),
    ).toEqual([
      { from: 1, to: 20 },
      { from: 50, to: 70 },
    ]);
  });

  it('lists the unread parts of a range, highest first', () => {
    const covered = [
      { from: 1, to: 10 },
      { from: 50, to: 70 },
      { from: 90, to: 200 },
    ];
    expect(uncoveredDescending({ from: 5, to: 100 }, covered)).toEqual([
      { from: 71, to: 89 },
      { from: 11, to: 49 },
    ]);
    expect(uncoveredDescending({ from: 60, to: 65 }, covered)).toEqual([]);
    expect(uncoveredDescending({ from: 1, to: 300 }, [])).toEqual([{ from: 1, to: 300 }]);
    expect(uncoveredDescending({ from: 1, to: 300 }, covered)).toEqual([
      { from: 201, to: 300 },
      { from: 71, to: 89 },
      { from: 11, to: 49 },
    ]);
  });

  it('counts blocks', () => {
    expect(
      blockCount([
        { from: 1, to: 10 },
        { from: 20, to: 20 },
      ]),
    ).toBe(11);
  });
});
