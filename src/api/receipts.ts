import type { PackedTransaction, TransactionReceipt } from './schemas/block';

/* Beside the block schema rather than in it: the block pages read receipts without loading zod. */

/** True for a receipt that carries the full transaction (not just its id). */
export function hasPackedTransaction(
  receipt: TransactionReceipt,
): receipt is TransactionReceipt & { trx: PackedTransaction } {
  return typeof receipt.trx !== 'string';
}

/** The id of the transaction in a receipt, whichever form the node used. */
export function receiptTransactionId(receipt: TransactionReceipt): string {
  return typeof receipt.trx === 'string' ? receipt.trx : receipt.trx.id;
}
