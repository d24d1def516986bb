import { useParams } from 'react-router';
import { JsonView } from '@/components/ui/json-view';
import { Section } from '@/components/ui/section';
import { AccountFacts } from '@/features/accounts/account-facts';
import { AccountResources } from '@/features/accounts/account-resources';
import { AccountView } from '@/features/accounts/account-view';
import { useNodeState } from '@/lib/node-store';

export function Component() {
  const { accountName = '' } = useParams();
  const { config } = useNodeState();
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
          <JsonView value={a} label="Raw get_account JSON" />
        </>
      )}
    </AccountView>
  );
}
