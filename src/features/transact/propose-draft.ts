import type { Level } from '@/lib/msig-authority';
import { MSIG_CONTRACT } from '@/lib/msig-history';
import { pushDraftPath, type PushDraft } from '@/lib/push-draft';
import { transactionHeader } from '@/lib/transaction-header';
import { packPlannedActions } from './pack-actions';
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
  const data = {
    proposer: opts.proposer,
    proposal_name: opts.proposalName,
    requested: opts.requested,
    trx: {
      ...transactionHeader(headMs + opts.days * 86_400_000, null, draft),
      context_free_actions: [],
      actions: await packPlannedActions(planned),
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
