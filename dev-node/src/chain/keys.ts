import { Bytes, KeyType, PrivateKey, PublicKey } from '@wharfkit/antelope';
import { sha256 } from './rng.ts';

export interface KeyPair {
  privateKey: PrivateKey;
  publicKey: PublicKey;
  /** CyberWay prints K1 public keys in the legacy format with the `GLS` prefix. */
  gls: string;
}

/** The all-zero key real nodes print before a peer's first handshake. */
export const NULL_PUBLIC_KEY = 'GLS1111111111111111111111111111111114T1Anm';

export function toGls(key: PublicKey): string {
  return key.toLegacyString('GLS');
}

/** Parses `GLS…`, `EOS…` or `PUB_K1_…`; undefined when it is not a valid public key. */
export function parsePublicKey(text: string): PublicKey | undefined {
  if (typeof text !== 'string' || text.length < 50) return undefined;
  try {
    if (text.startsWith('PUB_')) return PublicKey.from(text);
    // wharfkit only reads the legacy format under the EOS prefix; the checksum covers the key only.
    return PublicKey.from(`EOS${text.slice(3)}`);
  } catch {
    return undefined;
  }
}

/**
 * Key pairs derived from the seed and a label. Deriving a public key costs ~2 ms, so pairs are
 * made on first use and kept: start-up stays fast and --scale does not pay for 100,000 keys.
 */
export class KeyRing {
  private readonly pairs = new Map<string, KeyPair>();
  private readonly seed: number;

  constructor(seed: number) {
    this.seed = seed;
  }

  get(label: string): KeyPair {
    let pair = this.pairs.get(label);
    if (!pair) {
      const secret = sha256(`cyberway-dev-node/${this.seed}/key/${label}`);
      const privateKey = new PrivateKey(KeyType.K1, Bytes.from(secret));
      const publicKey = privateKey.toPublic();
      pair = { privateKey, publicKey, gls: toGls(publicKey) };
      this.pairs.set(label, pair);
    }
    return pair;
  }

  gls(label: string): string {
    return this.get(label).gls;
  }
}
