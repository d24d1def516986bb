import type { PushedTransaction } from './chain-options.ts';
import { checkInput, checkNotExpired, type InputView } from './input-checks.ts';
import { ledgerErrors } from './ledger/errors.ts';
import { checkNetLimit } from './net-usage.ts';
import type { ActionRecord, TrxRecord } from './records.ts';
import { recoverKeys, type SignedTransaction } from './signed-transactions.ts';
import type { SimulatedChain } from './simulated-chain.ts';

/**
 * Applies a transaction a client signed (push_transaction) into the next block, with the checks
 * nodeos makes on an incoming transaction, in its order: expiration, duplicates, lifetime,
 * reference block, accounts named, the transaction's own network limit; then its signatures'
 * keys must satisfy its authorizations through the one ledger (nothing is signed by the node).
 * Throws the node's error, with nothing changed, when any check fails.
 */
export function pushSigned(chain: SimulatedChain, signed: SignedTransaction): PushedTransaction {
  const pending = chain.pendingBlock();
  const view: InputView = {
    accounts: chain.ledger.accounts,
    headNum: chain.headNum(),
    blockId: (n) => chain.block(n)?.id,
    pendingMs: pending.ms,
  };
  checkNotExpired(view, signed.trx, signed.id);
  if (chain.knows(signed.id)) throw ledgerErrors.duplicate(signed.id);
  checkInput(view, signed.trx);
  checkNetLimit(signed);
  const givenKeys = recoverKeys(chain.chainId, signed);
  const actions: ActionRecord[] = signed.trx.actions.map((a) => ({
    account: a.account,
    name: a.name,
    authorization: a.authorization,
    data: a.data,
    json: chain.ledger.decode(a.account, a.name, a.data),
  }));
  const record: TrxRecord = {
    id: signed.id,
    packed: signed.packed,
    trx: signed.trx,
    actions,
    signers: [],
    signatures: signed.signatures,
    blockNum: pending.num,
  };
  return chain.applyPushed(record, signed.trx.delay_sec, givenKeys);
}
