import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { QueryView } from '@/components/errors/query-view';
import { JsonView } from '@/components/ui/json-view';
import { Section } from '@/components/ui/section';
import { AccountFacts } from '@/features/accounts/account-facts';
import { AccountResources } from '@/features/accounts/account-resources';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { accountQueries } from '@/queries/accounts';

export function Component() {
  const { accountName = '' } = useParams();
  const client = useNodeClient();
  const { config } = useNodeState();
  const account = useQuery(accountQueries.detail(client, accountName));
  return (
    <QueryView
      query={account}
      what={`account ${accountName}`}
      notFound={<NotFoundPanel title={`Account ${accountName} not found`} />}
    >
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
    </QueryView>
  );
}
