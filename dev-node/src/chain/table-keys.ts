import { Asset } from '@wharfkit/antelope';
import { isPlainObject } from '../json.ts';
import type { AbiIndex, CyberwayAbi } from './abi/cyberway-abi.ts';
import type { KeyPart, RowData } from './row-segments.ts';

/*
 * Index keys of table rows: each field an index orders by maps to a number or to a string that
 * sorts as the node sorts the field (names, symbol codes as fixed-width hex, asset amounts).
 */

export type KeyKind =
  'number' | 'name' | 'symbol_code' | 'asset_sym' | 'asset_amount' | 'string' | 'bool';

export interface CompiledIndex {
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
export function assetUnits(text: string): number {
  const space = text.indexOf(' ');
  return Number((space < 0 ? text : text.slice(0, space)).replace('.', ''));
}

export function assetSymbol(text: string): string {
  return text.slice(text.indexOf(' ') + 1);
}

export function resolveKind(abi: CyberwayAbi, typeName: string, path: string[]): KeyKind {
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

export function fieldOf(data: RowData, path: readonly string[]): unknown {
  let v: unknown = data;
  for (const p of path) {
    if (p === '_sym' && typeof v === 'string') return assetSymbol(v);
    if (p === '_amount' && typeof v === 'string') return assetUnits(v);
    if (!isPlainObject(v)) return undefined;
    v = v[p];
  }
  return v;
}

export function rowKeyPart(kind: KeyKind, value: unknown): KeyPart {
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

/** One key component against another; a missing component sorts first. */
export function compareParts(
  a: KeyPart | undefined,
  b: KeyPart | undefined,
  desc: boolean,
): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  const c = a < b ? -1 : 1;
  return desc ? -c : c;
}
