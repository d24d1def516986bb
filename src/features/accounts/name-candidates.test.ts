import { describe, expect, it } from 'vitest';
import { nameCandidates, parseNamesParam, resolvesTo } from './name-candidates';

describe('nameCandidates', () => {
  it('asks about the well-known domains, the account as a username in them, and added names', () => {
    const c = nameCandidates('alice', ['lucky-alice@dice', 'golos']);
    expect(c.map((x) => x.name)).toEqual([
      'golos',
      'golos.io',
      'cyberway',
      'alice@golos',
      'alice@golos.io',
      'alice@cyberway',
      'lucky-alice@dice',
    ]);
    expect(c.find((x) => x.name === 'lucky-alice@dice')).toEqual({
      name: 'lucky-alice@dice',
      kind: 'username',
      isAdded: true,
    });
  });
});

describe('parseNamesParam', () => {
  it('keeps valid distinct names', () => {
    expect(parseNamesParam('a@golos,,a@golos,bad@@@x,@dice,x@@alice')).toEqual([
      'a@golos',
      '@dice',
      'x@@alice',
    ]);
  });
});

describe('resolvesTo', () => {
  const all = nameCandidates('gls', []);
  const domain = all.find((c) => c.kind === 'domain');
  const user = all.find((c) => c.kind === 'username');
  it('compares the field that applies to the form', () => {
    expect(domain && resolvesTo(domain, { resolved_domain: 'gls' }, 'gls')).toBe(true);
    expect(
      user && resolvesTo(user, { resolved_domain: 'gls', resolved_username: 'x' }, 'gls'),
    ).toBe(false);
  });
});
