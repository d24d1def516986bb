import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type Abi, tableRowsBody, type TableRowsParams } from '@/api/node-client';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { JsonView } from '@/components/ui/json-view';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { tableBrowserQueries } from '@/queries/table-browser';
import { buildBound, decodeBoundText, scopeProblem } from './bound-values';
import { describeTable, findIndex } from './index-model';
import { TablePicker } from './table-picker';
import { TableQueryForm } from './table-query-form';
import { TableResults } from './table-results';
import { parseTableSearch, tableSearchQuery, type TableSearch } from './table-search';

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
  const defaultScope = model && model.scopeType === 'name' ? code : '';
  const scope = search.scope ?? defaultScope;

  const problems: string[] = [];
  let params: TableRowsParams | null = null;
  if (model && index) {
    const scopeError = scope === '' ? null : scopeProblem(model.scopeType, model.family, scope);
    if (scopeError) problems.push(`Scope ${scopeError}`);
    const lo = buildBound(
      decodeBoundText(search.lower, index),
      index,
      model.family,
      'lower',
      search.encodeType,
    );
    const hi = buildBound(
      decodeBoundText(search.upper, index),
      index,
      model.family,
      'upper',
      search.encodeType,
    );
    if (!lo.ok)
      problems.push(
        ...lo.problems.map((p) => {
          const field = p.path || t`key`;
          return t`Lower bound › ${field}: ${p.message}`;
        }),
      );
    if (!hi.ok)
      problems.push(
        ...hi.problems.map((p) => {
          const field = p.path || t`key`;
          return t`Upper bound › ${field}: ${p.message}`;
        }),
      );
    if (problems.length === 0 && scope !== '' && lo.ok && hi.ok) {
      params = {
        code,
        scope,
        table,
        index: index.name,
        keyType: model.family === 'eosio' ? index.keyType : undefined,
        lowerBound: lo.bound,
        upperBound: hi.bound,
        limit: search.limit,
        reverse: search.reverse || undefined,
        showPayer: search.showPayer || undefined,
        json: search.json,
        encodeType: search.encodeType === 'hex' ? 'hex' : undefined,
      };
    }
  }
  const indexFields = index?.fields.map((f) => f.path).filter(Boolean) ?? [];
  const options = tableBrowserQueries.pages(client, params ?? NO_QUERY, indexFields);
  const query = useInfiniteQuery({ ...options, enabled: params !== null });

  const handleSubmit = (next: TableSearch) => {
    void navigate(paths.accountTable(code, table, tableSearchQuery(next)));
  };

  if (!model) {
    return (
      <div
        role="alert"
        className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-700 dark:bg-amber-950/40"
      >
        <p className="font-semibold">
          The ABI of {code} has no table “{table}”.
        </p>
        <div className="mt-2">
          <TablePicker code={code} abi={abi} current={table} />
        </div>
      </div>
    );
  }

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
          key={searchParams.toString()}
          abi={abi}
          model={model}
          search={search}
          defaultScope={defaultScope}
          onSubmit={handleSubmit}
        />
      ) : null}
      {!index ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-semibold">
            <Trans>
              Table {table} has no index “{search.index}”.
            </Trans>
          </p>
          <p className="mt-1">
            <Trans>
              Its indexes are: {model.indexes.map((i) => i.name).join(', ')}.{' '}
              <Link className="underline" to={paths.accountTable(code, table)}>
                Start again with the primary index
              </Link>
              .
            </Trans>
          </p>
        </div>
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
