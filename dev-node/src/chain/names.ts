import { Name, UInt64 } from '@wharfkit/antelope';
import { jsonType } from '../json.ts';
import { nodeErrors } from '../node-errors.ts';

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
