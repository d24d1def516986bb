import { type ABI, Asset, Name, UInt64 } from '@wharfkit/antelope';
import { nodeErrors } from '../node-errors.ts';
import { isPlainObject } from '../json.ts';
import type { AbiIndex, AbiTable, CyberwayAbi } from './abi/cyberway-abi.ts';
import { encodeData } from './abi/fast-encode.ts';
import { toWharfAbi } from './abi/cyberway-abi.ts';

/** One component of an index key; each field type maps to numbers or to strings that sort right. */
export type KeyPart = number | string;
export type RowData = Record<string, unknown>;

export interface StoredRow {
  data: RowData;
  payer: string;
  /** The primary key as the node prints it under show_payer (uint64 decimal). */
  primary: string;
  keys: KeyPart[][];
  json?: string;
  hex?: string;
}

type KeyKind = 'number' | 'name' | 'symbol_code' | 'asset_sym' | 'asset_amount' | 'string' | 'bool';

interface CompiledIndex {
  def: AbiIndex;
  fields: { path: string[]; kind: KeyKind; desc: boolean }[];
}

const symbolCodeKeys = new Map<string, string>();

/** uint64 order of a symbol code, as a fixed-width hex string (JS string order = numeric order). */
export function symbolCodeKey(code: string): string {
  let key = symbolCodeKeys.get(code);
  if (key === undefined) {
    key = BigInt(Asset.SymbolCode.from(code).value.toString()).toString(16).padStart(16, '0');
    // Requests may name any code: only the first few hundred are remembered.
    if (symbolCodeKeys.size < 512) symbolCodeKeys.set(code, key);
  }
  return key;
}

const symbolCodeValues = new Map<string, string>();

/** A symbol code's uint64 value in decimal (the primary key nodes print for it). */
export function symbolCodeValue(code: string): string {
  let value = symbolCodeValues.get(code);
  if (value === undefined) {
    value = Asset.SymbolCode.from(code).value.toString();
    symbolCodeValues.set(code, value);
  }
  return value;
}

/** Amount of an asset string in base units, for sorting ("12.3400 CYBER" → 123400). */
function assetUnits(text: string): number {
  const space = text.indexOf(' ');
  return Number((space < 0 ? text : text.slice(0, space)).replace('.', ''));
}

function assetSymbol(text: string): string {
  return text.slice(text.indexOf(' ') + 1);
}

function resolveKind(abi: CyberwayAbi, typeName: string, path: string[]): KeyKind {
  let type = typeName;
  for (let i = 0; i < path.length; i++) {
    const part = path[i] ?? '';
    if (type === 'asset') {
      if (part === '_sym') return 'asset_sym';
      if (part === '_amount') return 'asset_amount';
    }
    const s = abi.structs.find((x) => x.name === type);
    const field = s?.fields.find((f) => f.name === part);
    if (!field) throw new Error(`no field ${path.join('.')} in ${typeName}`);
    type = field.type.replace(/[?$]$/, '');
  }
  if (type === 'name') return 'name';
  if (type === 'symbol_code') return 'symbol_code';
  if (type === 'asset') return 'asset_amount';
  if (type === 'bool') return 'bool';
  if (/^u?int\d+$/.test(type)) return 'number';
  return 'string';
}

function fieldOf(data: RowData, path: readonly string[]): unknown {
  let v: unknown = data;
  for (const p of path) {
    if (p === '_sym' && typeof v === 'string') return assetSymbol(v);
    if (p === '_amount' && typeof v === 'string') return assetUnits(v);
    if (!isPlainObject(v)) return undefined;
    v = v[p];
  }
  return v;
}

function rowKeyPart(kind: KeyKind, value: unknown): KeyPart {
  switch (kind) {
    case 'number':
      return Number(value);
    case 'bool':
      return value === true || value === 1 ? 1 : 0;
    case 'asset_amount':
      return typeof value === 'number' ? value : assetUnits(String(value));
    case 'asset_sym':
    case 'symbol_code':
      return symbolCodeKey(String(value));
    default:
      return String(value);
  }
}

const NAME_RE = /^[.1-5a-z]{0,12}[.1-5a-j]?$/;

/** A normalized name: the name alphabet, at most 13 characters, no trailing dots. */
export function isValidName(text: string): boolean {
  return NAME_RE.test(text) && !text.endsWith('.');
}

/** Reads a name parameter as nodes do: a normalized name string or its uint64 value. */
export function parseName(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
    return Name.from(UInt64.from(value)).toString();
  }
  if (typeof value !== 'string') throw nodeErrors.badCast(jsonType(value), 'string');
  if (!isValidName(value)) throw nodeErrors.invalidName(value);
  return value;
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null_type';
  if (Array.isArray(value)) return 'array_type';
  switch (typeof value) {
    case 'string':
      return 'string_type';
    case 'number':
      return Number.isInteger(value) ? 'int64_type' : 'double_type';
    case 'boolean':
      return 'bool_type';
    default:
      return 'object_type';
  }
}

