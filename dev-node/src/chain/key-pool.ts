import { createECDH } from 'node:crypto';

/**
 * A run of secp256k1 keys whose private keys are consecutive: key i is (base + i) mod n, so its
 * public key is the previous one plus the generator, a point addition instead of a scalar
 * multiplication. Keys are computed in Jacobian coordinates and converted to affine in batches
 * with one field inversion each (Montgomery's trick): ~10 µs a key where OpenSSL's generic curve
 * code takes ~300 µs. The history hands these keys to the accounts and permissions it creates,
 * which must be in action data (and so in transaction ids) at start-up.
 */

const P = 2n ** 256n - 2n ** 32n - 977n;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const GX = 0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n;
const GY = 0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n;
const BATCH = 64;

const mod = (a: bigint) => {
  const r = a % P;
  return r < 0n ? r + P : r;
};

function pow(base: bigint, exp: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  let e = exp;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
    e >>= 1n;
  }
  return result;
}

const invert = (a: bigint) => pow(a, P - 2n);

function toBytes32(value: bigint): Buffer {
  return Buffer.from(value.toString(16).padStart(64, '0'), 'hex');
}

function fromBytes(bytes: Uint8Array): bigint {
  return BigInt(`0x${Buffer.from(bytes).toString('hex')}`);
}

interface Jacobian {
  x: bigint;
  y: bigint;
  z: bigint;
}

/** (X1:Y1:Z1) + G, the "madd" formulas for a = 0 (curve y² = x³ + 7). */
function addGenerator(p: Jacobian): Jacobian {
  const z1z1 = (p.z * p.z) % P;
  const u2 = (GX * z1z1) % P;
  const s2 = (((GY * p.z) % P) * z1z1) % P;
  const h = mod(u2 - p.x);
  if (h === 0n) throw new Error('key pool reached the generator');
  const hh = (h * h) % P;
  const i = (4n * hh) % P;
  const j = (h * i) % P;
  const r = mod(2n * (s2 - p.y));
  const v = (p.x * i) % P;
  const x = mod(r * r - j - 2n * v);
  const y = mod(r * (v - x) - 2n * ((p.y * j) % P));
  const z = mod((p.z + h) * (p.z + h) - z1z1 - hh);
  return { x, y, z };
}

export class KeyPool {
  private readonly base: bigint;
  /** Compressed public keys of keys 0, 1, 2, … computed so far. */
  private readonly points: Uint8Array[] = [];
  private last: Jacobian;

  /** `secret`: 32 bytes; key 0's private key is the secret mod n (never 0). */
  constructor(secret: Uint8Array) {
    this.base = (fromBytes(secret) % (N - 1n)) + 1n;
    const ecdh = createECDH('secp256k1');
    ecdh.setPrivateKey(toBytes32(this.base));
    const uncompressed = ecdh.getPublicKey();
    this.last = {
      x: fromBytes(uncompressed.subarray(1, 33)),
      y: fromBytes(uncompressed.subarray(33, 65)),
      z: 1n,
    };
    this.points.push(Uint8Array.from(ecdh.getPublicKey(undefined, 'compressed')));
  }

  /** Private key i, 32 bytes. */
  privateKey(i: number): Buffer {
    return toBytes32((this.base + BigInt(i)) % N);
  }

  /** Compressed public key i (33 bytes). */
  publicKey(i: number): Uint8Array {
    while (this.points.length <= i) this.extend();
    const point = this.points[i];
    if (!point) throw new Error(`no key ${i}`);
    return point;
  }

  private extend(): void {
    const batch: Jacobian[] = [];
    for (let k = 0; k < BATCH; k++) {
      this.last = addGenerator(this.last);
      batch.push(this.last);
    }
    // One inversion for the batch: prefix products of the z's, inverted once, walked back.
    const prefix: bigint[] = [];
    let acc = 1n;
    for (const p of batch) {
      prefix.push(acc);
      acc = (acc * p.z) % P;
    }
    let inv = invert(acc);
    const out: Uint8Array[] = new Array<Uint8Array>(batch.length);
    for (let k = batch.length - 1; k >= 0; k--) {
      const p = batch[k] as Jacobian;
      const zInv = (inv * (prefix[k] ?? 1n)) % P;
      inv = (inv * p.z) % P;
      const zInv2 = (zInv * zInv) % P;
      const x = (p.x * zInv2) % P;
      const y = (((p.y * zInv2) % P) * zInv) % P;
      const bytes = new Uint8Array(33);
      bytes[0] = y & 1n ? 3 : 2;
      bytes.set(toBytes32(x), 1);
      out[k] = bytes;
    }
    this.points.push(...out);
  }
}
