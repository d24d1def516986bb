import { Name, Serializer } from '@wharfkit/antelope';
import { hash } from 'node:crypto';
import { parsePublicKey } from '../keys.ts';

/**
 * The byte layer of the fast packers (fast-pack.ts, fast-encode.ts): one reused growing buffer
 * and the primitives every layout is made of, with names and keys encoded by wharfkit once and
 * cached.
 */

/**
 * Names already encoded, 8 bytes each at their slot of one slab: --scale's 200,000 names held
 * as arrays of their own cost ~30 MB of heap.
 */
const nameSlots = new Map<string, number>();
let nameSlab = new Uint8Array(8 * 4096);
const MAX_CACHED_NAMES = 200_000;
const keyBytes = new Map<string, Uint8Array>();
const utf8 = new TextEncoder();

/** A growing byte buffer; `finish` copies out what was written and starts over. */
export class Writer {
  private buf = new Uint8Array(4096);
  private pos = 0;

  private ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.pos + n));
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
  }

  byte(b: number): void {
    this.ensure(1);
    this.buf[this.pos++] = b;
  }

  bytes(bytes: ArrayLike<number>): void {
    this.ensure(bytes.length);
    this.buf.set(bytes, this.pos);
    this.pos += bytes.length;
  }

  /** `length` bytes of `source` from `start`, without a view of them. */
  copy(source: Uint8Array, start: number, length: number): void {
    this.ensure(length);
    for (let i = 0; i < length; i++) this.buf[this.pos++] = source[start + i] ?? 0;
  }

  uint(value: number, width: 1 | 2 | 4): void {
    this.ensure(width);
    for (let i = 0; i < width; i++) this.buf[this.pos++] = (value >>> (8 * i)) & 0xff;
  }

  varuint32(value: number): void {
    this.ensure(5);
    let v = value >>> 0;
    for (;;) {
      if (v >>> 7) {
        this.buf[this.pos++] = 0x80 | (v & 0x7f);
        v = v >>> 7;
      } else {
        this.buf[this.pos++] = v;
        return;
      }
    }
  }

  varint32(value: number): void {
    this.varuint32((value << 1) ^ (value >> 31));
  }

  string(text: string): void {
    // At most 3 bytes per UTF-16 unit. The length prefix needs the byte count, so the text is
    // encoded 5 bytes ahead (room for the longest prefix) and moved back behind the prefix.
    this.ensure(text.length * 3 + 5);
    const start = this.pos;
    const { written } = utf8.encodeInto(text, this.buf.subarray(start + 5));
    this.varuint32(written);
    this.buf.copyWithin(this.pos, start + 5, start + 5 + written);
    this.pos += written;
  }

  finish(): Uint8Array {
    const out = this.buf.slice(0, this.pos);
    this.pos = 0;
    return out;
  }

  /** sha256 of what was written, without copying it out. */
  digest(): Buffer {
    const out = hash('sha256', this.buf.subarray(0, this.pos), 'buffer');
    this.pos = 0;
    return out;
  }

  reset(): void {
    this.pos = 0;
  }
}

const shared = new Writer();
let sharedBusy = false;

/** Runs a packer on the shared writer (or a fresh one when called from inside another). */
export function pack(write: (w: Writer) => void): Uint8Array {
  return withWriter(write, (w) => w.finish());
}

/** sha256 of what a packer writes (the bytes themselves are not kept). */
export function packDigest(write: (w: Writer) => void): Buffer {
  return withWriter(write, (w) => w.digest());
}

function withWriter<T>(write: (w: Writer) => void, done: (w: Writer) => T): T {
  if (sharedBusy) {
    const w = new Writer();
    write(w);
    return done(w);
  }
  sharedBusy = true;
  try {
    write(shared);
    return done(shared);
  } finally {
    shared.reset();
    sharedBusy = false;
  }
}

/** The name alphabet in value order: a character's index is its 5-bit value. */
export const NAME_SYMBOLS = '.12345abcdefghijklmnopqrstuvwxyz';

/** A name's uint64 as 8 little-endian bytes (5 bits a character from the top, 4 for the 13th). */
function encodeName(name: string): Uint8Array {
  let value = 0n;
  for (let i = 0; i < 13; i++) {
    const symbol = i < name.length ? NAME_SYMBOLS.indexOf(name[i] ?? '.') : 0;
    if (symbol < 0) return Serializer.encode({ object: Name.from(name) }).array;
    value =
      i < 12
        ? value | (BigInt(symbol & 0x1f) << BigInt(64 - 5 * (i + 1)))
        : value | BigInt(symbol & 0x0f);
  }
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
}

export function writeName(w: Writer, name: string): void {
  let slot = nameSlots.get(name);
  if (slot === undefined) {
    const bytes = encodeName(name);
    // Names repeat (accounts, actions, permissions); random one-off names are few.
    if (nameSlots.size >= MAX_CACHED_NAMES) {
      w.bytes(bytes);
      return;
    }
    slot = nameSlots.size * 8;
    if (slot + 8 > nameSlab.length) {
      const grown = new Uint8Array(nameSlab.length * 2);
      grown.set(nameSlab);
      nameSlab = grown;
    }
    nameSlab.set(bytes, slot);
    nameSlots.set(name, slot);
  }
  w.copy(nameSlab, slot, 8);
}

export function keyBytesOf(key: string): Uint8Array | undefined {
  let bytes = keyBytes.get(key);
  if (!bytes) {
    const parsed =
      key.startsWith('GLS') || key.startsWith('EOS') || key.startsWith('PUB_')
        ? parsePublicKey(key)
        : undefined;
    if (!parsed) return undefined;
    bytes = Serializer.encode({ object: parsed }).array;
    keyBytes.set(key, bytes);
  }
  return bytes;
}

export function writeChecksum(w: Writer, hex: string): void {
  w.bytes(Buffer.from(hex, 'hex'));
}

export function writeBytes(w: Writer, hex: string): void {
  const bytes = Buffer.from(hex, 'hex');
  w.varuint32(bytes.length);
  w.bytes(bytes);
}

/** time_point_sec / block timestamp strings are UTC without a zone. */
export function seconds(text: string): number {
  return Math.floor(Date.parse(`${text}Z`) / 1000);
}

/** The error for a value that does not fit its ABI type. */
export function fail(type: string, value: unknown): never {
  throw new TypeError(`cannot encode ${JSON.stringify(value)} as ${type}`);
}

/** 8 bytes little-endian of an unsigned or two's-complement 64-bit integer. */
export function writeInt64(w: Writer, value: unknown, type: string): void {
  let n: bigint;
  if (typeof value === 'number' && Number.isSafeInteger(value)) {
    if (value >= 0) {
      w.uint(value % 4294967296, 4);
      w.uint(Math.floor(value / 4294967296), 4);
      return;
    }
    n = BigInt(value);
  } else if (typeof value === 'string' && /^-?\d+$/.test(value)) n = BigInt(value);
  else if (typeof value === 'bigint') n = value;
  else fail(type, value);
  const u = BigInt.asUintN(64, n);
  w.uint(Number(u & 0xffffffffn), 4);
  w.uint(Number(u >> 32n), 4);
}
