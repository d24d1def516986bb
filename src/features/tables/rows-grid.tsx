import { t } from '@lingui/core/macro';
import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type MutableRefObject,
} from 'react';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { cn } from '@/lib/cn';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import { BODY_CLASS, GridRow, type RowsGridColumn } from './grid-row';
import type { RowItem } from './row-model';

export type { RowsGridColumn } from './grid-row';

/**
 * The virtualizer is only needed for long lists; it arrives with its own chunk, so a table's
 * first page (a few dozen rows) loads without it. If the chunk fails, the panel's "Try again"
 * downloads it anew.
 */
const VirtualRows = lazyWithRetry(
  () => import('./virtual-rows'),
  (m) => m.VirtualRows,
);

/** Above this many loaded rows, only the rows near the view are rendered. */
export const VIRTUALIZE_ABOVE = 200;

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

/** How far below the view the end may be and still count as reached (px). */
const END_MARGIN = 300;

/**
 * The rows as a real table (header cells, row indexes for assistive tech) in its own scroll
 * container. Up to VIRTUALIZE_ABOVE rows are drawn as they are; past that the virtualised body
 * (lazy) takes over, so tens of thousands of loaded rows scroll smoothly.
 */
export function RowsGrid({ caption, items, columns, onReachEnd, recheck, footer }: RowsGridProps) {
  // State, not a ref: the virtualised body (a child) needs it once it is there, and a child's
  // effects run before its parent's refs are set.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  // Heights of the plain rows last drawn: the virtualised body starts from them (no jump).
  const plainHeightsRef = useRef<readonly number[]>([]);
  // Where the grid is scrolled to, as last seen: the virtualised body starts there. Not read when
  // it takes over: the plain rows are gone by then, and the shrunken table has clamped the scroll.
  const scrollTopRef = useRef(0);
  useEffect(() => {
    const root = scrollElement;
    if (!root) return;
    const record = () => {
      scrollTopRef.current = root.scrollTop;
    };
    root.addEventListener('scroll', record, { passive: true });
    return () => root.removeEventListener('scroll', record);
  }, [scrollElement]);

  // The latest handler, so the observer (set up once) never calls a stale one.
  const reachEnd = useRef(onReachEnd);
  useEffect(() => {
    reachEnd.current = onReachEnd;
  });

  useEffect(() => {
    const root = scrollElement;
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
  }, [scrollElement]);

  // The observer only reports changes: when added rows still leave the end in view (a short
  // list), or loading was switched back on, look again.
  useEffect(() => {
    const root = scrollElement;
    const end = endRef.current;
    if (!root || !end) return;
    if (end.getBoundingClientRect().top <= root.getBoundingClientRect().bottom + END_MARGIN) {
      reachEnd.current?.();
    }
  }, [scrollElement, items.length, recheck]);

  const plainRows = (rows: readonly RowItem[]) => (
    <PlainRows items={rows} columns={columns} heightsRef={plainHeightsRef} />
  );

  // A virtualizer chunk that cannot be fetched (or a cell that throws) is explained here, with
  // "Try again", instead of blanking the page.
  return (
    <PanelBoundary name="rows">
      <div
        ref={setScrollElement}
        role="region"
        aria-label={t`${caption} (scrollable)`}
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
          {items.length > VIRTUALIZE_ABOVE ? (
            // While the virtualizer's chunk arrives, the rows drawn so far stay (no blank, no
            // jump); the rows past them appear with it.
            <Suspense fallback={plainRows(items.slice(0, VIRTUALIZE_ABOVE))}>
              <VirtualRows
                items={items}
                columns={columns}
                scrollElement={scrollElement}
                scrollTopRef={scrollTopRef}
                plainHeightsRef={plainHeightsRef}
              />
            </Suspense>
          ) : (
            plainRows(items)
          )}
        </table>
        <div ref={endRef} className="px-3 py-3">
          {footer}
        </div>
      </div>
    </PanelBoundary>
  );
}

interface PlainRowsProps {
  items: readonly RowItem[];
  columns: readonly RowsGridColumn[];
  /** Receives the drawn rows' heights (px). */
  heightsRef: MutableRefObject<readonly number[]>;
}

/** Every row drawn: cheap for a few hundred rows, and no virtualizer to load. */
function PlainRows({ items, columns, heightsRef }: PlainRowsProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body) heightsRef.current = Array.from(body.rows, (r) => r.getBoundingClientRect().height);
  });
  return (
    <tbody ref={bodyRef} className={BODY_CLASS} data-rows="plain">
      {items.map((item, i) => (
        <GridRow key={i} item={item} index={i} columns={columns} />
      ))}
    </tbody>
  );
}
