import { z } from '@/api/zod';
import { counter, int64, name } from './common';

/*
 * cyber.stake's table rows (the node's stake_object.hpp): amounts are int64 base units of the
 * staked token, `fee` and `pct` basis points (10000 = 100 %), shares int64 units of an agent's
 * pool. Fields the node of some version lacks are optional.
 */

/** stake.agent: an account's staking state for one token. */
export const stakeAgentRowSchema = z.object({
  id: int64,
  token_code: z.string(),
  account: name,
  /** 0: a validator candidate; 1..n: a proxy that may grant to agents of lower levels. */
  proxy_level: counter,
  last_proxied_update: z.optional(z.string()),
  /** Funds held (not passed on); a candidate's votes. */
  balance: int64,
  /** Funds passed on to other agents through grants. */
  proxied: int64,
  /** Shares of this agent's pool issued to everyone (absent on nodes where shares are funds). */
  shares_sum: z.optional(int64),
  /** Shares of its own pool the agent holds. */
  own_share: int64,
  fee: counter,
  min_own_staked: int64,
  provided: z._default(int64, '0'),
  received: z._default(int64, '0'),
  signing_key: z.optional(z.nullable(z.string())),
});
export type StakeAgentRow = z.infer<typeof stakeAgentRowSchema>;

/** stake.grant: a grantor's share in a recipient agent's pool, and the grant's terms. */
export const stakeGrantRowSchema = z.object({
  id: int64,
  token_code: z.string(),
  grantor_name: name,
  recipient_name: name,
  /** Part of every later arrival passed on to the recipient automatically (basis points). */
  pct: counter,
  /** Shares of the recipient's pool the grantor holds. */
  share: int64,
  /** The grant breaks when the recipient's fee rises above this (basis points). */
  break_fee: z.optional(counter),
  /** The grant breaks when the recipient's minimum own stake falls below this (base units). */
  break_min_own_staked: z.optional(int64),
});
export type StakeGrantRow = z.infer<typeof stakeGrantRowSchema>;

/** stake.cand: a validator candidate (an agent of proxy level 0). */
export const stakeCandidateRowSchema = z.object({
  account: name,
  votes: int64,
  signing_key: z.optional(z.nullable(z.string())),
  enabled: z.optional(z.union([z.boolean(), z.number()])),
  latest_pick: z.optional(z.string()),
});
export type StakeCandidateRow = z.infer<typeof stakeCandidateRowSchema>;

/** provpayout: provided stake taken back, claimable from `date`. */
export const stakePayoutRowSchema = z.object({
  grantor_name: name,
  recipient_name: name,
  amount: int64,
  date: z.string(),
});
export type StakePayoutRow = z.infer<typeof stakePayoutRowSchema>;
