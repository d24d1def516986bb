import { isPlainObject, jsonType } from '../json.ts';
import { nodeErrors } from '../node-errors.ts';
import { parseName } from '../chain/names.ts';

export type Params = Record<string, unknown>;

/** The body as an object of parameters; nodes fail anything else with bad_cast. */
export function objectBody(body: unknown): Params {
  if (body === undefined) return {};
  if (!isPlainObject(body)) throw nodeErrors.badCast(jsonType(body), 'Object');
  return body;
}

export function nameParam(p: Params, field: string): string {
  const value = p[field];
  if (value === undefined || value === null) return '';
  return parseName(value);
}

export function stringParam(p: Params, field: string, fallback = ''): string {
  const value = p[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw nodeErrors.badCast(jsonType(value), 'string');
}

/** fc reads bools from true/false, 0/1 and their string forms. */
export function boolParam(p: Params, field: string, fallback: boolean): boolean {
  const value = p[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false' || value === '') return false;
  throw nodeErrors.badCast(jsonType(value), 'bool');
}

/** uint32 parameters also arrive as strings (`"limit":"7"`). */
export function uintParam(p: Params, field: string, fallback: number): number {
  const value = p[field];
  if (value === undefined || value === null || value === '') return fallback;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isInteger(n) || n < 0) {
    throw nodeErrors.badCast(jsonType(value), 'uint32');
  }
  return Math.min(n, 4294967295);
}

/** A symbol like `4,CYBER`. */
export function parseSymbol(text: unknown): { precision: number; code: string } {
  if (typeof text !== 'string') throw nodeErrors.badCast(jsonType(text), 'string');
  const comma = text.indexOf(',');
  if (comma < 0) throw nodeErrors.invalidSymbol('missing comma in symbol');
  const precision = Number(text.slice(0, comma));
  const code = text.slice(comma + 1);
  if (!/^\d+$/.test(text.slice(0, comma)) || precision > 18)
    throw nodeErrors.invalidSymbol(`invalid precision in symbol: ${text}`);
  if (!/^[A-Z]{1,7}$/.test(code)) throw nodeErrors.invalidSymbol(`invalid symbol: ${code}`);
  return { precision, code };
}

/** A symbol code from `CYBER`, `cyber` (case-insensitive), `4,CYBER` or `1.0000 CYBER`. */
export function parseSymbolCode(text: string): string {
  const trimmed = text.trim();
  const code = (
    trimmed.includes(' ')
      ? trimmed.slice(trimmed.lastIndexOf(' ') + 1)
      : trimmed.includes(',')
        ? trimmed.slice(trimmed.indexOf(',') + 1)
        : trimmed
  ).toUpperCase();
  if (!/^[A-Z]{1,7}$/.test(code)) throw nodeErrors.invalidSymbol(`invalid symbol: ${text}`);
  return code;
}
