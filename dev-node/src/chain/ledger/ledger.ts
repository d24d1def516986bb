import { encodeData } from '../abi/fast-pack.ts';
import { bytesToHex } from '../hex.ts';
import type { KeyRing } from '../keys.ts';
import type { ActionRecord, DeferredRecord, TrxRecord } from '../records.ts';
import { senderIdOf } from '../records.ts';
import type { AccountState, PermissionLevel } from '../state.ts';
import { TableStore } from '../state.ts';
import type { ContractTable, RowData, StoredRow } from '../tables.ts';
import { checkAuthorization, type AuthorityView } from './authorization.ts';
import { HANDLERS, NATIVE_RECEIVERS } from './contracts.ts';
import { DeferredStore } from './deferred.ts';
import { ledgerErrors } from './errors.ts';
import { Journal } from './journal.ts';
import { TraceStore, type ActionTrace, type ReceiptTrace } from './traces.ts';

/** The block a transaction is applied in. */
export interface BlockInfo {
  num: number;
  ms: number;
}

/** nodeos's max_inline_action_depth. */
const MAX_INLINE_DEPTH = 4;
/** CyberWay's deferred_trx_expiration_window: a scheduled transaction expires this long after it is due. */
export const DEFERRED_EXPIRATION_WINDOW_SEC = 600;

/** A transaction to apply: its id, actions and delay; `record` when it goes into a block. */
export interface TransactionInput {
  id: string;
  actions: readonly ActionRecord[];
  delaySec: number;
  /** The transaction as a block holds it (needed to schedule a delayed one). */
  record?: TrxRecord;
}

export interface TransactionResult {
  status: 'executed' | 'delayed';
  traces: ActionTrace[];
  /** KeyRing labels of the keys that sign it. */
  signers: string[];
}

export type DeferredStatus = 'executed' | 'soft_fail' | 'hard_fail' | 'expired';

export interface DeferredResult {
  status: DeferredStatus;
  traces: ActionTrace[];
  /** Why it failed (hard_fail, soft_fail). */
  error?: Error;
}

/** What a contract's action handler sees and may do (apply_context). */
export interface ActionContext {
  readonly ledger: Ledger;
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
 * The chain's state and the one path that changes it. Every action of every transaction —
 * genesis, generated history, live blocks, what the dev endpoints push, deferred executions —
 * goes through `applyTransaction` (or `executeDeferred`): authorization is checked, each action
 * runs its contract's handler with the checks the real contract makes, notified accounts and
 * inline actions follow in nodeos's order, receipts take their sequence numbers, and a failure
 * anywhere undoes the whole transaction.
 */
export class Ledger implements AuthorityView {
  readonly seed: number;
  readonly keys: KeyRing;
  readonly accounts = new Map<string, AccountState>();
  readonly tables = new TableStore();
  readonly links = new Map<string, string>();
  readonly deferred = new DeferredStore();
  readonly traces = new TraceStore();
  readonly journal = new Journal();
  /** Transactions whose failed deferred execution runs the error handler (see README). */
  readonly softFailList = new Set<string>();
  globalSequence = 0;
  /** Off while genesis is applied: its actions are not kept as traces. */
  recording = true;

  constructor(seed: number, keys: KeyRing) {
    this.seed = seed;
    this.keys = keys;
  }

