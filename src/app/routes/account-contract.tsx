import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { QueryView } from '@/components/errors/query-view';
import { JsonView } from '@/components/ui/json-view';
import { Section } from '@/components/ui/section';
import { AbiActions } from '@/features/contracts/abi-actions';
import { AbiExtras } from '@/features/contracts/abi-extras';
import { AbiFacts } from '@/features/contracts/abi-facts';
import { AbiNamedTypes } from '@/features/contracts/abi-named-types';
import { AbiStructs } from '@/features/contracts/abi-structs';
import { AbiTables } from '@/features/contracts/abi-tables';
import { AbiView } from '@/features/contracts/abi-view';
import { CodeFacts, CodeFactsSkeleton } from '@/features/contracts/code-facts';
import { useNodeClient } from '@/lib/node-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { accountQueries } from '@/queries/accounts';
import { contractQueries } from '@/queries/contracts';

const SECTIONS = [
  ['abi-actions', msg`Actions`],
  ['abi-tables', msg`Tables`],
  ['abi-events', msg`Events`],
  ['abi-structs', msg`Structs`],
  ['abi-aliases', msg`Type aliases`],
  ['abi-variants', msg`Variants`],
  ['abi-other', msg({ context: 'ABI section', message: 'Other' })],
] as const;

export function Component() {
  const { accountName = '' } = useParams();
  useDocumentTitle(t`Contract ${accountName}`);
  const client = useNodeClient();
  const codeHash = useQuery(accountQueries.codeHash(client, accountName));
  const raw = useQuery(contractQueries.rawCodeAndAbi(client, accountName));
  const abi = useQuery(contractQueries.abi(client, accountName));
  const rawAbi = useQuery(contractQueries.rawAbi(client, accountName));

  return (
    <div>
      <Section title={t`Code`} id="contract-code">
        <QueryView
          query={raw}
          what={t`the code of ${accountName}`}
          skeleton={<CodeFactsSkeleton />}
          // Folded: its words of help (a lazy chunk) would make it taller once they came and
          // push the ABI down; a node that does not answer is explained in full by the ABI's.
          briefError
          notFound={<NotFoundPanel title={t`Account ${accountName} not found`} />}
        >
          {(data) => (
            <PanelBoundary name={t`code`}>
              <CodeFacts
                accountName={accountName}
                codeHash={codeHash.data?.code_hash ?? rawAbi.data?.code_hash}
                raw={data}
              />
            </PanelBoundary>
          )}
        </QueryView>
      </Section>

      <Section title="ABI" id="contract-abi">
        <AbiView accountName={accountName} abi={abi}>
          {(data) =>
            data.abi ? (
              <PanelBoundary name="ABI">
                <AbiFacts
                  accountName={accountName}
                  abi={data.abi}
                  rawAbi={rawAbi.data}
                  rawAbiError={rawAbi.isError}
                />
                {rawAbi.isError ? (
                  <div className="mt-3">
                    <ErrorPanel
                      error={rawAbi.error}
                      what={t`the ABI hash (get_raw_abi)`}
                      onRetry={() => void rawAbi.refetch()}
                    />
                  </div>
                ) : null}
                <nav aria-label={t`ABI sections`} className="mt-4 text-sm">
                  <ul className="flex flex-wrap gap-x-4 gap-y-1">
                    {SECTIONS.map(([id, label]) => (
                      <li key={id}>
                        <a
                          href={`#${id}`}
                          className="text-teal-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-300"
                        >
                          {i18n._(label)}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              </PanelBoundary>
            ) : (
              <p className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
                {codeHash.data && /^0{64}$/.test(codeHash.data.code_hash)
                  ? t`No ABI is set on ${accountName}, and no code is deployed: this is not a contract account.`
                  : t`No ABI is set on ${accountName}.`}
              </p>
            )
          }
        </AbiView>
      </Section>

      {abi.data?.abi ? (
        <PanelBoundary name={t`readable ABI`}>
          <Section title={t`Actions`} id="abi-actions">
            <AbiActions accountName={accountName} abi={abi.data.abi} />
          </Section>
          <Section title={t`Tables`} id="abi-tables">
            <AbiTables accountName={accountName} abi={abi.data.abi} />
          </Section>
          <Section title={t`Events`} id="abi-events">
            <AbiNamedTypes abi={abi.data.abi} list="events" />
          </Section>
          <Section title={t`Structs`} id="abi-structs">
            <AbiStructs abi={abi.data.abi} />
          </Section>
          <Section title={t`Type aliases`} id="abi-aliases">
            <AbiNamedTypes abi={abi.data.abi} list="aliases" />
          </Section>
          <Section title={t`Variants`} id="abi-variants">
            <AbiNamedTypes abi={abi.data.abi} list="variants" />
          </Section>
          <Section title={t({ context: 'ABI section', message: 'Other' })} id="abi-other">
            <AbiExtras abi={abi.data.abi} />
          </Section>
          <JsonView value={abi.data} label={t`Raw ABI JSON (get_abi)`} />
          {rawAbi.data ? <JsonView value={rawAbi.data} label={t`Raw JSON (get_raw_abi)`} /> : null}
        </PanelBoundary>
      ) : null}
    </div>
  );
}
