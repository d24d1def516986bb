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
  it('routes account names, names and symbols', () => {
    expect(classifySearch('alice')).toEqual({ kind: 'account', accountName: 'alice' });
    expect(classifySearch('cyber.token')).toEqual({ kind: 'account', accountName: 'cyber.token' });
    expect(classifySearch('alice@golos')).toEqual({ kind: 'name', name: 'alice@golos' });
    expect(classifySearch('@golos')).toEqual({ kind: 'name', name: '@golos' });
    expect(classifySearch('bob@@alice')).toEqual({ kind: 'name', name: 'bob@@alice' });
    expect(classifySearch('CYBER')).toEqual({ kind: 'token', symbol: 'CYBER' });
  });
  it('reads numbers as the explorer prints them, and names in any case', () => {
    expect(classifySearch('12,540')).toEqual({ kind: 'block', blockNum: 12540 });
    expect(classifySearch('1 234 567')).toEqual({ kind: 'block', blockNum: 1234567 });
    expect(classifySearch('12,54').kind).toBe('none');
    expect(classifySearch('Alice')).toEqual({ kind: 'account', accountName: 'alice' });
    expect(classifySearch('Cyber.Token')).toEqual({
      kind: 'account',
      accountName: 'cyber.token',
    });
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
