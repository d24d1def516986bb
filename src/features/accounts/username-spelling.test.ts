import { describe, expect, it } from 'vitest';
import { usernameSpellings } from './username-spelling';

const domains = [
  { name: 'golos', linkedTo: 'gls' },
  { name: 'golos.io', linkedTo: 'gls' },
  { name: 'unlinked', linkedTo: '' },
];

describe('usernameSpellings', () => {
  it('writes a username with each domain linked to its scope, in table order', () => {
    expect(usernameSpellings({ name: 'alice', scope: 'gls' }, domains)).toEqual([
      'alice@golos',
      'alice@golos.io',
    ]);
  });

  it('names the scope itself when no domain is linked to it', () => {
    expect(usernameSpellings({ name: 'lucky-alice', scope: 'dice' }, domains)).toEqual([
      'lucky-alice@@dice',
    ]);
  });
});
