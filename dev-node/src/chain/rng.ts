import { createHash, hash } from 'node:crypto';

/**
 * Small seeded generator (sfc32). Each block, account or fixture gets its own stream keyed by a
 * label, so what is generated for block N never depends on what was generated before it.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(words: readonly [number, number, number, number]) {
    [this.a, this.b, this.c, this.d] = words;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  static from(...labels: readonly (string | number)[]): Rng {
    const h = hash('sha256', labels.join('/'), 'buffer');
    return new Rng([h.readUInt32LE(0), h.readUInt32LE(4), h.readUInt32LE(8), h.readUInt32LE(12)]);
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [lo, hi]. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, w] of choices) {
      r -= w;
      if (r < 0) return value;
    }
    const last = choices[choices.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }
}

export function sha256(data: string | Uint8Array): Buffer {
  return hash('sha256', data, 'buffer');
}

/** sha256 of parts written one after the other. */
export function sha256Of(...parts: Uint8Array[]): Buffer {
  if (parts.length === 1 && parts[0]) return hash('sha256', parts[0], 'buffer');
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
}
