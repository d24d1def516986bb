import type { KeyRing } from '../keys.ts';
import type { ActionRecord, DeferredRecord, TrxRecord } from '../records.ts';
import { senderIdOf } from '../records.ts';
import type { BlockInfo, ContractSet } from './action-context.ts';
import { checkAuthorization } from './authorization.ts';
import { ledgerErrors } from './errors.ts';
import { LedgerState } from './ledger-state.ts';
import type { ActionTrace, ReceiptTrace } from './traces.ts';
import { TransactionRun } from './transaction-run.ts';

/** CyberWay's deferred_trx_expiration_window: a scheduled transaction expires this long after it is due. */
export const DEFERRED_EXPIRATION_WINDOW_SEC = 600;

/** A transaction to apply: its id, actions and delay; `record` when it goes into a block. */
export interface TransactionInput {
  id: string;
  actions: readonly ActionRecord[];
  delaySec: number;
  /** The transaction as a block holds it (needed to schedule a delayed one). */
  record?: TrxRecord;
  /**
   * The keys that signed it (GLS), for a transaction pushed signed: they, not the keys this node
   * holds, must satisfy its authorizations, and each must be needed.
   */
  givenKeys?: ReadonlySet<string>;
}

export interface TransactionResult {
  status: 'executed' | 'delayed';
  traces: ActionTrace[];
  /** KeyRing labels of the keys that sign it (the given keys, for one pushed signed). */
  signers: string[];
}

export type DeferredStatus = 'executed' | 'soft_fail' | 'hard_fail' | 'expired';

export interface DeferredResult {
  status: DeferredStatus;
  traces: ActionTrace[];
  /** Why it failed (hard_fail, soft_fail). */
  error?: Error;
}

/**
 * The chain's state and the one path that changes it. Every action of every transaction —
 * genesis, generated history, live blocks, what the dev endpoints push, deferred executions —
 * goes through `applyTransaction` (or `executeDeferred`): authorization is checked, each action
 * runs its contract's handler with the checks the real contract makes, notified accounts and
 * inline actions follow in nodeos's order, receipts take their sequence numbers, and a failure
 * anywhere undoes the whole transaction. The contracts are given by whoever builds the ledger.
 */
export class Ledger extends LedgerState {
  private readonly contracts: ContractSet;

  constructor(seed: number, keys: KeyRing, contracts: ContractSet) {
    super(seed, keys);
    this.contracts = contracts;
  }

  /**
   * Applies an input transaction: checks its authorizations (with its delay), then runs it, or
   * schedules it when it is delayed. Throws the node's error, with nothing changed, when any
   * check fails.
   */
  applyTransaction(input: TransactionInput, block: BlockInfo): TransactionResult {
    const signers = checkAuthorization(this, input.actions, input.delaySec, input.givenKeys);
    const mark = this.journal.begin();
    let traces: ActionTrace[] = [];
    try {
      if (input.delaySec > 0) this.schedule(input, block);
      else traces = this.run(input.id, block).run(input.actions);
      this.journal.commit(mark);
    } catch (e) {
      this.journal.rollback(mark);
      throw e;
    }
    if (this.recording) this.traces.add(traces);
    return { status: input.delaySec > 0 ? 'delayed' : 'executed', traces, signers };
  }

  private run(trxId: string, block: BlockInfo): TransactionRun {
    return new TransactionRun(this, this.contracts, trxId, block);
  }

  private schedule(input: TransactionInput, block: BlockInfo): void {
    const trx = input.record;
    if (!trx) throw new Error('a delayed transaction needs its record');
    const delayUntilMs = block.ms + input.delaySec * 1000;
    const first = input.actions[0]?.authorization[0]?.actor;
    if (first === undefined)
      throw ledgerErrors.actionValidate('transaction must have at least one authorization');
    this.deferred.schedule(
      {
        trx,
        sender: '',
        senderId: senderIdOf(trx.id),
        payer: first,
        publishedMs: block.ms,
        delayUntilMs,
        expirationMs: delayUntilMs + DEFERRED_EXPIRATION_WINDOW_SEC * 1000,
      },
      this.journal,
    );
  }

  /**
   * Runs a scheduled transaction that has come due: expired when past its expiration, else its
   * actions are applied (authorization was checked when it was scheduled). A failure leaves the
   * state as it was: hard_fail, or soft_fail for the transactions of the soft-fail list, whose
   * error handler runs (CyberWay disabled onerror except for a list of transactions).
   */
  executeDeferred(d: DeferredRecord, block: BlockInfo): DeferredResult {
    this.deferred.remove(d.trx.id);
    if (d.expirationMs < block.ms) return { status: 'expired', traces: [] };
    const mark = this.journal.begin();
    try {
      const actions = d.trx.actions;
      const traces = this.run(d.trx.id, block).run(actions);
      this.journal.commit(mark);
      if (this.recording) this.traces.add(traces);
      return { status: 'executed', traces };
    } catch (e) {
      this.journal.rollback(mark);
      const error = e instanceof Error ? e : new Error(String(e));
      return {
        status: this.softFailList.has(d.trx.id) ? 'soft_fail' : 'hard_fail',
        traces: [],
        error,
      };
    }
  }

  /** cyber.govern::onblock, the implicit first action of every block: its receipt. */
  onblock(act: ActionRecord): ReceiptTrace {
    return this.receipt('cyber.govern', act);
  }
}
