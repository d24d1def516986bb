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
  it('reads CyberWay integer votes as the core token staked, in base units', () => {
    expect(formatVotes('121042449479', '4,CYBER')).toBe('12,104,244.9479 CYBER');
    expect(formatVotes('5', '4,CYBER')).toBe('0.0005 CYBER');
    expect(formatVotes('18446744073709551615', '4,CYBER')).toBe('1,844,674,407,370,955.1615 CYBER');
    expect(formatVotes('1200', '0,GOLOS')).toBe('1,200 GOLOS');
  });

  it('keeps the integer part of EOSIO float vote weights, with no unit', () => {
    expect(formatVotes('1234.56', '4,EOS')).toBe('1,234');
    expect(formatVotes('1.5e3', '4,EOS')).toBe('1,500');
  });
});
