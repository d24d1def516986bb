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

/** Most recently used key pairs kept (~2 KB each); --scale has hundreds of thousands of keys. */
const PAIR_CACHE = 4_096;
/** Most recently used public key strings kept (~100 bytes each). */
const GLS_CACHE = 65_536;

/** A Map that forgets its least recently used entries beyond `limit`. */
class RecentMap<V> {
  private readonly map = new Map<string, V>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.map.set(key, value);
    if (this.map.size > this.limit) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
  }
}

/**
 * Key pairs derived from the seed and a label. Deriving a public key costs ~1-2 ms, so pairs are
 * made on first use and the recently used ones kept: start-up stays fast, and --scale neither
 * pays for nor holds 100,000 accounts' keys (a key forgotten is derived again, the same).
 */
export class KeyRing {
  private readonly pairs = new RecentMap<KeyPair>(PAIR_CACHE);
  private readonly glsKeys = new RecentMap<string>(GLS_CACHE);
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
    let key = this.glsKeys.get(label);
    if (key === undefined) {
      key = this.get(label).gls;
      this.glsKeys.set(label, key);
    }
    return key;
  }
}
