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
 */
export function useWindowRows({ count, estimateSize, overscan, getItemKey }: WindowRowsOptions) {
  const anchorRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
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
  const virtualizer: Virtualizer<Window, Element> = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    overscan,
    scrollMargin,
    getItemKey,
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  return {
    anchorRef,
    items,
    measureElement: virtualizer.measureElement,
    top: Math.max(0, items.length ? (items[0]?.start ?? 0) - scrollMargin : 0),
    bottom: Math.max(0, last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0),
  };
}
