import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { JsonView } from '@/components/ui/json-view';
import { Section } from '@/components/ui/section';
import { AccountFacts } from '@/features/accounts/account-facts';
import { AccountResources } from '@/features/accounts/account-resources';
import { AccountView } from '@/features/accounts/account-view';
import { useNodeState } from '@/lib/node-store';

// History code loads only when a history service is configured (origins need one).
const AccountOrigins = lazy(() => import('@/features/history/account-origins'));

export function Component() {
  const { accountName = '' } = useParams();
  const { config, history } = useNodeState();
  return (
    <AccountView accountName={accountName}>
      {(a) => (
        <>
          <Section title="Overview">
            <AccountFacts
              account={a}
              coreTokenContract={config.coreTokenContract ?? 'cyber.token'}
            />
          </Section>
          <Section title="Resources">
            <AccountResources account={a} />
          </Section>
          {history.url ? (
            <Section title="Origins">
              <Suspense fallback={null}>
                <AccountOrigins account={accountName} />
              </Suspense>
            </Section>
          ) : null}
          <JsonView value={a} label="Raw get_account JSON" />
        </>
      )}
    </AccountView>
  );
}
