import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useMatch, useParams } from 'react-router';
import { isNotFoundError } from '@/api/node-errors';
import { ErrorPanel } from '@/components/errors/error-panel';
import { useShownError } from '@/components/errors/use-shown-error';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { QueryView } from '@/components/errors/query-view';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonRows } from '@/components/ui/skeleton';
import { TabNav } from '@/components/ui/tab-nav';
import { TimeText } from '@/components/ui/time-text';
import { WatchStar } from '@/features/watch/watch-star';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { rememberAccount } from '@/lib/recent-accounts';
import { isAccountName } from '@/api/chain-refs';
import { accountQueries } from '@/queries/accounts';

const ZERO_HASH = /^0{64}$/;

export function Component() {
  const { accountName = '' } = useParams();
  if (!isAccountName(accountName)) {
    return (
      <>
        <PageHeader title={t`Not an account name`} />
        <NotFoundPanel title={t`“${accountName}” is not a valid account name`}>
          <Trans>
            Account names have up to 12 characters from a–z, 1–5 and “.” (a 13th may be a–j or 1–5),
            and do not end with a dot.
          </Trans>
        </NotFoundPanel>
      </>
    );
  }
  return <AccountLayout accountName={accountName} />;
}

function AccountLayout({ accountName }: { accountName: string }) {
  // A contract's tables open in the scope of the account looked at before (its balances).
  useEffect(() => rememberAccount(accountName), [accountName]);
  const client = useNodeClient();
  const account = useQuery(accountQueries.detail(client, accountName));
  const codeHash = useQuery({
    ...accountQueries.codeHash(client, accountName),
    enabled: account.data !== undefined,
  });
  const hasCode = codeHash.data !== undefined && !ZERO_HASH.test(codeHash.data.code_hash);
  const accountError = useShownError(account);
  const isOverview = useMatch(paths.account(accountName)) !== null;
  const hasService = useNodeState().history.url !== null;
  const created = account.data?.created;
  const activityTab = { to: paths.accountActivity(accountName), label: t`Activity` };
  const sections = (
    <>
      <TabNav
        label={t`Account sections`}
        items={[
          // With a history service, activity is what people come for: its tab leads.
          ...(hasService ? [activityTab] : []),
          { to: paths.account(accountName), label: t`Overview`, end: true },
          ...(hasService ? [] : [activityTab]),
          { to: paths.accountPermissions(accountName), label: t`Permissions` },
          { to: paths.accountTokens(accountName), label: t`Tokens` },
          { to: paths.accountStaking(accountName), label: t`Staking` },
          {
            to: paths.accountContract(accountName),
            label: codeHash.data && !hasCode ? t`Contract (no code)` : t`Contract`,
          },
          { to: paths.accountTables(accountName), label: t`Tables` },
        ]}
      />
      <Outlet />
    </>
  );

  return (
    <>
      <PageHeader
        title={<span className="font-mono">{accountName}</span>}
        documentTitle={t`Account ${accountName}`}
        actions={<WatchStar account={accountName} />}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              <Trans>Account</Trans>
              <CopyButton value={accountName} label={t`account name`} />
            </span>
            {created !== undefined ? (
              <>
                <span>
                  <Trans>
                    created <TimeText value={created} />
                  </Trans>
                </span>
                {account.data?.privileged ? (
                  <Badge tone="info">
                    <Trans>Privileged</Trans>
                  </Badge>
                ) : null}
                {hasCode ? (
                  <Badge tone="info">
                    <Trans>Contract</Trans>
                  </Badge>
                ) : null}
              </>
            ) : null}
          </span>
        }
      />
      {account.data === undefined && accountError !== null && !isNotFoundError(accountError) ? (
        // get_account failed (a node without it, or a failure): the sections that do not need it
        // (contract, tables, tokens) still work, so they stay reachable below the explanation.
        <>
          {isOverview ? null : (
            <div className="mb-4">
              <ErrorPanel
                error={accountError}
                what={t`account ${accountName}`}
                isRetrying={account.isFetching}
                onRetry={() => void account.refetch()}
                // Folded, as tall before its words of help arrive (a lazy chunk) as after: the
                // tabs and the section below do not move. The section explains its own failures.
                brief
              />
            </div>
          )}
          {sections}
        </>
      ) : (
        <QueryView
          query={account}
          what={t`account ${accountName}`}
          skeleton={<SkeletonRows rows={10} label={t`Loading account ${accountName}…`} />}
          notFound={
            <NotFoundPanel title={t`Account ${accountName} not found`}>
              <Trans>No account of this name exists on the chain this node serves.</Trans>
            </NotFoundPanel>
          }
        >
          {() => sections}
        </QueryView>
      )}
    </>
  );
}
