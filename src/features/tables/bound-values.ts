import { t } from '@lingui/core/macro';
import type { JsonObject } from '@/api/node-client';
import { isJsonObject } from '@/api/json-object';
import type { IndexChoice, IndexField, TableFamily } from './index-model';

/** Text typed for each field of a bound, keyed by field path (`''` for an EOSIO scalar key). */
export type BoundTexts = Record<string, string>;

export interface FieldProblem {
  path: string;
  message: string;
}

const NAME_CHARS = /^[.1-5a-z]{0,12}[.1-5a-j]?$/;
const UINT_MAX: Record<string, bigint> = {
  uint8: 0xffn,
  uint16: 0xffffn,
  uint32: 0xffffffffn,
  uint64: 0xffffffffffffffffn,
  uint128: (1n << 128n) - 1n,
  varuint32: 0xffffffffn,
};
const INT_BITS: Record<string, bigint> = {
  int8: 8n,
  int16: 16n,
  int32: 32n,
  int64: 64n,
  int128: 128n,
  varint32: 32n,
};

/** The bound text of an index as written in the URL: a scalar for one field, else JSON. */
export function decodeBoundText(raw: string, index: IndexChoice): BoundTexts {
  const texts: BoundTexts = {};
  if (raw === '') return texts;
  const trimmed = raw.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        for (const [k, v] of Object.entries(parsed)) {
          texts[k] = typeof v === 'string' ? v : JSON.stringify(v);
        }
        return texts;
      }
    } catch {
      // Not JSON: taken as the value of the first field below.
    }
  }
  texts[index.fields[0]?.path ?? ''] = raw;
  return texts;
}

/** URL text of typed bound values: `''` when empty, the value alone for a one-field index, else JSON. */
export function encodeBoundText(texts: BoundTexts, index: IndexChoice): string {
  const filled = index.fields.filter((f) => (texts[f.path] ?? '') !== '');
  if (filled.length === 0) return '';
  const only = index.fields[0];
  if (index.fields.length === 1 && only) {
    const value = texts[only.path] ?? '';
    // A value that looks like JSON is wrapped so it reads back as itself.
    return value.trim().startsWith('{') ? JSON.stringify({ [only.path]: value }) : value;
  }
  const obj: Record<string, string> = {};
  for (const f of filled) obj[f.path] = texts[f.path] ?? '';
  return JSON.stringify(obj);
}

function isName(text: string): boolean {
  return NAME_CHARS.test(text) && !text.endsWith('.');
}

function integer(text: string): bigint | null {
  return /^-?\d+$/.test(text) ? BigInt(text) : null;
}

/** A JSON number where it is exact, otherwise the decimal string (nodes read both). */
function jsonInteger(n: bigint): number | string {
  return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(n)
    : n.toString();
}

/**
 * Checks one bound value against its type; returns the JSON value to send or a message saying
 * exactly what is wrong.
 */
