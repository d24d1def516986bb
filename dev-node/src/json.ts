/**
 * JSON encoding as fc (the nodeos JSON library) writes it: 64-bit integers above 0xffffffff are
 * quoted, times carry milliseconds and no `Z`.
 */

const U32_MAX = 4294967295;

/** An int64/uint64 value: a number up to 0xffffffff, a decimal string above (and below -2^31). */
export function int64(value: number | bigint): number | string {
  if (typeof value === 'bigint') {
    return value > BigInt(U32_MAX) || value < -2147483648n ? value.toString() : Number(value);
  }
  return value > U32_MAX || value < -2147483648 ? BigInt(Math.trunc(value)).toString() : value;
}

/** fc::time_point: `2020-11-03T04:57:00.000`. */
export function timePoint(ms: number): string {
  return new Date(ms).toISOString().slice(0, 23);
}

/** fc::time_point_sec: `2019-03-29T05:52:03`. */
export function timePointSec(sec: number): string {
  return new Date(sec * 1000).toISOString().slice(0, 19);
}

/** Parses a node time string (with or without `Z`/fraction) to ms; NaN when unreadable. */
export function parseTime(text: string): number {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?Z?$/.test(text)) return Number.NaN;
  return Date.parse(text.endsWith('Z') ? text : `${text}Z`);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fc variant type of a JSON value, as bad_cast errors name it. */
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
