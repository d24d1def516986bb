import { Checksum256 } from '@wharfkit/antelope';
import { createHash, hash } from 'node:crypto';
import { timePoint, timePointSec } from '../json.ts';
import type { PackableTransaction, ScheduleJson } from './abi/chain-types.ts';
import { packSchedule } from './abi/chain-types.ts';
import {
  fastActionDigest,
  fastActionReceiptDigest,
  fastPackHeader as packHeader,
  fastReceiptDigest as digestReceipt,
  fastPackTransaction as packTransaction,
} from './abi/fast-pack.ts';
import { bytesToHex } from './hex.ts';
import type { KeyRing } from './keys.ts';
import type { Ledger } from './ledger/ledger.ts';
import type { ActionTrace, ReceiptTrace } from './ledger/traces.ts';
import { merkleRoot } from './merkle.ts';
import type { TrxPlan } from './planner.ts';
import type { ActionRecord, TrxRecord } from './records.ts';
import type { Rng } from './rng.ts';
import type { ScheduleBook, ScheduleVersion } from './schedule.ts';

export type { ActionRecord, DeferredRecord, TrxRecord } from './records.ts';

export const STATUS_CODES = {
  executed: 0,
  soft_fail: 1,
  hard_fail: 2,
  delayed: 3,
  expired: 4,
} as const;
export type TrxStatus = keyof typeof STATUS_CODES;

/** Block timestamps count 3-second slots from 2000-01-01 (CyberWay block_timestamp_type). */
export const BLOCK_EPOCH_MS = Date.UTC(2000, 0, 1);
export const SLOT_MS = 3000;

export function slotTime(slot: number): number {
  return BLOCK_EPOCH_MS + slot * SLOT_MS;
}

export function slotOf(ms: number): number {
  return Math.floor((ms - BLOCK_EPOCH_MS) / SLOT_MS);
}

export interface ReceiptRecord {
  status: TrxStatus;
  cpu: number;
  net: number;
  ram: number;
  storage: number;
  /** The full transaction, or only its id (deferred executions, as on real nodes). */
  trx: TrxRecord | string;
}

export interface BlockRecord {
  num: number;
  slot: number;
  producer: string;
  confirmed: number;
  previous: string;
  id: string;
  transactionMroot: string;
  actionMroot: string;
  scheduleVersion: number;
  newProducers: ScheduleJson | null;
  receipts: ReceiptRecord[];
  /** cyber.govern's receipt of the block's onblock action (the first action_mroot leaf). */
  onblock: ReceiptTrace;
  /** sha256 of the packed header (before the block number is written into it). */
  headerDigest: Buffer;
  signature?: string;
  /** get_block's answer, made on first request. */
  json?: Buffer;
}

export interface BlockContext {
  seed: number;
  chainId: Buffer;
  keys: KeyRing;
  schedule: ScheduleBook;
  ledger: Ledger;
  blockAt(n: number): BlockRecord | undefined;
}

function sha(...parts: Uint8Array[]): Buffer {
  if (parts.length === 1 && parts[0]) return hash('sha256', parts[0], 'buffer');
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
}

export function scheduleJson(version: ScheduleVersion, keys: KeyRing): ScheduleJson {
  return {
    version: version.version,
    producers: version.producers.map((p) => ({
      producer_name: p,
      block_signing_key: keys.gls(`prod/${p}/signing`),
    })),
  };
}

export function refBlockPrefix(id: string): number {
  return Buffer.from(id.slice(16, 24), 'hex').readUInt32LE(0);
}

/** A planned transaction as a block carries it: packed with the contracts' current ABIs. */
export function buildTrx(
  ctx: BlockContext,
  plan: TrxPlan,
  n: number,
  blockMs: number,
  rng: Rng,
): TrxRecord {
  const refNum = Math.max(1, n - 1 - rng.int(6));
  const ref = ctx.blockAt(refNum);
  const actions: ActionRecord[] = plan.actions.map((a) => ({
    account: a.account,
    name: a.name,
    authorization: a.authorization,
    data: ctx.ledger.encode(a.account, a.name, a.data),
    json: a.data,
  }));
  const trx: PackableTransaction = {
    expiration: timePointSec(Math.floor(blockMs / 1000) + plan.expiresIn),
    ref_block_num: refNum & 0xffff,
    ref_block_prefix: ref ? refBlockPrefix(ref.id) : 0,
    max_net_usage_words: 0,
    max_cpu_usage_ms: 0,
    max_ram_kbytes: 0,
    max_storage_kbytes: 0,
    delay_sec: plan.delaySec,
    context_free_actions: [],
    actions: actions.map(({ account, name, authorization, data }) => ({
      account,
      name,
      authorization,
      data,
    })),
    transaction_extensions: [],
  };
  return transactionRecord(trx, actions, n);
}

/** A transaction record from its parts: the id is sha256 of the packed transaction. */
export function transactionRecord(
  trx: PackableTransaction,
  actions: ActionRecord[],
  n: number,
): TrxRecord {
  const packed = packTransaction(trx);
  return { id: sha(packed).toString('hex'), packed, trx, actions, signers: [], blockNum: n };
}

