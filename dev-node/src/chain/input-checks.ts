import { parseTime, timePoint } from '../json.ts';
import { NodeError } from '../node-errors.ts';
import type { PackableTransaction, PermissionLevel } from './abi/chain-types.ts';
import type { AccountState } from './state.ts';
import { refBlockPrefix } from './transactions.ts';

/**
 * The checks nodeos makes on a transaction pushed to it before its authorizations and actions
 * (producer_plugin's on_incoming_transaction_async, then the controller's validate_expiration,
 * validate_tapos and the transaction context's validate_referenced_accounts), in that order and
 * with their exceptions.
 */

/** CyberWay's default max_transaction_lifetime. */
export const MAX_TRANSACTION_LIFETIME_SEC = 3600;

const transactionError = (code: number, name: string, what: string) => {
  return (detail: string, file: string, method: string) =>
    new NodeError(500, code, name, what, detail, { file, method });
};

export const inputErrors = {
  expired: transactionError(3040005, 'expired_tx_exception', 'Expired Transaction'),
  tooFar: transactionError(3040006, 'tx_exp_too_far_exception', 'Transaction Expiration Too Far'),
  refBlock: transactionError(3040007, 'invalid_ref_block_exception', 'Invalid Reference Block'),
  transaction: transactionError(3040000, 'transaction_exception', 'Transaction exception'),
  noAuths: transactionError(
    3040003,
    'tx_no_auths',
    'Transaction should have at least one required authority',
  ),
  unsupported: transactionError(3100008, 'unsupported_feature', 'Feature is currently unsupported'),
};

/** What the checks read of the chain. */
export interface InputView {
  accounts: ReadonlyMap<string, AccountState>;
  headNum: number;
  /** The id of block n (1 ≤ n ≤ head). */
  blockId(n: number): string | undefined;
  /** The time of the block the transaction would go into (the pending block). */
  pendingMs: number;
}

/** producer_plugin: a transaction past its expiration at the pending block's time. */
export function checkNotExpired(view: InputView, trx: PackableTransaction, id: string): void {
  if (parseTime(trx.expiration) < view.pendingMs)
    throw inputErrors.expired(
      `expired transaction ${id}`,
      'producer_plugin.cpp',
      'on_incoming_transaction_async',
    );
}

/**
 * The rest, in nodeos's order: extensions, expiration within the lifetime, the reference block
 * (the newest block whose number has the same low 16 bits; a zero id where there is none, as in
 * nodeos's block summary table), accounts and permissions named, context-free actions.
 */
export function checkInput(view: InputView, trx: PackableTransaction): void {
  if (trx.transaction_extensions.length > 0)
    throw inputErrors.unsupported(
      "we don't support any extensions yet",
      'transaction_context.cpp',
      'init',
    );
  const expirationMs = parseTime(trx.expiration);
  if (expirationMs > view.pendingMs + MAX_TRANSACTION_LIFETIME_SEC * 1000)
    throw inputErrors.tooFar(
      `Transaction expiration is too far in the future relative to the reference time of ${timePoint(view.pendingMs)}, expiration is ${trx.expiration} and the maximum transaction lifetime is ${MAX_TRANSACTION_LIFETIME_SEC} seconds`,
      'controller.cpp',
      'validate_expiration',
    );
  let n = view.headNum - ((view.headNum - trx.ref_block_num) & 0xffff);
  const id = n >= 1 ? view.blockId(n) : undefined;
  n = id === undefined ? 0 : n;
  if (
    (n & 0xffff) !== trx.ref_block_num ||
    (id === undefined ? 0 : refBlockPrefix(id)) !== trx.ref_block_prefix
  )
    throw inputErrors.refBlock(
      "Transaction's reference block did not match. Is this transaction from a different fork?",
      'controller.cpp',
      'validate_tapos',
    );
  checkReferencedAccounts(view, trx);
}

function checkReferencedAccounts(view: InputView, trx: PackableTransaction): void {
  const fail = (detail: string) =>
    inputErrors.transaction(detail, 'transaction_context.cpp', 'validate_referenced_accounts');
  for (const a of trx.context_free_actions) {
    if (!view.accounts.has(a.account))
      throw fail(`action's code account '${a.account}' does not exist`);
    if (a.authorization.length > 0) throw fail('context-free actions cannot have authorizations');
  }
  let oneAuth = false;
  for (const a of trx.actions) {
    const account = view.accounts.get(a.account);
    if (!account) throw fail(`action's code account '${a.account}' does not exist`);
    for (const level of a.authorization) {
      oneAuth = true;
      const actor = view.accounts.get(level.actor);
      if (!actor) throw fail(`action's authorizing actor '${level.actor}' does not exist`);
      if (!actor.permissions.some((p) => p.perm_name === level.permission))
        throw fail(
          `action's authorizations include a non-existent permission: ${levelText(level)}`,
        );
    }
  }
  if (!oneAuth)
    throw inputErrors.noAuths(
      'transaction must have at least one authorization',
      'transaction_context.cpp',
      'validate_referenced_accounts',
    );
  // The node's contracts have no context-free actions to run (README: push_transaction).
  if (trx.context_free_actions.length > 0)
    throw inputErrors.unsupported(
      'the dev node runs no context-free actions',
      'transaction_context.cpp',
      'exec',
    );
}

function levelText(level: PermissionLevel): string {
  return JSON.stringify({ actor: level.actor, permission: level.permission });
}
