import { describe, expect, it } from 'vitest';
import { formatVotes, parseDecimal, voteShare } from './vote-share';

describe('voteShare', () => {
  it('computes shares of integer vote weights exactly', () => {
    expect(voteShare('1', '3')).toBe('33.3333');
    expect(voteShare('2', '3')).toBe('66.6667');
    expect(voteShare('0', '5')).toBe('0.0000');
    expect(voteShare('5', '5')).toBe('100.0000');
  });

  it('keeps precision beyond 2^53', () => {
    // Number would round both to the same double and print 100%.
    expect(voteShare('9007199254740993', '9007199254740994', 18)).toBe('99.999999999999988898');
    expect(voteShare('123450000000', '987650000000')).toBe('12.4994');
  });

  it('reads EOSIO float strings and exponents', () => {
    expect(voteShare('1234.5000000000', '4938.0')).toBe('25.0000');
    expect(voteShare('1.5e3', '6000')).toBe('25.0000');
  });

  it('returns null for a zero total or unreadable input', () => {
    expect(voteShare('1', '0')).toBeNull();
    expect(voteShare('abc', '10')).toBeNull();
    expect(voteShare('-1', '10')).toBeNull();
  });

  it('rounds with zero decimals', () => {
    expect(voteShare('1', '8', 0)).toBe('13');
  });
});

describe('parseDecimal', () => {
  it('splits units and scale', () => {
    expect(parseDecimal('12.340')).toEqual({ units: 12340n, scale: 3 });
    expect(parseDecimal('2e2')).toEqual({ units: 200n, scale: 0 });
  });
});

describe('formatVotes', () => {
  it('groups the integer part of large values', () => {
    expect(formatVotes('18446744073709551615')).toBe('18,446,744,073,709,551,615');
    expect(formatVotes('1234.56')).toBe('1,234');
  });
});
