import { createHash } from 'node:crypto';
import { Checksum256, PrivateKey } from '@wharfkit/antelope';
import { describe, expect, it } from 'vitest';
import { passwordSeed, privateKeyOf, publicKeyOf, signDigestWith } from './key-material';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** golos-js Auth.toWif, written again from its steps: base58(0x80 ‖ sha256(seed) ‖ checksum). */
function golosWif(account: string, role: string, password: string): string {
  const seed = `${account}${role}${password}`
    .trim()
    .split(/[\t\n\v\f\r ]+/)
    .join(' ');
  const key = Buffer.concat([Buffer.from([0x80]), createHash('sha256').update(seed).digest()]);
  const twice = createHash('sha256').update(createHash('sha256').update(key).digest()).digest();
  const bytes = Buffer.concat([key, twice.subarray(0, 4)]);
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  return out;
}

describe('keys from what a person types', () => {
  it('derives a role’s key from a master password as golos-js does', async () => {
    for (const [account, role, password] of [
      ['alice', 'active', 'P5KcorrectHorseBatteryStaple'],
      ['bob', 'owner', ' spaced  out\tpassword '],
      ['carol', 'posting', 'пароль'],
    ] as const) {
      const key = await privateKeyOf({ kind: 'password', account, role, password });
      expect(key.toWif()).toBe(golosWif(account, role, password));
    }
  });

  it('folds whitespace runs in the seed, as Golos wallets do', () => {
    expect(passwordSeed('alice', 'active', ' a \t b ')).toBe('aliceactive a b');
  });

  it('reads WIF and PVT_K1_ keys and shows the public key in GLS, EOS and PUB_K1 forms', async () => {
    const key = PrivateKey.generate('K1');
    const shown = await publicKeyOf({ kind: 'private', text: ` ${key.toWif()} ` });
    expect(shown.gls).toBe(key.toPublic().toLegacyString('GLS'));
    expect(shown.eos).toMatch(/^EOS/);
    expect(shown.pub).toMatch(/^PUB_K1_/);
    await expect(publicKeyOf({ kind: 'private', text: key.toString() })).resolves.toEqual(shown);
    await expect(publicKeyOf({ kind: 'private', text: 'not a key' })).rejects.toThrow();
  });

  it('signs a digest with each key', async () => {
    const digest = Checksum256.hash(new Uint8Array([1, 2, 3]));
    const key = PrivateKey.generate('K1');
    const [sig] = await signDigestWith([{ kind: 'private', text: key.toWif() }], digest.hexString);
    expect(sig).toMatch(/^SIG_K1_/);
  });
});
