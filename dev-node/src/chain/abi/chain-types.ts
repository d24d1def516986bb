import { ABI, Serializer } from '@wharfkit/antelope';

/**
 * Chain structures serialized with wharfkit. CyberWay's transaction header carries
 * max_ram_kbytes and max_storage_kbytes after max_cpu_usage_ms, so ids differ from EOSIO's.
 */
export const CHAIN_TYPES_ABI = ABI.from({
  version: 'eosio::abi/1.1',
  structs: [
    {
      name: 'permission_level',
      base: '',
      fields: [
        { name: 'actor', type: 'name' },
        { name: 'permission', type: 'name' },
      ],
    },
    {
      name: 'action',
      base: '',
      fields: [
        { name: 'account', type: 'name' },
        { name: 'name', type: 'name' },
        { name: 'authorization', type: 'permission_level[]' },
        { name: 'data', type: 'bytes' },
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
      name: 'transaction',
      base: '',
      fields: [
        { name: 'expiration', type: 'time_point_sec' },
        { name: 'ref_block_num', type: 'uint16' },
        { name: 'ref_block_prefix', type: 'uint32' },
        { name: 'max_net_usage_words', type: 'varuint32' },
        { name: 'max_cpu_usage_ms', type: 'uint8' },
        { name: 'max_ram_kbytes', type: 'varuint32' },
        { name: 'max_storage_kbytes', type: 'varuint32' },
        { name: 'delay_sec', type: 'varuint32' },
        { name: 'context_free_actions', type: 'action[]' },
        { name: 'actions', type: 'action[]' },
        { name: 'transaction_extensions', type: 'extension[]' },
      ],
    },
    {
      name: 'producer_key',
      base: '',
      fields: [
        { name: 'producer_name', type: 'name' },
        { name: 'block_signing_key', type: 'public_key' },
      ],
    },
    {
      name: 'producer_schedule',
      base: '',
      fields: [
        { name: 'version', type: 'uint32' },
        { name: 'producers', type: 'producer_key[]' },
      ],
    },
    {
      name: 'block_header',
      base: '',
      fields: [
        // CyberWay's block_timestamp_type counts 3 s slots; wharfkit's counts EOSIO's 0.5 s ones.
        { name: 'timestamp', type: 'uint32' },
        { name: 'producer', type: 'name' },
        { name: 'confirmed', type: 'uint16' },
        { name: 'previous', type: 'checksum256' },
        { name: 'transaction_mroot', type: 'checksum256' },
        { name: 'action_mroot', type: 'checksum256' },
        { name: 'schedule_version', type: 'uint32' },
        { name: 'new_producers', type: 'producer_schedule?' },
        { name: 'header_extensions', type: 'extension[]' },
      ],
    },
    {
      name: 'auth_sequence',
      base: '',
      fields: [
        { name: 'account', type: 'name' },
        { name: 'sequence', type: 'uint64' },
      ],
    },
    {
      // What an action_mroot leaf commits to (nodeos action_receipt).
      name: 'action_receipt',
      base: '',
      fields: [
        { name: 'receiver', type: 'name' },
        { name: 'act_digest', type: 'checksum256' },
        { name: 'global_sequence', type: 'uint64' },
        { name: 'recv_sequence', type: 'uint64' },
        { name: 'auth_sequence', type: 'auth_sequence[]' },
        { name: 'code_sequence', type: 'varuint32' },
        { name: 'abi_sequence', type: 'varuint32' },
      ],
    },
    {
      // What a receipt commits to in transaction_mroot: the receipt header and the trx id.
      name: 'receipt_digest',
      base: '',
      fields: [
        { name: 'status', type: 'uint8' },
        { name: 'cpu_usage_us', type: 'uint32' },
        { name: 'net_usage_words', type: 'varuint32' },
        { name: 'ram_kbytes', type: 'varuint32' },
        { name: 'storage_kbytes', type: 'varint32' },
        { name: 'trx_id', type: 'checksum256' },
      ],
    },
  ],
});

export interface PermissionLevel {
  actor: string;
  permission: string;
}

export interface PackableAction {
  account: string;
  name: string;
  authorization: PermissionLevel[];
  /** Packed arguments, hex. */
  data: string;
}

export interface PackableTransaction {
  expiration: string;
  ref_block_num: number;
  ref_block_prefix: number;
  max_net_usage_words: number;
  max_cpu_usage_ms: number;
  max_ram_kbytes: number;
  max_storage_kbytes: number;
  delay_sec: number;
  context_free_actions: PackableAction[];
  actions: PackableAction[];
  transaction_extensions: { type: number; data: string }[];
}

export function packTransaction(trx: PackableTransaction): Uint8Array {
  return Serializer.encode({ object: trx, abi: CHAIN_TYPES_ABI, type: 'transaction' }).array;
}

export function unpackTransaction(bytes: Uint8Array): PackableTransaction {
  return Serializer.objectify(
    Serializer.decode({ data: bytes, abi: CHAIN_TYPES_ABI, type: 'transaction' }),
  ) as PackableTransaction;
}

export interface ProducerKeyJson {
  producer_name: string;
  block_signing_key: string;
}

export interface ScheduleJson {
  version: number;
  producers: ProducerKeyJson[];
}

export interface PackableHeader {
  timestamp: string;
  producer: string;
  confirmed: number;
  previous: string;
  transaction_mroot: string;
  action_mroot: string;
  schedule_version: number;
  new_producers: ScheduleJson | null;
  header_extensions: { type: number; data: string }[];
}

export function packHeader(header: PackableHeader): Uint8Array {
  const slot = (Date.parse(`${header.timestamp}Z`) - Date.UTC(2000, 0, 1)) / 3000;
  return Serializer.encode({
    object: { ...header, timestamp: slot },
    abi: CHAIN_TYPES_ABI,
    type: 'block_header',
  }).array;
}

export function packSchedule(schedule: ScheduleJson): Uint8Array {
  return Serializer.encode({ object: schedule, abi: CHAIN_TYPES_ABI, type: 'producer_schedule' })
    .array;
}

export function packReceiptDigest(receipt: {
  status: number;
  cpu_usage_us: number;
  net_usage_words: number;
  ram_kbytes: number;
  storage_kbytes: number;
  trx_id: string;
}): Uint8Array {
  return Serializer.encode({ object: receipt, abi: CHAIN_TYPES_ABI, type: 'receipt_digest' }).array;
}

export function packAction(action: PackableAction): Uint8Array {
  return Serializer.encode({ object: action, abi: CHAIN_TYPES_ABI, type: 'action' }).array;
}
