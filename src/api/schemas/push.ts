import { z } from '@/api/zod';
import { checksum256, counter, jsonObject, name } from './common';
import { permissionLevelSchema } from './block';

/**
 * An event an action emitted. CyberWay's contracts send events (`balance`, `currency`, …) that
 * its event engine reads; a node that reflects them puts them on the action's trace.
 */
const actionEventSchema = z.object({
  code: z.optional(name),
  event: z.optional(name),
  /** Decoded fields, or the packed bytes as hex. */
  args: z.optional(z.unknown()),
  data: z.optional(z.unknown()),
});

interface ActionTraceShape {
  receiver?: string | undefined;
  receipt?: { receiver: string } | undefined;
  act: {
    account: string;
    name: string;
    authorization: { actor: string; permission: string }[];
    data?: unknown;
    hex_data?: string | undefined;
  };
  console?: string | undefined;
  action_ordinal?: number | undefined;
  creator_action_ordinal?: number | undefined;
  inline_traces?: ActionTraceShape[] | undefined;
  events?: z.infer<typeof actionEventSchema>[] | undefined;
  except?: unknown;
}

/**
 * One action's trace. nodeos 1.x (and CyberWay) nest what an action caused (notifications and
 * inline actions) in `inline_traces`; EOSIO 2.0+ and Leap list every trace flat, tied together by
 * `action_ordinal` and `creator_action_ordinal`. Both are read.
 */
export const actionTraceSchema: z.ZodMiniType<ActionTraceShape> = z.object({
  /** Leap: the account whose code ran (1.x puts it in the receipt). */
  receiver: z.optional(name),
  receipt: z.optional(z.object({ receiver: name })),
  act: z.object({
    account: name,
    name: name,
    authorization: z._default(z.array(permissionLevelSchema), []),
    /** Decoded arguments, or hex when the ABI did not resolve. */
    data: z.optional(z.unknown()),
    hex_data: z.optional(z.string()),
  }),
  /** What the contract printed (print()), when the node keeps it. */
  console: z.optional(z.string()),
  action_ordinal: z.optional(counter),
  creator_action_ordinal: z.optional(counter),
  get inline_traces() {
    return z.optional(z.array(actionTraceSchema));
  },
  events: z.optional(z.array(actionEventSchema)),
  except: z.optional(z.unknown()),
});
export type ActionTrace = z.infer<typeof actionTraceSchema>;

/** The transaction trace push_transaction answers with (`processed`). */
export const transactionTraceSchema = z.object({
  id: z.optional(checksum256),
  /** The block the node applied it in (its pending block). */
  block_num: z.optional(counter),
  block_time: z.optional(z.string()),
  receipt: z.optional(
    z.object({
      status: z.string(),
      cpu_usage_us: z.optional(counter),
      net_usage_words: z.optional(counter),
      /** CyberWay: RAM and storage billed. */
      ram_kbytes: z.optional(counter),
      storage_kbytes: z.optional(counter),
    }),
  ),
  elapsed: z.optional(counter),
  action_traces: z._default(z.array(actionTraceSchema), []),
  except: z.optional(z.unknown()),
});
export type TransactionTrace = z.infer<typeof transactionTraceSchema>;

/** push_transaction (202): the id and what the node did with the transaction. */
export const pushTransactionSchema = z.object({
  transaction_id: checksum256,
  processed: transactionTraceSchema,
});
export type PushTransactionResult = z.infer<typeof pushTransactionSchema>;

/**
 * push_transactions (202): one answer per transaction, in order. One the node refused takes its
 * place as a zero id and `processed: {error: "<code> <name>: …"}` (nodeos's push_recurse).
 */
export const pushTransactionsSchema = z.array(
  z.object({
    transaction_id: checksum256,
    processed: z.union([z.object({ error: z.string() }), jsonObject]),
  }),
);

/** A signed transaction as push_transaction takes it (a packed_transaction). */
export interface PackedTransactionBody {
  /** `SIG_K1_…`, one per key that signed. */
  signatures: string[];
  compression: 'none' | 'zlib';
  /** Hex; `""` without context-free data. */
  packed_context_free_data: string;
  /** The packed transaction, hex. */
  packed_trx: string;
}