  /**
   * Applies an input transaction: checks its authorizations (with its delay), then runs it, or
   * schedules it when it is delayed. Throws the node's error, with nothing changed, when any
   * check fails.
   */
  applyTransaction(input: TransactionInput, block: BlockInfo): TransactionResult {
    const signers = checkAuthorization(this, input.actions, input.delaySec);
    const mark = this.journal.begin();
    let traces: ActionTrace[] = [];
    try {
      if (input.delaySec > 0) this.schedule(input, block);
      else traces = new TransactionRun(this, input.id, block).run(input.actions);
      this.journal.commit(mark);
    } catch (e) {
      this.journal.rollback(mark);
      throw e;
    }
    if (this.recording) this.traces.add(traces);
    return { status: input.delaySec > 0 ? 'delayed' : 'executed', traces, signers };
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
      const traces = new TransactionRun(this, d.trx.id, block).run(actions);
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

  /** The receipt of `act` by `receiver`, taking the next sequence numbers. */
  receipt(receiver: string, act: ActionRecord): ReceiptTrace {
    const account = this.accounts.get(receiver);
    if (!account) throw ledgerErrors.actionValidate(`account '${receiver}' does not exist`);
    const globalSequence = ++this.globalSequence;
    const recvSequence = ++account.recvSequence;
    const actors =
      act.authorization.length === 1
        ? [act.authorization[0]?.actor ?? '']
        : [...new Set(act.authorization.map((a) => a.actor))].sort();
    const authSequence: [string, number][] = [];
    for (const actor of actors) {
      const authorizer = this.accounts.get(actor);
      if (authorizer) authSequence.push([actor, ++authorizer.authSequence]);
    }
    this.journal.record(() => {
      this.globalSequence--;
      account.recvSequence--;
      for (const [actor] of authSequence) {
        const authorizer = this.accounts.get(actor);
        if (authorizer) authorizer.authSequence--;
      }
    });
    return {
      receiver,
      globalSequence,
      recvSequence,
      authSequence,
      codeSequence: account.codeSequence,
      abiSequence: account.abiSequence,
    };
  }

  // State changes: each records its undo in the journal.

  addAccount(account: AccountState): void {
    this.accounts.set(account.name, account);
    this.journal.record(() => this.accounts.delete(account.name));
  }

  /** Changes fields of an account (permissions, code, abi, …), undoably. */
  updateAccount(account: AccountState, change: Partial<AccountState>): void {
    const before: Partial<AccountState> = {};
    for (const key of Object.keys(change) as (keyof AccountState)[])
      Object.assign(before, { [key]: account[key] });
    Object.assign(account, change);
    this.journal.record(() => Object.assign(account, before));
  }

  setLink(key: string, permission: string | undefined): void {
    const before = this.links.get(key);
    if (permission === undefined) this.links.delete(key);
    else this.links.set(key, permission);
    this.journal.record(() => {
      if (before === undefined) this.links.delete(key);
      else this.links.set(key, before);
    });
  }

  insertRow(table: ContractTable, scope: string, data: RowData, payer: string): StoredRow {
    const row = table.makeRow(data, payer);
    table.insert(scope, row);
    this.journal.record(() => table.remove(scope, row));
    return row;
  }

  /** Replaces a row's data; a row whose keys change moves in its indexes. */
  modifyRow(table: ContractTable, scope: string, row: StoredRow, data: RowData): StoredRow {
    if (!table.keysChange(row.data, data)) {
      const before = row.data;
      table.update(row, data);
      this.journal.record(() => table.update(row, before));
      return row;
    }
    const next = table.makeRow(data, row.payer);
    table.remove(scope, row);
    table.insert(scope, next);
    this.journal.record(() => {
      table.remove(scope, next);
      table.insert(scope, row);
    });
    return next;
  }

  eraseRow(table: ContractTable, scope: string, row: StoredRow): void {
    table.remove(scope, row);
    this.journal.record(() => table.insert(scope, row));
  }

  /** Packs action arguments with the contract's ABI (hex). */
  encode(account: string, name: string, data: RowData): string {
    const abi = this.accounts.get(account)?.abi;
    const type = abi?.def.actions.find((a) => a.name === name)?.type;
    if (!abi || !type) throw new Error(`no ABI for ${account}::${name}`);
    return bytesToHex(encodeData(abi.def, abi.wharf, type, data));
  }
}

/**
 * One transaction's execution, as nodeos's transaction_context: the actions get ordinals
 * 1..n first; each runs at its contract, then at every account it notified, then the inline
 * actions it sent, depth first; each run takes a receipt.
 */
class TransactionRun {
  readonly ledger: Ledger;
  readonly trxId: string;
  readonly block: BlockInfo;
  private readonly traces: ActionTrace[] = [];
  nextOrdinal = 1;

  constructor(ledger: Ledger, trxId: string, block: BlockInfo) {
    this.ledger = ledger;
    this.trxId = trxId;
    this.block = block;
  }

