import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { TransactionReceipt } from '@/api/node-client';
import { receiptTransactionId } from '@/api/schemas/block';
import { TRANSACTION_COLUMN_COUNT } from './transaction-columns';
import { TransactionRowGroup } from './transaction-row-group';

export interface VirtualTransactionRowsProps {
  blockNum: number;
  receipts: TransactionReceipt[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

const ROW_ESTIMATE = 45;

/**
 * Renders only the transaction rows near the viewport (the page itself scrolls), with spacer
 * bodies above and below so the scrollbar and table height stay true. Expanded rows are measured.
 */
export function VirtualTransactionRows({
  blockNum,
  receipts,
  expanded,
  onToggle,
}: VirtualTransactionRowsProps) {
  const anchorRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Content above the table (banners, the opened legend) can move it: re-measure on layout changes.
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
    count: receipts.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    scrollMargin,
    getItemKey: (i) => {
      const r = receipts[i];
      return r ? `${i}-${receiptTransactionId(r)}` : i;
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
          <td colSpan={TRANSACTION_COLUMN_COUNT} className="p-0" />
        </tr>
      </tbody>
      {items.map((item) => {
        const receipt = receipts[item.index];
        if (!receipt) return null;
        return (
          <TransactionRowGroup
            key={item.key}
            bodyRef={virtualizer.measureElement}
            receipt={receipt}
            blockNum={blockNum}
            index={item.index}
            isExpanded={expanded.has(receiptTransactionId(receipt))}
            onToggle={onToggle}
          />
        );
      })}
      <tbody aria-hidden="true">
        <tr style={{ height: Math.max(0, bottom) }}>
          <td colSpan={TRANSACTION_COLUMN_COUNT} className="p-0" />
        </tr>
      </tbody>
    </>
  );
}
