import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { INLINE_LINK } from '@/components/links/inline-link';
import { PageHeader } from '@/components/ui/page-header';
import { useChainInfo } from '@/features/shell/use-chain-info';
import { NotifySwitch } from '@/features/watch/notify-switch';
import { useWatchedActivity } from '@/features/watch/use-watched-activity';
import { WatchFileButtons } from '@/features/watch/watch-file-buttons';
import { notifyOf } from '@/features/watch/watch-notifications';
import { WatchedAccountCard } from '@/features/watch/watched-account-card';
import { formatInteger } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useNow } from '@/lib/use-now';
import { useWatched } from '@/lib/use-watched';

/** The starred accounts, their balances and their actions as the blocks arrive. */
export function Component() {
  const { accounts } = useWatched();
  const info = useChainInfo();
  const now = useNow();
  const { actions, fromBlock, toBlock } = useWatchedActivity(
    info.data?.head_block_num,
    accounts,
    notifyOf,
  );
  const from = fromBlock === undefined ? '' : formatInteger(fromBlock);
  const to = toBlock === undefined ? '' : formatInteger(toBlock);
  return (
    <>
      <PageHeader
        title={t`Watched accounts`}
        subtitle={t`Accounts starred in this browser: their balances and their actions as new blocks arrive, while this page is open.`}
      />
      <div className="mb-6 flex flex-col gap-3">
        <WatchFileButtons accounts={accounts} />
        <NotifySwitch />
        {accounts.length > 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="watch-blocks">
            {fromBlock === undefined ? (
              <Trans>Reading the latest blocks…</Trans>
            ) : (
              <Trans>
                Blocks {from}–{to} read; each new block is read as it comes.
              </Trans>
            )}
          </p>
        ) : null}
      </div>
      {accounts.length === 0 ? (
        <p className="rounded-md border border-slate-200 px-4 py-3 dark:border-slate-700">
          <Trans>
            No account is watched yet. Open an account (from the{' '}
            <Link to={paths.blocks()} className={INLINE_LINK}>
              latest blocks
            </Link>{' '}
            or the search box) and press its Watch star.
          </Trans>
        </p>
      ) : (
        <ul aria-label={t`Watched accounts`} className="grid gap-4 md:grid-cols-2">
          {accounts.map((account) => (
            <WatchedAccountCard
              key={account}
              account={account}
              actions={actions.filter((a) => a.account === account)}
              now={now}
            />
          ))}
        </ul>
      )}
    </>
  );
}
