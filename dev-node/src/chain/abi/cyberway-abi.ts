import { ABI, Serializer } from '@wharfkit/antelope';

/** One order of a CyberWay index: a dotted field path and `asc`/`desc`. */
export interface AbiOrder {
  field: string;
  order: 'asc' | 'desc';
}

export interface AbiIndex {
  name: string;
  unique: boolean;
  orders: AbiOrder[];
}

export interface AbiTable {
  name: string;
  type: string;
  /** How `scope` is read (`symbol_code`, …); `""` means a name, the default. */
  scope_type: string;
  indexes: AbiIndex[];
}

export interface AbiStruct {
  name: string;
  base: string;
  fields: { name: string; type: string }[];
}

/** A `cyberway::abi/1.x` definition, in the order nodes serialize it. */
export interface CyberwayAbi {
  version: string;
  types: { new_type_name: string; type: string }[];
  structs: AbiStruct[];
  actions: { name: string; type: string }[];
  events: { name: string; type: string }[];
  tables: AbiTable[];
  error_messages: { error_code: number; error_msg: string }[];
  abi_extensions: { type: number; data: string }[];
  variants: { name: string; types: string[] }[];
}

/** A table as ABI files write it: `scope_type` only when it is not a name. */
export type AbiTableSource = Omit<AbiTable, 'scope_type'> & { scope_type?: string };

export function cyberwayAbi(
  partial: Partial<Omit<CyberwayAbi, 'tables'>> &
    Pick<CyberwayAbi, 'structs'> & { tables?: AbiTableSource[] },
): CyberwayAbi {
  return {
    version: 'cyberway::abi/1.1',
    types: [],
    actions: [],
    events: [],
    error_messages: [],
    abi_extensions: [],
    variants: [],
    ...partial,
    tables: (partial.tables ?? []).map((t) => ({ ...t, scope_type: t.scope_type ?? '' })),
  };
}

/** The layout of CyberWay's binary abi_def (FC_REFLECT order in the node's abi_def.hpp). */
const ABI_DEF_ABI = ABI.from({
  version: 'eosio::abi/1.1',
  structs: [
    {
      name: 'type_def',
      base: '',
      fields: [
        { name: 'new_type_name', type: 'string' },
        { name: 'type', type: 'string' },
      ],
    },
    {
      name: 'field_def',
      base: '',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'type', type: 'string' },
      ],
    },
    {
      name: 'struct_def',
      base: '',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'base', type: 'string' },
        { name: 'fields', type: 'field_def[]' },
      ],
    },
    {
      name: 'action_def',
      base: '',
      fields: [
        { name: 'name', type: 'name' },
        { name: 'type', type: 'string' },
      ],
    },
    {
      name: 'event_def',
      base: '',
      fields: [
        { name: 'name', type: 'name' },
        { name: 'type', type: 'string' },
      ],
    },
    {
      name: 'order_def',
      base: '',
      fields: [
        { name: 'field', type: 'string' },
        { name: 'order', type: 'string' },
      ],
    },
    {
      name: 'index_def',
      base: '',
      fields: [
        { name: 'name', type: 'name' },
        { name: 'unique', type: 'bool' },
        { name: 'orders', type: 'order_def[]' },
      ],
    },
    {
      name: 'table_def',
      base: '',
      fields: [
        { name: 'name', type: 'name' },
        { name: 'type', type: 'string' },
        { name: 'scope_type', type: 'string' },
        { name: 'indexes', type: 'index_def[]' },
      ],
    },
    {
      name: 'error_message',
      base: '',
      fields: [
        { name: 'error_code', type: 'uint64' },
        { name: 'error_msg', type: 'string' },
      ],
    },
    {
      name: 'extension',
      base: '',
      fields: [
        { name: 'type', type: 'uint16' },
        { name: 'data', type: 'bytes' },
      ],
    },
    {
      name: 'variant_def',
      base: '',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'types', type: 'string[]' },
      ],
    },
    {
      name: 'abi_def',
      base: '',
      fields: [
        { name: 'version', type: 'string' },
        { name: 'types', type: 'type_def[]' },
        { name: 'structs', type: 'struct_def[]' },
        { name: 'actions', type: 'action_def[]' },
        { name: 'events', type: 'event_def[]' },
        { name: 'tables', type: 'table_def[]' },
        { name: 'error_messages', type: 'error_message[]' },
        { name: 'abi_extensions', type: 'extension[]' },
        { name: 'variants', type: 'variant_def[]' },
      ],
    },
  ],
});

const packedAbis = new WeakMap<CyberwayAbi, Uint8Array>();

/** The packed (binary) ABI a node stores and returns from get_raw_abi (made once per ABI object). */
export function encodeAbi(abi: CyberwayAbi): Uint8Array {
  let packed = packedAbis.get(abi);
  if (!packed) {
    packed = Serializer.encode({ object: abi, abi: ABI_DEF_ABI, type: 'abi_def' }).array;
    packedAbis.set(abi, packed);
  }
  return packed;
}

/** Reads a packed CyberWay ABI (setabi data); throws when the bytes are not one. */
export function decodeAbi(bytes: Uint8Array): CyberwayAbi {
  const decoded: unknown = Serializer.objectify(
    Serializer.decode({ data: bytes, abi: ABI_DEF_ABI, type: 'abi_def' }),
  );
  // The decoder built every field of abi_def; only its shape is asserted here.
  const abi = decoded as CyberwayAbi;
  if (!abi.version.startsWith('cyberway::abi/'))
    throw new Error(`unsupported ABI version ${abi.version}`);
  if (Buffer.compare(Buffer.from(encodeAbi(abi)), Buffer.from(bytes)) !== 0)
    throw new Error('binary ABI not fully consumed');
  return abi;
}

/** The same types for wharfkit's serializer, which reads EOSIO ABIs (it ignores tables/events). */
export function toWharfAbi(abi: CyberwayAbi): ABI {
  return ABI.from({
    version: 'eosio::abi/1.1',
    types: abi.types,
    structs: abi.structs,
    actions: abi.actions.map((a) => ({ name: a.name, type: a.type, ricardian_contract: '' })),
    variants: abi.variants,
  });
}
