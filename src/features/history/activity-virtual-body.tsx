import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { HistoryAction } from '@/api/history/model';
import { ACTIVITY_ROW_HEIGHT, activityColumns, activityRowKey } from './activity-columns';
import { ActivityRow } from './activity-row';

/**
 * The rows of a long activity table, only those near the viewport drawn (the page scrolls), with
 * spacers above and below so the scrollbar stays true. Its own chunk: loaded past 100 rows only.
 */
export default function ActivityVirtualBody({
  rows,
  viewer,
  now,
}: {
  rows: HistoryAction[];
  viewer: string;
  now: number;
}) {
  const columnCount = activityColumns().length;
  const anchorRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Content above the table (filters, the scan's progress) moves it: measured again on changes.
  useLayoutEffect(() => {
    const el = anchorRef.current;
    if (!el) return;
    const measure = () => {
      const margin = Math.round(el.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((prev) => (prev === margin ? prev : margin));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ACTIVITY_ROW_HEIGHT,
    overscan: 10,
    scrollMargin,
    getItemKey: (i) => {
      const r = rows[i];
      return r ? activityRowKey(r) : i;
    },
  });
  const items = virtualizer.getVirtualItems();
  const top = items.length ? (items[0]?.start ?? 0) - scrollMargin : 0;
  const last = items[items.length - 1];
  const bottom = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  return (
    <>
      <tbody ref={anchorRef} aria-hidden="true">
        <tr style={{ height: Math.max(0, top) }}>
          <td colSpan={columnCount} className="p-0" />
        </tr>
      </tbody>
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
              measure={virtualizer.measureElement}
            />
          ) : null;
        })}
      </tbody>
      <tbody aria-hidden="true">
        <tr style={{ height: Math.max(0, bottom) }}>
          <td colSpan={columnCount} className="p-0" />
        </tr>
      </tbody>
    </>
  );
}
