import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AccountLink } from '@/components/links/account-link';
import type { Level } from '@/lib/msig-authority';
import { ProposedActionArgs } from './proposed-action-args';

export interface ProposedActionView {
  account: string;
  name: string;
  authorization: Level[];
  data: string;
}

/** The proposed transaction's actions, each decoded with its contract's ABI. */
export function ProposedActions({ actions }: { actions: ProposedActionView[] }) {
  if (actions.length === 0)
    return (
      <p className="text-sm">
        <Trans>No actions.</Trans>
      </p>
    );
  return (
    <ol className="space-y-2" aria-label={t`Proposed actions`}>
      {actions.map((a, i) => (
        <li key={i} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <p className="mb-2 text-sm">
            <AccountLink name={a.account} />
            <span className="font-mono">::{a.name}</span>{' '}
            <span className="text-slate-600 dark:text-slate-300">
              {t`by`}{' '}
              {a.authorization.map((l, j) => (
                <span key={j} className="font-mono">
                  {j > 0 ? ', ' : ''}
                  {l.actor}@{l.permission}
                </span>
              ))}
            </span>
          </p>
          <ProposedActionArgs account={a.account} name={a.name} hex={a.data} />
        </li>
      ))}
    </ol>
  );
}
