import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PageAnchor } from '@/components/links/page-anchor';
import { LINK } from '@/components/ui/form-styles';
import type { Level } from '@/lib/msig-authority';
import {
  approveDraft,
  cancelDraft,
  execDraft,
  unapproveDraft,
  type ProposalRef,
} from '@/lib/msig-drafts';
import type { ProposalStatus } from '@/lib/msig-status';

const levelText = (l: Level) => `${l.actor}@${l.permission}`;

/**
 * What can be done with a proposal, each opening the transaction builder filled: approve (with
 * the proposal's hash) for whom it is still requested from, unapprove for whom approved it,
 * exec once it is ready, cancel by its proposer (by anyone once it expired).
 */
export function ProposalActs({
  proposal,
  status,
  hash,
  requested,
  provided,
}: {
  proposal: ProposalRef;
  status: ProposalStatus;
  hash: string | undefined;
  requested: readonly Level[];
  provided: readonly Level[];
}) {
  const open = status.kind === 'waiting' || status.kind === 'ready' || status.kind === 'checking';
  const links: { to: string; label: string }[] = [];
  if (open && hash)
    for (const l of requested)
      links.push({ to: approveDraft(proposal, l, hash), label: t`Approve as ${levelText(l)}` });
  if (open)
    for (const l of provided)
      links.push({
        to: unapproveDraft(proposal, l),
        label: t`Withdraw the approval of ${levelText(l)}`,
      });
  if (status.kind === 'ready')
    links.push({
      to: execDraft(proposal, proposal.proposer),
      label: t`Execute as ${proposal.proposer}`,
    });
  if (open || status.kind === 'expired')
    links.push({
      to: cancelDraft(proposal, proposal.proposer),
      label: t`Cancel as ${proposal.proposer}`,
    });
  if (links.length === 0)
    return (
      <p className="text-sm">
        <Trans>Nothing can be done with this proposal any more.</Trans>
      </p>
    );
  return (
    <>
      <ul
        className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4"
        aria-label={t`Act on the proposal`}
      >
        {links.map((l) => (
          <li key={l.to}>
            <PageAnchor to={l.to} className={LINK}>
              {l.label}
            </PageAnchor>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        {status.kind === 'expired'
          ? t`Once expired, any account may cancel it: change the canceler in the builder.`
          : t`Any account may execute a ready proposal: change the executer in the builder.`}
      </p>
    </>
  );
}
