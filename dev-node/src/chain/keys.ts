import { Bytes, KeyType, PrivateKey, PublicKey } from '@wharfkit/antelope';
import { createECDH, createHash } from 'node:crypto';
import { KeyPool } from './key-pool.ts';
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
  // Base58 drops the zero bytes, so the all-zero key's text is short and wharfkit cannot read it.
  if (text === NULL_PUBLIC_KEY || text === `EOS${NULL_PUBLIC_KEY.slice(3)}`)
    return PublicKey.from({ type: KeyType.K1, compressed: new Uint8Array(33) });
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
 * A key as account state holds it: a public key string (`GLS…`, `PUB_K1_…`, as action data
 * carries it) or a KeyRing label (`acct/alice/owner`) whose key is derived when first shown.
 */
export function isLiteralKey(ref: string): boolean {
  return ref.length >= 50 && /^(GLS|EOS|PUB_)/.test(ref);
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

let ripemd160Works = true;

/** `GLS` + base58(key ‖ ripemd160(key)[0..4]), the legacy format, without wharfkit's slow hashing. */
function legacyString(compressed: Uint8Array): string {
  if (ripemd160Works) {
    try {
      const check = createHash('ripemd160').update(compressed).digest().subarray(0, 4);
      return `GLS${base58(Buffer.concat([compressed, check]))}`;
    } catch {
      // An OpenSSL build without ripemd160: wharfkit's own implementation from now on.
      ripemd160Works = false;
    }
  }
  return toGls(PublicKey.from({ type: KeyType.K1, compressed }));
}

const ecdh = createECDH('secp256k1');

/** The compressed public point of a secret: node:crypto (OpenSSL) is ~10x faster than wharfkit. */
function publicPoint(secret: Buffer): Uint8Array {
  ecdh.setPrivateKey(secret);
  return Uint8Array.from(ecdh.getPublicKey(undefined, 'compressed'));
}

/** Labels of the key pool: keys cheap to make in bulk, for accounts and permissions made in blocks. */
export const POOL_PREFIX = 'pool/';

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
 * Key pairs derived from the seed and a label. Keys are made on first use and the recently used
 * ones kept: start-up stays fast, and --scale neither pays for nor holds 100,000 accounts' keys
 * (a key forgotten is derived again, the same). Keys the node hands out in action data
 * (`publish`) are remembered by their public key too, so it can sign for them later.
 */
export class KeyRing {
  private readonly pairs = new RecentMap<KeyPair>(PAIR_CACHE);
  private readonly glsKeys = new RecentMap<string>(GLS_CACHE);
  private readonly published = new Map<string, string>();
  private readonly seed: number;
  private pool: KeyPool | undefined;

  constructor(seed: number) {
    this.seed = seed;
  }

  private secret(label: string): Buffer {
    return sha256(`cyberway-dev-node/${this.seed}/key/${label}`);
  }

  /** Key i of the pool: the labels `pool/0`, `pool/1`, … (key-pool.ts). */
  private poolIndex(label: string): number | undefined {
    if (!label.startsWith(POOL_PREFIX)) return undefined;
    const i = Number(label.slice(POOL_PREFIX.length));
    return Number.isSafeInteger(i) && i >= 0 ? i : undefined;
  }

  private keyPool(): KeyPool {
    this.pool ??= new KeyPool(this.secret('pool'));
    return this.pool;
  }

  private derive(label: string): { secret: Buffer; compressed: Uint8Array } {
    const i = this.poolIndex(label);
    if (i !== undefined)
      return { secret: this.keyPool().privateKey(i), compressed: this.keyPool().publicKey(i) };
    const secret = this.secret(label);
    return { secret, compressed: publicPoint(secret) };
  }

  get(label: string): KeyPair {
    let pair = this.pairs.get(label);
    if (!pair) {
      const { secret, compressed } = this.derive(label);
      pair = {
        privateKey: new PrivateKey(KeyType.K1, Bytes.from(secret)),
        publicKey: PublicKey.from({ type: KeyType.K1, compressed }),
        gls: legacyString(compressed),
      };
      this.pairs.set(label, pair);
    }
    return pair;
  }

  /** The public key (GLS) of a label, or a literal key in canonical GLS form. */
  gls(ref: string): string {
    let key = this.glsKeys.get(ref);
    if (key === undefined) {
      if (isLiteralKey(ref)) {
        const parsed = parsePublicKey(ref);
        key = parsed ? toGls(parsed) : ref;
      } else {
        const i = this.poolIndex(ref);
        key = legacyString(
          i === undefined ? publicPoint(this.secret(ref)) : this.keyPool().publicKey(i),
        );
      }
      this.glsKeys.set(ref, key);
    }
    return key;
  }

  /** The public key of a label, remembered so that state holding the key can be signed for. */
  publish(label: string): string {
    const key = this.gls(label);
    this.published.set(key, label);
    return key;
  }

  /** The label whose key this is, when this node holds it: itself for a label. */
  labelOf(ref: string): string | undefined {
    if (!isLiteralKey(ref)) return ref;
    return this.published.get(this.gls(ref));
  }
}
