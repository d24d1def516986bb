import {
  fastActionDigest,
  fastActionReceiptDigest,
  fastPackHeader as packHeader,
  fastReceiptDigest as digestReceipt,
} from './abi/fast-pack.ts';
import {
  blockHeader,
  type BlockContext,
  type BlockRecord,
  type ReceiptRecord,
  scheduleJson,
  STATUS_CODES,
  type TrxStatus,
} from './blocks.ts';
import type { ActionTrace, ReceiptTrace } from './ledger/traces.ts';
import { merkleRoot } from './merkle.ts';
import type { ActionRecord, TrxRecord } from './records.ts';
import { sha256Of, type Rng } from './rng.ts';
import { slotTime } from './slots.ts';

const onblockActs = new Map<string, ActionRecord>();

/** cyber.govern::onblock, the implicit first action of every block. */
export function onblockAction(ctx: BlockContext, producer: string, version: number): ActionRecord {
  const key = `${producer}/${version}`;
  let act = onblockActs.get(key);
  if (!act) {
    const json = { producer, schedule_version: version };
    act = {
      account: 'cyber.govern',
      name: 'onblock',
      authorization: [{ actor: 'cyber.govern', permission: 'active' }],
      data: ctx.ledger.encode('cyber.govern', 'onblock', json),
      json,
    };
    onblockActs.set(key, act);
  }
  return act;
}

const actDigests = new WeakMap<ActionRecord, Buffer>();

/**
 * sha256 of the packed action (a receipt's act_digest), once per action a history answer shows:
 * the blocks being made compute theirs without keeping them (--scale's 100,000 airdrop actions
 * would hold a Buffer each for good).
 */
export function actDigest(act: ActionRecord): Buffer {
  let digest = actDigests.get(act);
  if (!digest) {
    digest = fastActionDigest(act);
    actDigests.set(act, digest);
  }
  return digest;
}

/** The action_mroot leaf of one receipt: sha256 of the packed action_receipt. */
export function actionReceiptDigest(
  act: ActionRecord,
  r: ReceiptTrace,
  digest: Uint8Array = actDigest(act),
): Buffer {
  return fastActionReceiptDigest({
    receiver: r.receiver,
    actDigest: digest,
    globalSequence: r.globalSequence,
    recvSequence: r.recvSequence,
    authSequence: r.authSequence,
    codeSequence: r.codeSequence,
    abiSequence: r.abiSequence,
  });
}

/** A block being assembled: its receipts and the action receipts of what it executed. */
export class BlockDraft {
  readonly n: number;
  readonly slot: number;
  readonly producer: string;
  readonly version: number;
  readonly receipts: ReceiptRecord[] = [];
  readonly actionDigests: Buffer[] = [];
  readonly transactions: TrxRecord[] = [];
  readonly onblock: ReceiptTrace;
  /**
   * The header's `confirmed` count. /dev/fork sets it on one block so that block, and every
   * block after it through `previous`, gets an id its same-seed twin never has.
   */
  confirmed = 0;

  /** Opens block n with cyber.govern::onblock, the implicit first action of every block. */
  constructor(ctx: BlockContext, n: number, slot: number) {
    this.n = n;
    this.slot = slot;
    this.version = ctx.schedule.activeVersion(n);
    this.producer = ctx.schedule.producerAt(n, slot);
    const act = onblockAction(ctx, this.producer, this.version);
    this.onblock = ctx.ledger.onblock(act);
    this.actionDigests.push(actionReceiptDigest(act, this.onblock));
  }

  get ms(): number {
    return slotTime(this.slot);
  }

  addTraces(traces: readonly ActionTrace[]): void {
    for (const t of traces) {
      const digest = fastActionDigest(t.act);
      for (const r of t.receipts) this.actionDigests.push(actionReceiptDigest(t.act, r, digest));
    }
  }

  /** A receipt carrying the whole transaction (input transactions, executed or delayed). */
  addTransaction(trx: TrxRecord, status: TrxStatus, rng: Rng): ReceiptRecord {
    this.transactions.push(trx);
    const receipt: ReceiptRecord = {
      status,
      cpu: rng.range(120, 2500),
      net: Math.ceil(trx.packed.length / 8) + 12 + 8 * trx.signers.length,
      ram: rng.int(3),
      storage: rng.range(-1, 3),
      trx,
    };
    this.receipts.push(receipt);
    return receipt;
  }

  /** A receipt of a deferred execution: only the id, as on real nodes. */
  addDeferred(id: string, status: TrxStatus, rng: Rng): void {
    this.receipts.push({
      status,
      cpu: status === 'expired' ? 0 : rng.range(150, 3000),
      net: 0,
      ram: 0,
      storage: 0,
      trx: id,
    });
  }
}

/** The block's header, mroots and id. */
export function sealBlock(ctx: BlockContext, draft: BlockDraft): BlockRecord {
  const n = draft.n;
  const trxDigests = draft.receipts.map((r) =>
    digestReceipt({
      status: STATUS_CODES[r.status],
      cpu_usage_us: r.cpu,
      net_usage_words: r.net,
      ram_kbytes: r.ram,
      storage_kbytes: r.storage,
      trx_id: typeof r.trx === 'string' ? r.trx : r.trx.id,
    }),
  );
  const previous = ctx.blockAt(n - 1)?.id ?? '0'.repeat(64);
  const pending = ctx.schedule.newProducersAt(n);
  const block: BlockRecord = {
    num: n,
    slot: draft.slot,
    producer: draft.producer,
    confirmed: draft.confirmed,
    previous,
    id: '',
    transactionMroot: merkleRoot(trxDigests).toString('hex'),
    actionMroot: merkleRoot(draft.actionDigests).toString('hex'),
    scheduleVersion: draft.version,
    newProducers: pending ? scheduleJson(pending, ctx.keys) : null,
    receipts: draft.receipts,
    onblock: draft.onblock,
    headerDigest: Buffer.alloc(0),
  };
  const packed = packHeader(blockHeader(block));
  block.headerDigest = sha256Of(packed);
  const id = Buffer.from(block.headerDigest);
  id.writeUInt32BE(n, 0);
  block.id = id.toString('hex');
  return block;
}
