import { z } from '@/api/zod';
import { checksum256, counter, int64, jsonObject, name, timestamp } from './common';
import {
  firstAuthorityKey,
  producerScheduleSchema,
  signingAuthoritySchema,
  type ProducerSchedule,
} from './schedule';

/** Transaction receipt statuses; kept as a plain string in the schema so a new status cannot break a block page. */
export const TRANSACTION_STATUSES = [
  'executed',
  'soft_fail',
  'hard_fail',
  'delayed',
  'expired',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const permissionLevelSchema = z.object({ actor: name, permission: name });
export type PermissionLevel = z.infer<typeof permissionLevelSchema>;

/** An action inside a transaction. */
export const actionSchema = z.object({
  /** Contract account. */
  account: name,
  /** Action name. */
  name: name,
  authorization: z._default(z.array(permissionLevelSchema), []),
  /**
   * ABI-decoded arguments when the contract ABI resolves; otherwise the packed arguments as a hex
   * string (possibly `""`).
   */
  data: z.union([jsonObject, z.string()]),
  /** Packed arguments as hex, present when `data` was decoded. */
  hex_data: z.optional(z.string()),
});
export type Action = z.infer<typeof actionSchema>;

/** A transaction as decoded by the node (header fields plus actions). */
export const transactionSchema = z.object({
  /** `time_point_sec`, e.g. `"2019-03-29T05:52:03"`. */
  expiration: timestamp,
  ref_block_num: counter,
  ref_block_prefix: counter,
  max_net_usage_words: counter,
  max_cpu_usage_ms: counter,
  /** CyberWay only. */
  max_ram_kbytes: z.optional(counter),
  /** CyberWay only. */
  max_storage_kbytes: z.optional(counter),
  delay_sec: counter,
  context_free_actions: z._default(z.array(actionSchema), []),
  actions: z._default(z.array(actionSchema), []),
  transaction_extensions: z._default(z.array(z.unknown()), []),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** A packed transaction as shown in a block. */
export const packedTransactionSchema = z.object({
  /** Transaction id. */
  id: checksum256,
  signatures: z._default(z.array(z.string()), []),
  /** `"none"` or `"zlib"`. */
  compression: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v) => String(v)),
  ),
  packed_context_free_data: z._default(z.string(), ''),
  context_free_data: z._default(z.array(z.unknown()), []),
  packed_trx: z.string(),
  transaction: transactionSchema,
});
export type PackedTransaction = z.infer<typeof packedTransactionSchema>;

/** A transaction receipt in a block. */
export const transactionReceiptSchema = z.object({
  /** `executed`, `soft_fail`, `hard_fail`, `delayed` or `expired` (see TRANSACTION_STATUSES). */
  status: z.string(),
  /** CPU time billed, microseconds. */
  cpu_usage_us: counter,
  /** Network bandwidth billed, in 8-byte words. */
  net_usage_words: counter,
  /** RAM billed, kB (CyberWay only). */
  ram_kbytes: z.optional(counter),
  /** Storage billed, kB; negative when storage was freed (CyberWay only). */
  storage_kbytes: z.optional(counter),
  /**
   * The transaction: only its id (a 64-hex string) for deferred, delayed and expired receipts,
   * otherwise the packed and decoded transaction.
   */
  trx: z.union([checksum256, packedTransactionSchema]),
});
export type TransactionReceipt = z.infer<typeof transactionReceiptSchema>;

