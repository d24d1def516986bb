import type { PackableAction, PackableTransaction } from './abi/chain-types.ts';

/** An action as a block carries it: packed data (hex, `data`) and its decoded arguments. */
export interface ActionRecord extends PackableAction {
  json: Record<string, unknown>;
}

/** A transaction as a block (or the deferred queue) holds it. */
export interface TrxRecord {
  id: string;
  packed: Uint8Array;
  trx: PackableTransaction;
  actions: ActionRecord[];
  /** KeyRing labels of the keys that signed it; signatures are made when first shown. */
  signers: string[];
  signatures?: string[];
  blockNum: number;
}

/** A scheduled transaction (generated_transaction_object). */
export interface DeferredRecord {
  trx: TrxRecord;
  /** The contract that sent it; `""` for a transaction delayed by its signers (delay_sec). */
  sender: string;
  /** uint128, decimal: for delayed transactions derived from the id, as nodeos does. */
  senderId: string;
  payer: string;
  publishedMs: number;
  delayUntilMs: number;
  expirationMs: number;
}

/** nodeos's transaction_id_to_sender_id: the id's words 3 (high) and 2 (low) as a uint128. */
export function senderIdOf(trxId: string): string {
  const bytes = Buffer.from(trxId, 'hex');
  const high = bytes.readBigUInt64LE(24);
  const low = bytes.readBigUInt64LE(16);
  return ((high << 64n) | low).toString();
}
