import { NodeError } from '../../node-errors.ts';

/**
 * The exceptions contracts and native actions raise, as nodeos reports them (500 unless noted).
 * `fail` throws; `check` throws when a condition does not hold, as eosio::check does.
 */

const where = { file: 'apply_context.cpp', method: 'exec_one' };

export const ledgerErrors = {
  /** eosio::check(false, msg) in a contract. */
  assertion: (message: string) =>
    new NodeError(
      500,
      3050003,
      'eosio_assert_message_exception',
      'eosio_assert_message assertion failure',
      `assertion failure with message: ${message}`,
      { file: 'wasm_interface.cpp', method: 'eosio_assert' },
    ),
  /** A native action's precondition (newaccount, updateauth, domains, …). */
  actionValidate: (message: string) =>
    new NodeError(
      500,
      3050000,
      'action_validate_exception',
      'Action validate exception',
      message,
      where,
    ),
  accountExists: (name: string) =>
    new NodeError(
      500,
      3050001,
      'account_name_exists_exception',
      'Account name already exists',
      `Cannot create account named ${name}, as that name is already taken`,
      where,
    ),
  /** require_auth(actor) without actor among the action's authorizations. */
  missingAuth: (actor: string) =>
    new NodeError(
      500,
      3090004,
      'missing_auth_exception',
      'Missing required authority',
      `missing authority of ${actor}`,
      where,
    ),
  /** The declared permission is weaker than the one linked to the action (linkauth). */
  irrelevantAuth: (detail: string) =>
    new NodeError(
      500,
      3090005,
      'irrelevant_auth_exception',
      'Irrelevant authority included',
      detail,
      {
        file: 'authorization_manager.cpp',
        method: 'check_authorization',
      },
    ),
  unsatisfiedAuth: (detail: string) =>
    new NodeError(
      401,
      3090003,
      'unsatisfied_authorization',
      'Provided keys, permissions, and delays do not satisfy declared authorizations',
      detail,
      { file: 'authorization_manager.cpp', method: 'check_authorization' },
    ),
  /** A pushed transaction signed by keys none of its authorizations needs. */
  irrelevantSignatures: (keys: string[]) =>
    new NodeError(
      500,
      3090002,
      'tx_irrelevant_sig',
      'Irrelevant signature included',
      `transaction bears irrelevant signatures from these keys: ${JSON.stringify(keys)}`,
      { file: 'authorization_manager.cpp', method: 'check_authorization' },
    ),
  duplicate: (id: string) =>
    new NodeError(
      409,
      3040008,
      'tx_duplicate',
      'Duplicate transaction',
      `duplicate transaction ${id}`,
      {
        file: 'producer_plugin.cpp',
        method: 'on_incoming_transaction_async',
      },
    ),
  inlineDepth: () =>
    new NodeError(
      500,
      3080008,
      'transaction_exception',
      'Transaction exception',
      'max inline action depth per transaction reached',
      where,
    ),
  setExactCode: () =>
    new NodeError(
      500,
      3160008,
      'set_exact_code',
      'Contract is already running this version of code',
      'contract is already running this version of code',
      where,
    ),
  unknownDeferred: (id: string) =>
    new NodeError(
      500,
      3040000,
      'transaction_exception',
      'Transaction exception',
      `cannot cancel trx_id=${id}, there is no deferred transaction with that transaction id`,
      where,
    ),
};

export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw ledgerErrors.assertion(message);
}

export function validate(condition: boolean, message: string): asserts condition {
  if (!condition) throw ledgerErrors.actionValidate(message);
}
