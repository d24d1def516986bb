import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { Action } from '@/api/node-client';
import { AccountLink } from '@/components/links/account-link';
import { ActionArgs } from './action-args';
import { asAction, type TraceNode } from './trace-tree';

const LABEL = 'text-slate-600 dark:text-slate-300';

export interface ActionCardProps {
  action: Action;
  /** Its number in the transaction: its place, or the trace's ordinal for an inline action. */
  number: number;
  /** What the history service saw it do: the accounts it notified, its inline actions. */
  node?: TraceNode | undefined;
}

/** One action: contract, name, who authorised it, its arguments; receivers and inline ones when known. */
export function ActionCard({ action, number, node }: ActionCardProps) {
  const notified = node?.action.receivers?.filter((r) => r !== action.account) ?? [];
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-950">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className={LABEL}>
          <Trans>Action {number}</Trans>
        </dt>
        <dd className="font-mono font-semibold">
          {action.account}::{action.name}
        </dd>
        <dt className={LABEL}>
          <Trans>Contract</Trans>
        </dt>
        <dd>
          <AccountLink name={action.account} />
        </dd>
        <dt className={LABEL}>
          <Trans>Action</Trans>
        </dt>
        <dd className="font-mono">{action.name}</dd>
        <dt className={LABEL}>
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
        <dt className={LABEL}>
          <Trans>Arguments</Trans>
        </dt>
        <dd className="min-w-0">
          <ActionArgs action={action} />
        </dd>
        {notified.length ? (
          <>
            <dt className={LABEL}>
              <Trans>Notified</Trans>
            </dt>
            <dd>
              {notified.map((r, i) => (
                <Fragment key={r}>
                  {i ? ', ' : ''}
                  <AccountLink name={r} />
                </Fragment>
              ))}
            </dd>
          </>
        ) : null}
      </dl>
      {node?.inline.length ? (
        <ol
          aria-label={t`Inline actions of action ${number}`}
          className="mt-3 space-y-3 border-l-2 border-teal-600 pl-3"
        >
          {node.inline.map((child, i) => (
            <ActionCard
              key={i}
              action={asAction(child.action)}
              number={child.action.actionOrdinal ?? i + 1}
              node={child}
            />
          ))}
        </ol>
      ) : null}
    </li>
  );
}
