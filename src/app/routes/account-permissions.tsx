import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { QueryView } from '@/components/errors/query-view';
import { JsonView } from '@/components/ui/json-view';
import { Section } from '@/components/ui/section';
import { buildPermissionTree } from '@/features/accounts/permission-tree';
import { PermissionTreeView } from '@/features/accounts/permission-tree-view';
import { useNodeClient } from '@/lib/node-store';
import { accountQueries } from '@/queries/accounts';

export function Component() {
  const { accountName = '' } = useParams();
  const client = useNodeClient();
  const account = useQuery(accountQueries.detail(client, accountName));
  return (
    <QueryView
      query={account}
      what={`account ${accountName}`}
      notFound={<NotFoundPanel title={`Account ${accountName} not found`} />}
    >
      {(a) => (
        <Section title="Permissions">
          {a.permissions.length ? (
            <PermissionTreeView
              nodes={buildPermissionTree(a.permissions)}
              accountName={a.account_name}
            />
          ) : (
            <p className="text-sm">The node reports no permissions for this account.</p>
          )}
          <JsonView value={a.permissions} label="Raw permissions JSON" />
        </Section>
      )}
    </QueryView>
  );
}
