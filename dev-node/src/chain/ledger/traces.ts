import type { ActionRecord } from '../records.ts';

/** One receiver's receipt of an action (nodeos action_receipt). */
export interface ReceiptTrace {
  receiver: string;
  globalSequence: number;
  recvSequence: number;
  /** [actor, sequence] for each authorizing account, ordered by name. */
  authSequence: [string, number][];
  codeSequence: number;
  abiSequence: number;
}

/**
 * An action with the receipts of every account that received it (the contract, then each
 * notified account), as Hyperion stores one action: `actionOrdinal` is the contract's trace's,
 * `creatorActionOrdinal` 0 for an action of the transaction itself, else the ordinal of the
 * trace that sent it inline.
 */
export interface ActionTrace {
  trxId: string;
  blockNum: number;
  blockMs: number;
  actionOrdinal: number;
  creatorActionOrdinal: number;
  /**
   * For an inline action, the actionOrdinal of the action whose run (at its contract or at an
   * account it notified) sent it: where nodeos 1.x nests it among `inline_traces`.
   */
  parentOrdinal?: number;
  act: ActionRecord;
  receipts: ReceiptTrace[];
}

export interface AccountCreation {
  name: string;
  creator: string;
  trxId: string;
  blockNum: number;
  blockMs: number;
}

/**
 * Every action applied since block 1, in global sequence order, with the indexes a history
 * service answers from: by account (as receiver, notified, authorizer, or a transfer's from and
 * to), by transaction, and account creations. Genesis actions are applied before block 1 and are
 * not kept. The indexes are brought up to date on the first read after new traces (a history
 * request), so start-up and block production never pay for them.
 */
export class TraceStore {
  private readonly all: ActionTrace[] = [];
  private readonly byAccount = new Map<string, number[]>();
  private readonly byTrx = new Map<string, { start: number; count: number }>();
  private readonly creations = new Map<string, AccountCreation>();
  private readonly createdBy = new Map<string, AccountCreation[]>();
  /** Traces below this position are in the indexes: they are built when first read. */
  private indexed = 0;

  get size(): number {
    return this.all.length;
  }

  /** Adds the traces of one transaction (or deferred execution), in execution order. */
  add(traces: readonly ActionTrace[]): void {
    for (const trace of traces) this.all.push(trace);
  }

  /** Brings the indexes up to date (start-up stays fast: nothing is indexed until asked). */
  private index(): void {
    for (; this.indexed < this.all.length; this.indexed++) {
      const index = this.indexed;
      const trace = this.all[index];
      if (!trace) continue;
      const range = this.byTrx.get(trace.trxId);
      if (range && range.start + range.count === index) range.count++;
      else this.byTrx.set(trace.trxId, { start: index, count: 1 });
      const involved = new Set<string>();
      for (const r of trace.receipts) involved.add(r.receiver);
      for (const a of trace.act.authorization) involved.add(a.actor);
      // Hyperion also files a transfer under its from and to (its `@transfer` fields), even
      // where a contract did not notify them.
      if (trace.act.name === 'transfer') {
        const { from, to } = trace.act.json;
        if (typeof from === 'string') involved.add(from);
        if (typeof to === 'string') involved.add(to);
      }
      for (const name of involved) {
        let list = this.byAccount.get(name);
        if (!list) this.byAccount.set(name, (list = []));
        list.push(index);
      }
      if (trace.act.account === 'cyber' && trace.act.name === 'newaccount')
        this.noteCreation(trace);
    }
  }

  private noteCreation(trace: ActionTrace): void {
    const name = String(trace.act.json['name']);
    const creation: AccountCreation = {
      name,
      creator: String(trace.act.json['creator']),
      trxId: trace.trxId,
      blockNum: trace.blockNum,
      blockMs: trace.blockMs,
    };
    this.creations.set(name, creation);
    let list = this.createdBy.get(creation.creator);
    if (!list) this.createdBy.set(creation.creator, (list = []));
    list.push(creation);
  }

  /** Positions (in global sequence order) of the actions `account` took part in. */
  positionsOf(account: string): readonly number[] {
    this.index();
    return this.byAccount.get(account) ?? [];
  }

  /** The trace at a position of `traces()`. */
  at(position: number): ActionTrace | undefined {
    return this.all[position];
  }

  /** Every action of a transaction (root and inline), in global sequence order. */
  transactionActions(trxId: string): ActionTrace[] | undefined {
    this.index();
    const range = this.byTrx.get(trxId.toLowerCase());
    return range ? this.all.slice(range.start, range.start + range.count) : undefined;
  }

  /** Who created an account, and where; undefined for accounts of the genesis state. */
  creatorOf(account: string): AccountCreation | undefined {
    this.index();
    return this.creations.get(account);
  }

  /** Accounts an account created, oldest first. */
  accountsCreatedBy(creator: string): readonly AccountCreation[] {
    this.index();
    return this.createdBy.get(creator) ?? [];
  }

  /** Every trace in global sequence order (tests, invariants). */
  traces(): readonly ActionTrace[] {
    return this.all;
  }
}
