import { t } from '@lingui/core/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ActivityFilter } from '@/history/activity-filter';
import type { HistorySource } from '@/history/source';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatInteger } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { historyQueries } from '@/queries/history';
import { ActivityExportButtons } from './activity-export-buttons';
import { ActivityFilters, type ActivityFilterValues } from './activity-filters';
import { ActivityTable } from './activity-table';
import { readActivityUrl } from './activity-url';
import { HistoryErrorPanel } from './history-error-panel';
import { ScanPanel } from './scan-panel';
import { SourceLine } from './source-line';
import { HistorySourceGate } from './history-source-gate';
import { useHistoryRevision } from './use-history';
import { SMALL_BUTTON } from './styles';

/** An account's activity from whichever history source there is. */
export function ActivityView({ account }: { account: string }) {
  return (
    <HistorySourceGate>
      {(source) => <ActivityOf account={account} source={source} />}
    </HistorySourceGate>
  );
}

/** An account's activity, its filters kept in the URL. */
function ActivityOf({ account, source }: { account: string; source: HistorySource }) {
  const [search, setSearch] = useSearchParams();
  const url = useMemo(() => readActivityUrl(search), [search]);
  const apply = (values: ActivityFilterValues) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(values))
      if (value.trim()) next.set(key, value.trim());
    setSearch(next);
  };
  const filtered = url.problems.length > 0 || Object.keys(url.filter).length > 0;
  return (
    <HistoryRows
      account={account}
      source={source}
      filter={url.filter}
      invalid={url.problems.length > 0}
      form={<ActivityFilters values={url.values} problems={url.problems} onApply={apply} />}
      lookingFor={t`the actions of ${account}`}
      what={t`the activity of ${account}`}
      fileStem={[account, 'activity']}
      noRows={
        source.scan
          ? filtered
            ? t`No actions of ${account} in the blocks read match the filters. Read more blocks above.`
            : t`No actions of ${account} in the blocks read. Read more blocks above.`
          : filtered
            ? t`No actions of ${account} match the filters.`
            : t`No actions of ${account} are known to the history service.`
      }
    />
  );
}

/**
 * "Actions loaded: 120 of 3,400" (or "of at least …" when the source counts no further). A label,
 * not "120 actions loaded": no plural form to choose, so an English page builds no Intl plural
 * rules for it (ICU's start-up, ~25 ms, stays off the first row's way; lib/format).
 */
function loadedText(count: number, total: { value: number; exact: boolean } | undefined): string {
  const loaded = formatInteger(count);
  if (!total) return t`Actions loaded: ${loaded}`;
  const all = formatInteger(total.value);
  return total.exact
    ? t`Actions loaded: ${loaded} of ${all}`
    : t`Actions loaded: ${loaded} of at least ${all}`;
}

/**
 * Rows of one account's history under a filter, from the source in use: the scan panel when the
 * source reads blocks, the source line, export, the table and "load older". Shared by an
 * account's activity and a token's transfers.
 */
export function HistoryRows({
  account,
  source,
  filter,
  invalid = false,
  form,
  lookingFor,
  what,
  fileStem,
  noRows,
}: {
  /** The account whose actions are listed, and from whose side they are read. */
  account: string;
  source: HistorySource;
  filter: ActivityFilter;
  /** The filter could not be read: nothing is asked until it is fixed. */
  invalid?: boolean;
  form?: ReactNode;
  /** What the scan looks for, in words. */
  lookingFor: string;
  /** What is listed, in words ("the activity of alice"): for loading and error messages. */
  what: string;
  /** Parts of the export files' names, before the time stamp. */
  fileStem: string[];
  /** What an empty list says. */
  noRows: string;
}) {
  const client = useNodeClient();
  const revision = useHistoryRevision(source);
  const query = useMemo(() => ({ account, ...filter }), [account, filter]);
  const activity = useInfiniteQuery({
    ...historyQueries.activity(client, source, query, revision),
    enabled: !invalid,
    placeholderData: (previous) => previous,
  });
  const rows = useMemo(() => activity.data?.pages.flatMap((p) => p.rows) ?? [], [activity.data]);
  const total = activity.data?.pages[0]?.total;
  const rowsUpTo = useMemo(
    () => rows.reduce<number | undefined>((max, r) => Math.max(max ?? 0, r.blockNum), undefined),
    [rows],
  );

  return (
    <div>
      {source.scan ? (
        <ScanPanel scan={source.scan} target={{ account }} lookingFor={lookingFor} />
      ) : null}
      {form}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <SourceLine source={source} revision={revision} rowsUpTo={rowsUpTo} />
        <ActivityExportButtons rows={rows} account={account} fileStem={fileStem} />
      </div>
      {activity.isError ? (
        <HistoryErrorPanel
          error={activity.error}
          what={what}
          onRetry={() => void activity.refetch()}
        />
      ) : activity.data === undefined && !invalid ? (
        <SkeletonRows rows={6} label={t`Loading ${what}…`} />
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
          {noRows}
        </p>
      ) : (
        <>
          <p className="mb-2 text-sm" data-testid="activity-count">
            {loadedText(rows.length, total)}
          </p>
          <ActivityTable rows={rows} viewer={account} />
          {activity.hasNextPage ? (
            <button
              type="button"
              className={`mt-3 ${SMALL_BUTTON}`}
              disabled={activity.isFetchingNextPage}
              onClick={() => void activity.fetchNextPage()}
            >
              {activity.isFetchingNextPage ? t`Loading…` : t`Load older`}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
