import { t } from '@lingui/core/macro';
import type { NodeHttpError } from './node-errors';

/*
 * What a refused transaction's errors mean and what to do about each: push_transaction (and
 * get_required_keys) fail with these, in nodeos's names (ground-truth §2; codes from
 * libraries/chain/include/eosio/chain/exceptions.hpp). Part of the lazy error help.
 */

export interface TransactionHelp {
  title: string;
  hint: string;
}

/** The node's own words: every log entry's message, the first one first. */
function nodeWords(e: NodeHttpError): string {
  const messages = e.details.map((d) => d.message).filter(Boolean);
  return messages.length > 0 ? messages.join(' ') : (e.what ?? '');
}

/** The message a contract passed to check()/eosio_assert, without nodeos's prefix. */
export function assertionMessage(e: NodeHttpError): string {
  const words = nodeWords(e);
  return words.replace(/^assertion failure with message:\s*/, '');
}

const RESOURCES = new Set([
  'resource_exhausted_exception', // 3080000
  'ram_usage_exceeded', // 3080001
  'tx_net_usage_exceeded', // 3080002
  'block_net_usage_exceeded', // 3080003
  'tx_cpu_usage_exceeded', // 3080004
  'block_cpu_usage_exceeded', // 3080005
  'deadline_exception', // 3080006
  'greylist_net_usage_exceeded', // 3080007
  'leeway_deadline_exception', // 3081001
  'storage_usage_exceeded', // CyberWay's storage, as its bandwidth manager names it
]);

const UNREADABLE = new Set([
  'packed_transaction_type_exception', // 3010010
  'transaction_type_exception', // 3010006
  'pack_exception', // 3015014
  'unpack_exception', // 3015013
  'invalid_action_args_exception', // 3050002
]);

function authorityHelp(name: string): TransactionHelp | undefined {
  switch (name) {
    case 'unsatisfied_authorization':
      return {
        title: t`Missing authority: the signatures do not satisfy the declared permissions`,
        hint: t`Sign with keys of the declared permission whose weights reach its threshold (the review lists the keys each permission holds), or declare a permission you hold keys for.`,
      };
    case 'missing_auth_exception':
      return {
        title: t`Missing authority: the contract needs an account no action declares`,
        hint: t`Add that account’s permission (usually actor@active) to the action’s authorization, then sign with its keys.`,
      };
    case 'irrelevant_auth_exception':
      return {
        title: t`The declared permission cannot authorize this action`,
        hint: t`The account linked this action to another permission (linkauth): declare that permission or its parent.`,
      };
    case 'tx_irrelevant_sig':
      return {
        title: t`The transaction carries a signature it does not need`,
        hint: t`Sign only with the keys the node says are required (see “Keys that must sign” in the review), then push again.`,
      };
    case 'tx_no_auths':
      return {
        title: t`No action declares an authorization`,
        hint: t`Add actor@permission to at least one action.`,
      };
  }
  return undefined;
}

function timingHelp(name: string): TransactionHelp | undefined {
  switch (name) {
    case 'expired_tx_exception':
      return {
        title: t`The transaction has expired`,
        hint: t`Its expiration passed before the node took it. Build it again (a new expiration and reference block) and sign the new one.`,
      };
    case 'tx_exp_too_far_exception':
      return {
        title: t`The expiration is too far ahead`,
        hint: t`Nodes take transactions that expire within an hour of their head block. Choose a shorter lifetime, build and sign again.`,
      };
    case 'invalid_ref_block_exception':
      return {
        title: t`The reference block does not match this chain (TaPoS)`,
        hint: t`ref_block_num and ref_block_prefix name a block this node does not have: another chain, a fork, or more than 65,536 blocks ago. Build it again on this node and sign again.`,
      };
    case 'tx_duplicate':
      return {
        title: t`This transaction is already on the chain`,
        hint: t`The same transaction (same id) was pushed before, so there is nothing more to do: look it up by its id. To do it again, build a new one: a new expiration gives a new id.`,
      };
  }
  return undefined;
}

/** Help for the errors a transaction is refused with; undefined for any other error. */
export function transactionErrorHelp(e: NodeHttpError): TransactionHelp | undefined {
  const name = e.errorName ?? '';
  const found = authorityHelp(name) ?? timingHelp(name);
  if (found) return found;
  if (name === 'eosio_assert_message_exception') {
    const message = assertionMessage(e);
    return {
      title: t`The contract refused it: “${message}”`,
      hint: t`The contract’s own check failed; its message says which argument or balance is wrong. Change it and build again.`,
    };
  }
  if (RESOURCES.has(name)) {
    return {
      title: t`Not enough resources for this transaction`,
      hint: t`An account ran out of bandwidth, CPU, RAM or storage (its stake decides them). Stake more, wait for usage to recover, let another account provide bandwidth, or raise the transaction’s max_* limits if they were set low.`,
    };
  }
  if (UNREADABLE.has(name)) {
    return {
      title: t`The node could not read the transaction`,
      hint: t`Check the chain’s header layout (CyberWay transactions carry max_ram_kbytes and max_storage_kbytes) and the actions’ arguments against the contract’s ABI.`,
    };
  }
  return undefined;
}
