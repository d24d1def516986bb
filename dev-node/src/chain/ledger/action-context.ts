import type { ActionRecord } from '../records.ts';
import type { PermissionLevel } from '../state.ts';
import type { RowData } from '../row-segments.ts';
import type { LedgerState } from './ledger-state.ts';

/** The block a transaction is applied in. */
export interface BlockInfo {
  num: number;
  ms: number;
}

/** What a contract's action handler sees and may do (apply_context). */
export interface ActionContext {
  readonly ledger: LedgerState;
  readonly act: ActionRecord;
  /** The action's decoded arguments. */
  readonly data: RowData;
  /** The account running now: the contract, or an account notified of the action. */
  readonly receiver: string;
  readonly block: BlockInfo;
  /** The transaction being applied. */
  readonly trxId: string;
  /** require_auth: the action declares a permission of `actor`. */
  requireAuth(actor: string): void;
  hasAuth(actor: string): boolean;
  /** require_recipient: `account` receives the action after the current receiver. */
  requireRecipient(account: string): void;
  /** send_inline: runs after this action and its notifications. */
  sendInline(account: string, name: string, authorization: PermissionLevel[], data: RowData): void;
}

export type Handler = (ctx: ActionContext) => void;

/**
 * The contracts a ledger runs, given to it by whoever builds it (so the ledger imports no
 * contract): handlers by `receiver/code/action`, and the accounts whose actions the chain runs
 * natively, with or without wasm.
 */
export interface ContractSet {
  readonly handlers: ReadonlyMap<string, Handler>;
  readonly nativeReceivers: ReadonlySet<string>;
}
