import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Account } from '@/api/node-client';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { QueryView } from '@/components/errors/query-view';
import { useNodeClient } from '@/lib/node-store';
import { accountQueries } from '@/queries/accounts';

/**
 * An account page's body once get_account has answered: the one place that says how an
 * account loads, fails and is not found, so every account tab says it the same way.
 */
export function AccountView({
  accountName,
  children,
}: {
  accountName: string;
  children: (account: Account) => ReactNode;
}) {
  const client = useNodeClient();
  const account = useQuery(accountQueries.detail(client, accountName));
  return (
    <QueryView
      query={account}
      what={t`account ${accountName}`}
      notFound={<NotFoundPanel title={t`Account ${accountName} not found`} />}
    >
      {children}
    </QueryView>
  );
}
