import type { RowOrder, RowSegment, StoredRow } from './row-segments.ts';

/**
 * The state of a merge of several segments' ranges (methods, not closures: tsx names every
 * closure it creates, which costs more than the comparisons on this path).
 */
export class Merge {
  readonly cursor: number[];
  /** The segment whose head comes first, and the one whose head comes next (−1: none). */
  best = -1;
  second = -1;

  private readonly order: RowOrder;
  private readonly indexPos: number;
  private readonly segments: readonly RowSegment[];
  private readonly starts: readonly number[];
  private readonly ends: readonly number[];
  private readonly reverse: boolean;

  constructor(
    order: RowOrder,
    indexPos: number,
    segments: readonly RowSegment[],
    starts: readonly number[],
    ends: readonly number[],
    reverse: boolean,
  ) {
    this.order = order;
    this.indexPos = indexPos;
    this.segments = segments;
    this.starts = starts;
    this.ends = ends;
    this.reverse = reverse;
    this.cursor = reverse ? ends.map((e) => e - 1) : starts.slice();
  }

  head(k: number): StoredRow | undefined {
    return k < 0 ? undefined : this.segments[k]?.row(this.indexPos, this.cursor[k] ?? 0);
  }

  findHeads(): void {
    this.best = -1;
    this.second = -1;
    for (let k = 0; k < this.segments.length; k++) {
      const pos = this.cursor[k] ?? 0;
      if (this.reverse ? pos < (this.starts[k] ?? 0) : pos >= (this.ends[k] ?? 0)) continue;
      if (this.best < 0 || this.comes(k, pos, this.best)) {
        this.second = this.best;
        this.best = k;
      } else if (this.second < 0 || this.comes(k, pos, this.second)) this.second = k;
    }
  }

  /** Whether segment k's row at pos comes before segment j's head (ties: the earlier segment). */
  private comes(k: number, pos: number, j: number): boolean {
    const c = this.order.compareRows(
      this.indexPos,
      this.segments[k] as RowSegment,
      pos,
      this.segments[j] as RowSegment,
      this.cursor[j] ?? 0,
    );
    return this.reverse ? c > 0 || (c === 0 && k < j) : c < 0 || (c === 0 && k < j);
  }

  /**
   * Where the best segment's run from `pos` ends: the first position towards `stop` whose row no
   * longer comes before the second head. Exponential then binary search: a run of r rows costs
   * O(log r) comparisons.
   */
  runEnd(pos: number, stop: number): number {
    const dir = this.reverse ? -1 : 1;
    const k = this.best;
    const j = this.second;
    // `inside` comes before the other head; `outside` does not (or is `stop`).
    let inside = pos;
    let outside = stop;
    for (let step = 1; ; step *= 2) {
      const probe = inside + dir * step;
      if (this.reverse ? probe <= stop : probe >= stop) break;
      if (!this.comes(k, probe, j)) {
        outside = probe;
        break;
      }
      inside = probe;
    }
    while (Math.abs(outside - inside) > 1) {
      const mid = inside + dir * Math.floor(Math.abs(outside - inside) / 2);
      if (this.comes(k, mid, j)) inside = mid;
      else outside = mid;
    }
    return outside;
  }
}
