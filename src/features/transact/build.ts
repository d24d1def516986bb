import type { GetInfo } from '@/api/node-client';
import { toHex } from '@/api/bytes';
import { encodeLocally } from '@/lib/abi-codec';
import type { LayoutVerdict } from '@/lib/chain-layout';
import type { PushDraft } from '@/lib/push-draft';
import {
  packTransaction,
  signingDigest,
  transactionId,
  type PackableTransaction,
} from '@/lib/transaction-codec';
import type { PlannedAction } from './plan';

/** A transaction built from a draft, ready to review and sign: nothing of it changes after. */
export interface BuiltTransaction {
  layout: LayoutVerdict;
  chainId: string;
  trx: PackableTransaction;
  /** The actions as planned (their ABIs decode the packed bytes back). */
  planned: PlannedAction[];
  packed: Uint8Array;
  packedHex: string;
  /** sha256 of the packed transaction. */
  id: string;
  /** What the signatures commit to. */
  digestHex: string;
  /** The head when it was built, and the block its TaPoS names. */
  headTime: string;
  refBlock: { num: number; id: string };
  /** The address's draft it was built from; a later edit makes it stale. */
  draftQuery: string;
}

/** `YYYY-MM-DDTHH:MM:SS` (UTC), as nodes write time_point_sec. */
function timePointSec(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19);
}

/** ref_block_prefix: bytes 8…11 of the block id read as a little-endian uint32 (ground-truth §3). */
export function refPrefixOf(blockId: string): number {
  const bytes = blockId.slice(16, 24).match(/../g) ?? [];
  return bytes.reduceRight((n, byte) => n * 256 + Number.parseInt(byte, 16), 0);
}

/**
 * Packs the planned actions under a header made from the node's answer: the expiration counted
 * from its head block's time, TaPoS naming its last irreversible block (a block every node of
 * the chain holds, and no fork can drop).
 */
export async function buildTransaction(opts: {
  planned: PlannedAction[];
  draft: PushDraft;
  info: Pick<
    GetInfo,
    'chain_id' | 'head_block_time' | 'last_irreversible_block_num' | 'last_irreversible_block_id'
  >;
  layout: LayoutVerdict;
  draftQuery: string;
}): Promise<BuiltTransaction> {
  const { planned, draft, info, layout } = opts;
  const actions = await Promise.all(
    planned.map(async (a) => {
      const packed = await encodeLocally(a.abi, a.type, a.args);
      if (!packed.ok) throw new Error(`${a.account}::${a.name}: ${packed.message}`);
      return {
        account: a.account,
        name: a.name,
        authorization: a.authorization,
        data: packed.value,
      };
    }),
  );
  const headMs = Date.parse(`${info.head_block_time.replace(/Z$/, '')}Z`);
  const refBlock = { num: info.last_irreversible_block_num, id: info.last_irreversible_block_id };
  const trx: PackableTransaction = {
    expiration: timePointSec(headMs + draft.expireSec * 1000),
    ref_block_num: refBlock.num & 0xffff,
    ref_block_prefix: refPrefixOf(refBlock.id),
    max_net_usage_words: draft.netWords,
    max_cpu_usage_ms: draft.cpuMs,
    max_ram_kbytes: draft.ramKbytes,
    max_storage_kbytes: draft.storageKbytes,
    delay_sec: draft.delaySec,
    context_free_actions: [],
    actions,
    transaction_extensions: [],
  };
  const packed = await packTransaction(layout.layout, trx);
  const digest = await signingDigest(layout.layout, info.chain_id, trx);
  return {
    layout,
    chainId: info.chain_id,
    trx,
    planned,
    packed,
    packedHex: toHex(packed),
    id: await transactionId(packed),
    digestHex: digest.hexString,
    headTime: info.head_block_time,
    refBlock,
    draftQuery: opts.draftQuery,
  };
}
