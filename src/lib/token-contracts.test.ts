import { describe, expect, it } from 'vitest';
import { parseContractsParam, tokenContractsToCheck } from './token-contracts';

describe('parseContractsParam', () => {
  it('keeps valid distinct names and drops the rest', () => {
    expect(parseContractsParam(' a.token,,BAD,a.token,golos.token ')).toEqual([
      'a.token',
      'golos.token',
    ]);
    expect(parseContractsParam(null)).toEqual([]);
  });
});

describe('tokenContractsToCheck', () => {
  it('lists the core contract first and each contract once', () => {
    expect(
      tokenContractsToCheck('cyber.token', ['x.token', 'cyber.token'], ['x.token', 'y']),
    ).toEqual([
      { contract: 'cyber.token', source: 'core' },
      { contract: 'x.token', source: 'config' },
      { contract: 'y', source: 'added' },
    ]);
  });
});
