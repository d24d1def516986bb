import { describe, expect, it } from 'vitest';
import { isAccountName } from '@/api/chain-refs';
import { classifySearch, validateNameForm } from './search';

describe('classifySearch', () => {
  it('routes numbers to blocks and trims spaces', () => {
    expect(classifySearch('  42 ')).toEqual({ kind: 'block', blockNum: 42 });
  });
  it('routes 64-hex to a block id', () => {
    const id = `00000010${'ab'.repeat(28)}`;
    expect(classifySearch(id.toUpperCase())).toEqual({ kind: 'blockId', blockId: id });
  });
  it('routes names, and a word to what it may be: an account, a domain or a token', () => {
    const word = (
      w: string,
      account: string | null,
      domain: string | null,
      symbol: string | null,
    ) => ({ kind: 'word', word: w, account, domain, symbol }) as const;
    expect(classifySearch('alice')).toEqual(word('alice', 'alice', 'alice', null));
    expect(classifySearch('cyber.token')).toEqual(
      word('cyber.token', 'cyber.token', 'cyber.token', null),
    );
    // Not a domain (its last label is all digits), not a name (digits past 5): one thing only.
    expect(classifySearch('alice.12')).toEqual({ kind: 'account', accountName: 'alice.12' });
    expect(classifySearch('golos-io')).toEqual({ kind: 'name', name: 'golos-io' });
    expect(classifySearch('alice@golos')).toEqual({ kind: 'name', name: 'alice@golos' });
    expect(classifySearch('@golos')).toEqual({ kind: 'name', name: '@golos' });
    expect(classifySearch('bob@@alice')).toEqual({ kind: 'name', name: 'bob@@alice' });
    // Capitals: a token symbol first, and the account of that name.
    expect(classifySearch('CYBER')).toEqual(word('CYBER', 'cyber', null, 'CYBER'));
    expect(classifySearch('ALICE')).toEqual(word('ALICE', 'alice', null, 'ALICE'));
  });
  it('reads numbers as the explorer prints them, and names in any case', () => {
    expect(classifySearch('12,540')).toEqual({ kind: 'block', blockNum: 12540 });
    expect(classifySearch('1 234 567')).toEqual({ kind: 'block', blockNum: 1234567 });
    expect(classifySearch('12,54').kind).toBe('none');
    expect(classifySearch('Alice')).toMatchObject({ account: 'alice', domain: 'alice' });
    expect(classifySearch('Cyber.Token')).toMatchObject({ account: 'cyber.token' });
  });
  it('routes a public key in every form to its page, and refuses a private key', () => {
    for (const key of [
      'GLS86JnownZYYyYhJPjnsuq7DB4sgLvvMWAPUz2g9gcRJyMbbVpdr',
      'EOS86JnownZYYyYhJPjnsuq7DB4sgLvvMWAPUz2g9gcRJyMbbVpdr',
      'PUB_K1_86JnownZYYyYhJPjnsuq7DB4sgLvvMWAPUz2g9gcRJyMbbVpdr',
    ])
      expect(classifySearch(` ${key} `)).toEqual({ kind: 'key', key });
    for (const secret of [
      '5KitjNm3nZDKS4y47QPFdw33EvwFDq7ebAunp2piUCwmaJTTWSQ',
      'PVT_K1_2bfGi9rYsXQSXXTvJbDAPhHLQUojjaNLomdm3cEJ1XTzMqUt3V',
    ]) {
      const target = classifySearch(secret);
      expect(target.kind).toBe('none');
      expect(target.kind === 'none' && target.reason).toContain('private key');
      expect(JSON.stringify(target)).not.toContain(secret);
    }
  });
  it('says when nothing matches', () => {
    expect(classifySearch('Hello World!').kind).toBe('none');
    expect(classifySearch('').kind).toBe('none');
    expect(classifySearch('0').kind).toBe('none');
    expect(classifySearch('a@b@c').kind).toBe('none');
  });
});

describe('name validation', () => {
  it('accepts the four forms', () => {
    for (const n of ['golos', '@golos', 'alice@golos', 'alice@@golos', 'my-name.sub@golos.io']) {
      expect(validateNameForm(n)).toBeNull();
    }
  });
  it('rejects bad forms with a reason naming the input', () => {
    expect(validateNameForm('a@@@b')).toContain('a@@@b');
    expect(validateNameForm('Alice@golos')).toContain('username');
    expect(validateNameForm('alice@-golos')).toContain('start or end');
    expect(validateNameForm('alice@123')).toContain('digits');
    expect(validateNameForm('alice@')).toContain('domain is needed');
  });
  it('checks account names', () => {
    expect(isAccountName('alice')).toBe(true);
    expect(isAccountName('alice.')).toBe(false);
    expect(isAccountName('toolongaccountname')).toBe(false);
    expect(isAccountName('ALICE')).toBe(false);
  });
});
