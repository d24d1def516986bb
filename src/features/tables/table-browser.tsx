import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { type Abi, tableRowsBody, type TableRowsParams } from '@/api/node-client';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { JsonView } from '@/components/ui/json-view';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { tableBrowserQueries } from '@/queries/table-browser';
import { describeTable, findIndex } from './index-model';
import { MissingTableAlert } from './missing-table-alert';
import { TablePicker } from './table-picker';
import { TableQueryForm } from './table-query-form';
import { linkQuery } from './table-query-model';
import { TableResults } from './table-results';
import { parseTableSearch, tableSearchQuery, type TableSearch } from './table-search';
import { UnknownIndexAlert } from './unknown-index-alert';
import { useDefaultScope } from './use-default-scope';

export interface TableBrowserProps {
  code: string;
  table: string;
  abi: Abi;
}

/** The placeholder query of a table the page cannot query (disabled, never sent). */
const NO_QUERY: TableRowsParams = { code: '', scope: '', table: '' };

/**
 * A table of a contract: the query form (every parameter in the URL, so a link reproduces it),
 * then the rows, paged by the node's `next`.
 */
export function TableBrowser({ code, table, abi }: TableBrowserProps) {
  const client = useNodeClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const search = parseTableSearch(searchParams);
  const model = describeTable(abi, table, search.keyType);
  const index = model ? findIndex(model, search.index) : null;
  const fallback = useDefaultScope(code, table, model, search.scope === null);
  const defaultScope = fallback.scope;
  const scope = search.scope ?? defaultScope;

  const { problems, params } =
    model && index && !fallback.pending
      ? linkQuery(code, table, model, index, search, scope)
      : { problems: [], params: null };
  const indexFields = index?.fields.map((f) => f.path).filter(Boolean) ?? [];
  const options = tableBrowserQueries.pages(client, params ?? NO_QUERY, indexFields);
  const query = useInfiniteQuery({ ...options, enabled: params !== null });

  const handleSubmit = (next: TableSearch) => {
    void navigate(paths.accountTable(code, table, tableSearchQuery(next)));
  };

  if (!model) return <MissingTableAlert code={code} table={table} abi={abi} />;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TablePicker code={code} abi={abi} current={table} />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>
            Rows of type <span className="font-mono">{model.rowType}</span> · scope type{' '}
            <span className="font-mono">{model.scopeType}</span>
          </Trans>{' '}
          · {model.family === 'cyberway' ? 'CyberWay ABI' : 'EOSIO ABI'}
        </p>
      </div>
      {index ? (
        <TableQueryForm
          // A default scope found after the form was drawn is shown in it.
          key={`${searchParams.toString()} ${defaultScope}`}
          abi={abi}
          model={model}
          search={search}
          defaultScope={defaultScope}
          onSubmit={handleSubmit}
        />
      ) : null}
      {!index ? (
        <UnknownIndexAlert code={code} table={table} model={model} search={search} />
      ) : problems.length > 0 ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-semibold">
            <Trans>This link’s query is not valid, so nothing was sent:</Trans>
          </p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : fallback.pending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>Looking for a scope with rows…</Trans>
        </p>
      ) : scope === '' ? (
        <p className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
          {model.scopeType === 'symbol_code'
            ? t`Enter a scope (a symbol code such as CYBER) to read rows.`
            : t`Enter a scope (${model.scopeType}) to read rows.`}
        </p>
      ) : params ? (
        <>
          <PanelBoundary name={t`rows`}>
            <TableResults
              query={query}
              abi={abi}
              code={code}
              table={table}
              scope={scope}
              rowType={model.rowType}
              abiColumns={model.columns}
              showPayer={search.showPayer}
              onReload={() => void queryClient.resetQueries({ queryKey: options.queryKey })}
            />
          </PanelBoundary>
          <JsonView
            value={tableRowsBody(params)}
            label={t`Request body (get_table_rows, first page)`}
          />
        </>
      ) : null}
    </div>
  );
}
