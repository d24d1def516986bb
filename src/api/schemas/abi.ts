import { z } from '@/api/zod';
import { int64, name } from './common';

const fieldSchema = z.object({ name: z.string(), type: z.string() });

/** One order of a CyberWay index: a dotted field path (`balance._sym`) and `asc`/`desc`. */
export const abiIndexOrderSchema = z.object({ field: z.string(), order: z.string() });

/** A CyberWay table index; bounds for get_table_rows are objects keyed by its order fields. */
export const abiIndexSchema = z.object({
  name: z.string(),
  unique: z._default(z.boolean(), false),
  orders: z._default(z.array(abiIndexOrderSchema), []),
});
export type AbiIndex = z.infer<typeof abiIndexSchema>;

export const abiTableSchema = z.object({
  name: name,
  /** Struct describing a row. */
  type: z.string(),
  /**
   * CyberWay: how `scope` is parsed (`name` by default, `symbol_code`, integers). ABI files leave
   * it out for a name; nodes serialize every abi_def field and send `""`: both read as absent.
   */
  scope_type: z.optional(
    z.pipe(
      z.string(),
      z.transform((v): string | undefined => (v === '' ? undefined : v)),
    ),
  ),
  /** CyberWay: named indexes (`primary` first). */
  indexes: z._default(z.array(abiIndexSchema), []),
  /** EOSIO: primary key type, e.g. `i64`. */
  index_type: z.optional(z.string()),
  key_names: z._default(z.array(z.string()), []),
  key_types: z._default(z.array(z.string()), []),
});
export type AbiTable = z.infer<typeof abiTableSchema>;

/**
 * A contract ABI, either `cyberway::abi/1.x` (events, tables with indexes/orders, scope_type) or
 * `eosio::abi/1.x` (index_type, key names/types, ricardian contracts). Arrays missing from one
 * format default to empty.
 */
export const abiSchema = z.object({
  /** Present in .abi files; nodes do not send it. */
  ____comment: z.optional(z.string()),
  /** e.g. `cyberway::abi/1.1` or `eosio::abi/1.2`. */
  version: z.string(),
  types: z._default(z.array(z.object({ new_type_name: z.string(), type: z.string() })), []),
  structs: z._default(
    z.array(
      z.object({
        name: z.string(),
        base: z._default(z.string(), ''),
        fields: z._default(z.array(fieldSchema), []),
      }),
    ),
    [],
  ),
  actions: z._default(
    z.array(
      z.object({
        name: name,
        type: z.string(),
        /** EOSIO only. */
        ricardian_contract: z._default(z.string(), ''),
      }),
    ),
    [],
  ),
  /** CyberWay only: events the contract emits. */
  events: z._default(z.array(fieldSchema), []),
  tables: z._default(z.array(abiTableSchema), []),
  /** EOSIO only. */
  ricardian_clauses: z._default(z.array(z.object({ id: z.string(), body: z.string() })), []),
  error_messages: z._default(z.array(z.object({ error_code: int64, error_msg: z.string() })), []),
  abi_extensions: z._default(z.array(z.unknown()), []),
  variants: z._default(z.array(z.object({ name: z.string(), types: z.array(z.string()) })), []),
  /** EOSIO 1.2+ only. */
  action_results: z._default(z.array(z.object({ name: z.string(), result_type: z.string() })), []),
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
const optionalAbi = z.pipe(
  z.nullish(abiSchema),
  z.transform((v): Abi | undefined => v ?? undefined),
);

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
  wast: z._default(z.string(), ''),
  /** Raw wasm bytes put straight into a JSON string; prefer get_raw_code_and_abi. */
  wasm: z._default(z.string(), ''),
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
  abi: z.optional(z.string()),
});
export type GetRawAbi = z.infer<typeof getRawAbiSchema>;
