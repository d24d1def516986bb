import { describe, expect, it } from 'vitest';
import { boundFromRow } from './table-bounds';

describe('boundFromRow', () => {
  it('reads asset parts from the string a row holds', () => {
    const row = { balance: '600.0000 CYBER', payments: '0.0000 CYBER' };
    expect(boundFromRow(row, ['balance._sym'])).toEqual({ balance: { _sym: 'CYBER' } });
    expect(boundFromRow(row, ['balance._amount', 'balance._decs'])).toEqual({
      balance: { _amount: 6000000, _decs: 4 },
    });
  });

  it('builds composite bounds from plain fields', () => {
    const row = { id: 3, token_code: 'CYBER', account: 'alice', key: 'GLS…' };
    expect(boundFromRow(row, ['token_code', 'account'])).toEqual({
      token_code: 'CYBER',
      account: 'alice',
    });
  });

  it('reads symbol strings and unwraps show_payer rows', () => {
    const row = {
      data: { supply: '1.0000 CYBER', sym: '4,CYBER' },
      payer: 'cyber',
      scope: 'CYBER',
    };
    expect(boundFromRow(row, ['sym._decs', 'supply._sym'])).toEqual({
      sym: { _decs: 4 },
      supply: { _sym: 'CYBER' },
    });
  });

  it('returns the row unchanged without fields or when a field is missing', () => {
    const row = { id: 1 };
    expect(boundFromRow(row, [])).toBe(row);
    expect(boundFromRow(row, ['owner'])).toBe(row);
    expect(boundFromRow('123', ['id'])).toBe('123');
  });
});
