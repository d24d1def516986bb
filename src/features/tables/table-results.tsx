import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Abi, TableRows } from '@/api/node-client';
import { ErrorPanel } from '@/components/errors/error-panel';
import { JsonView } from '@/components/ui/json-view';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatInteger } from '@/lib/format';
import { downloadFile, fileName } from '@/lib/download';
import { cellText, dataColumns, PAYER_FIELDS, toCsv, toRowItems, type RowItem } from './row-model';
import { RowsGrid, type RowsGridColumn } from './rows-grid';
import { useRowDecoder } from './use-row-decoder';

export interface TableResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<TableRows>>;
  abi: Abi;
  code: string;
  table: string;
  scope: string;
  rowType: string;
  abiColumns: readonly string[];
  showPayer: boolean;
  /** Drops the loaded pages and starts again from the first. */
  onReload: () => void;
}

interface ExportColumn {
  key: string;
  header: string;
  value: (item: RowItem) => unknown;
  mono?: boolean;
  numeric?: boolean;
}

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';

/**
 * Loaded rows: how many, the table with the ABI's columns (virtualised when long), "load more"
 * and loading on scroll, browser-side decoding of hex rows, and CSV / JSON export of what is
 * loaded.
 */
export function TableResults({
  query,
  abi,
  code,
  table,
  scope,
  rowType,
  abiColumns,
  showPayer,
  onReload,
}: TableResultsProps) {
  const [autoLoad, setAutoLoad] = useState(true);
  const [decodeHex, setDecodeHex] = useState(false);
  const pages = query.data?.pages;

  const items = useMemo(() => {
    const out: RowItem[] = [];
    for (const page of pages ?? []) out.push(...toRowItems(page.rows, out.length + 1, showPayer));
    return out;
  }, [pages, showPayer]);
  const hasHex = items.some((i) => i.hex !== null);
  const decoder = useRowDecoder(abi, rowType, decodeHex && hasHex);
  const decoded = (item: RowItem) =>
    item.hex !== null && decoder.status === 'ready' ? decoder.decode(item.hex) : null;

  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  const handleReachEnd = () => {
    if (autoLoad && hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  };

  const columns = useMemo((): ExportColumn[] => {
    const cols: ExportColumn[] = [{ key: '#', header: '#', value: (i) => i.n, numeric: true }];
    const fields = dataColumns(abiColumns, items);
    const showFields = items.some((i) => i.data) || (hasHex && decodeHex);
    if (showFields) {
      for (const f of fields) {
        cols.push({
          key: `f:${f}`,
          header: f,
          value: (i) => {
            if (i.data) return i.data[f];
            const d = decoded(i);
            return d?.ok ? d.value[f] : undefined;
          },
        });
      }
    }
    if (hasHex && (!decodeHex || decoder.status !== 'ready')) {
      cols.push({ key: 'hex', header: t`packed row (hex)`, value: (i) => i.hex ?? '', mono: true });
    }
    if (hasHex && decodeHex && decoder.status === 'ready') {
      cols.push({
        key: 'decode',
        header: t`decoded`,
        value: (i) => {
          const d = decoded(i);
          return d === null ? '' : d.ok ? t`ok` : t`failed: ${d.message}`;
        },
      });
    }
    if (showPayer) {
      for (const f of PAYER_FIELDS) {
        if (items.some((i) => i.meta && f in i.meta)) {
          cols.push({ key: `p:${f}`, header: f, value: (i) => i.meta?.[f] });
        }
      }
    }
    return cols;
    // `decoded` reads `decoder`, which is listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [abiColumns, items, hasHex, decodeHex, decoder, showPayer]);

  const gridColumns = useMemo(
    (): RowsGridColumn[] =>
      columns.map((c) => ({
        key: c.key,
        header: c.header,
        numeric: c.numeric,
        cell: (item) => {
          const text = cellText(c.value(item));
          return c.mono ? (
            <span className="font-mono text-xs break-all">{text}</span>
          ) : c.numeric ? (
            <span className="text-xs text-slate-600 tabular-nums dark:text-slate-300">{text}</span>
          ) : (
            <span className="font-mono text-xs">{text}</span>
          );
        },
      })),
    [columns],
  );

  if (query.isPending) return <SkeletonRows rows={8} label={t`Loading rows of ${table}…`} />;
  if (query.isError && !query.data) {
    return (
      <ErrorPanel
        error={query.error}
        what={t`rows of ${code}.${table}`}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const base = [code, table, scope];
  const exportCsv = () =>
    downloadFile(
      toCsv(
        columns.map((c) => c.header),
        items.map((i) => columns.map((c) => c.value(i))),
      ),
      fileName(base, 'csv'),
      'text/csv;charset=utf-8',
    );
  const exportJson = () => {
    const rows = items.map((i) => {
      const d = decodeHex ? decoded(i) : null;
      return d?.ok ? { hex: i.hex, decoded: d.value, ...(i.meta ?? {}) } : i.raw;
    });
    downloadFile(`${JSON.stringify(rows, null, 2)}\n`, fileName(base, 'json'), 'application/json');
  };

  const lastPage = pages?.[pages.length - 1];
  const shownCount = formatInteger(items.length);
  const endText = query.isFetchingNextPage
    ? t`Loading more rows…`
    : hasNextPage
      ? t`More rows follow.`
      : t`End of the rows: the node has no more within these bounds.`;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="text-sm font-medium">
          {plural(items.length, {
            one: `${shownCount} row loaded`,
            other: `${shownCount} rows loaded`,
          })}
          {pages && pages.length > 1
            ? ' ' + plural(pages.length, { one: 'in # page', other: 'in # pages' })
            : ''}
          {' · '}
          {hasNextPage ? t`more available` : t`all rows loaded`}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {hasHex ? (
            <button
              type="button"
              className={BUTTON}
              aria-pressed={decodeHex}
              onClick={() => setDecodeHex((v) => !v)}
            >
              {decodeHex ? t`Show packed hex` : t`Decode hex rows with the ABI`}
            </button>
          ) : null}
          <button type="button" className={BUTTON} onClick={exportCsv} disabled={!items.length}>
            <Trans>Export CSV</Trans>
          </button>
          <button type="button" className={BUTTON} onClick={exportJson} disabled={!items.length}>
            <Trans>Export JSON</Trans>
          </button>
          <button type="button" className={BUTTON} onClick={onReload}>
            <Trans>Reload</Trans>
          </button>
        </div>
      </div>
      {decodeHex && decoder.status === 'loading' ? (
        <p role="status" className="text-sm">
          <Trans>Loading the ABI serializer…</Trans>
        </p>
      ) : null}
      {decoder.status === 'failed' ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          <Trans>The rows could not be decoded: {decoder.message}</Trans>
        </p>
      ) : null}
      {items.length === 0 && !hasNextPage ? (
        <p className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
          <Trans>
            No rows: the table has none in scope <span className="font-mono">{scope}</span> within
            these bounds. (Unknown scopes and tables also answer with no rows.)
          </Trans>
        </p>
      ) : (
        <RowsGrid
          caption={t`Rows of ${code}.${table} in scope ${scope}`}
          items={items}
          columns={gridColumns}
          onReachEnd={handleReachEnd}
          recheck={autoLoad}
          footer={
            <div className="flex flex-wrap items-center gap-3">
              {hasNextPage ? (
                <button
                  type="button"
                  className={BUTTON}
                  disabled={query.isFetchingNextPage}
                  onClick={() => void fetchNextPage()}
                >
                  {query.isFetchingNextPage ? t`Loading…` : t`Load more`}
                </button>
              ) : null}
              <span className="text-sm text-slate-600 dark:text-slate-300">{endText}</span>
            </div>
          }
        />
      )}
      {isFetchNextPageError ? (
        <ErrorPanel
          error={query.error}
          what={t`the next page`}
          onRetry={() => void fetchNextPage()}
        />
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={autoLoad} onChange={(e) => setAutoLoad(e.target.checked)} />
        <Trans>Load more automatically when scrolled to the end</Trans>
      </label>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        <Trans>
          CSV cells holding text that starts with = + - or @ get a leading ' so spreadsheets do not
          run them as formulas. Nested values are written as JSON.
        </Trans>
      </p>
      {lastPage ? <JsonView value={lastPage} label={t`Raw JSON (last page)`} /> : null}
    </div>
  );
}
