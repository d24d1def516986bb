import { t } from '@lingui/core/macro';
import type { Abi } from '@/api/node-client';
import { isJsonObject } from '@/api/json-object';
import { shapeOf } from './type-model';

/**
 * What the form holds: text for scalars (checked and converted only when encoding), booleans,
 * null for an unset optional or omitted extension, arrays, objects for structs, and
 * `{ $type, value }` for a variant.
 */
export type Draft =
  string | boolean | null | Draft[] | { [field: string]: Draft } | { $type: string; value: Draft };

export interface DraftProblem {
  /** Dotted path in the arguments, e.g. `quantity` or `auth.keys.0.key`. */
  path: string;
  message: string;
}

const MAX_DEPTH = 24;

export function isVariantDraft(d: Draft): d is { $type: string; value: Draft } {
  return isJsonObject(d) && typeof d['$type'] === 'string' && 'value' in d;
}

/** The empty form value of a type. */
export function defaultDraft(abi: Abi, type: string, depth = 0): Draft {
  if (depth > MAX_DEPTH) return null;
  const shape = shapeOf(abi, type);
  switch (shape.kind) {
    case 'scalar':
      return shape.type === 'bool' ? false : '';
    case 'array':
      return [];
    case 'optional':
    case 'extension':
      return null;
    case 'struct': {
      const out: Record<string, Draft> = {};
      for (const f of shape.fields) out[f.name] = defaultDraft(abi, f.type, depth + 1);
      return out;
    }
    case 'variant': {
      const first = shape.types[0] ?? '';
      return { $type: first, value: defaultDraft(abi, first, depth + 1) };
    }
    case 'unknown':
      return '';
  }
}

const UINT_BITS: Record<string, number> = {
  uint8: 8,
  uint16: 16,
  uint32: 32,
  uint64: 64,
  uint128: 128,
  varuint32: 32,
};
const INT_BITS: Record<string, number> = {
  int8: 8,
  int16: 16,
  int32: 32,
  int64: 64,
  int128: 128,
  varint32: 32,
};
const HEX_BYTES: Record<string, number> = { checksum160: 20, checksum256: 32, checksum512: 64 };

/** A JSON number when exact, else the decimal string (as nodes print 64-bit values). */
function jsonInteger(n: bigint): number | string {
  return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(n)
    : n.toString();
}

type ScalarResult = { ok: true; value: unknown } | { ok: false; message: string };

/** Checks and converts one scalar input; messages say what is wrong and what is expected. */
export function scalarValue(type: string, text: string): ScalarResult {
  const input = text.trim();
  const fail = (message: string): ScalarResult => ({ ok: false, message });
  const ubits = UINT_BITS[type];
  const ibits = INT_BITS[type];
  if (ubits !== undefined || ibits !== undefined) {
    if (!/^-?\d+$/.test(input)) return fail(t`“${input}” is not a whole number (${type})`);
    const n = BigInt(input);
    const min = ubits !== undefined ? 0n : -(1n << BigInt((ibits ?? 1) - 1));
    const max =
      ubits !== undefined ? (1n << BigInt(ubits)) - 1n : (1n << BigInt((ibits ?? 1) - 1)) - 1n;
    if (n < min || n > max) {
      const [low, high] = [String(min), String(max)];
      return fail(t`${input} is out of range for ${type} (${low} to ${high})`);
    }
    return { ok: true, value: jsonInteger(n) };
  }
  const hexBytes = HEX_BYTES[type];
  if (hexBytes !== undefined) {
    if (!new RegExp(`^[0-9a-fA-F]{${hexBytes * 2}}$`).test(input)) {
      const digits = hexBytes * 2;
      return fail(t`must be ${digits} hex digits (${type})`);
    }
    return { ok: true, value: input.toLowerCase() };
  }
  switch (type) {
    case 'bool':
      return fail(t`expected a checkbox value`);
    case 'float32':
    case 'float64':
      if (!/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(input)) return fail(t`“${input}” is not a number`);
      return { ok: true, value: Number(input) };
    case 'float128':
      if (!/^(0x)?[0-9a-fA-F]{32}$/.test(input)) return fail(t`must be 32 hex digits (float128)`);
      return { ok: true, value: input };
    case 'name':
      if (!/^[.1-5a-z]{0,12}[.1-5a-j]?$/.test(input) || input.endsWith('.')) {
        return fail(
          t`“${input}” is not a valid name: up to 12 of a–z, 1–5 and “.” (13th a–j, 1–5), not ending in “.”`,
        );
      }
      return { ok: true, value: input };
    case 'string':
      return { ok: true, value: text };
    case 'bytes':
      if (!/^([0-9a-fA-F]{2})*$/.test(input))
        return fail(t`must be hex with an even number of digits`);
      return { ok: true, value: input.toLowerCase() };
    case 'symbol_code':
      if (!/^[A-Z]{1,7}$/.test(input))
        return fail(t`“${input}” is not a symbol code (1–7 capital letters)`);
      return { ok: true, value: input };
    case 'symbol':
      if (!/^\d{1,2},[A-Z]{1,7}$/.test(input))
        return fail(t`“${input}” is not a symbol (e.g. 4,CYBER)`);
      return { ok: true, value: input };
    case 'asset':
      if (!/^-?\d+(\.\d+)? [A-Z]{1,7}$/.test(input)) {
        return fail(t`“${input}” is not an asset (e.g. 1.0000 CYBER: amount, one space, symbol)`);
      }
      return { ok: true, value: input };
    case 'time_point_sec':
    case 'time_point':
    case 'block_timestamp_type':
      if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?$/.test(input)) {
        return fail(t`“${input}” is not a time like 2024-01-31T12:00:00 (UTC)`);
      }
      return { ok: true, value: input };
    case 'public_key':
      if (
        !/^(PUB_[A-Z0-9]+_[1-9A-HJ-NP-Za-km-z]+|[A-Z]{2,4}[1-9A-HJ-NP-Za-km-z]{50})$/.test(input)
      ) {
        return fail(t`“${input}” is not a public key (GLS…, EOS… or PUB_K1_…)`);
      }
      return { ok: true, value: input };
    case 'signature':
      if (!/^SIG_[A-Z0-9]+_[1-9A-HJ-NP-Za-km-z]+$/.test(input))
        return fail(t`is not a signature (SIG_…)`);
      return { ok: true, value: input };
    default:
      return { ok: true, value: text };
  }
}

