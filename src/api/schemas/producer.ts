import { z } from '@/api/zod';
import { name, numeric, timestamp } from './common';

/** A producer (CyberWay: stake candidate; EOSIO: `producers` table row). */
export const producerRowSchema = z.pipe(
  z.object({
    owner: name,
    /** Votes: integer stake in base units on CyberWay, a float string on EOSIO. */
    total_votes: numeric,
    /** Block signing key. */
    producer_key: z.optional(z.string()),
    /** Always `""` on CyberWay. */
    url: z._default(z.string(), ''),
    /** CyberWay sends `1` only for producers in the active schedule; EOSIO 0/1. */
    is_active: z.optional(z.union([z.number(), z.boolean()])),
    last_claim_time: z.optional(timestamp),
    /** EOSIO only. */
    unpaid_blocks: z.optional(z.number()),
    /** EOSIO only: ISO 3166 country number. */
    location: z.optional(z.number()),
  }),
  z.transform(({ is_active, ...rest }) => ({
    ...rest,
    /** In the active schedule (CyberWay) / registered as active (EOSIO). */
    is_active: is_active === true || is_active === 1,
  })),
);
export type ProducerRow = z.infer<typeof producerRowSchema>;

/** get_producers. */
export const getProducersSchema = z.object({
  rows: z.array(producerRowSchema),
  /** Sum of all votes (integer on CyberWay, float string on EOSIO). */
  total_producer_vote_weight: numeric,
  /** Next lower_bound (an account name); `""` when there are no more rows. */
  more: z.pipe(
    z._default(z.union([z.string(), z.boolean(), z.null()]), ''),
    z.transform((v) => (typeof v === 'string' ? v : '')),
  ),
});
export type GetProducers = z.infer<typeof getProducersSchema>;
