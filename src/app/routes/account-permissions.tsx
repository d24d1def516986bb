import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
        <Section title={t`Permissions`}>
          {a.permissions.length && a.permissions.every((p) => p.linked_actions === undefined) ? (
            <p className="mb-3 text-sm text-slate-700 dark:text-slate-200">
              <Trans>
                Which actions are linked to each permission (linkauth) is not available: this node’s
                get_account does not list them, and CyberWay has no call that does (Leap 5 nodes
                list them per permission).
              </Trans>
            </p>
          ) : null}
          {a.permissions.length ? (
            <PermissionTreeView
              nodes={buildPermissionTree(a.permissions)}
              accountName={a.account_name}
            />
          ) : (
            <p className="text-sm">
              <Trans>The node reports no permissions for this account.</Trans>
            </p>
          )}
          <JsonView value={a.permissions} label={t`Raw permissions JSON`} />
        </Section>
      )}
    </AccountView>
  );
}
