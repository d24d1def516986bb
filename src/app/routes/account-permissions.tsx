import { useParams } from 'react-router';
import { JsonView } from '@/components/ui/json-view';
import { Section } from '@/components/ui/section';
import { buildPermissionTree } from '@/features/accounts/permission-tree';
import { AccountView } from '@/features/accounts/account-view';
import { PermissionTreeView } from '@/features/accounts/permission-tree-view';

export function Component() {
  const { accountName = '' } = useParams();
  return (
    <AccountView accountName={accountName}>
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
    </AccountView>
  );
}
