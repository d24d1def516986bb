import { type ABI, Name } from '@wharfkit/antelope';
import { nodeErrors } from '../node-errors.ts';
import { toWharfAbi, type AbiTable, type CyberwayAbi } from './abi/cyberway-abi.ts';
import { encodeData } from './abi/fast-encode.ts';
import {
  ArraySegment,
  type KeyPart,
  type RowData,
  type RowSegment,
  type StoredRow,
} from './row-segments.ts';
import { Merge } from './segment-merge.ts';
import { boundKey, type BoundOptions } from './table-bounds.ts';
import {
  compareParts,
  fieldOf,
  resolveKind,
  rowKeyPart,
  symbolCodeValue,
  type CompiledIndex,
} from './table-keys.ts';

interface ScopeData {
  /** Bulk rows from genesis, stored compactly and never changed. */
  base: RowSegment | undefined;
  /** Rows added or changed since (and all rows of ordinary scopes). */
  rows: ArraySegment;
  /** `[rows]`, made once: most scopes have no base and are read often. */
  alone: readonly RowSegment[];
}

const NO_SEGMENTS: readonly RowSegment[] = [];

export interface QueryResult {
  rows: StoredRow[];
  next: StoredRow | undefined;
}

export class ContractTable {
  readonly code: string;
  readonly def: AbiTable;
  readonly indexes: CompiledIndex[];
  private readonly abi: CyberwayAbi;
  private readonly wharfAbi: ABI;
  private readonly scopes = new Map<string, ScopeData>();

  constructor(code: string, abi: CyberwayAbi, def: AbiTable, wharfAbi: ABI = toWharfAbi(abi)) {
    this.code = code;
    this.def = def;
    this.abi = abi;
    this.wharfAbi = wharfAbi;
    this.indexes = def.indexes.map((idx) => ({
      def: idx,
      fields: idx.orders.map((o) => {
        const path = o.field.split('.');
        return { path, kind: resolveKind(abi, def.type, path), desc: o.order === 'desc' };
      }),
    }));
  }

  makeRow(data: RowData, payer: string): StoredRow {
    const keys = this.indexes.map((idx) =>
      idx.fields.map((f) => rowKeyPart(f.kind, fieldOf(data, f.path))),
    );
    const primaryField = this.indexes[0]?.fields[0];
    const primaryValue = primaryField ? fieldOf(data, primaryField.path) : 0;
    let primary: string;
    if (primaryField?.kind === 'asset_sym' || primaryField?.kind === 'symbol_code') {
      primary = symbolCodeValue(String(primaryValue));
    } else if (primaryField?.kind === 'name') {
      primary = Name.from(String(primaryValue)).value.toString();
    } else primary = String(primaryValue);
    return { data, payer, primary, keys };
  }

  /** Bulk genesis rows of a scope, in compact storage; rows inserted later go beside them. */
  setBase(scope: string, base: RowSegment): void {
    this.scopeData(scope).base = base;
  }

  /** Adds rows in bulk and sorts once (genesis). */
  load(scope: string, rows: readonly StoredRow[]): void {
    const lists = this.scopeData(scope).rows.lists;
    lists.forEach((list, i) => {
      for (const r of rows) list.push(r);
      const cmp = this.comparator(i);
      list.sort((a, b) => cmp(a.keys[i] ?? [], b.keys[i] ?? []));
    });
  }

  insert(scope: string, row: StoredRow): void {
    const segment = this.scopeData(scope).rows;
    // Every position first: the segment's size must not change while searching.
    const positions = segment.lists.map((_, i) =>
      this.search(segment, i, row.keys[i] ?? [], false),
    );
    segment.lists.forEach((list, i) => list.splice(positions[i] ?? list.length, 0, row));
  }

  /** Replaces a row's data in place; keys must not change (balances, counters). */
  update(row: StoredRow, data: RowData): void {
    row.data = data;
    delete row.json;
    delete row.hex;
  }

  /** Takes a row out of a scope (rows of the compact genesis segment cannot be removed). */
  remove(scope: string, row: StoredRow): void {
    const segment = this.scopeData(scope).rows;
    const positions = segment.lists.map((list, i) => {
      let p = this.search(segment, i, row.keys[i] ?? [], false);
      while (p < list.length && list[p] !== row) p++;
      if (list[p] !== row) throw new Error(`row not in ${this.code}.${this.def.name}/${scope}`);
      return p;
    });
    segment.lists.forEach((list, i) => list.splice(positions[i] ?? 0, 1));
  }

