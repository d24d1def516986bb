import type { TransactionReceipt } from '@/api/node-client';
import { receiptTransactionId } from '@/api/receipts';
import { SpacerBody } from '@/components/virtual/spacer-body';
import { useWindowRows } from '@/components/virtual/use-window-rows';
import { TRANSACTION_COLUMN_COUNT } from './transaction-columns';
import { TransactionRowGroup } from './transaction-row-group';

export interface VirtualTransactionRowsProps {
  blockNum: number;
  receipts: TransactionReceipt[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** Only the transaction rows near the viewport are drawn; expanded rows are measured. */
export function VirtualTransactionRows({
  blockNum,
  receipts,
  expanded,
  onToggle,
}: VirtualTransactionRowsProps) {
  const { anchorRef, items, measureElement, top, bottom } = useWindowRows({
    count: receipts.length,
    estimateSize: 45,
    overscan: 8,
    getItemKey: (i) => {
      const r = receipts[i];
      return r ? `${i}-${receiptTransactionId(r)}` : i;
    },
  });
  return (
    <>
      <SpacerBody ref={anchorRef} height={top} colSpan={TRANSACTION_COLUMN_COUNT} />
      {items.map((item) => {
        const receipt = receipts[item.index];
        if (!receipt) return null;
        return (
          <TransactionRowGroup
            key={item.key}
            bodyRef={measureElement}
            receipt={receipt}
            blockNum={blockNum}
            index={item.index}
            isExpanded={expanded.has(receiptTransactionId(receipt))}
            onToggle={onToggle}
          />
        );
      })}
      <SpacerBody height={bottom} colSpan={TRANSACTION_COLUMN_COUNT} />
    </>
  );
}
