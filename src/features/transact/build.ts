import type { GetInfo } from '@/api/node-client';
import { toHex } from '@/api/bytes';
import type { LayoutVerdict } from '@/lib/chain-layout';
import type { PushDraft } from '@/lib/push-draft';
import { transactionHeader } from '@/lib/transaction-header';
import {
  packTransaction,
  signingDigest,
  transactionId,
  type PackableTransaction,
} from '@/lib/transaction-codec';
import { packPlannedActions } from './pack-actions';
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
  const headMs = Date.parse(`${info.head_block_time.replace(/Z$/, '')}Z`);
  const refBlock = { num: info.last_irreversible_block_num, id: info.last_irreversible_block_id };
  const trx: PackableTransaction = {
    ...transactionHeader(headMs + draft.expireSec * 1000, refBlock, draft),
    context_free_actions: [],
    actions: await packPlannedActions(planned),
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
