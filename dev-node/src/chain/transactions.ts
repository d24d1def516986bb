import { Checksum256 } from '@wharfkit/antelope';
import { timePointSec } from '../json.ts';
import type { PackableTransaction } from './abi/chain-types.ts';
import { fastPackTransaction as packTransaction } from './abi/fast-pack.ts';
import type { BlockContext } from './blocks.ts';
import type { TrxPlan } from './plan-kit.ts';
import type { ActionRecord, TrxRecord } from './records.ts';
import { sha256Of, type Rng } from './rng.ts';

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
  return transactionOf(
    actions,
    {
      expirationSec: Math.floor(blockMs / 1000) + plan.expiresIn,
      refBlockNum: refNum,
      refBlockId: ref?.id,
      delaySec: plan.delaySec,
    },
    n,
  );
}

/** What sets a transaction's header apart: its expiration, reference block and delay. */
export interface TrxHeader {
  expirationSec: number;
  refBlockNum: number;
  /** The reference block's id (its prefix is written); undefined writes 0. */
  refBlockId: string | undefined;
  delaySec: number;
}

/**
 * A transaction of these actions in block n, as the node makes them: no resource limits, no
 * context-free actions, no extensions.
 */
export function transactionOf(actions: ActionRecord[], header: TrxHeader, n: number): TrxRecord {
  const trx: PackableTransaction = {
    expiration: timePointSec(header.expirationSec),
    ref_block_num: header.refBlockNum & 0xffff,
    ref_block_prefix: header.refBlockId === undefined ? 0 : refBlockPrefix(header.refBlockId),
    max_net_usage_words: 0,
    max_cpu_usage_ms: 0,
    max_ram_kbytes: 0,
    max_storage_kbytes: 0,
    delay_sec: header.delaySec,
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
function transactionRecord(
  trx: PackableTransaction,
  actions: ActionRecord[],
  n: number,
): TrxRecord {
  const packed = packTransaction(trx);
  return { id: sha256Of(packed).toString('hex'), packed, trx, actions, signers: [], blockNum: n };
}

/**
 * The transaction a signature commits to: sha256(chain_id ‖ packed trx ‖ the digest of its
 * context-free data, 32 zero bytes when there is none, as in every transaction the node makes).
 */
export function signingDigest(
  chainId: Uint8Array,
  packed: Uint8Array,
  cfdDigest: Uint8Array = new Uint8Array(32),
): Buffer {
  return sha256Of(chainId, packed, cfdDigest);
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
