import { t } from '@lingui/core/macro';
import { Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, Navigate, useMatch, useParams } from 'react-router';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { LINK } from '@/components/ui/form-styles';
import { JsonView } from '@/components/ui/json-view';
import { Section } from '@/components/ui/section';
import { AccountFacts } from '@/features/accounts/account-facts';
import { AccountNames } from '@/features/accounts/account-names';
import { AccountResources } from '@/features/accounts/account-resources';
import { AccountView } from '@/features/accounts/account-view';
import { AgentStatus } from '@/features/accounts/agent-status';
import { EverydayActions } from '@/features/accounts/everyday-actions';
import { useNodeState } from '@/lib/node-store';
import { paths } from '@/lib/paths';

// History code loads only when a history service is configured (origins need one); a failed
// download is fetched again by the panel's "Try again".
const AccountOrigins = lazyWithRetry(
  () => import('@/features/history/account-origins'),
  (m) => m.default,
);

export function Component() {
  const { accountName = '' } = useParams();
  // `/account/<name>/overview`, the tab's name typed as an address: the Overview is the account's
  // own address, where its tab shows as the one open.
  const isAlias = useMatch('/account/:accountName/overview') !== null;
  if (isAlias) return <Navigate replace to={paths.account(accountName)} />;
  return <Overview accountName={accountName} />;
}

function Overview({ accountName }: { accountName: string }) {
  const { config, history } = useNodeState();
  return (
    <AccountView accountName={accountName}>
      {(a) => (
        <>
          <Section title={t`Overview`}>
            <AccountFacts
              account={a}
              coreTokenContract={config.coreTokenContract ?? 'cyber.token'}
            />
          </Section>
          <Section title={t`Usernames and domains`}>
            <PanelBoundary name={t`names`}>
              <AccountNames accountName={accountName} />
            </PanelBoundary>
          </Section>
          <Section
            title={t`Agent and proxy status`}
            actions={
              <Link className={LINK} to={paths.accountStaking(accountName)}>
                <Trans>Staking console</Trans>
              </Link>
            }
          >
            <PanelBoundary name={t`agent status`}>
              <AgentStatus accountName={accountName} symbol={config.coreSymbol ?? '4,CYBER'} />
            </PanelBoundary>
          </Section>
          <Section title={t`Resources`}>
            <AccountResources account={a} />
          </Section>
          <Section title={t`Act`}>
            <EverydayActions
              account={a.account_name}
              tokenContract={config.coreTokenContract ?? 'cyber.token'}
              symbol={config.coreSymbol ?? '4,CYBER'}
            />
          </Section>
          {history.url ? (
            <Section title={t`Origins`}>
              <PanelBoundary name={t`origins`}>
                <Suspense fallback={null}>
                  <AccountOrigins account={accountName} />
                </Suspense>
              </PanelBoundary>
            </Section>
          ) : null}
          <JsonView value={a} label={t`Raw get_account JSON`} />
        </>
      )}
    </AccountView>
  );
}
