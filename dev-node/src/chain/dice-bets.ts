import { DICE } from '../fixtures.ts';
import { timePointSec } from '../json.ts';
import { formatAsset } from './assets.ts';
import type { Rng } from './rng.ts';
import type { ContractTable } from './tables.ts';
import type { KeyPart, RowSegment, StoredRow } from './row-segments.ts';

/** Amounts are multiples of this many base units (0.2500 CYBER). */
const AMOUNT_STEP = 2_500;
const MAX_STEPS = 400;
/** Materialised rows kept for reuse (their JSON and hex are cached on them). */
const ROW_CACHE = 20_000;

export interface PlayerStats {
  player: string;
  bets: number;
  wagered: number;
  won: number;
}

export function payoutUnits(units: number, rollUnder: number, roll: number): number {
  if (roll >= rollUnder) return 0;
  const raw = Math.floor((units * 98) / (rollUnder - 1));
  return raw - (raw % 100);
}

/**
 * The genesis rows of `dice/bets` in columns (6 bytes a row) with each index as a permutation
 * (4 bytes a row), so a million rows take ~14 MB. Rows are built only when answered; a bounded
 * cache keeps the recently answered ones. Index order:
 * primary = id (row i has id i + 1); byplayer = (player, id); byamount = (amount desc, id).
 */
export class DiceBets implements RowSegment {
  readonly size: number;
  private readonly table: ContractTable;
  private readonly pool: readonly string[];
  private readonly player: Uint16Array;
  private readonly steps: Uint16Array;
  private readonly rollUnder: Uint8Array;
  private readonly roll: Uint8Array;
  private readonly byPlayer: Uint32Array;
  private readonly byAmount: Uint32Array;
  private readonly baseSec: number;
  private readonly cache = new Map<number, StoredRow>();

  /**
   * Draws `count` bets from `rng` (players from `pool`, every 7th bet alice's). `baseSec` is the
   * time of the first bet; three bets share each second.
   */
  constructor(
    table: ContractTable,
    rng: Rng,
    pool: readonly string[],
    count: number,
    baseSec: number,
  ) {
    const names = table.indexes.map((i) => i.def.name).join(',');
    if (names !== DICE.indexes.join(',')) throw new Error(`dice/bets indexes changed: ${names}`);
    if (pool.length > 0xffff || pool[0] !== 'alice') throw new Error('bad dice player pool');
    this.table = table;
    this.pool = pool;
    this.size = count;
    this.baseSec = baseSec;
    this.player = new Uint16Array(count);
    this.steps = new Uint16Array(count);
    this.rollUnder = new Uint8Array(count);
    this.roll = new Uint8Array(count);
    for (let i = 0; i < count; i++) {
      this.player[i] = i % 7 === 0 ? 0 : rng.int(pool.length);
      this.steps[i] = 1 + rng.int(MAX_STEPS);
      this.rollUnder[i] = 2 + rng.int(95);
      this.roll[i] = 1 + rng.int(100);
    }
    // Both secondary orders by counting sort (stable, so ties stay in id order): O(rows).
    const sortedPool = pool
      .map((name, i) => ({ name, i }))
      .sort((a, b) => (a.name < b.name ? -1 : 1));
    const rank = new Uint32Array(pool.length);
    sortedPool.forEach((p, r) => (rank[p.i] = r));
    this.byPlayer = countingSort(count, pool.length, (i) => rank[this.player[i] ?? 0] ?? 0);
    this.byAmount = countingSort(count, MAX_STEPS, (i) => MAX_STEPS - (this.steps[i] ?? 1));
  }

  /** Bets, amounts and winnings per player, for the `players` table. */
  stats(): PlayerStats[] {
    const bets = new Uint32Array(this.pool.length);
    const wagered = new Float64Array(this.pool.length);
    const won = new Float64Array(this.pool.length);
    for (let i = 0; i < this.size; i++) {
      const p = this.player[i] ?? 0;
      const units = (this.steps[i] ?? 0) * AMOUNT_STEP;
      bets[p] = (bets[p] ?? 0) + 1;
      wagered[p] = (wagered[p] ?? 0) + units;
      won[p] = (won[p] ?? 0) + payoutUnits(units, this.rollUnder[i] ?? 0, this.roll[i] ?? 0);
    }
    const out: PlayerStats[] = [];
    this.pool.forEach((player, p) => {
      if ((bets[p] ?? 0) > 0)
        out.push({ player, bets: bets[p] ?? 0, wagered: wagered[p] ?? 0, won: won[p] ?? 0 });
    });
    return out;
  }

  /** The row (0-based, = id − 1) at a position of an index. */
  private rowAt(indexPos: number, pos: number): number {
    if (indexPos === 1) return this.byPlayer[pos] ?? 0;
    if (indexPos === 2) return this.byAmount[pos] ?? 0;
    return pos;
  }

  keyPart(indexPos: number, pos: number, field: number): KeyPart | undefined {
    const i = this.rowAt(indexPos, pos);
    if (indexPos === 0) return field === 0 ? i + 1 : undefined;
    if (field === 1) return i + 1;
    if (field !== 0) return undefined;
    return indexPos === 1
      ? (this.pool[this.player[i] ?? 0] ?? '')
      : (this.steps[i] ?? 0) * AMOUNT_STEP;
  }

  row(indexPos: number, pos: number): StoredRow {
    const i = this.rowAt(indexPos, pos);
    let row = this.cache.get(i);
    if (!row) {
      const player = this.pool[this.player[i] ?? 0] ?? '';
      const units = (this.steps[i] ?? 0) * AMOUNT_STEP;
      const rollUnder = this.rollUnder[i] ?? 0;
      const roll = this.roll[i] ?? 0;
      row = this.table.makeRow(
        {
          id: i + 1,
          player,
          amount: formatAsset(units, '4,CYBER'),
          roll_under: rollUnder,
          roll,
          payout: formatAsset(payoutUnits(units, rollUnder, roll), '4,CYBER'),
          placed: timePointSec(this.baseSec + Math.floor(i / 3)),
          memo: i % 13 === 0 ? 'good luck' : '',
        },
        player,
      );
      if (this.cache.size >= ROW_CACHE) this.cache.clear();
      this.cache.set(i, row);
    }
    return row;
  }
}

/** Row numbers 0..count−1 ordered by `bucket(i)` in [0, buckets), ties by i. */
function countingSort(count: number, buckets: number, bucket: (i: number) => number): Uint32Array {
  const starts = new Uint32Array(buckets + 1);
  for (let i = 0; i < count; i++) starts[bucket(i) + 1] = (starts[bucket(i) + 1] ?? 0) + 1;
  for (let b = 0; b < buckets; b++) starts[b + 1] = (starts[b + 1] ?? 0) + (starts[b] ?? 0);
  const out = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const b = bucket(i);
    const at = starts[b] ?? 0;
    out[at] = i;
    starts[b] = at + 1;
  }
  return out;
}
