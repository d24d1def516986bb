import type { Level } from './msig-authority';
import { MSIG_CONTRACT } from './msig-history';
import { pushDraftPath } from './push-draft';

/*
 * The builder's addresses (/tools/push) for acting on a proposal, each filled as cyber.msig's
 * action takes it and authorized by whom it applies to.
 */

const auth = (l: Level) => `${l.actor}@${l.permission}`;

function msigAction(name: string, by: Level, data: Record<string, unknown>): string {
  return pushDraftPath({
    actions: [{ account: MSIG_CONTRACT, name, auth: auth(by), data }],
  });
}

export interface ProposalRef {
  proposer: string;
  name: string;
}

/** approve with the proposal's hash: the approval holds only for the transaction it read. */
export function approveDraft(p: ProposalRef, level: Level, proposalHash: string): string {
  return msigAction('approve', level, {
    proposer: p.proposer,
    proposal_name: p.name,
    level,
    proposal_hash: proposalHash,
  });
}

export function unapproveDraft(p: ProposalRef, level: Level): string {
  return msigAction('unapprove', level, { proposer: p.proposer, proposal_name: p.name, level });
}

/** The proposer cancels at any time; anyone else only after it expired. */
export function cancelDraft(p: ProposalRef, canceler: string): string {
  return msigAction(
    'cancel',
    { actor: canceler, permission: 'active' },
    { proposer: p.proposer, proposal_name: p.name, canceler },
  );
}

export function execDraft(p: ProposalRef, executer: string): string {
  return msigAction(
    'exec',
    { actor: executer, permission: 'active' },
    { proposer: p.proposer, proposal_name: p.name, executer },
  );
}