/** Header fields shared by get_block and get_block_header_state. */
export const blockHeaderSchema = z.object({
  /** Block slot time (CyberWay: 3 s slots, so always `.000`). */
  timestamp,
  /** Producer that signed the block. */
  producer: name,
  /** Number of producers confirming earlier blocks with this one. */
  confirmed: counter,
  /** Id of the previous block. */
  previous: z.string(),
  transaction_mroot: z.string(),
  action_mroot: z.string(),
  schedule_version: counter,
  /** A new producer schedule announced in this block; null (get_block) or absent otherwise. */
  new_producers: z.pipe(
    z.nullish(producerScheduleSchema),
    z.transform((v): ProducerSchedule | null => v ?? null),
  ),
  /** Newer Leap drops empty extensions. */
  header_extensions: z._default(z.array(z.unknown()), []),
  producer_signature: z.string(),
});
export type BlockHeader = z.infer<typeof blockHeaderSchema>;

/** get_block. */
export const getBlockSchema = z.extend(blockHeaderSchema, {
  transactions: z._default(z.array(transactionReceiptSchema), []),
  block_extensions: z._default(z.array(z.unknown()), []),
  /** Block id; its first 4 bytes are the block number, big-endian. */
  id: checksum256,
  block_num: counter,
  /** Little-endian uint32 from id bytes 8–11, used as TaPoS in transactions. */
  ref_block_prefix: counter,
});
export type Block = z.infer<typeof getBlockSchema>;

/** CyberWay/EOSIO 1.x `pending_schedule` is the schedule itself; Leap wraps it with its lib num and hash. */
const pendingScheduleSchema = z.union([
  z.pipe(
    producerScheduleSchema,
    z.transform((schedule) => ({ schedule })),
  ),
  z.object({
    schedule_lib_num: counter,
    schedule_hash: z.string(),
    schedule: producerScheduleSchema,
  }),
]);

const producerBlockPairSchema = z.tuple([name, counter]);

/** get_block_header_state (reversible blocks only). Normalised so CyberWay and Leap read alike. */
export const getBlockHeaderStateSchema = z.pipe(
  z.object({
    id: checksum256,
    block_num: counter,
    header: blockHeaderSchema,
    dpos_proposed_irreversible_blocknum: counter,
    dpos_irreversible_blocknum: counter,
    /** EOSIO 1.x / CyberWay only. */
    bft_irreversible_blocknum: z.optional(counter),
    pending_schedule_lib_num: z.optional(counter),
    pending_schedule_hash: z.optional(z.string()),
    /** CyberWay only: slot at which the schedule is next shuffled. */
    scheduled_shuffle_slot: z.optional(counter),
    pending_schedule: pendingScheduleSchema,
    active_schedule: producerScheduleSchema,
    blockroot_merkle: z.optional(
      z.object({ _active_nodes: z._default(z.array(z.string()), []), _node_count: int64 }),
    ),
    /** `[producer, last block number produced]` pairs. */
    producer_to_last_produced: z._default(z.array(producerBlockPairSchema), []),
    producer_to_last_implied_irb: z._default(z.array(producerBlockPairSchema), []),
    block_signing_key: z.optional(z.string()),
    /** Leap replaces `block_signing_key` with an authority. */
    valid_block_signing_authority: z.optional(signingAuthoritySchema),
    confirm_count: z._default(z.array(z.number()), []),
    confirmations: z._default(z.array(z.unknown()), []),
  }),
  z.transform(({ pending_schedule, valid_block_signing_authority, ...rest }) => {
    const signingKey = rest.block_signing_key ?? firstAuthorityKey(valid_block_signing_authority);
    const libNum =
      'schedule_lib_num' in pending_schedule
        ? pending_schedule.schedule_lib_num
        : rest.pending_schedule_lib_num;
    const hash =
      'schedule_hash' in pending_schedule
        ? pending_schedule.schedule_hash
        : rest.pending_schedule_hash;
    return {
      ...rest,
      /** Schedule waiting to become active. */
      pending_schedule: pending_schedule.schedule,
      pending_schedule_lib_num: libNum,
      pending_schedule_hash: hash,
      /** Key that signs this block (first authority key on Leap). */
      block_signing_key: signingKey,
    };
  }),
);
export type BlockHeaderState = z.infer<typeof getBlockHeaderStateSchema>;