  /** Whether new data would move a row in an index (a field an index orders by changed). */
  keysChange(before: RowData, after: RowData): boolean {
    for (const idx of this.indexes)
      for (const f of idx.fields)
        if (
          rowKeyPart(f.kind, fieldOf(before, f.path)) !== rowKeyPart(f.kind, fieldOf(after, f.path))
        )
          return true;
    return false;
  }

  /** Scopes holding rows, in no particular order (tests and invariants). */
  scopeNames(): string[] {
    return [...this.scopes.keys()].filter((s) => this.rowCount(s) > 0);
  }

  /** Finds the row whose primary key equals the given key parts. */
  findPrimary(scope: string, key: KeyPart[]): StoredRow | undefined {
    return this.find(scope, 0, key);
  }

  /**
   * The first row, in an index's order, whose key starts with the given parts: `query(key, key,
   * 1)` without its arrays (the ledger looks rows up this way for every action).
   */
  find(scope: string, indexPos: number, key: readonly KeyPart[]): StoredRow | undefined {
    const fields = this.indexes[indexPos]?.fields ?? [];
    let found: RowSegment | undefined;
    let foundPos = 0;
    for (const segment of this.segments(scope)) {
      const pos = this.search(segment, indexPos, key, false);
      if (pos >= segment.size) continue;
      let equal = true;
      for (let i = 0; i < key.length && equal; i++)
        equal =
          compareParts(segment.keyPart(indexPos, pos, i), key[i], fields[i]?.desc ?? false) === 0;
      if (!equal) continue;
      if (!found || this.compareRows(indexPos, segment, pos, found, foundPos) < 0) {
        found = segment;
        foundPos = pos;
      }
    }
    return found?.row(indexPos, foundPos);
  }

  /** Every row of a scope in an index's order (materialises them all: small scopes and tests). */
  rows(scope: string, indexPos = 0): readonly StoredRow[] {
    return this.query(scope, indexPos, undefined, undefined, Number.MAX_SAFE_INTEGER, false).rows;
  }

  /** Number of rows in a scope (without building them). */
  rowCount(scope: string): number {
    return this.segments(scope).reduce((n, s) => n + s.size, 0);
  }

  /** The last row in primary order (the highest id). */
  lastRow(scope: string): StoredRow | undefined {
    return this.query(scope, 0, undefined, undefined, 1, true).rows[0];
  }

  /** Index by name (`primary`, `bykey`), position (`1`, `2`, `secondary`, …) or empty (primary). */
  indexPosition(index: string): number {
    if (index === '') return 0;
    const byName = this.indexes.findIndex((i) => i.def.name === index);
    if (byName >= 0) return byName;
    const ordinal = [
      'primary',
      'secondary',
      'tertiary',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
      'eighth',
      'ninth',
      'tenth',
    ].indexOf(index);
    const pos = ordinal >= 0 ? ordinal : /^\d+$/.test(index) ? Number(index) - 1 : -1;
    if (pos >= 0 && pos < this.indexes.length) return pos;
    throw nodeErrors.unknownIndex(this.code, this.def.name, index);
  }

  /** A request bound as key parts; undefined means "no bound" (null, "" or an empty object). */
  bound(indexPos: number, value: unknown, options: BoundOptions): KeyPart[] | undefined {
    return boundKey(this.indexes[indexPos], value, options);
  }

