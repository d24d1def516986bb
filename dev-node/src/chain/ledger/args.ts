import { isValidName } from '../names.ts';
import type { RowData } from '../row-segments.ts';
import { check } from './errors.ts';

/** Readers of action arguments (decoded JSON, as a block shows them). */

export interface AssetValue {
  units: number;
  precision: number;
  code: string;
}

/** `4,CYBER`. */
export function symbolText(precision: number, code: string): string {
  return `${precision},${code}`;
}

export function stringArg(data: RowData, field: string): string {
  const value = data[field];
  if (typeof value !== 'string') throw new TypeError(`${field} must be a string`);
  return value;
}

export function nameArg(data: RowData, field: string): string {
  const value = stringArg(data, field);
  if (!isValidName(value)) throw new TypeError(`${field} is not a name: ${value}`);
  return value;
}

export function numberArg(data: RowData, field: string): number {
  const value = data[field];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  throw new TypeError(`${field} must be a number`);
}

/** `"12.3400 CYBER"` → units, precision and code; the node's own checks come after. */
export function parseAssetText(text: string): AssetValue | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))? ([A-Z]{1,7})$/.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', code = ''] = match;
  const units = Number(`${sign}${whole}${fraction}`);
  if (!Number.isSafeInteger(units)) return undefined;
  return { units, precision: fraction.length, code };
}

export function assetArg(data: RowData, field: string): AssetValue {
  const value = parseAssetText(stringArg(data, field));
  check(value !== undefined, 'invalid quantity');
  return value;
}

/** `"4,CYBER"` → precision and code. */
export function symbolArg(data: RowData, field: string): { precision: number; code: string } {
  const match = /^(\d+),([A-Z]{1,7})$/.exec(stringArg(data, field));
  check(match !== null, 'invalid symbol name');
  return { precision: Number(match[1]), code: match[2] ?? '' };
}
