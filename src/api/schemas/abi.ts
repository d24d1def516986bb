import { z } from 'zod';
import { int64, name } from './common';

const fieldSchema = z.object({ name: z.string(), type: z.string() });

/** One order of a CyberWay index: a dotted field path (`balance._sym`) and `asc`/`desc`. */
export const abiIndexOrderSchema = z.object({ field: z.string(), order: z.string() });

/** A CyberWay table index; bounds for get_table_rows are objects keyed by its order fields. */
export const abiIndexSchema = z.object({
  name: z.string(),
  unique: z.boolean().default(false),
  orders: z.array(abiIndexOrderSchema).default([]),
});
export type AbiIndex = z.infer<typeof abiIndexSchema>;

export const abiTableSchema = z.object({
  name: name,
  /** Struct describing a row. */
  type: z.string(),
  /** CyberWay: how `scope` is parsed (`name` by default, `symbol_code`, integers). */
  scope_type: z.string().optional(),
  /** CyberWay: named indexes (`primary` first). */
  indexes: z.array(abiIndexSchema).default([]),
  /** EOSIO: primary key type, e.g. `i64`. */
  index_type: z.string().optional(),
  key_names: z.array(z.string()).default([]),
  key_types: z.array(z.string()).default([]),
});
export type AbiTable = z.infer<typeof abiTableSchema>;

/**
 * A contract ABI, either `cyberway::abi/1.x` (events, tables with indexes/orders, scope_type) or
 * `eosio::abi/1.x` (index_type, key names/types, ricardian contracts). Arrays missing from one
 * format default to empty.
 */
export const abiSchema = z.object({
  /** Present in .abi files; nodes do not send it. */
  ____comment: z.string().optional(),
  /** e.g. `cyberway::abi/1.1` or `eosio::abi/1.2`. */
  version: z.string(),
  types: z.array(z.object({ new_type_name: z.string(), type: z.string() })).default([]),
  structs: z
    .array(
      z.object({
        name: z.string(),
        base: z.string().default(''),
        fields: z.array(fieldSchema).default([]),
      }),
    )
    .default([]),
  actions: z
    .array(
      z.object({
        name: name,
        type: z.string(),
        /** EOSIO only. */
        ricardian_contract: z.string().default(''),
      }),
    )
    .default([]),
  /** CyberWay only: events the contract emits. */
  events: z.array(fieldSchema).default([]),
  tables: z.array(abiTableSchema).default([]),
  /** EOSIO only. */
  ricardian_clauses: z.array(z.object({ id: z.string(), body: z.string() })).default([]),
  error_messages: z.array(z.object({ error_code: int64, error_msg: z.string() })).default([]),
  abi_extensions: z.array(z.unknown()).default([]),
  variants: z.array(z.object({ name: z.string(), types: z.array(z.string()) })).default([]),
  /** EOSIO 1.2+ only. */
  action_results: z.array(z.object({ name: z.string(), result_type: z.string() })).default([]),
});
export type Abi = z.infer<typeof abiSchema>;

/** True for a CyberWay ABI (tables addressed by index name with object bounds). */
export function isCyberwayAbi(abi: Pick<Abi, 'version'>): boolean {
  return abi.version.startsWith('cyberway::');
}

/** The order fields of a table index, e.g. `['balance._sym']`; empty when unknown. */
export function indexOrderFields(abi: Abi, table: string, index = 'primary'): string[] {
  const t = abi.tables.find((x) => x.name === table);
  return t?.indexes.find((i) => i.name === index)?.orders.map((o) => o.field) ?? [];
}

/** An absent ABI is sent as a missing key (CyberWay) or null (some EOSIO versions). */
const optionalAbi = abiSchema.nullish().transform((v): Abi | undefined => v ?? undefined);

/** get_abi. */
export const getAbiSchema = z.object({
  account_name: name,
  /** Undefined when the account has no ABI. */
  abi: optionalAbi,
});
export type GetAbi = z.infer<typeof getAbiSchema>;

/** get_code (sent with code_as_wasm: true; CyberWay refuses the WAST default). */
export const getCodeSchema = z.object({
  account_name: name,
  /** sha256 of the code; 64 zeros when there is none. */
  code_hash: z.string(),
  /** Always `""`: text form is no longer supported. */
  wast: z.string().default(''),
  /** Raw wasm bytes put straight into a JSON string; prefer get_raw_code_and_abi. */
  wasm: z.string().default(''),
  abi: optionalAbi,
});
export type GetCode = z.infer<typeof getCodeSchema>;

/** get_code_hash. */
export const getCodeHashSchema = z.object({
  account_name: name,
  /** 64 zeros when the account has no code. */
  code_hash: z.string(),
});
export type GetCodeHash = z.infer<typeof getCodeHashSchema>;

/** get_raw_code_and_abi. */
export const getRawCodeAndAbiSchema = z.object({
  account_name: name,
  /** base64 of the wasm. */
  wasm: z.string(),
  /** base64 of the packed ABI. */
  abi: z.string(),
});
export type GetRawCodeAndAbi = z.infer<typeof getRawCodeAndAbiSchema>;

/** get_raw_abi. */
export const getRawAbiSchema = z.object({
  account_name: name,
  code_hash: z.string(),
  /** sha256 of the packed ABI bytes (of the empty string when there is none). */
  abi_hash: z.string(),
  /** base64 of the packed ABI; omitted when the request's abi_hash is current. */
  abi: z.string().optional(),
});
export type GetRawAbi = z.infer<typeof getRawAbiSchema>;
