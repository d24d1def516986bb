import { NodeError } from '../node-errors.ts';
import type { SignedTransaction } from './signed-transactions.ts';

/*
 * The network usage nodeos bills an incoming transaction before running it
 * (transaction_context::init_for_input_trx), and the limit a transaction sets on it with
 * max_net_usage_words: a person who sets it too low meets the node's resource refusal.
 */

/** chain config: base_per_transaction_net_usage (bytes). */
const BASE_PER_TRANSACTION = 12;
/** config::fixed_net_overhead_of_packed_trx (bytes). */
const PACKED_TRX_OVERHEAD = 16;
/** context_free_discount_net_usage_num / _den: signatures and context-free data cost a fifth. */
const PRUNABLE_DISCOUNT = { num: 20, den: 100 } as const;
/** A K1 signature packed: its type byte and 65 bytes. */
const SIGNATURE_BYTES = 66;

function varuintSize(n: number): number {
  let size = 1;
  for (let v = n >>> 7; v > 0; v >>>= 7) size++;
  return size;
}

/** The bytes billed on arrival: the packed transaction whole, its signatures discounted. */
export function initialNetUsage(signed: SignedTransaction): number {
  const cfd = signed.contextFreeData;
  const prunable =
    varuintSize(signed.signatures.length) +
    SIGNATURE_BYTES * signed.signatures.length +
    (cfd.length === 0 ? 0 : varuintSize(cfd.length) + cfd.reduce((n, d) => n + d.length, 0));
  const discounted = Math.ceil((prunable * PRUNABLE_DISCOUNT.num) / PRUNABLE_DISCOUNT.den);
  return BASE_PER_TRANSACTION + PACKED_TRX_OVERHEAD + signed.packed.length + discounted;
}

/** transaction_context::check_net_usage for a transaction's own limit (0: none of its own). */
export function checkNetLimit(signed: SignedTransaction): void {
  const words = signed.trx.max_net_usage_words;
  if (words === 0) return;
  const usage = initialNetUsage(signed);
  const limit = words * 8;
  if (usage > limit)
    throw new NodeError(
      500,
      3080002,
      'tx_net_usage_exceeded',
      'Transaction exceeded the current network usage limit imposed on the transaction',
      `transaction net usage is too high: ${usage} > ${limit}`,
      { file: 'transaction_context.cpp', method: 'check_net_usage' },
    );
}
