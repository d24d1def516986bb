import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { RowItem } from './row-model';

export interface RowsGridColumn {
  key: string;
  header: string;
  cell: (item: RowItem) => ReactNode;
  numeric?: boolean;
}

export interface RowsGridProps {
  caption: string;
  items: readonly RowItem[];
  columns: readonly RowsGridColumn[];
  /**
   * Called when the end of the list comes into view (or is still in view after rows were
   * added, or when `recheck` changes): continuous loading.
   */
  onReachEnd?: () => void;
  /** A value whose change makes the grid check again whether its end is in view. */
  recheck?: unknown;
  /** Shown under the last row (load more button, status). */
  footer?: ReactNode;
}

const ROW_ESTIMATE = 34;
/** How far below the view the end may be and still count as reached (px). */
const END_MARGIN = 300;

/**
 * The rows as a real table (header cells, row indexes for assistive tech) that renders only the
 * rows in view, so tens of thousands of loaded rows scroll smoothly. Rows keep their natural
 * height (nested values wrap); the virtualizer measures them.
 */
export function RowsGrid({ caption, items, columns, onReachEnd, recheck, footer }: RowsGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 12,
  });

  // The latest handler, so the observer (set up once) never calls a stale one.
  const reachEnd = useRef(onReachEnd);
  useEffect(() => {
    reachEnd.current = onReachEnd;
  });

  useEffect(() => {
    const root = scrollRef.current;
    const end = endRef.current;
    if (!root || !end) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) reachEnd.current?.();
      },
      { root, rootMargin: `0px 0px ${END_MARGIN}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, []);

  // The observer only reports changes: when added rows still leave the end in view (a short
  // list), or loading was switched back on, look again.
  useEffect(() => {
    const root = scrollRef.current;
    const end = endRef.current;
    if (!root || !end) return;
    if (end.getBoundingClientRect().top <= root.getBoundingClientRect().bottom + END_MARGIN) {
      reachEnd.current?.();
    }
  }, [items.length, recheck]);

  const virtualRows = virtualizer.getVirtualItems();
  const first = virtualRows[0];
  const last = virtualRows[virtualRows.length - 1];
  const padTop = first ? first.start : 0;
  // Before the first measurement no row is rendered: the spacer keeps the full height.
  const padBottom = last ? virtualizer.getTotalSize() - last.end : virtualizer.getTotalSize();

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={`${caption} (scrollable)`}
      tabIndex={0}
      className="max-h-[70vh] overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-700"
    >
      <table className="w-full text-left text-sm" aria-rowcount={items.length + 1}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600 uppercase dark:text-slate-300">
          <tr aria-rowindex={1}>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn(
                  'sticky top-0 z-10 bg-slate-50 px-3 py-2 font-semibold whitespace-nowrap normal-case dark:bg-slate-900',
                  c.numeric && 'text-right',
                )}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {padTop > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: padTop, padding: 0 }} />
            </tr>
          ) : null}
          {virtualRows.map((v) => {
            const item = items[v.index];
            if (!item) return null;
            return (
              <tr
                key={v.key}
                data-index={v.index}
                ref={virtualizer.measureElement}
                aria-rowindex={v.index + 2}
                className="align-top hover:bg-slate-50 dark:hover:bg-slate-900/60"
              >
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={cn(
                      'max-w-[32rem] px-3 py-1.5 break-words',
                      c.numeric && 'text-right tabular-nums',
                    )}
                  >
                    {c.cell(item)}
                  </td>
                ))}
              </tr>
            );
          })}
          {padBottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: padBottom, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
      <div ref={endRef} className="px-3 py-3">
        {footer}
      </div>
    </div>
  );
}
