import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Suspense, useCallback, useMemo, useState } from 'react';
import type { TransactionReceipt } from '@/api/node-client';
import { receiptTransactionId } from '@/api/receipts';
import { formatInteger } from '@/lib/format';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import { STACKED_FLOW } from '@/components/ui/stacked-rows';
import { StatusLegend } from './status-legend';
import { transactionColumns } from './transaction-columns';
import { TransactionRowGroup } from './transaction-row-group';

// The virtualizer is only needed for long blocks; it arrives with its own chunk. If the chunk
// fails, the transactions panel's "Try again" downloads it anew.
const VirtualTransactionRows = lazyWithRetry(
  () => import('./virtual-transaction-rows'),
  (m) => m.VirtualTransactionRows,
);

/** From this many transactions on, only the rows near the viewport are rendered. */
export const VIRTUALIZE_FROM = 100;
/** Rows of a long block drawn before the virtualizer has loaded (about a screenful). */
const FIRST_ROWS = 30;

export interface BlockTransactionsProps {
  blockNum: number;
  receipts: TransactionReceipt[];
}

/** The block's transactions; each expands to its actions. Long blocks are virtualised. */
export function BlockTransactions({ blockNum, receipts }: BlockTransactionsProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const handleToggle = useCallback((id: string) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const counts = useMemo(() => {
    const m = new Map<string, number>();
    for (const r of receipts) m.set(r.status, (m.get(r.status) ?? 0) + 1);
    return m;
  }, [receipts]);

  if (receipts.length === 0) {
    return (
      <p className="text-sm">
        <Trans>This block holds no transactions.</Trans>
      </p>
    );
  }
  const isLong = receipts.length >= VIRTUALIZE_FROM;
  const block = formatInteger(blockNum);
  const count = formatInteger(receipts.length);
  return (
    <>
      <StatusLegend counts={counts} />
      {isLong ? (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
          {plural(receipts.length, {
            one: '# transaction: rows are drawn as you scroll.',
            other: '# transactions: rows are drawn as you scroll.',
          })}
        </p>
      ) : null}
      <div
        className={`overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700 ${STACKED_FLOW}`}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t`Transactions of block ${block} (${count})`}</caption>
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-300">
            <tr>
              {transactionColumns().map((c, i) => (
                <th
                  key={c}
                  scope="col"
                  className={`px-3 py-2 font-semibold ${i >= 3 && i <= 6 ? 'text-right' : ''}`}
                >
                  {i === 0 ? <span className="sr-only">{c}</span> : c}
                </th>
              ))}
            </tr>
          </thead>
          {isLong ? (
            <Suspense
              fallback={
                // The first rows at once, while the virtualizer's chunk arrives.
                <>
                  {receipts.slice(0, FIRST_ROWS).map((r, i) => (
                    <TransactionRowGroup
                      key={`${i}-${receiptTransactionId(r)}`}
                      receipt={r}
                      blockNum={blockNum}
                      index={i}
                      isExpanded={expanded.has(receiptTransactionId(r))}
                      onToggle={handleToggle}
                    />
                  ))}
                </>
              }
            >
              <VirtualTransactionRows
                blockNum={blockNum}
                receipts={receipts}
                expanded={expanded}
                onToggle={handleToggle}
              />
            </Suspense>
          ) : (
            receipts.map((r, i) => (
              <TransactionRowGroup
                key={`${i}-${receiptTransactionId(r)}`}
                receipt={r}
                blockNum={blockNum}
                index={i}
                isExpanded={expanded.has(receiptTransactionId(r))}
                onToggle={handleToggle}
              />
            ))
          )}
        </table>
      </div>
    </>
  );
}
