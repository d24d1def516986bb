import { z } from '@/api/zod';
import { asset, counter, int64, name, numeric, timestamp } from './common';
import { permissionLevelSchema } from './block';

export interface ResourceLimit {
  /** Amount used; absent when the node gave only one figure (the spec's string form). */
  used?: string;
  /** Amount still available. `"-1"` means unlimited. */
  available: string;
  /** Current maximum; absent in the spec's string form. */
  max?: string;
}

/**
 * A resource limit: real nodes send `{used, available, max}` (64-bit each; `-1` = unlimited),
 * the spec a single string (the available amount).
 */
export const resourceLimitSchema = z.union([
  z.pipe(
    z.object({ used: z.optional(int64), available: int64, max: z.optional(int64) }),
    z.transform(({ used, available, max }): ResourceLimit => ({
      available,
      ...(used !== undefined ? { used } : {}),
      ...(max !== undefined ? { max } : {}),
    })),
  ),
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v): ResourceLimit => ({ available: String(v) })),
  ),
]);

export interface StakeInfo {
  /** Tokens staked by the account itself (asset string). */
  staked: string;
  /** Stake received from other accounts (asset string). */
  received?: string;
  /** Stake provided to other accounts (asset string). */
  provided?: string;
}

/** CyberWay stake_info: an object of asset strings on real nodes, one string in the spec. */
export const stakeInfoSchema = z.union([
  z.object({ staked: asset, received: z.optional(asset), provided: z.optional(asset) }),
  z.pipe(
    z.string(),
    z.transform((staked): StakeInfo => ({ staked })),
  ),
]);

export const keyWeightSchema = z.object({ key: z.string(), weight: counter });
export const permissionLevelWeightSchema = z.object({
  permission: permissionLevelSchema,
  weight: counter,
});
export const waitWeightSchema = z.object({ wait_sec: counter, weight: counter });

export const authoritySchema = z.object({
  /** Sum of weights needed to satisfy the permission. */
  threshold: counter,
  keys: z._default(z.array(keyWeightSchema), []),
  accounts: z._default(z.array(permissionLevelWeightSchema), []),
  waits: z._default(z.array(waitWeightSchema), []),
});
export type Authority = z.infer<typeof authoritySchema>;

export const permissionSchema = z.object({
  perm_name: name,
  /** Parent permission; `""` for owner. */
  parent: z.string(),
  required_auth: authoritySchema,
  /** Leap only: actions linked to this permission. */
  linked_actions: z.optional(z.array(z.object({ account: name, action: z.optional(z.string()) }))),
});
export type Permission = z.infer<typeof permissionSchema>;

/** Weights are asset strings; ram/storage weights are CyberWay-only. */
export const totalResourcesSchema = z.object({
  owner: name,
  net_weight: asset,
  cpu_weight: asset,
  ram_weight: z.optional(asset),
  storage_weight: z.optional(asset),
  ram_bytes: z.optional(int64),
});

export const delegatedBandwidthSchema = z.object({
  from: name,
  to: name,
  net_weight: asset,
  cpu_weight: asset,
  ram_weight: z.optional(asset),
  storage_weight: z.optional(asset),
});

/** EOSIO voter info (always null on CyberWay). Only the commonly shown fields are described. */
export const voterInfoSchema = z.object({
  owner: z.optional(name),
  proxy: z.optional(z.string()),
  producers: z._default(z.array(name), []),
  staked: z.optional(int64),
  last_vote_weight: z.optional(numeric),
  proxied_vote_weight: z.optional(numeric),
  is_proxy: z.optional(z.union([z.number(), z.boolean()])),
});

/** get_account. Accepts CyberWay, EOSIO and Leap shapes; limits are normalised (see ResourceLimit). */
export const getAccountSchema = z.object({
  account_name: name,
  head_block_num: counter,
  head_block_time: timestamp,
  privileged: z.boolean(),
  last_code_update: timestamp,
  created: timestamp,
  /** Liquid core-token balance; omitted when the account holds none. */
  core_liquid_balance: z.optional(asset),
  /** RAM quota in bytes (CyberWay: storage_limit.max); `-1` = unlimited. */
  ram_quota: int64,
  /** Stake share for bandwidth; `-1` = unlimited. */
  net_weight: int64,
  cpu_weight: int64,
  net_limit: resourceLimitSchema,
  cpu_limit: resourceLimitSchema,
  /** CyberWay only. */
  ram_limit: z.optional(resourceLimitSchema),
  /** CyberWay only. */
  storage_limit: z.optional(resourceLimitSchema),
  /** RAM used, bytes. */
  ram_usage: int64,
  permissions: z._default(z.array(permissionSchema), []),
  total_resources: z.nullish(totalResourcesSchema),
  self_delegated_bandwidth: z.nullish(delegatedBandwidthSchema),
  /** Pending unstake (EOSIO); always null on CyberWay. */
  refund_request: z.nullish(z.record(z.string(), z.unknown())),
  voter_info: z.nullish(voterInfoSchema),
  /** CyberWay only: staked, received and provided stake. */
  stake_info: z.optional(stakeInfoSchema),
});
export type Account = z.infer<typeof getAccountSchema>;