  run(actions: readonly ActionRecord[]): ActionTrace[] {
    const ordinals = actions.map(() => this.nextOrdinal++);
    actions.forEach((act, i) => this.exec(act, ordinals[i] ?? 0, 0, 0));
    return this.traces;
  }

  private exec(act: ActionRecord, ordinal: number, creator: number, depth: number): void {
    if (depth > MAX_INLINE_DEPTH) throw ledgerErrors.inlineDepth();
    const trace: ActionTrace = {
      trxId: this.trxId,
      blockNum: this.block.num,
      blockMs: this.block.ms,
      actionOrdinal: ordinal,
      creatorActionOrdinal: creator,
      act,
      receipts: [],
    };
    this.traces.push(trace);
    const receivers = [{ name: act.account, ordinal }];
    const inline: InlineAction[] = [];
    for (let i = 0; i < receivers.length; i++) {
      const receiver = receivers[i] ?? { name: act.account, ordinal };
      const account = this.ledger.accounts.get(receiver.name);
      if (!account) throw ledgerErrors.actionValidate(`account '${receiver.name}' does not exist`);
      // Accounts without code ignore what they receive; the chain's own actions are native.
      const handler =
        account.code || NATIVE_RECEIVERS.has(receiver.name)
          ? HANDLERS.get(`${receiver.name}/${act.account}/${act.name}`)
          : undefined;
      if (handler) handler(new ReceiverContext(this, act, receiver, receivers, inline));
      trace.receipts.push(this.ledger.receipt(receiver.name, act));
    }
    for (const next of inline) {
      for (const level of next.act.authorization) {
        // An inline action may use the sending contract's own authority or one declared on the
        // action that sent it (the authorizations nodeos lets an inline action inherit).
        const inherited = act.authorization.some(
          (a) => a.actor === level.actor && a.permission === level.permission,
        );
        if (level.actor !== next.sender && !inherited)
          throw ledgerErrors.unsatisfiedAuth(
            `inline action declares authority '${JSON.stringify(level)}' that ${next.sender} does not hold`,
          );
      }
      this.exec(next.act, next.ordinal, next.creator, depth + 1);
    }
  }
}

interface Receiver {
  name: string;
  ordinal: number;
}

interface InlineAction {
  act: ActionRecord;
  ordinal: number;
  creator: number;
  sender: string;
}

/** One receiver's run of an action: what its handler sees (apply_context). */
class ReceiverContext implements ActionContext {
  readonly ledger: Ledger;
  readonly act: ActionRecord;
  readonly data: RowData;
  readonly receiver: string;
  readonly block: BlockInfo;
  readonly trxId: string;
  private readonly run: TransactionRun;
  private readonly self: Receiver;
  private readonly receivers: Receiver[];
  private readonly inline: InlineAction[];

  constructor(
    run: TransactionRun,
    act: ActionRecord,
    self: Receiver,
    receivers: Receiver[],
    inline: InlineAction[],
  ) {
    this.run = run;
    this.ledger = run.ledger;
    this.act = act;
    this.data = act.json;
    this.receiver = self.name;
    this.block = run.block;
    this.trxId = run.trxId;
    this.self = self;
    this.receivers = receivers;
    this.inline = inline;
  }

  requireAuth(actor: string): void {
    if (!this.hasAuth(actor)) throw ledgerErrors.missingAuth(actor);
  }

  hasAuth(actor: string): boolean {
    return this.act.authorization.some((a) => a.actor === actor);
  }

  requireRecipient(account: string): void {
    if (!this.receivers.some((r) => r.name === account))
      this.receivers.push({ name: account, ordinal: this.run.nextOrdinal++ });
  }

  sendInline(account: string, name: string, authorization: PermissionLevel[], data: RowData): void {
    this.inline.push({
      act: {
        account,
        name,
        authorization,
        data: this.ledger.recording ? this.ledger.encode(account, name, data) : '',
        json: data,
      },
      ordinal: this.run.nextOrdinal++,
      creator: this.self.ordinal,
      sender: this.self.name,
    });
  }
}
