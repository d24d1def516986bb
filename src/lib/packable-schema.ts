import { z } from '@/api/zod';

const actionSchema = z.object({
  account: z.string(),
  name: z.string(),
  authorization: z.array(z.object({ actor: z.string(), permission: z.string() })),
  data: z.string(),
});

/** What the serializer's plain objects hold; an EOSIO transaction has no ram or storage limit. */
export const packableSchema = z.object({
  expiration: z.string(),
  ref_block_num: z.number(),
  ref_block_prefix: z.number(),
  max_net_usage_words: z.number(),
  max_cpu_usage_ms: z.number(),
  max_ram_kbytes: z._default(z.number(), 0),
  max_storage_kbytes: z._default(z.number(), 0),
  delay_sec: z.number(),
  context_free_actions: z.array(actionSchema),
  actions: z.array(actionSchema),
  transaction_extensions: z.array(z.object({ type: z.number(), data: z.string() })),
});
