import { encodeLocally } from '@/lib/abi-codec';
import type { Level } from '@/lib/msig-authority';
import { MSIG_CONTRACT } from '@/lib/msig-history';
import { pushDraftPath, type PushDraft } from '@/lib/push-draft';
import type { PlannedAction } from './plan';

export interface ProposeOptions {
  proposer: string;
  proposalName: string;
  requested: Level[];
  /** Days from the head block's time until the proposed transaction expires. */
  days: number;
}

/** `alice@active, bob` → levels (a bare account means its active permission). */
export function readLevels(text: string): Level[] {
  return text
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map((part) => {
      const [actor = '', permission = 'active'] = part.split('@');
      return { actor, permission };
    });
}

/**
 * The builder's address holding one cyber.msig::propose of the drafted actions: each action's
 * arguments packed with its contract's ABI, under a CyberWay header (no TaPoS: the proposal is
 * not pushed as it is) expiring `days` after the head. Throws with the packer's message.
 */
export async function proposalPath(
  planned: readonly PlannedAction[],
  draft: PushDraft,
  opts: ProposeOptions,
  headMs: number,
): Promise<string> {
  const actions = [];
  for (const a of planned) {
    const packed = await encodeLocally(a.abi, a.type, a.args);
    if (!packed.ok) throw new Error(`${a.account}::${a.name}: ${packed.message}`);
    actions.push({
      account: a.account,
      name: a.name,
      authorization: a.authorization,
      data: packed.value,
    });
  }
  const expiration = new Date(headMs + opts.days * 86_400_000).toISOString().slice(0, 19);
  const data = {
    proposer: opts.proposer,
    proposal_name: opts.proposalName,
    requested: opts.requested,
    trx: {
      expiration,
      ref_block_num: 0,
      ref_block_prefix: 0,
      max_net_usage_words: draft.netWords,
      max_cpu_usage_ms: draft.cpuMs,
      max_ram_kbytes: draft.ramKbytes,
      max_storage_kbytes: draft.storageKbytes,
      delay_sec: draft.delaySec,
      context_free_actions: [],
      actions,
      transaction_extensions: [],
    },
  };
  return pushDraftPath({
    actions: [
      {
        account: MSIG_CONTRACT,
        name: 'propose',
        auth: `${opts.proposer}@active`,
        data,
      },
    ],
  });
}
