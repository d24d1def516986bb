import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Section } from '@/components/ui/section';
import { AbiView } from '@/features/contracts/abi-view';
import { TableBrowser } from '@/features/tables/table-browser';
import { useNodeClient } from '@/lib/node-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { contractQueries } from '@/queries/contracts';

export function Component() {
  const { accountName = '', table = '' } = useParams();
  useDocumentTitle(t`Table ${accountName} ${table}`);
  const client = useNodeClient();
  const abi = useQuery(contractQueries.abi(client, accountName));
  return (
    <Section title={t`Table ${table}`} id="contract-table">
      <AbiView accountName={accountName} abi={abi}>
        {(data) =>
          data.abi ? (
            <TableBrowser code={accountName} table={table} abi={data.abi} />
          ) : (
            <p className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
              <Trans>{accountName} has no ABI, so its tables cannot be read.</Trans>
            </p>
          )
        }
      </AbiView>
    </Section>
  );
}
