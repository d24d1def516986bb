import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useState, type MutableRefObject } from 'react';
import { BODY_CLASS, GridRow, type RowsGridColumn } from './grid-row';
import type { RowItem } from './row-model';

export interface VirtualRowsProps {
  items: readonly RowItem[];
  columns: readonly RowsGridColumn[];
  /** The grid's scroll container (null until it is in the document). */
  scrollElement: HTMLElement | null;
  /** Where the grid's scroll container was last scrolled to (px). */
  scrollTopRef: MutableRefObject<number>;
  /** Heights of the plain rows drawn before the switch (px), first row first. */
  plainHeightsRef: MutableRefObject<readonly number[]>;
}

/** Height assumed for a row not measured yet (one line of text). */
const ROW_ESTIMATE = 34;

/**
 * Renders only the rows near the view of the grid's scroll container, with spacer rows above and
 * below so the scrollbar and table height stay true. Rows keep their natural height (nested
 * values wrap); the virtualizer measures them. It starts from the plain rows' measured heights
 * and the current scroll position, so the switch from the plain grid does not move the rows.
 */
export function VirtualRows({
  items,
  columns,
  scrollElement,
  scrollTopRef,
  plainHeightsRef,
}: VirtualRowsProps) {
  // Read once: the virtualizer takes its start-up measurements only when it is created.
  const [start] = useState(() => {
    const measured = plainHeightsRef.current.slice(0, items.length);
    const cache: VirtualItem[] = [];
    let end = 0;
    measured.forEach((size, index) => {
      cache.push({ key: index, index, start: end, end: end + size, size, lane: 0 });
      end += size;
    });
    return { cache, estimate: measured.length ? end / measured.length : ROW_ESTIMATE };
  });

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => start.estimate,
    initialMeasurementsCache: start.cache,
    // Where the plain grid was scrolled to: the first rows drawn are the ones in view.
    initialOffset: () => scrollTopRef.current,
    overscan: 12,
  });

  const virtualRows = virtualizer.getVirtualItems();
  const first = virtualRows[0];
  const last = virtualRows[virtualRows.length - 1];
  const padTop = first ? first.start : 0;
  // Before the first measurement no row is rendered: the spacer keeps the full height.
  const padBottom = last ? virtualizer.getTotalSize() - last.end : virtualizer.getTotalSize();

  return (
    <tbody className={BODY_CLASS} data-rows="virtual">
      {padTop > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={columns.length} style={{ height: padTop, padding: 0 }} />
        </tr>
      ) : null}
      {virtualRows.map((v) => {
        const item = items[v.index];
        return item ? (
          <GridRow
            key={v.key}
            rowRef={virtualizer.measureElement}
            item={item}
            index={v.index}
            columns={columns}
          />
        ) : null;
      })}
      {padBottom > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={columns.length} style={{ height: padBottom, padding: 0 }} />
        </tr>
      ) : null}
    </tbody>
  );
}
