import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PageAnchor } from '@/components/links/page-anchor';
import { LINK } from '@/components/ui/form-styles';
import type { ReactNode } from 'react';
import type { Level } from '@/lib/msig-authority';
import {
  approveDraft,
  cancelDraft,
  execDraft,
  unapproveDraft,
  type ProposalRef,
} from '@/lib/msig-drafts';
import type { ProposalStatus } from '@/lib/msig-status';

/** Account names stay as they are in any language. */
const Mono = ({ text }: { text: string }) => <span className="font-mono">{text}</span>;
const levelText = (l: Level) => <Mono text={`${l.actor}@${l.permission}`} />;

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
  const links: { to: string; label: ReactNode }[] = [];
  if (open && hash)
    for (const l of requested)
      links.push({
        to: approveDraft(proposal, l, hash),
        label: <Trans>Approve as {levelText(l)}</Trans>,
      });
  if (open)
    for (const l of provided)
      links.push({
        to: unapproveDraft(proposal, l),
        label: <Trans>Withdraw the approval of {levelText(l)}</Trans>,
      });
  if (status.kind === 'ready')
    links.push({
      to: execDraft(proposal, proposal.proposer),
      label: (
        <Trans>
          Execute as <Mono text={proposal.proposer} />
        </Trans>
      ),
    });
  if (open || status.kind === 'expired')
    links.push({
      to: cancelDraft(proposal, proposal.proposer),
      label: (
        <Trans>
          Cancel as <Mono text={proposal.proposer} />
        </Trans>
      ),
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
