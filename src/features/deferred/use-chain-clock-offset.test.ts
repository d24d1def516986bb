import { describe, expect, it } from 'vitest';
import { chainClockOffset } from './use-chain-clock-offset';

describe('chainClockOffset', () => {
  const now = Date.parse('2020-01-01T00:00:10Z');
  it('ignores the normal lag of the head behind the wall clock', () => {
    expect(chainClockOffset({ head_block_time: '2020-01-01T00:00:07.000' }, now)).toBe(0);
    expect(chainClockOffset({ head_block_time: '2020-01-01T00:00:10.500' }, now)).toBe(0);
  });

  it('follows a chain that runs ahead or far behind', () => {
    expect(chainClockOffset({ head_block_time: '2020-01-01T00:25:10.000' }, now)).toBe(1_500_000);
    expect(chainClockOffset({ head_block_time: '2020-01-01T00:00:00.000' }, now)).toBe(-10_000);
  });

  it('is 0 for an unreadable time', () => {
    expect(chainClockOffset({ head_block_time: 'garbage' }, now)).toBe(0);
  });
});
