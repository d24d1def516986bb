import { describe, expect, it } from 'vitest';
import { suggestSearch } from './search-suggestions';

const labels = (text: string) => suggestSearch(text).map((s) => s.label);
const key = 'GLS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV';

describe('suggestSearch', () => {
  it('offers a word as each thing it may be, the likeliest first', () => {
    expect(labels('ALICE')).toEqual(['Token ALICE', 'Account alice']);
    expect(labels('ali')).toEqual(['Account ali', 'Domain ali', 'Token ALI']);
    expect(labels('golos-io')).toEqual(['Domain golos-io']);
    expect(labels('alice@golos')).toEqual(['Name alice@golos']);
    expect(labels('alice.12')).toEqual(['Account alice.12']);
  });
  it('points each suggestion at its page', () => {
    expect(suggestSearch('ALICE').map((s) => s.to)).toEqual(['/search?q=ALICE', '/account/alice']);
    expect(suggestSearch('golos').map((s) => s.to)).toEqual([
      '/account/golos',
      '/names?q=golos',
      '/search?q=GOLOS',
    ]);
    expect(suggestSearch('12,540')).toEqual([
      { key: 'block', label: 'Block 12,540', to: '/block/12540' },
    ]);
    expect(suggestSearch('ab'.repeat(32))[0]?.to).toBe(`/search?q=${'ab'.repeat(32)}`);
  });
  it('opens a public key as typed, offers nothing for a private key or what matches nothing', () => {
    expect(suggestSearch(key)).toEqual([
      expect.objectContaining({ key: 'key', to: `/key/${key}` }),
    ]);
    expect(suggestSearch(`PUB_K1_${key.slice(3)}`)[0]?.to).toBe(`/key/PUB_K1_${key.slice(3)}`);
    expect(suggestSearch('5KitjNm3nZDKS4y47QPFdw33EvwFDq7ebAunp2piUCwmaJTTWSQ')).toEqual([]);
    expect(suggestSearch('Hello World!')).toEqual([]);
    expect(suggestSearch('alice@')).toEqual([]);
    expect(suggestSearch('  ')).toEqual([]);
  });
});
