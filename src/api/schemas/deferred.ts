import { z } from '@/api/zod';
import { int64, jsonObject, name, timestamp } from './common';

/** A deferred (scheduled) transaction. */
export const scheduledTransactionSchema = z.object({
  trx_id: z.string(),
  /** Contract that scheduled it. */
  sender: name,
  /** uint128 id chosen by the sender, as a decimal string (CyberWay writes it unquoted). */
  sender_id: int64,
  /** Account paying for its RAM. */
  payer: name,
  /** When it becomes executable. */
  delay_until: timestamp,
  expiration: timestamp,
  published: timestamp,
  /** Decoded when requested with json:true; otherwise the packed bytes as hex. */
  transaction: z.union([jsonObject, z.string()]),
});
export type ScheduledTransaction = z.infer<typeof scheduledTransactionSchema>;

/** get_scheduled_transactions. */
export const getScheduledTransactionsSchema = z.object({
  transactions: z.array(scheduledTransactionSchema),
  /** Next lower_bound (the trx_id of the next entry); `""` when done. */
  more: z.pipe(
    z._default(z.union([z.string(), z.boolean(), z.null()]), ''),
    z.transform((v) => (typeof v === 'string' ? v : '')),
  ),
});
export type GetScheduledTransactions = z.infer<typeof getScheduledTransactionsSchema>;
