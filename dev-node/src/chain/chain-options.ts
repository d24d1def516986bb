import type { ReceiptRecord, TrxStatus } from './blocks.ts';
import type { ActionTrace } from './ledger/traces.ts';
import type { TrxRecord } from './records.ts';

/* What SimulatedChain is made with and what it reports, apart from the class itself. */

export interface ChainOptions {
  seed: number;
  /** 100,000 accounts and 1,000,000 dice rows. */
  scale?: boolean;
  clock?: () => number;
  /**
   * The node's start time (ms); defaults to the clock at creation. The last RECENT_BLOCKS of
   * history end here (less the reserve); older history is fixed (see HISTORY_ANCHOR_MS). It is
   * part of the chain id: another start time, another chain.
   */
  startMs?: number;
  historyBlocks?: number;
  /**
   * Slots the history's head is placed before the clock, so that blocks can be produced faster
   * than one per slot (RESERVE_SLOTS with --manual or a short --block-interval-ms); 0 by default.
   */
  reserveSlots?: number;
}

/** A transaction that did not pass the checks when its block was made: it is not in the block. */
export interface DroppedPlan {
  blockNum: number;
  kind: string;
  error: string;
}

/** What /dev/push_transaction applied: the transaction, in the next block. */
export interface PushedTransaction {
  trx: TrxRecord;
  status: TrxStatus;
  traces: ActionTrace[];
  blockNum: number;
  blockMs: number;
  /** Its receipt in that block. */
  receipt: ReceiptRecord;
}
