import { describe, expect, it } from 'vitest';
import {
  amountAsset,
  formatBasisPoints,
  formatUnits,
  percentBasisPoints,
  shareFunds,
  unitsAsset,
} from './stake-units';

describe('stake units', () => {
  it('reads base units as the token’s asset, exactly past 2^53', () => {
    expect(unitsAsset('123456', '4,CYBER')).toBe('12.3456 CYBER');
    expect(unitsAsset('5', '4,CYBER')).toBe('0.0005 CYBER');
    expect(unitsAsset('9223372036854775807', '4,CYBER')).toBe('922337203685477.5807 CYBER');
    expect(formatUnits('12345678', '4,CYBER')).toBe('1,234.5678 CYBER');
  });

  it('reads fees and percentages in basis points', () => {
    expect(formatBasisPoints(500)).toBe('5%');
    expect(formatBasisPoints(1234)).toBe('12.34%');
    expect(percentBasisPoints('100')).toBe(10_000);
    expect(percentBasisPoints('0,01')).toBe(1);
    expect(percentBasisPoints('12.5')).toBe(1250);
    expect(percentBasisPoints('0')).toBeNull();
    expect(percentBasisPoints('100.01')).toBeNull();
    expect(percentBasisPoints('0', true)).toBe(0);
  });

  it('turns a typed amount into the asset the contract takes, refusing extra decimals', () => {
    expect(amountAsset('1,5', '4,CYBER')).toBe('1.5000 CYBER');
    expect(amountAsset('2', '4,CYBER')).toBe('2.0000 CYBER');
    expect(amountAsset('1.23456', '4,CYBER')).toBeNull();
    expect(amountAsset('0', '4,CYBER')).toBeNull();
    expect(amountAsset('-1', '4,CYBER')).toBeNull();
  });

  it('values a share as its part of the pool, or as funds where shares are not kept', () => {
    expect(shareFunds('250', 2_000n, '1000')).toBe(500n);
    expect(shareFunds('1', 10n, '3')).toBe(3n);
    expect(shareFunds('250', 2_000n, undefined)).toBe(250n);
    expect(shareFunds('250', 2_000n, '0')).toBe(0n);
  });
});
