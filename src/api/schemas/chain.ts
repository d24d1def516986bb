import { z } from '@/api/zod';
import { counter, int64, name, timestamp } from './common';

/**
 * get_info. CyberWay and EOSIO 1.6 send 13 fields; EOSIO 1.8+, 2.1 and Leap add more, kept as
 * optional.
 */
export const getInfoSchema = z.object({
  /** 8 hex digits of the build, e.g. `e945893a`. */
  server_version: z.string(),
  /** Hash identifying the chain. */
  chain_id: z.string(),
  /** Number of the newest block. */
  head_block_num: counter,
  /** Highest block that can no longer be reverted. */
  last_irreversible_block_num: counter,
  last_irreversible_block_id: z.string(),
  head_block_id: z.string(),
  head_block_time: timestamp,
  head_block_producer: name,
  /** Calculated after each block; 64-bit. */
  virtual_block_cpu_limit: int64,
  virtual_block_net_limit: int64,
  /** Actual per-block maximums; 64-bit. */
  block_cpu_limit: int64,
  block_net_limit: int64,
  /** Release tag, e.g. `v2.1.1`; absent on some builds. */
  server_version_string: z.optional(z.string()),
  /** EOSIO 1.8+ only. */
  fork_db_head_block_num: z.optional(counter),
  fork_db_head_block_id: z.optional(z.string()),
  /** EOSIO 2.1+ only. */
  server_full_version_string: z.optional(z.string()),
  last_irreversible_block_time: z.optional(timestamp),
  /** Leap only. */
  total_cpu_weight: z.optional(int64),
  total_net_weight: z.optional(int64),
  earliest_available_block_num: z.optional(counter),
});
export type GetInfo = z.infer<typeof getInfoSchema>;
