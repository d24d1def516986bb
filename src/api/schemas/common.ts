import { z } from '@/api/zod';

/**
 * A 64-bit integer. fc writes int64/uint64 values above 0xffffffff as quoted strings and smaller
 * ones as plain numbers, so one field can arrive either way; it is exposed as a decimal string
 * and never turned into a JS number (that would lose precision above 2^53).
 * Also used for uint128 (`sender_id`): the client quotes unsafe integer literals before parsing.
 */
export const int64 = z.pipe(
  z.union([
    z.number().check(z.int()),
    z.string().check(z.regex(/^-?\d+$/, 'expected a decimal integer')),
  ]),
  z.transform((v) => String(v)),
);

/** A double or vote weight: fc writes doubles as quoted strings (`"2.00000000000000000"`). */
export const numeric = z.pipe(
  z.union([
    z.number(),
    z.string().check(z.regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/, 'expected a number')),
  ]),
  z.transform((v) => String(v)),
);

/**
 * A 32-bit counter (block numbers, versions, sizes): always a plain JSON number on real nodes.
 * A numeric string is tolerated because fc itself parses loosely.
 */
export const counter = z.union([
  z.number().check(z.int()),
  z.pipe(
    z.string().check(z.regex(/^-?\d+$/)),
    z.transform((v) => Number(v)),
  ),
]);

/** Account, contract, action or table name (base-32, up to 13 characters). */
export const name = z.string();

/** Asset string: `"1000.0000 CYBER"`. */
export const asset = z.string();

/** `fc::time_point` / `block_timestamp_type` string, e.g. `"2020-11-03T04:57:00.000"` (UTC, no `Z`). */
export const timestamp = z.string();

/** 64 hex characters (block id, transaction id, sha256). */
export const checksum256 = z
  .string()
  .check(z.regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hex characters'));

/** A JSON object whose fields are not described further (decoded rows, action data). */
export const jsonObject = z.record(z.string(), z.unknown());
