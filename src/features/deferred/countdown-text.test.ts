import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown-text';

describe('countdownText', () => {
  it('counts down, then up', () => {
    expect(countdownText(65_000, 0)).toBe('in 1 min 5 s');
    expect(countdownText(400, 0)).toBe('due now');
    expect(countdownText(0, 12_000)).toBe('due 12 s ago');
    expect(countdownText(3_600_000 + 2000, 0)).toBe('in 1 h 2 s');
    expect(countdownText(0, 5_000, 'expires')).toBe('expired 5 s ago');
  });
});
