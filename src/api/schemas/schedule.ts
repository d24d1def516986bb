import { z } from '@/api/zod';
import { counter, name } from './common';

/** Leap/EOSIO 2.0+ `block_signing_authority`: `[0, {threshold, keys:[{key, weight}]}]`. */
const signingAuthoritySchema = z.tuple([
  z.number(),
  z.object({
    threshold: z.optional(z.number()),
    keys: z._default(z.array(z.object({ key: z.string(), weight: z.optional(z.number()) })), []),
  }),
]);

function firstKey(authority: z.infer<typeof signingAuthoritySchema> | undefined) {
  return authority?.[1].keys[0]?.key;
}

export interface ProducerKey {
  /** Account of the producer (validator). */
  producer_name: string;
  /** Public key the producer signs blocks with (`GLS…` on CyberWay); from the first authority key on Leap. */
  block_signing_key?: string;
}

/** A schedule entry: CyberWay/EOSIO 1.x `block_signing_key`, or Leap's `authority`. */
export const producerKeySchema = z.pipe(
  z.object({
    producer_name: name,
    block_signing_key: z.optional(z.string()),
    authority: z.optional(signingAuthoritySchema),
  }),
  z.transform(({ producer_name, block_signing_key, authority }): ProducerKey => {
    const key = block_signing_key ?? firstKey(authority);
    return key === undefined ? { producer_name } : { producer_name, block_signing_key: key };
  }),
);

export interface ProducerSchedule {
  /** Incremented each time the schedule changes. */
  version: number;
  /** Producers in production order. */
  producers: ProducerKey[];
}

export const producerScheduleSchema = z.object({
  version: counter,
  producers: z.array(producerKeySchema),
}) satisfies z.ZodMiniType<ProducerSchedule>;

export { signingAuthoritySchema, firstKey as firstAuthorityKey };

/**
 * One slot of get_producer_schedule: real nodes send an object or null, the spec an array of
 * objects (the first is taken); absent or empty means "no schedule".
 */
const scheduleSlotSchema = z.pipe(
  z.optional(z.union([producerScheduleSchema, z.array(producerScheduleSchema), z.null()])),
  z.transform((v): ProducerSchedule | null => (Array.isArray(v) ? (v[0] ?? null) : (v ?? null))),
);

/** get_producer_schedule. */
export const getProducerScheduleSchema = z.object({
  /** Schedule producing blocks now. */
  active: scheduleSlotSchema,
  /** Schedule waiting for the block that proposed it to become irreversible. */
  pending: scheduleSlotSchema,
  /** Schedule proposed by the system contract and not yet in a block. */
  proposed: scheduleSlotSchema,
});
export type GetProducerSchedule = z.infer<typeof getProducerScheduleSchema>;
