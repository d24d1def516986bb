import { describe, expect, it } from 'vitest';
import { isSameKey, readPublicKey } from './public-key';

const GLS = 'GLS86JnownZYYyYhJPjnsuq7DB4sgLvvMWAPUz2g9gcRJyMbbVpdr';

describe('readPublicKey', () => {
  it('reads the legacy forms and PUB_K1_ as one key, keeping the text as typed', () => {
    const legacy = readPublicKey(` ${GLS} `);
    expect(legacy?.typed).toBe(GLS);
    expect(legacy?.modern).toMatch(/^PUB_K1_/);
    const eos = readPublicKey(`EOS${GLS.slice(3)}`);
    expect(eos?.modern).toBe(legacy?.modern);
    expect(readPublicKey(legacy?.modern ?? '')?.modern).toBe(legacy?.modern);
  });
  it('refuses a broken checksum, a wrong length and a bad prefix', () => {
    expect(readPublicKey(`${GLS.slice(0, -1)}X`)).toBeNull();
    expect(readPublicKey(GLS.slice(0, -1))).toBeNull();
    expect(readPublicKey(`gl${GLS.slice(2)}`)).toBeNull();
    expect(readPublicKey('PUB_K1_abc')).toBeNull();
  });
  it('matches a permission’s key in any form', () => {
    const key = readPublicKey(GLS);
    if (!key) throw new Error('no key');
    expect(isSameKey(GLS, key)).toBe(true);
    expect(isSameKey(key.modern, key)).toBe(true);
    expect(isSameKey(`EOS${GLS.slice(3)}`, key)).toBe(true);
    expect(isSameKey('GLS5daQAesvAuJLkuJs3nfFDySFGJ1cH68LSW83R5SxX8CuaQk8ho', key)).toBe(false);
    expect(isSameKey('nonsense', key)).toBe(false);
  });
});
