import { KeyRing } from './chain/keys.ts';

/** A private key of a test account, for signing transactions pushed to the dev node. */
export interface TestKey {
  account: string;
  permission: string;
  /** Private key, WIF (`5…`). */
  wif: string;
  /** Its public key as the node shows it (`GLS…`). */
  publicKey: string;
}

/**
 * The keys of the fixture accounts' permissions as the seed derives them (the same for every
 * node started with that seed; dev-only, never use them anywhere else). alice's active needs two
 * of her three keys; bob's active is his key (or alice@active); carol's needs her key and one
 * more weight (alice@active, bob@active or a 3600 s delay).
 */
export function testKeys(seed: number): TestKey[] {
  const ring = new KeyRing(seed);
  const entries: [string, string, string][] = [
    ['alice', 'active', 'acct/alice/active/1'],
    ['alice', 'active', 'acct/alice/active/2'],
    ['alice', 'active', 'acct/alice/active/3'],
    ['alice', 'owner', 'acct/alice/owner'],
    ['bob', 'active', 'acct/bob/active'],
    ['carol', 'active', 'acct/carol/active'],
    ['dave', 'active', 'acct/dave/active'],
    ['eve', 'active', 'acct/eve/active'],
  ];
  return entries.map(([account, permission, label]) => {
    const pair = ring.get(label);
    return { account, permission, wif: pair.privateKey.toWif(), publicKey: pair.gls };
  });
}

/** The "Test keys" block `npm start` and the dev node print. */
export function testKeysText(seed: number): string {
  const lines = testKeys(seed).map(
    (k) => `    ${`${k.account}@${k.permission}`.padEnd(14)} ${k.wif}  (${k.publicKey})`,
  );
  return [
    `  Test keys (seed ${seed}, dev only; alice@active takes any 2 of her 3 keys):`,
    ...lines,
  ].join('\n');
}
