import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Abi, TableRows } from '@/api/node-client';
import { ErrorPanel } from '@/components/errors/error-panel';
import { JsonView } from '@/components/ui/json-view';
import { SkeletonRows } from '@/components/ui/skeleton';
import { LoadMoreFooter } from './load-more-footer';
import { ResultsToolbar } from './results-toolbar';
import { downloadRowsCsv, downloadRowsJson } from './row-export';
import {
  cellText,
  decodedRow,
  resultColumns,
  toRowItems,
  type ResultColumn,
  type RowItem,
} from './row-model';
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

/** A result column as the grid draws it: numbers muted, hex wrapping, the rest monospaced. */
function gridColumn(c: ResultColumn): RowsGridColumn {
  return {
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
  };
}

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

  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  const handleReachEnd = () => {
    if (autoLoad && hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  };

  const columns = useMemo(
    () => resultColumns({ abiColumns, items, hasHex, decodeHex, decoder, showPayer }),
    [abiColumns, items, hasHex, decodeHex, decoder, showPayer],
  );
  const gridColumns = useMemo(() => columns.map(gridColumn), [columns]);

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
  const lastPage = pages?.[pages.length - 1];

  return (
    <div className="space-y-3">
      <ResultsToolbar
        items={items}
        pages={pages}
        hasNextPage={hasNextPage}
        hasHex={hasHex}
        decodeHex={decodeHex}
        onToggleDecode={() => setDecodeHex((v) => !v)}
        onExportCsv={() => downloadRowsCsv(columns, items, base)}
        onExportJson={() =>
          downloadRowsJson(items, (i) => (decodeHex ? decodedRow(i, decoder) : null), base)
        }
        onReload={onReload}
      />
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
            <LoadMoreFooter
              hasNextPage={hasNextPage}
              isFetchingNextPage={query.isFetchingNextPage}
              onLoadMore={() => void fetchNextPage()}
            />
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
