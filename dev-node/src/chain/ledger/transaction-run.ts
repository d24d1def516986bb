import type { ActionRecord } from '../records.ts';
import type { PermissionLevel } from '../state.ts';
import type { RowData } from '../row-segments.ts';
import type { ActionContext, BlockInfo, ContractSet } from './action-context.ts';
import { ledgerErrors } from './errors.ts';
import type { LedgerState } from './ledger-state.ts';
import type { ActionTrace } from './traces.ts';

/** nodeos's max_inline_action_depth. */
const MAX_INLINE_DEPTH = 4;

/**
 * One transaction's execution, as nodeos's transaction_context: the actions get ordinals
 * 1..n first; each runs at its contract, then at every account it notified, then the inline
 * actions it sent, depth first; each run takes a receipt.
 */
export class TransactionRun {
  readonly ledger: LedgerState;
  readonly trxId: string;
  readonly block: BlockInfo;
  private readonly contracts: ContractSet;
  private readonly traces: ActionTrace[] = [];
  nextOrdinal = 1;

  constructor(ledger: LedgerState, contracts: ContractSet, trxId: string, block: BlockInfo) {
    this.ledger = ledger;
    this.contracts = contracts;
    this.trxId = trxId;
    this.block = block;
  }

  run(actions: readonly ActionRecord[]): ActionTrace[] {
    const ordinals = actions.map(() => this.nextOrdinal++);
    actions.forEach((act, i) => this.exec(act, ordinals[i] ?? 0, 0, undefined, 0));
    return this.traces;
  }

  private exec(
    act: ActionRecord,
    ordinal: number,
    creator: number,
    parent: number | undefined,
    depth: number,
  ): void {
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
    if (parent !== undefined) trace.parentOrdinal = parent;
    this.traces.push(trace);
    const receivers = [{ name: act.account, ordinal }];
    const inline: InlineAction[] = [];
    for (let i = 0; i < receivers.length; i++) {
      const receiver = receivers[i] ?? { name: act.account, ordinal };
      const account = this.ledger.accounts.get(receiver.name);
      if (!account) throw ledgerErrors.actionValidate(`account '${receiver.name}' does not exist`);
      // Accounts without code ignore what they receive; the chain's own actions are native.
      const handler =
        account.code || this.contracts.nativeReceivers.has(receiver.name)
          ? this.contracts.handlers.get(`${receiver.name}/${act.account}/${act.name}`)
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
      this.exec(next.act, next.ordinal, next.creator, ordinal, depth + 1);
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
  readonly ledger: LedgerState;
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