/** The transaction a signature commits to: sha256(chain_id ‖ packed trx ‖ 32 zero bytes). */
export function signingDigest(chainId: Uint8Array, packed: Uint8Array): Buffer {
  return sha(chainId, packed, new Uint8Array(32));
}

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

function actDigest(act: ActionRecord): Buffer {
  let digest = actDigests.get(act);
  if (!digest) {
    digest = fastActionDigest(act);
    actDigests.set(act, digest);
  }
  return digest;
}

/** The action_mroot leaf of one receipt: sha256 of the packed action_receipt. */
export function actionReceiptDigest(act: ActionRecord, r: ReceiptTrace): Buffer {
  return fastActionReceiptDigest({
    receiver: r.receiver,
    actDigest: actDigest(act),
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
    for (const t of traces)
      for (const r of t.receipts) this.actionDigests.push(actionReceiptDigest(t.act, r));
  }

  /** A receipt carrying the whole transaction (input transactions, executed or delayed). */
  addTransaction(trx: TrxRecord, status: TrxStatus, rng: Rng): void {
    this.transactions.push(trx);
    this.receipts.push({
      status,
      cpu: rng.range(120, 2500),
      net: Math.ceil(trx.packed.length / 8) + 12 + 8 * trx.signers.length,
      ram: rng.int(3),
      storage: rng.range(-1, 3),
      trx,
    });
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
  const packed = packHeader({
    timestamp: timePoint(draft.ms),
    producer: block.producer,
    confirmed: block.confirmed,
    previous,
    transaction_mroot: block.transactionMroot,
    action_mroot: block.actionMroot,
    schedule_version: block.scheduleVersion,
    new_producers: block.newProducers,
    header_extensions: [],
  });
  block.headerDigest = sha(packed);
  const id = Buffer.from(block.headerDigest);
  id.writeUInt32BE(n, 0);
  block.id = id.toString('hex');
  return block;
}

const scheduleHashes = new Map<string, Buffer>();

/** sha256 of the packed schedule a block's producer commits to (pending if any, else active). */
export function scheduleHash(ctx: BlockContext, n: number): Buffer {
  const version = ctx.schedule.pending(n) ?? ctx.schedule.active(n);
  const key = `${ctx.seed}/${version.version}`;
  let hash = scheduleHashes.get(key);
  if (!hash) {
    hash = sha(packSchedule(scheduleJson(version, ctx.keys)));
    scheduleHashes.set(key, hash);
  }
  return hash;
}

/** What the producer signs: sha256(header digest ‖ schedule hash). */
export function producerDigest(ctx: BlockContext, block: BlockRecord): Buffer {
  return sha(block.headerDigest, scheduleHash(ctx, block.num));
}

export function producerSignature(ctx: BlockContext, block: BlockRecord): string {
  block.signature ??= ctx.keys
    .get(`prod/${block.producer}/signing`)
    .privateKey.signDigest(Checksum256.from(producerDigest(ctx, block)))
    .toString();
  return block.signature;
}

export function trxSignatures(ctx: BlockContext, trx: TrxRecord): string[] {
  if (!trx.signatures) {
    const digest = Checksum256.from(signingDigest(ctx.chainId, trx.packed));
    trx.signatures = trx.signers.map((label) =>
      ctx.keys.get(label).privateKey.signDigest(digest).toString(),
    );
  }
  return trx.signatures;
}

export function transactionJson(trx: TrxRecord): Record<string, unknown> {
  return {
    ...trx.trx,
    actions: trx.actions.map((a) => ({
      account: a.account,
      name: a.name,
      authorization: a.authorization,
      data: a.json,
      hex_data: a.data,
    })),
  };
}

/** get_block's answer as text. */
export function blockJson(ctx: BlockContext, block: BlockRecord): string {
  return blockJsonBuffer(ctx, block).toString();
}

/** get_block's answer, serialized once per block and served as the same Buffer after. */
export function blockJsonBuffer(ctx: BlockContext, block: BlockRecord): Buffer {
  if (block.json) return block.json;
  const body = {
    timestamp: timePoint(slotTime(block.slot)),
    producer: block.producer,
    confirmed: block.confirmed,
    previous: block.previous,
    transaction_mroot: block.transactionMroot,
    action_mroot: block.actionMroot,
    schedule_version: block.scheduleVersion,
    new_producers: block.newProducers,
    header_extensions: [],
    producer_signature: producerSignature(ctx, block),
    transactions: block.receipts.map((r) => ({
      status: r.status,
      cpu_usage_us: r.cpu,
      net_usage_words: r.net,
      ram_kbytes: r.ram,
      storage_kbytes: r.storage,
      trx:
        typeof r.trx === 'string'
          ? r.trx
          : {
              id: r.trx.id,
              signatures: trxSignatures(ctx, r.trx),
              compression: 'none',
              packed_context_free_data: '',
              context_free_data: [],
              packed_trx: bytesToHex(r.trx.packed),
              transaction: transactionJson(r.trx),
            },
    })),
    // CyberWay writes it, empty, on every block (ground-truth §4.2).
    block_extensions: [],
    id: block.id,
    block_num: block.num,
    ref_block_prefix: refBlockPrefix(block.id),
  };
  block.json = Buffer.from(JSON.stringify(body));
  return block.json;
}