export function parseFieldValue(
  type: string,
  text: string,
  encodeType: 'dec' | 'hex' = 'dec',
): { ok: true; value: unknown } | { ok: false; message: string } {
  const input = text.trim();
  const fail = (message: string) => ({ ok: false as const, message });
  if (input === '' && type !== 'string') return fail(t`is empty`);
  const max = UINT_MAX[type];
  if (max !== undefined) {
    const n = integer(input);
    if (n === null) return fail(t`“${input}” is not a whole number (${type})`);
    const high = String(max);
    if (n < 0n || n > max) return fail(t`${input} is out of range for ${type} (0 to ${high})`);
    return { ok: true, value: jsonInteger(n) };
  }
  const bits = INT_BITS[type];
  if (bits !== undefined) {
    const n = integer(input);
    if (n === null) return fail(t`“${input}” is not a whole number (${type})`);
    const lim = 1n << (bits - 1n);
    if (n < -lim || n >= lim) return fail(t`${input} is out of range for ${type}`);
    return { ok: true, value: jsonInteger(n) };
  }
  switch (type) {
    case 'name':
      if (!isName(input)) {
        return fail(
          t`“${input}” is not a valid name: up to 12 characters of a–z, 1–5 and “.” (a 13th may be a–j or 1–5), not ending in “.”`,
        );
      }
      return { ok: true, value: input };
    case 'i64': {
      // nodeos reads an i64 key as a number or, failing that, as a name.
      if (encodeType === 'hex') {
        if (!/^(0x)?[0-9a-fA-F]{1,16}$/.test(input)) return fail(t`“${input}” is not a hex uint64`);
        return { ok: true, value: input };
      }
      const n = integer(input);
      if (n !== null) {
        if (n < 0n || n > 0xffffffffffffffffn)
          return fail(t`${input} is out of range for a uint64 key`);
        return { ok: true, value: input };
      }
      if (isName(input)) return { ok: true, value: input };
      return fail(t`“${input}” is neither a uint64 nor a valid name`);
    }
    case 'i128':
    case 'i256':
      if (encodeType === 'hex' || input.startsWith('0x')) {
        const digits = type === 'i128' ? 32 : 64;
        if (!new RegExp(`^(0x)?[0-9a-fA-F]{1,${digits}}$`).test(input)) {
          return fail(t`“${input}” is not a hex ${type} key (up to ${digits} hex digits)`);
        }
        return { ok: true, value: input };
      }
      if (integer(input) === null) return fail(t`“${input}” is not a whole number (${type})`);
      return { ok: true, value: input };
    case 'float32':
    case 'float64':
    case 'float128':
      if (!/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(input))
        return fail(t`“${input}” is not a number (${type})`);
      return { ok: true, value: type === 'float128' ? input : Number(input) };
    case 'bool':
      if (/^(true|1)$/i.test(input)) return { ok: true, value: true };
      if (/^(false|0)$/i.test(input)) return { ok: true, value: false };
      return fail(t`“${input}” is not true or false`);
    case 'symbol_code':
      if (!/^[A-Z]{1,7}$/.test(input))
        return fail(t`“${input}” is not a symbol code (1–7 capital letters, e.g. CYBER)`);
      return { ok: true, value: input };
    case 'symbol':
      if (!/^\d{1,2},[A-Z]{1,7}$/.test(input))
        return fail(t`“${input}” is not a symbol (precision,CODE, e.g. 4,CYBER)`);
      return { ok: true, value: input };
    case 'asset':
      if (!/^-?\d+(\.\d+)? [A-Z]{1,7}$/.test(input))
        return fail(t`“${input}” is not an asset (e.g. 1.0000 CYBER)`);
      return { ok: true, value: input };
    case 'sha256':
    case 'checksum256':
      if (!/^[0-9a-fA-F]{64}$/.test(input)) return fail(t`“${input}” is not 64 hex characters`);
      return { ok: true, value: input.toLowerCase() };
    case 'ripemd160':
    case 'checksum160':
      if (!/^[0-9a-fA-F]{40}$/.test(input)) return fail(t`“${input}” is not 40 hex characters`);
      return { ok: true, value: input.toLowerCase() };
    case 'time_point_sec':
    case 'time_point':
    case 'block_timestamp_type':
      if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?$/.test(input)) {
        return fail(t`“${input}” is not a time like 2024-01-31T12:00:00`);
      }
      return { ok: true, value: input };
    default:
      return { ok: true, value: text };
  }
}

