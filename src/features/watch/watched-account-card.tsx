import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { AccountLink } from '@/components/links/account-link';
import { PageAnchor } from '@/components/links/page-anchor';
import { INLINE_LINK } from '@/components/links/inline-link';
import { ReadingView } from '@/components/ui/reading-view';
import { TimeText } from '@/components/ui/time-text';
import { readAction } from '@/lib/action-reading';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { accountQueries } from '@/queries/accounts';
import { WatchStar } from './watch-star';
import type { WatchedAction } from './watched-activity';

/** Actions listed per account: the latest few; its Activity tab has the rest. */
const SHOWN = 5;

function Balance({ account }: { account: string }) {
  const client = useNodeClient();
  const contract = useNodeState().config.coreTokenContract ?? 'cyber.token';
  const balances = useQuery(accountQueries.balances(client, account, contract));
  if (balances.isPending) return <span className="text-slate-600 dark:text-slate-300">…</span>;
  if (balances.isError) return <span>{t`could not be read: ${balances.error.message}`}</span>;
  if (balances.data.length === 0) return <span>{t`no tokens of ${contract}`}</span>;
  return <span className="font-mono">{balances.data.join(', ')}</span>;
}

function ActionItem({ action, now }: { action: WatchedAction; now: number }) {
  const { row, account } = action;
  return (
    <li className="border-t border-slate-200 py-2 first:border-t-0 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600 dark:text-slate-300">
        <TimeText value={row.timestamp} relativeTo={now} />
        <span className="font-mono">
          {row.contract}::{row.action}
        </span>
        <PageAnchor to={paths.transaction(row.blockNum, row.trxId)} className={INLINE_LINK}>
          <Trans>transaction</Trans>
        </PageAnchor>
      </div>
      <ReadingView reading={readAction(row, account)} />
    </li>
  );
}

/** One watched account: its balance and its latest actions in the blocks the page read. */
export function WatchedAccountCard({
  account,
  actions,
  now,
}: {
  account: string;
  actions: readonly WatchedAction[];
  now: number;
}) {
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-md border border-slate-200 p-4 dark:border-slate-700"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            <AccountLink name={account} />
          </h2>
          <WatchStar account={account} />
        </div>
        <p className="mt-1 text-sm">
          <Trans>Balance:</Trans> <Balance account={account} />
        </p>
        <h3 className="mt-3 text-sm font-semibold">
          <Trans>Latest actions</Trans>
        </h3>
        {actions.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>None in the blocks read so far.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Latest actions of ${account}`} className="text-sm">
            {actions.slice(0, SHOWN).map((a) => (
              <ActionItem key={a.key} action={a} now={now} />
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm">
          <PageAnchor to={paths.accountActivity(account)} className={INLINE_LINK}>
            <Trans>All of its activity</Trans>
          </PageAnchor>
        </p>
      </article>
    </li>
  );
}