/**
 * The JSON arguments a draft stands for, with every problem found (path + message). Omitted
 * binary extensions are left out, which the serializer allows only at the end of a struct.
 */
export function draftToJson(
  abi: Abi,
  type: string,
  draft: Draft,
  path = '',
  problems: DraftProblem[] = [],
  depth = 0,
): { value: unknown; problems: DraftProblem[] } {
  const at = (p: string) => (path ? `${path}.${p}` : p);
  const here = path || '(arguments)';
  if (depth > MAX_DEPTH) {
    problems.push({ path: here, message: t`is nested too deeply` });
    return { value: null, problems };
  }
  const shape = shapeOf(abi, type);
  switch (shape.kind) {
    case 'scalar': {
      if (shape.type === 'bool') return { value: draft === true, problems };
      const r = scalarValue(shape.type, typeof draft === 'string' ? draft : '');
      if (!r.ok) problems.push({ path: here, message: r.message });
      return { value: r.ok ? r.value : null, problems };
    }
    case 'unknown':
      problems.push({
        path: here,
        message: t`has type ${shape.type}, which this ABI does not define`,
      });
      return { value: null, problems };
    case 'array': {
      const items = Array.isArray(draft) ? draft : [];
      return {
        value: items.map(
          (d, i) => draftToJson(abi, shape.item, d, at(String(i)), problems, depth + 1).value,
        ),
        problems,
      };
    }
    case 'optional':
    case 'extension':
      if (draft === null) return { value: shape.kind === 'optional' ? null : undefined, problems };
      return draftToJson(abi, shape.inner, draft, path, problems, depth + 1);
    case 'struct': {
      const obj = isJsonObject(draft) && !isVariantDraft(draft) ? draft : {};
      const out: Record<string, unknown> = {};
      let omitted: string | null = null;
      for (const f of shape.fields) {
        const v = draftToJson(abi, f.type, obj[f.name] ?? null, at(f.name), problems, depth + 1);
        if (v.value === undefined) {
          omitted ??= f.name;
          continue;
        }
        if (omitted !== null) {
          problems.push({
            path: at(omitted),
            message: t`is left out, but ${f.name} after it is set: binary extensions can only be left out at the end`,
          });
          omitted = null;
        }
        out[f.name] = v.value;
      }
      return { value: out, problems };
    }
    case 'variant': {
      const d = isVariantDraft(draft) ? draft : { $type: shape.types[0] ?? '', value: null };
      if (!shape.types.includes(d.$type)) {
        problems.push({
          path: here,
          message: t`“${d.$type}” is not one of ${shape.types.join(', ')}`,
        });
      }
      const inner = draftToJson(abi, d.$type, d.value, path, problems, depth + 1);
      return { value: [d.$type, inner.value], problems };
    }
  }
}

function scalarText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  return v === null || v === undefined ? '' : JSON.stringify(v);
}

/** The form value of decoded JSON arguments (to edit what was decoded). */
export function jsonToDraft(abi: Abi, type: string, value: unknown, depth = 0): Draft {
  if (depth > MAX_DEPTH) return null;
  const shape = shapeOf(abi, type);
  switch (shape.kind) {
    case 'scalar':
      return shape.type === 'bool' ? value === true || value === 1 : scalarText(value);
    case 'unknown':
      return scalarText(value);
    case 'array':
      return Array.isArray(value)
        ? value.map((v) => jsonToDraft(abi, shape.item, v, depth + 1))
        : [];
    case 'optional':
    case 'extension':
      return value === null || value === undefined
        ? null
        : jsonToDraft(abi, shape.inner, value, depth + 1);
    case 'struct': {
      const obj = isJsonObject(value) ? value : {};
      const out: Record<string, Draft> = {};
      for (const f of shape.fields) out[f.name] = jsonToDraft(abi, f.type, obj[f.name], depth + 1);
      return out;
    }
    case 'variant': {
      const pair: unknown[] = Array.isArray(value) ? value : [];
      const [t, v] = pair;
      const chosen = typeof t === 'string' && shape.types.includes(t) ? t : (shape.types[0] ?? '');
      return { $type: chosen, value: jsonToDraft(abi, chosen, v, depth + 1) };
    }
  }
}
