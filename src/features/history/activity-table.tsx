import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import type { HistoryAction } from '@/api/history-model';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { STACKED_FLOW } from '@/components/ui/stacked-rows';
import { useTimeHeading } from '@/lib/time-zone';
import { useAfterPaint } from '@/lib/use-after-paint';
import { useNow } from '@/lib/use-now';
import { ACTIVITY_ROW_HEIGHT, activityColumns, activityRowKey } from './activity-columns';
import { ActivityRow } from './activity-row';

// @tanstack/react-virtual comes only with a table that needs it; a failed download is fetched
// again by the panel's "Try again".
const ActivityVirtualBody = lazyWithRetry(
  () => import('./activity-virtual-body'),
  (m) => m.default,
);

/** Past this many rows only those near the viewport are drawn. */
const VIRTUAL_FROM = 100;

/**
 * Rows of the table's first drawing: as many as the window could show, were the table at its
 * top (20 on an 800 px window). The rest follow just after that first paint, so the first rows do
 * not wait for the elements, style and layout of a hundred (most of a cold load's time to its
 * first row went there).
 */
const firstDrawn = () => Math.max(10, Math.ceil(window.innerHeight / ACTIVITY_ROW_HEIGHT));

/** An account's actions, newest first; past VIRTUAL_FROM rows the page draws only what is near. */
export function ActivityTable({ rows, viewer }: { rows: HistoryAction[]; viewer: string }) {
  // One "now" for every row, so their relative times agree; it moves on every half minute.
  const now = useNow(30_000);
  const columns = activityColumns(useTimeHeading());
  // The first paint comes before the rest of the rows' elements.
  const isComplete = useAfterPaint();
  const drawn = (limit: number) => (isComplete ? limit : Math.min(limit, firstDrawn()));
  const plainBody = (list: HistoryAction[]) => (
    <tbody>
      {list.map((row, i) => (
        <ActivityRow key={activityRowKey(row)} row={row} viewer={viewer} now={now} index={i} />
      ))}
    </tbody>
  );
  return (
    <PanelBoundary name={t`activity table`}>
      {/* Below md an action is a card: when, in which block and transaction on its first line,
          then what it did (who sent what to whom) across the width, then the action and who
          signed it. */}
      <div
        className={`overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700 ${STACKED_FLOW}`}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Activity of {viewer}, newest first</Trans>
          </caption>
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-300">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={`px-3 py-2 font-semibold ${c.className}`}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          {rows.length > VIRTUAL_FROM ? (
            <Suspense fallback={plainBody(rows.slice(0, drawn(VIRTUAL_FROM)))}>
              <ActivityVirtualBody
                rows={rows}
                viewer={viewer}
                now={now}
                columnCount={columns.length}
              />
            </Suspense>
          ) : (
            plainBody(rows.slice(0, drawn(rows.length)))
          )}
        </table>
      </div>
    </PanelBoundary>
  );
}
