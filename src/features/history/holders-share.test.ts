import { describe, expect, it } from 'vitest';
import { amountOf, shareText, unitsOf } from './holders-share';

describe('holders share', () => {
  it('is exact to the hundredth of a percent, from the integers', () => {
    expect(shareText(1n, 3n)).toBe('33.33%');
    expect(shareText(3n, 3n)).toBe('100.00%');
    expect(shareText(1n, 100_000n)).toBe('<0.01%');
    expect(shareText(0n, 5n)).toBe('0.00%');
    expect(shareText(5n, null)).toBeNull();
    // Beyond a double's 53 bits.
    expect(shareText(12_345_678_901_234_567n, 98_765_432_109_876_543n)).toBe('12.49%');
  });

  it('reads amounts as base units', () => {
    expect(unitsOf('446842155.0745')).toBe(4_468_421_550_745n);
    expect(unitsOf('12')).toBe(12n);
    expect(unitsOf('x')).toBeNull();
    expect(amountOf('1.0000 CYBER')).toBe('1.0000');
  });
});
