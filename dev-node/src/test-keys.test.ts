import { PrivateKey } from '@wharfkit/antelope';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testKeys, testKeysText } from './test-keys.ts';

/* The keys a new user signs with must be the ones the README lists and the node prints. */

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the test accounts’ keys', () => {
  it('are listed in dev-node/README.md as seed 1 derives them, each WIF giving its public key', () => {
    const rows = readme
      .split('\n')
      .map((line) =>
        /^\|\s*(\w+)\s*\|\s*(\w+)[^|]*\|\s*`(5\w+)`\s*\|\s*`(GLS\w+)`\s*\|$/.exec(line),
      )
      .filter((m) => m !== null)
      .map(([, account, permission, wif, publicKey]) => ({ account, permission, wif, publicKey }));
    expect(rows).toEqual(testKeys(1));
    for (const row of rows)
      expect(
        PrivateKey.from(row.wif ?? '')
          .toPublic()
          .toLegacyString('GLS'),
      ).toBe(row.publicKey);
  });

  it('are printed with their accounts and permissions', () => {
    const text = testKeysText(1);
    for (const key of testKeys(1)) expect(text).toContain(`${key.account}@${key.permission}`);
    for (const key of testKeys(1)) expect(text).toContain(`${key.wif}  (${key.publicKey})`);
  });
});