/** Converts one bound component from a request to a key part. */
function boundPart(
  kind: KeyKind,
  value: unknown,
  field: string,
  keyType: string,
  encodeType: string,
): KeyPart {
  switch (kind) {
    case 'number': {
      if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
      if (typeof value === 'string') {
        if (keyType === 'name' && isValidName(value)) {
          return Number(BigInt(Name.from(value).value.toString()));
        }
        const text = value.trim();
        if (encodeType === 'hex' || /^0x/i.test(text)) {
          const hex = text.replace(/^0x/i, '');
          if (/^[0-9a-f]+$/i.test(hex)) return Number.parseInt(hex, 16);
        } else if (/^-?\d+$/.test(text)) return Number(text);
      }
      throw nodeErrors.invalidValue(`Invalid value for field ${field}: ${JSON.stringify(value)}`);
    }
    case 'bool':
      return value === true || value === 1 || value === 'true' ? 1 : 0;
    case 'name':
      return parseName(value);
    case 'asset_sym':
    case 'symbol_code': {
      let code = value;
      if (isPlainObject(value) && typeof value['_sym'] === 'string') code = value['_sym'];
      if (typeof code === 'string') {
        const sym = code.includes(' ')
          ? assetSymbol(code)
          : code.includes(',')
            ? code.slice(code.indexOf(',') + 1)
            : code;
        if (/^[A-Z]{1,7}$/.test(sym)) return symbolCodeKey(sym);
      }
      throw nodeErrors.invalidSymbol(
        `Invalid symbol code for field ${field}: ${JSON.stringify(value)}`,
      );
    }
    case 'asset_amount': {
      if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
      if (isPlainObject(value) && value['_amount'] !== undefined) return Number(value['_amount']);
      if (typeof value === 'string' && /^-?\d+(\.\d+)?( [A-Z]{1,7})?$/.test(value)) {
        return value.includes(' ') ? assetUnits(value) : Number(value);
      }
      throw nodeErrors.invalidAsset(`Invalid amount for field ${field}: ${JSON.stringify(value)}`);
    }
    default:
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      throw nodeErrors.badCast(jsonType(value), 'string');
  }
}

/** Looks a dotted path up in a bound object: nested (`{balance:{_sym}}`), dotted key, or asset string. */
function boundField(bound: RowData, path: readonly string[]): unknown {
  const dotted = bound[path.join('.')];
  if (dotted !== undefined) return dotted;
  let v: unknown = bound;
  for (const p of path) {
    if (typeof v === 'string' && (p === '_sym' || p === '_amount')) return v;
    if (!isPlainObject(v)) return undefined;
    v = v[p];
  }
  return v;
}

export interface BoundOptions {
  keyType: string;
  encodeType: string;
}

/**
 * Rows of one scope in the order of every index. `keyPart` reads one component of a row's key
 * without building the row, so a bound is found by binary search over compact storage (typed
 * arrays) and only the rows answered are materialised (`row`).
 */
export interface RowSegment {
  readonly size: number;
  keyPart(indexPos: number, pos: number, field: number): KeyPart | undefined;
  row(indexPos: number, pos: number): StoredRow;
}

/** Rows held as objects: one sorted array per index (small scopes and rows added live). */
class ArraySegment implements RowSegment {
  readonly lists: StoredRow[][];

  constructor(indexCount: number) {
    this.lists = Array.from({ length: indexCount }, () => []);
  }

  get size(): number {
    return this.lists[0]?.length ?? 0;
  }

  keyPart(indexPos: number, pos: number, field: number): KeyPart | undefined {
    return this.lists[indexPos]?.[pos]?.keys[indexPos]?.[field];
  }

  row(indexPos: number, pos: number): StoredRow {
    const row = this.lists[indexPos]?.[pos];
    if (!row) throw new Error(`no row ${pos} in index ${indexPos}`);
    return row;
  }
}

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
    const idx = this.indexes[indexPos];
    if (!idx || value === undefined || value === null || value === '') return undefined;
    if (isPlainObject(value)) {
      if (Object.keys(value).length === 0) return undefined;
      const parts: KeyPart[] = [];
      for (const f of idx.fields) {
        const v = boundField(value, f.path);
        if (v === undefined) {
          // A prefix of the index fields is allowed; a gap is not.
          if (parts.length === 0) throw nodeErrors.absentField(f.path.join('.'));
          break;
        }
        parts.push(boundPart(f.kind, v, f.path.join('.'), options.keyType, options.encodeType));
      }
      return parts;
    }
    const first = idx.fields[0];
    if (!first) return undefined;
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw nodeErrors.badCast(jsonType(value), 'object');
    }
    return [
      boundPart(first.kind, value, first.path.join('.'), options.keyType, options.encodeType),
    ];
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

/** One key component against another; a missing component sorts first. */
function compareParts(a: KeyPart | undefined, b: KeyPart | undefined, desc: boolean): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  const c = a < b ? -1 : 1;
  return desc ? -c : c;
}

/**
 * The state of a merge of several segments' ranges (methods, not closures: tsx names every
 * closure it creates, which costs more than the comparisons on this path).
 */
class Merge {
  readonly cursor: number[];
  /** The segment whose head comes first, and the one whose head comes next (−1: none). */
  best = -1;
  second = -1;

  private readonly table: ContractTable;
  private readonly indexPos: number;
  private readonly segments: readonly RowSegment[];
  private readonly starts: readonly number[];
  private readonly ends: readonly number[];
  private readonly reverse: boolean;

  constructor(
    table: ContractTable,
    indexPos: number,
    segments: readonly RowSegment[],
    starts: readonly number[],
    ends: readonly number[],
    reverse: boolean,
  ) {
    this.table = table;
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
    const c = this.table.compareRows(
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
