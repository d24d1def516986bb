import { Checksum256 } from '@wharfkit/antelope';
import { createHash } from 'node:crypto';
import { timePoint, timePointSec } from '../json.ts';
import type { PackableAction, PackableTransaction, ScheduleJson } from './abi/chain-types.ts';
import { packSchedule } from './abi/chain-types.ts';
import {
  encodeData,
  fastPackAction as packAction,
  fastPackHeader as packHeader,
  fastPackReceiptDigest as packReceiptDigest,
  fastPackTransaction as packTransaction,
} from './abi/fast-pack.ts';
import { bytesToHex } from './hex.ts';
import type { KeyRing } from './keys.ts';
import { merkleRoot } from './merkle.ts';
import type { ActionPlan, DeferredOutcome, TrxPlan } from './planner.ts';
import { Rng } from './rng.ts';
import type { ScheduleBook, ScheduleVersion } from './schedule.ts';
import type { AccountState } from './state.ts';

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

export interface ActionRecord extends PackableAction {
  json: Record<string, unknown>;
}

export interface TrxRecord {
  id: string;
  packed: Uint8Array;
  trx: PackableTransaction;
  actions: ActionRecord[];
  /** KeyRing labels of the keys that signed it; signatures are made when first shown. */
  signers: string[];
  signatures?: string[];
  blockNum: number;
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

export interface DeferredRecord {
  trx: TrxRecord;
  senderId: string;
  payer: string;
  publishedMs: number;
  delayUntilMs: number;
  expirationMs: number;
  outcome: DeferredOutcome;
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
  accounts: ReadonlyMap<string, AccountState>;
  blockAt(n: number): BlockRecord | undefined;
}

function sha(...parts: Uint8Array[]): Buffer {
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

/** Keys that would sign for actor@permission: enough of its keys (or delegates) to reach the threshold. */
export function signerLabels(
  accounts: ReadonlyMap<string, AccountState>,
  actor: string,
  permission: string,
  depth = 0,
): string[] {
  const account = accounts.get(actor);
  const perm =
    account?.permissions.find((p) => p.perm_name === permission) ??
    account?.permissions.find((p) => p.perm_name === 'active');
  if (!perm || depth > 3) return [`acct/${actor}/active`];
  const auth = perm.required_auth;
  const labels: string[] = [];
  let weight = 0;
  for (const k of auth.keys) {
    if (weight >= auth.threshold) break;
    labels.push(k.key);
    weight += k.weight;
  }
  for (const a of auth.accounts) {
    if (weight >= auth.threshold) break;
    labels.push(...signerLabels(accounts, a.permission.actor, a.permission.permission, depth + 1));
    weight += a.weight;
  }
  return labels;
}

function encodeActionData(accounts: ReadonlyMap<string, AccountState>, plan: ActionPlan): string {
  const abi = accounts.get(plan.account)?.abi;
  const type = abi?.def.actions.find((a) => a.name === plan.name)?.type;
  if (!abi || !type) throw new Error(`no ABI for ${plan.account}::${plan.name}`);
  return bytesToHex(encodeData(abi.def, abi.wharf, type, plan.data));
}

export function refBlockPrefix(id: string): number {
  return Buffer.from(id.slice(16, 24), 'hex').readUInt32LE(0);
}

function buildTrx(
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
    data: encodeActionData(ctx.accounts, a),
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
  const packed = packTransaction(trx);
  const signers = [
    ...new Set(
      plan.actions.flatMap((a) =>
        a.authorization.flatMap((p) => signerLabels(ctx.accounts, p.actor, p.permission)),
      ),
    ),
  ];
  return { id: sha(packed).toString('hex'), packed, trx, actions, signers, blockNum: n };
}

/** The transaction a signature commits to: sha256(chain_id ‖ packed trx ‖ 32 zero bytes). */
export function signingDigest(chainId: Uint8Array, packed: Uint8Array): Buffer {
  return sha(chainId, packed, new Uint8Array(32));
}

const onblockCache = new Map<string, Buffer>();

/** Every block runs cyber.govern::onblock first, so action_mroot is never empty. */
function onblockDigest(ctx: BlockContext, producer: string, version: number): Buffer {
  const key = `${producer}/${version}`;
  let digest = onblockCache.get(key);
  if (!digest) {
    const data = encodeActionData(ctx.accounts, {
      account: 'cyber.govern',
      name: 'onblock',
      authorization: [{ actor: 'cyber.govern', permission: 'active' }],
      data: { producer, schedule_version: version },
    });
    digest = sha(
      packAction({
        account: 'cyber.govern',
        name: 'onblock',
        authorization: [{ actor: 'cyber.govern', permission: 'active' }],
        data,
      }),
    );
    onblockCache.set(key, digest);
  }
  return digest;
}

export interface AssembledBlock {
  block: BlockRecord;
  /** Delayed transactions this block scheduled. */
  scheduled: DeferredRecord[];
  /** Transactions (full records) included, for the id index. */
  transactions: TrxRecord[];
}

/** Builds block n: receipts for matured deferred transactions first, then the new ones. */
export function assembleBlock(
  ctx: BlockContext,
  n: number,
  slot: number,
  plans: readonly TrxPlan[],
  matured: readonly DeferredRecord[],
): AssembledBlock {
  const blockMs = slotTime(slot);
  const rng = Rng.from('receipts', ctx.seed, n);
  const receipts: ReceiptRecord[] = [];
  const actionDigests: Buffer[] = [];
  const version = ctx.schedule.activeVersion(n);
  const producer = ctx.schedule.producerAt(n, slot);
  actionDigests.push(onblockDigest(ctx, producer, version));

  for (const d of matured) {
    const status: TrxStatus = d.outcome;
    receipts.push({
      status,
      cpu: status === 'expired' ? 0 : rng.range(150, 3000),
      net: 0,
      ram: 0,
      storage: 0,
      trx: d.trx.id,
    });
    if (status === 'executed')
      for (const a of d.trx.actions) actionDigests.push(sha(packAction(a)));
  }
  const scheduled: DeferredRecord[] = [];
  const transactions: TrxRecord[] = [];
  for (const plan of plans) {
    const trx = buildTrx(ctx, plan, n, blockMs, rng);
    transactions.push(trx);
    const status: TrxStatus = plan.delaySec > 0 ? 'delayed' : 'executed';
    receipts.push({
      status,
      cpu: rng.range(120, 2500),
      net: Math.ceil(trx.packed.length / 8) + 12 + 8 * trx.signers.length,
      ram: rng.int(3),
      storage: rng.range(-1, 3),
      trx,
    });
    if (status === 'executed') for (const a of trx.actions) actionDigests.push(sha(packAction(a)));
    else {
      const delayUntilMs = blockMs + plan.delaySec * 1000;
      scheduled.push({
        trx,
        senderId: '0',
        payer: plan.actions[0]?.authorization[0]?.actor ?? 'cyber',
        publishedMs: blockMs,
        delayUntilMs,
        expirationMs: plan.outcome === 'expired' ? delayUntilMs : delayUntilMs + 600_000,
        outcome: plan.outcome ?? 'executed',
      });
    }
  }

  const trxDigests = receipts.map((r) =>
    sha(
      packReceiptDigest({
        status: STATUS_CODES[r.status],
        cpu_usage_us: r.cpu,
        net_usage_words: r.net,
        ram_kbytes: r.ram,
        storage_kbytes: r.storage,
        trx_id: typeof r.trx === 'string' ? r.trx : r.trx.id,
      }),
    ),
  );
  const previous = ctx.blockAt(n - 1)?.id ?? '0'.repeat(64);
  const pending = ctx.schedule.newProducersAt(n);
  const block: BlockRecord = {
    num: n,
    slot,
    producer,
    confirmed: 0,
    previous,
    id: '',
    transactionMroot: merkleRoot(trxDigests).toString('hex'),
    actionMroot: merkleRoot(actionDigests).toString('hex'),
    scheduleVersion: version,
    newProducers: pending ? scheduleJson(pending, ctx.keys) : null,
    receipts,
    headerDigest: Buffer.alloc(0),
  };
  const packed = packHeader({
    timestamp: timePoint(blockMs),
    producer,
    confirmed: block.confirmed,
    previous,
    transaction_mroot: block.transactionMroot,
    action_mroot: block.actionMroot,
    schedule_version: version,
    new_producers: block.newProducers,
    header_extensions: [],
  });
  block.headerDigest = sha(packed);
  const id = Buffer.from(block.headerDigest);
  id.writeUInt32BE(n, 0);
  block.id = id.toString('hex');
  return { block, scheduled, transactions };
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
    // Left out when empty, as newer nodes do: wharfkit's APIClient cannot decode any
    // block_extensions value (its type is unregistered), and the issue requires it to decode.
    id: block.id,
    block_num: block.num,
    ref_block_prefix: refBlockPrefix(block.id),
  };
  block.json = Buffer.from(JSON.stringify(body));
  return block.json;
}