  /**
   * Rows of one index between inclusive bounds. `next` is the first row not returned, so
   * passing it back as the bound (lower going forward, upper in reverse) continues exactly.
   * Each segment of the scope is searched by bisection and the segments are merged: the work is
   * O(segments · log rows + limit), never a scan.
   */
  query(
    scope: string,
    indexPos: number,
    lower: KeyPart[] | undefined,
    upper: KeyPart[] | undefined,
    limit: number,
    reverse: boolean,
  ): QueryResult {
    const segments = this.segments(scope);
    const starts: number[] = [];
    const ends: number[] = [];
    for (const s of segments) {
      starts.push(lower ? this.search(s, indexPos, lower, false) : 0);
      ends.push(upper ? this.search(s, indexPos, upper, true) : s.size);
    }
    const rows: StoredRow[] = [];
    if (segments.length === 1) {
      const s = segments[0] as RowSegment;
      const start = starts[0] ?? 0;
      const end = ends[0] ?? 0;
      if (end <= start) return { rows, next: undefined };
      if (!reverse) {
        const stop = Math.min(end, start + limit);
        for (let p = start; p < stop; p++) rows.push(s.row(indexPos, p));
        return { rows, next: stop < end ? s.row(indexPos, stop) : undefined };
      }
      const stop = Math.max(start, end - limit);
      for (let p = end - 1; p >= stop; p--) rows.push(s.row(indexPos, p));
      return { rows, next: stop > start ? s.row(indexPos, stop - 1) : undefined };
    }
    // Several segments: walk them together, always taking the smallest (largest in reverse) key.
    // Rows come in runs from one segment (the live rows of a scope follow its genesis rows, or
    // sit between them in short runs), so each run is measured by galloping against the head
    // of the next segment instead of comparing every row with every head.
    const merge = new Merge(this, indexPos, segments, starts, ends, reverse);
    for (;;) {
      merge.findHeads();
      const best = merge.best;
      if (best < 0 || rows.length >= limit) return { rows, next: merge.head(best) };
      const s = segments[best] as RowSegment;
      const pos = merge.cursor[best] ?? 0;
      const room = limit - rows.length;
      // The run ends at `stop` (exclusive, in the direction of travel).
      let stop = reverse
        ? Math.max((starts[best] ?? 0) - 1, pos - room)
        : Math.min(ends[best] ?? 0, pos + room);
      if (merge.second >= 0) stop = merge.runEnd(pos, stop);
      if (reverse) for (let p = pos; p > stop; p--) rows.push(s.row(indexPos, p));
      else for (let p = pos; p < stop; p++) rows.push(s.row(indexPos, p));
      merge.cursor[best] = stop;
    }
  }

  json(row: StoredRow): string {
    row.json ??= JSON.stringify(row.data);
    return row.json;
  }

  hex(row: StoredRow): string {
    row.hex ??= Buffer.from(encodeData(this.abi, this.wharfAbi, this.def.type, row.data)).toString(
      'hex',
    );
    return row.hex;
  }

  /** The segments to read for a scope. */
  private segments(scope: string): readonly RowSegment[] {
    const data = this.scopes.get(scope);
    if (!data) return NO_SEGMENTS;
    if (!data.base || data.base.size === 0) return data.alone;
    return data.rows.size === 0 ? [data.base] : [data.base, data.rows];
  }

  private scopeData(scope: string): ScopeData {
    let data = this.scopes.get(scope);
    if (!data) {
      const rows = new ArraySegment(this.indexes.length);
      data = { base: undefined, rows, alone: [rows] };
      this.scopes.set(scope, data);
    }
    return data;
  }

  private comparator(indexPos: number): (a: readonly KeyPart[], b: readonly KeyPart[]) => number {
    const fields = this.indexes[indexPos]?.fields ?? [];
    return (a, b) => {
      const n = Math.max(a.length, b.length);
      for (let i = 0; i < n; i++) {
        const c = compareParts(a[i], b[i], fields[i]?.desc ?? false);
        if (c !== 0) return c;
      }
      return 0;
    };
  }

  /** Orders two rows (of any segments) by their full key in one index. */
  compareRows(indexPos: number, a: RowSegment, aPos: number, b: RowSegment, bPos: number): number {
    const fields = this.indexes[indexPos]?.fields ?? [];
    for (let i = 0; i < fields.length; i++) {
      const c = compareParts(
        a.keyPart(indexPos, aPos, i),
        b.keyPart(indexPos, bPos, i),
        fields[i]?.desc ?? false,
      );
      if (c !== 0) return c;
    }
    return 0;
  }

  /** First position whose key is ≥ bound (or > bound when `after`), comparing the bound's prefix. */
  private search(
    segment: RowSegment,
    indexPos: number,
    bound: readonly KeyPart[],
    after: boolean,
  ): number {
    const fields = this.indexes[indexPos]?.fields ?? [];
    let lo = 0;
    let hi = segment.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      let c = 0;
      for (let i = 0; i < bound.length && c === 0; i++) {
        c = compareParts(segment.keyPart(indexPos, mid, i), bound[i], fields[i]?.desc ?? false);
      }
      if (c < 0 || (after && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
