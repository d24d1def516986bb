import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Action } from '@/api/node-client';
import { AccountLink } from '@/components/links/account-link';
import { ActionArgs } from './action-args';

export interface ActionListProps {
  actions: Action[];
  /** For the list's accessible name, e.g. "Actions of transaction 1a2b…". */
  label: string;
}

/** Each action: contract, action name, who authorised it, and its arguments. */
export function ActionList({ actions, label }: ActionListProps) {
  if (actions.length === 0)
    return (
      <p className="text-sm">
        <Trans>No actions.</Trans>
      </p>
    );
  return (
    <ol aria-label={label} className="space-y-3">
      {actions.map((action, i) => (
        <li
          key={i}
          className="rounded-md border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-950"
        >
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
            <dt className="text-slate-600 dark:text-slate-300">
              <Trans>Action {i + 1}</Trans>
            </dt>
            <dd className="font-mono font-semibold">
              {action.account}::{action.name}
            </dd>
            <dt className="text-slate-600 dark:text-slate-300">
              <Trans>Contract</Trans>
            </dt>
            <dd>
              <AccountLink name={action.account} />
            </dd>
            <dt className="text-slate-600 dark:text-slate-300">
              <Trans>Action</Trans>
            </dt>
            <dd className="font-mono">{action.name}</dd>
            <dt className="text-slate-600 dark:text-slate-300">
              <Trans>Authorizations</Trans>
            </dt>
            <dd>
              {action.authorization.length === 0 ? (
                t`None`
              ) : (
                <ul className="flex flex-wrap gap-x-3">
                  {action.authorization.map((a, j) => (
                    <li key={j}>
                      <AccountLink name={a.actor} />
                      <span className="font-mono">@{a.permission}</span>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            <dt className="text-slate-600 dark:text-slate-300">
              <Trans>Arguments</Trans>
            </dt>
            <dd className="min-w-0">
              <ActionArgs action={action} />
            </dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}
