import type * as Antelope from '@wharfkit/antelope';
import { loadAntelope } from '@/lib/antelope';

/*
 * The secrets a person signs with, held only for the signing: turned into a private key, shown
 * as its public key, used once. Nothing here stores, logs or sends them.
 */

/** What the person typed: a private key, or a Golos-style master password. */
export type KeySource =
  | { kind: 'private'; text: string }
  | { kind: 'password'; account: string; role: string; password: string };

/** The roles a Golos master password derives a key for. */
export const PASSWORD_ROLES = ['owner', 'active', 'posting'] as const;

/**
 * The seed of a role's key, as Golos wallets make it (golos-js `Auth.toWif`: the account name,
 * the role and the password run together, whitespace runs folded into single spaces).
 */
export function passwordSeed(account: string, role: string, password: string): string {
  return `${account}${role}${password}`
    .trim()
    .split(/[\t\n\v\f\r ]+/)
    .join(' ');
}

/**
 * The private key of a source: a WIF (`5…`) or `PVT_K1_…` key as is, or for a master password
 * sha256 of the seed as the key's 32 bytes (golos-js `PrivateKey.fromSeed`, which CyberWay's
 * Golos wallets keep). Throws a readable error for text that is neither.
 */
export async function privateKeyOf(source: KeySource): Promise<Antelope.PrivateKey> {
  const { Bytes, Checksum256, KeyType, PrivateKey } = await loadAntelope();
  if (source.kind === 'private') return PrivateKey.fromString(source.text.trim());
  const seed = passwordSeed(source.account.trim(), source.role, source.password);
  return new PrivateKey(KeyType.K1, Bytes.from(Checksum256.hash(Bytes.from(seed, 'utf8')).array));
}

/** A public key in each of the ways chains print it. */
export interface PublicKeyTexts {
  /** CyberWay's (and Golos's) legacy format. */
  gls: string;
  /** EOSIO's legacy format. */
  eos: string;
  /** The current format, `PUB_K1_…`. */
  pub: string;
}

export function publicKeyTexts(key: Antelope.PublicKey): PublicKeyTexts {
  return { gls: key.toLegacyString('GLS'), eos: key.toLegacyString('EOS'), pub: key.toString() };
}

/** The public key a source gives, shown before anything is signed. */
export async function publicKeyOf(source: KeySource): Promise<PublicKeyTexts> {
  return publicKeyTexts((await privateKeyOf(source)).toPublic());
}

/** One signature per source over the digest (hex); the keys live only inside this call. */
export async function signDigestWith(
  sources: readonly KeySource[],
  digestHex: string,
): Promise<string[]> {
  const keys = await Promise.all(sources.map(privateKeyOf));
  return keys.map((k) => String(k.signDigest(digestHex)));
}
