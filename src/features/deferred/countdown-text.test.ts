import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown-text';

describe('countdownText', () => {
  it('counts down, then up', () => {
    expect(countdownText(65_000, 0)).toBe('in 1 min 5 sec');
    expect(countdownText(400, 0)).toBe('due now');
    expect(countdownText(0, 12_000)).toBe('due 12 sec ago');
    expect(countdownText(3_600_000 + 2000, 0)).toBe('in 1 hr 2 sec');
    expect(countdownText(0, 5_000, 'expires')).toBe('expired 5 sec ago');
  });
});
