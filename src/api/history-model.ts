import type { JsonObject } from '@/api/json-object';

/**
 * One history model for both sources: a row is the same whether a Hyperion service answered it
 * or the block scan found it in get_block. Fields a source cannot know are `undefined`, never
 * guessed (the block scan sees no global sequence, no receivers, no inline actions).
 */

/** `{actor, permission}` of an action's authorization. */
export interface HistoryPermissionLevel {
  actor: string;
  permission: string;
}

/** Where a row came from. */
export type HistorySourceKind = 'hyperion' | 'scan';

/** One action as the history views show it. */
export interface HistoryAction {
  /** Block that holds it (for a deferred action: the block where it ran). */
  blockNum: number;
  /** Block time in the node's form, UTC without a zone: `2024-01-11T23:17:15.000`. */
  timestamp: string;
  /** Transaction id, lower-case hex. */
  trxId: string;
  /** Chain-wide action counter, an exact decimal string (history service only). */
  globalSequence: string | undefined;
  /** Position in the transaction's trace, from 1 (history service only). */
  actionOrdinal: number | undefined;
  /** Ordinal of the action that sent this one inline; 0 for a root action (history service only). */
  creatorActionOrdinal: number | undefined;
  /** Index among the transaction's root actions, from 0 (block scan only). */
  actionIndex: number | undefined;
  /** Contract account (`act.account`). */
  contract: string;
  /** Action name (`act.name`). */
  action: string;
  authorization: HistoryPermissionLevel[];
  /**
   * Decoded arguments, or the packed arguments as a hex string when no ABI was known (a service
   * may also send `{}` then). Only the original fields: see `lossyFields`.
   */
  data: JsonObject | string;
  /**
   * Top-level data fields holding a number the history service produced by rewriting (e.g. an
   * asset turned into `0.01985838`): approximate, shown as such, never used as an exact amount.
   */
  lossyFields: string[];
  /** True when long data values (code, ABI, huge memos) were shortened to keep stored rows small. */
  dataTruncated: boolean;
  /** Accounts that received the action (its contract and notified accounts); undefined when unknown. */
  receivers: string[] | undefined;
  /**
   * Receipt status of the transaction (`executed`, `delayed`, `soft_fail`, …) as the block shows
   * it (block scan only; a history service indexes executed actions only).
   */
  status: string | undefined;
  source: HistorySourceKind;
}

/** A transaction found by id, with every action the source knows of, in order. */
export interface HistoryTransaction {
  trxId: string;
  /** Block holding it (the first action's block). */
  blockNum: number;
  timestamp: string;
  actions: HistoryAction[];
  /**
   * Blocks whose receipts name this transaction by id only: where a delayed (deferred)
   * transaction ran or failed, with the receipt status (block scan only).
   */
  executions: DeferredExecution[];
  source: HistorySourceKind;
}

/** A receipt that carries only a transaction id (a deferred transaction's execution). */
export interface DeferredExecution {
  trxId: string;
  blockNum: number;
  timestamp: string;
  /** `executed`, `soft_fail`, `hard_fail`, `expired`. */
  status: string;
}

/** Who created an account, and where. */
export interface AccountCreator {
  account: string;
  creator: string;
  trxId: string | undefined;
  blockNum: number | undefined;
  timestamp: string | undefined;
}

/** An account created by another one. */
export interface CreatedAccount {
  name: string;
  trxId: string | undefined;
  timestamp: string | undefined;
  blockNum: number | undefined;
}

/** A count that may be a lower bound (Hyperion stops counting: `relation: "gte"`). */
export interface HistoryTotal {
  value: number;
  exact: boolean;
}

/** Inclusive range of block numbers. */
export interface BlockRange {
  from: number;
  to: number;
}