/** The lowest and highest value of a type, for completing a partial multi-field bound. */
function extreme(type: string, which: 'min' | 'max'): unknown {
  const max = UINT_MAX[type];
  if (max !== undefined) return which === 'min' ? 0 : jsonInteger(max);
  const bits = INT_BITS[type];
  if (bits !== undefined) {
    const lim = 1n << (bits - 1n);
    return jsonInteger(which === 'min' ? -lim : lim - 1n);
  }
  switch (type) {
    case 'name':
      return which === 'min' ? '' : 'zzzzzzzzzzzzj';
    case 'symbol_code':
      return which === 'min' ? 'A' : 'ZZZZZZZ';
    case 'bool':
      return which === 'max';
    case 'time_point_sec':
      return which === 'min' ? '1970-01-01T00:00:00' : '2106-02-07T06:28:15';
    case 'string':
      return which === 'min' ? '' : undefined;
    default:
      return undefined;
  }
}

function setPath(target: JsonObject, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      node[part] = value;
      return;
    }
    const child = node[part];
    const next: JsonObject = isJsonObject(child) ? child : {};
    node[part] = next;
    node = next;
  });
}

export type BuiltBound =
  { ok: true; bound: unknown; filled: string[] } | { ok: false; problems: FieldProblem[] };

/**
 * The bound to send, from the typed texts. CyberWay: an object keyed by the index's order fields
 * (nested by the dotted path); trailing fields left empty are completed with the lowest value
 * (lower bound) or the highest (upper bound) of their type, so "player = alice" covers all of
 * alice's rows (real nodes refuse an object missing a field). EOSIO: the scalar key.
 * `bound` is undefined when every field is empty (no bound).
 */
export function buildBound(
  texts: BoundTexts,
  index: IndexChoice,
  family: TableFamily,
  which: 'lower' | 'upper',
  encodeType: 'dec' | 'hex' = 'dec',
): BuiltBound {
  const problems: FieldProblem[] = [];
  const values = index.fields.map((f) => texts[f.path] ?? '');
  const lastFilled = values.reduce((last, v, i) => (v !== '' ? i : last), -1);
  if (lastFilled < 0) return { ok: true, bound: undefined, filled: [] };

  if (family === 'eosio') {
    const f = index.fields[0];
    const parsed = parseFieldValue(f?.type ?? 'string', values[0] ?? '', encodeType);
    if (!parsed.ok) return { ok: false, problems: [{ path: '', message: parsed.message }] };
    return { ok: true, bound: String(parsed.value), filled: [] };
  }

  const bound: JsonObject = {};
  const filled: string[] = [];
  index.fields.forEach((f: IndexField, i) => {
    const text = values[i] ?? '';
    if (i <= lastFilled) {
      if (text === '') {
        problems.push({
          path: f.path,
          message: `is empty, but a later field is set: fill the fields in index order (${index.fields
            .map((x) => x.path)
            .join(', ')})`,
        });
        return;
      }
      const parsed = parseFieldValue(f.type, text, encodeType);
      if (!parsed.ok) problems.push({ path: f.path, message: parsed.message });
      else setPath(bound, f.path, parsed.value);
      return;
    }
    // Lowest/highest in index order: a descending field flips which end is which.
    const end = (which === 'lower') === (f.order === 'asc') ? 'min' : 'max';
    const value = extreme(f.type, end);
    if (value === undefined) {
      problems.push({
        path: f.path,
        message:
          end === 'min'
            ? t`needs a value: a ${f.type} field has no lowest value to complete the bound with`
            : t`needs a value: a ${f.type} field has no highest value to complete the bound with`,
      });
      return;
    }
    setPath(bound, f.path, value);
    filled.push(f.path);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, bound, filled };
}

/** Checks a scope as the table's scope_type reads it; null when it is fine. */
export function scopeProblem(scopeType: string, family: TableFamily, text: string): string | null {
  if (text.trim() === '') return t`is empty: enter the account (or other key) the rows belong to`;
  if (family === 'eosio') {
    return text.length > 13 ? t`“${text}” is longer than 13 characters` : null;
  }
  const type = scopeType === 'name' || scopeType === '' ? 'name' : scopeType;
  const parsed = parseFieldValue(type, text);
  return parsed.ok ? null : parsed.message;
}
