import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HoldersReader } from '@/history/token-holders/holders-reader';
import { retryableImport } from '@/api/retryable-import';
import { ErrorPanel } from '@/components/errors/error-panel';
import { SkeletonRows } from '@/components/ui/skeleton';
import { downloadFile, fileName } from '@/lib/download';
import { formatInteger } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { holdersQueries } from '@/queries/token-holders';
import { HistorySourceGate } from './history-source-gate';
import { HoldersFinder } from './holders-finder';
import { amountOf, shareText, unitsOf } from './holders-share';
import { HoldersTable } from './holders-table';
import { SMALL_BUTTON } from './styles';
import { useHoldersReader, useHoldersRevision, useHoldersState } from './use-holders';

/** The export's code loads with the first export. */
const loadExport = retryableImport(() => import('./holders-export'));

/**
 * A token's holders page: what this browser has read of them (drawn from IndexedDB at once,
 * without asking the node), the finder that reads more, the list by balance and its exports.
 */
export default function TokenHolders({ code, symbol }: { code: string; symbol: string }) {
  const reader = useHoldersReader(code, symbol);
  if (reader.isError) {
    return <ErrorPanel error={reader.error} what={t`the holders kept in this browser`} />;
  }
  if (!reader.data) return <SkeletonRows rows={6} label={t`Opening the holders…`} />;
  return <HoldersView reader={reader.data} code={code} symbol={symbol} />;
}

function HoldersView({
  reader,
  code,
  symbol,
}: {
  reader: HoldersReader;
  code: string;
  symbol: string;
}) {
  const client = useNodeClient();
  const state = useHoldersState(reader);
  const revision = useHoldersRevision(state);
  const summary = useQuery(holdersQueries.summary(client, reader, revision));
  const list = useInfiniteQuery(holdersQueries.list(client, reader, revision));
  const holders = list.data?.pages.flatMap((p) => p.holders) ?? [];
  const meta = state.meta;
  const supplyUnits = unitsOf(amountOf(meta?.supply) ?? '');
  const count = summary.data?.count ?? 0;
  const top10 = summary.data ? shareText(summary.data.top10, supplyUnits) : null;
  const sum = meta ? shareText(BigInt(meta.sum), supplyUnits) : null;
  return (
    <>
      <HistorySourceGate rows={3}>
        {(source) => (
          <HoldersFinder
            reader={reader}
            state={state}
            source={source}
            code={code}
            symbol={symbol}
          />
        )}
      </HistorySourceGate>
      {meta ? (
        <p className="mb-3 text-sm" data-testid="holders-summary">
          {plural(count, { one: '# holder', other: '# holders' })}
          {top10 ? ` · ${t`the top 10 hold ${top10} of the supply`}` : ''}
          {sum ? ` · ${t`the holders listed hold ${sum} of it`}` : ''}
        </p>
      ) : null}
      {holders.length > 0 ? (
        <>
          <div className="mb-2 flex justify-end">
            <HoldersExportButtons reader={reader} code={code} symbol={symbol} />
          </div>
          <HoldersTable holders={holders} symbol={symbol} supplyUnits={supplyUnits} />
          {list.hasNextPage ? (
            <div className="mt-3 flex justify-center">
              <button
                type="button"
                className={SMALL_BUTTON}
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                <Trans>Show more holders</Trans>
              </button>
            </div>
          ) : null}
        </>
      ) : meta && !list.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>No holder with a balance is read yet.</Trans>
        </p>
      ) : null}
      {list.isError ? (
        <ErrorPanel error={list.error} what={t`the holders kept in this browser`} />
      ) : null}
      {holders.length > 0 ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
          {t`Shown: ${formatInteger(holders.length)} of ${formatInteger(count)}.`}
        </p>
      ) : null}
    </>
  );
}

/** "Export CSV" and "Export JSON" of every holder kept, named after the token and the time. */
function HoldersExportButtons({
  reader,
  code,
  symbol,
}: {
  reader: HoldersReader;
  code: string;
  symbol: string;
}) {
  const [failed, setFailed] = useState(false);
  const save = (format: 'csv' | 'json') => {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    const meta = reader.getState().meta;
    Promise.all([loadExport(), reader.all()]).then(
      ([m, holders]) => {
        setFailed(false);
        const info = {
          code,
          symbol,
          supply: meta?.supply,
          supplyUnits: unitsOf(amountOf(meta?.supply) ?? ''),
          firstBlock: meta?.firstBlock,
          lastBlock: meta?.lastBlock,
        };
        const name = fileName([code, symbol, 'holders', stamp], format);
        if (format === 'csv')
          downloadFile(m.holdersCsv(holders, info), name, 'text/csv;charset=utf-8');
        else downloadFile(m.holdersJson(holders, info), name, 'application/json');
      },
      () => setFailed(true),
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {failed ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t`The export could not be made. Check the connection and export again.`}
        </span>
      ) : null}
      <button type="button" className={SMALL_BUTTON} onClick={() => save('csv')}>
        <Trans>Export CSV</Trans>
      </button>
      <button type="button" className={SMALL_BUTTON} onClick={() => save('json')}>
        <Trans>Export JSON</Trans>
      </button>
    </div>
  );
}
