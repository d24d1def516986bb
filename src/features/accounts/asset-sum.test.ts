import { describe, expect, it } from 'vitest';
import { sumAssets } from './asset-sum';

describe('sumAssets', () => {
  it('adds amounts of one symbol exactly, in the largest precision', () => {
    expect(sumAssets(['4359.7848 CYBER', '400.0000 CYBER'])).toBe('4759.7848 CYBER');
    expect(sumAssets(['0.0001 CYBER', '0.0002 CYBER'])).toBe('0.0003 CYBER');
    expect(sumAssets(['1.5 CYBER', '2.25 CYBER'])).toBe('3.75 CYBER');
    expect(sumAssets(['92233720368547.7580 CYBER', '1.0000 CYBER'])).toBe(
      '92233720368548.7580 CYBER',
    );
    expect(sumAssets(['-1.0000 CYBER', '0.5000 CYBER'])).toBe('-0.5000 CYBER');
  });

  it('has no total of unlike symbols or of what is not an asset', () => {
    expect(sumAssets(['1.0000 CYBER', '1.000 GOLOS'])).toBeNull();
    expect(sumAssets(['1.0000 CYBER', 'lots'])).toBeNull();
    expect(sumAssets([])).toBeNull();
  });
});
