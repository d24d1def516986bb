import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/*
 * The long tables' window virtualizer (a block's transactions, an account's activity). Only lazy
 * chunks import this folder: the virtualizer stays off every first page.
 */

export interface WindowRowsOptions {
  count: number;
  estimateSize: number;
  overscan: number;
  getItemKey: (index: number) => string | number;
}

/**
 * The rows of a table near the viewport (the page itself scrolls), and the heights of the spacer
 * bodies above and below them, so the scrollbar and the table's height stay true. Put `anchorRef`
 * on the top spacer: the table's distance from the page's top is measured there, again whenever
 * the content above it changes (banners, filters, an opened legend).
 *
 * The virtualizer starts once that distance is measured, in the commit that shows the table: it
 * reads the page's scroll position when it starts, and a position read while rendering can be
 * stale by then (React may hold a rendered Suspense reveal back ~300 ms while the person scrolls),
 * which it would then scroll the page back to.
 */
export function useWindowRows({ count, estimateSize, overscan, getItemKey }: WindowRowsOptions) {
  const anchorRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState<number | null>(null);
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
  const enabled = scrollMargin !== null;
  const margin = scrollMargin ?? 0;
  const virtualizer: Virtualizer<Window, Element> = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    overscan,
    scrollMargin: margin,
    getItemKey,
    enabled,
  });
  const items = virtualizer.getVirtualItems();
  // Until it starts, the whole list is space: the page keeps its height (and its scroll position).
  const total = enabled ? virtualizer.getTotalSize() : count * estimateSize;
  const last = items[items.length - 1];
  return {
    anchorRef,
    items,
    measureElement: virtualizer.measureElement,
    top: Math.max(0, items.length ? (items[0]?.start ?? 0) - margin : 0),
    bottom: Math.max(0, last ? total - (last.end - margin) : total),
  };
}
