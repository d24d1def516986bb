import { Name } from '@wharfkit/antelope';
import { isPlainObject, jsonType } from '../json.ts';
import { nodeErrors } from '../node-errors.ts';
import { isValidName, parseName } from './names.ts';
import type { KeyPart, RowData } from './row-segments.ts';
import {
  assetSymbol,
  assetUnits,
  symbolCodeKey,
  type CompiledIndex,
  type KeyKind,
} from './table-keys.ts';

/*
 * get_table_rows bounds read as index keys, with the forms nodes accept: scalars for the first
 * field, objects naming a prefix of the fields, names as uint64, hex with encode_type.
 */

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

/** A request bound as key parts; undefined means "no bound" (null, "" or an empty object). */
export function boundKey(
  idx: CompiledIndex | undefined,
  value: unknown,
  options: BoundOptions,
): KeyPart[] | undefined {
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
  return [boundPart(first.kind, value, first.path.join('.'), options.keyType, options.encodeType)];
}
