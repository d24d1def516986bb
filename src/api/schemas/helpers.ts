import { z } from '@/api/zod';
import { checksum256, jsonObject } from './common';
import { isJsonObject, type JsonObject } from '@/api/json-object';

/** abi_json_to_bin → the packed arguments as hex (`{binargs}` on nodes; a bare string tolerated). */
export const abiJsonToBinSchema = z.pipe(
  z.union([z.object({ binargs: z.string() }), z.string()]),
  z.transform((v) => (typeof v === 'string' ? v : v.binargs)),
);

function parseObject(text: string): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Decoded action arguments, or the node's text when it could not be read as an object. */
export type AbiArgs = JsonObject | string;

/**
 * abi_bin_to_json → the decoded arguments. Real nodes send `{"args":{…}}`; the spec calls the
 * answer a string, so a bare object or a JSON string are accepted too.
 */
export const abiBinToJsonSchema = z.pipe(
  z.union([jsonObject, z.string()]),
  z.transform((v): AbiArgs => {
    if (typeof v === 'string') return parseObject(v) ?? v;
    const keys = Object.keys(v);
    const args = v['args'];
    if (keys.length === 1 && (isJsonObject(args) || typeof args === 'string')) {
      return typeof args === 'string' ? (parseObject(args) ?? args) : args;
    }
    return v;
  }),
);

/**
 * get_required_keys → the keys that must sign. Real nodes send `{required_keys:[…]}`; the spec a
 * string, where `""` means no further signature is needed.
 */
export const getRequiredKeysSchema = z.pipe(
  z.union([z.object({ required_keys: z.array(z.string()) }), z.array(z.string()), z.string()]),
  z.transform((v): string[] => {
    if (typeof v === 'string') return v === '' ? [] : [v];
    return Array.isArray(v) ? v : v.required_keys;
  }),
);

/** get_transaction_id → the id. Real nodes send a bare string; the spec `{trx_id}`. */
export const getTransactionIdSchema = z.pipe(
  z.union([checksum256, z.object({ trx_id: checksum256 })]),
  z.transform((v) => (typeof v === 'string' ? v : v.trx_id)),
);
