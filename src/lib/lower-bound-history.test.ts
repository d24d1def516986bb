import { describe, expect, it } from 'vitest';
import { readLowerHistory } from './lower-bound-history';

describe('readLowerHistory', () => {
  it('reads the lower bounds when the state holds a list of strings', () => {
    expect(readLowerHistory({ lowers: ['', 'x'] })).toEqual(['', 'x']);
    expect(readLowerHistory({ lowers: [] })).toEqual([]);
  });

  it('is unknown for any other state', () => {
    expect(readLowerHistory({ lowers: [1] })).toBeNull();
    expect(readLowerHistory({ lowers: 'x' })).toBeNull();
    expect(readLowerHistory({})).toBeNull();
    expect(readLowerHistory(null)).toBeNull();
    expect(readLowerHistory('lowers')).toBeNull();
  });
});
