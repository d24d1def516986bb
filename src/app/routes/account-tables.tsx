import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { QueryView } from '@/components/errors/query-view';
import { Section } from '@/components/ui/section';
import { SkeletonRows } from '@/components/ui/skeleton';
import { TableList } from '@/features/tables/table-list';
import { useNodeClient } from '@/lib/node-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { contractQueries } from '@/queries/contracts';

export function Component() {
  const { accountName = '' } = useParams();
  useDocumentTitle(t`Tables of ${accountName}`);
  const client = useNodeClient();
  const abi = useQuery(contractQueries.abi(client, accountName));
  return (
    <Section title={t`Contract tables`} id="contract-tables">
      <QueryView
        query={abi}
        what={t`the ABI of ${accountName}`}
        skeleton={<SkeletonRows rows={4} label={t`Loading the ABI…`} />}
        notFound={<NotFoundPanel title={t`Account ${accountName} not found`} />}
      >
        {(data) =>
          data.abi ? (
            <>
              <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
                <Trans>
                  Choose a table to read its rows. Scopes cannot be listed on CyberWay nodes
                  (get_table_by_scope answers nothing there), so the browser starts with the
                  contract’s own account as the scope; change it in the query.
                </Trans>
              </p>
              <TableList code={accountName} abi={data.abi} />
            </>
          ) : (
            <p className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
              <Trans>{accountName} has no ABI, so it has no tables to browse.</Trans>
            </p>
          )
        }
      </QueryView>
    </Section>
  );
}
