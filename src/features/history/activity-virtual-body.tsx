import type { HistoryAction } from '@/api/history-model';
import { SpacerBody } from '@/components/virtual/spacer-body';
import { useWindowRows } from '@/components/virtual/use-window-rows';
import { ACTIVITY_ROW_HEIGHT, activityRowKey } from './activity-columns';
import { ActivityRow } from './activity-row';

/**
 * The rows of a long activity table, only those near the viewport drawn. Its own chunk: loaded
 * past 100 rows only.
 */
export default function ActivityVirtualBody({
  rows,
  viewer,
  now,
  columnCount,
}: {
  rows: HistoryAction[];
  viewer: string;
  now: number;
  columnCount: number;
}) {
  const { anchorRef, items, measureElement, top, bottom } = useWindowRows({
    count: rows.length,
    estimateSize: ACTIVITY_ROW_HEIGHT,
    overscan: 10,
    getItemKey: (i) => {
      const r = rows[i];
      return r ? activityRowKey(r) : i;
    },
  });
  return (
    <>
      <SpacerBody ref={anchorRef} height={top} colSpan={columnCount} />
      <tbody>
        {items.map((item) => {
          const row = rows[item.index];
          return row ? (
            <ActivityRow
              key={item.key}
              row={row}
              viewer={viewer}
              now={now}
              index={item.index}
              measure={measureElement}
            />
          ) : null;
        })}
      </tbody>
      <SpacerBody height={bottom} colSpan={columnCount} />
    </>
  );
}
