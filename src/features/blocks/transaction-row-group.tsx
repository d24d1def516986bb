import type { Ref } from 'react';
import { Link } from 'react-router';
import type { TransactionReceipt } from '@/api/node-client';
import { hasPackedTransaction, receiptTransactionId } from '@/api/schemas/block';
import { CopyButton } from '@/components/ui/copy-button';
import { formatInteger, shortHash } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ActionList } from './action-list';
import { TransactionStatusBadge } from './transaction-status-badge';
import { INLINE_LINK } from '@/components/links/inline-link';

export interface TransactionRowGroupProps {
  receipt: TransactionReceipt;
  blockNum: number;
  /** Position in the block (for the virtualizer's measurements). */
  index: number;
  isExpanded: boolean;
  onToggle: (id: string) => void;
  /** The table body's element, for the virtualizer to measure (a plain prop: React 18 keeps `ref` off props). */
  bodyRef?: Ref<HTMLTableSectionElement>;
}

export const TRANSACTION_COLUMNS = [
  'Details',
  'Transaction',
  'Status',
  'CPU',
  'NET',
  'RAM',
  'Storage',
  'Actions',
] as const;

/** One transaction as a table body: its summary row and, when expanded, its actions. */
export function TransactionRowGroup({
  receipt,
  blockNum,
  index,
  isExpanded,
  onToggle,
  bodyRef,
}: TransactionRowGroupProps) {
  const id = receiptTransactionId(receipt);
  const packed = hasPackedTransaction(receipt) ? receipt.trx : undefined;
  const actions = packed?.transaction.actions ?? [];
  const first = actions[0];
  const detailsId = `tx-${index}-actions`;
  const cell = 'px-3 py-2 align-top';
  const num = `${cell} text-right tabular-nums whitespace-nowrap`;
  return (
    <tbody
      ref={bodyRef}
      data-index={index}
      className="border-b border-slate-200 last:border-b-0 dark:border-slate-800"
    >
      <tr className="hover:bg-slate-50 dark:hover:bg-slate-900/60">
        <td className={cell}>
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={isExpanded ? detailsId : undefined}
            aria-label={`${isExpanded ? 'Hide' : 'Show'} actions of transaction ${shortHash(id)}`}
            onClick={() => onToggle(id)}
            className="rounded border border-slate-300 px-2 py-0.5 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {isExpanded ? 'Hide' : 'Show'}
          </button>
        </td>
        <td className={`${cell} whitespace-nowrap`}>
          <Link
            to={paths.transaction(blockNum, id)}
            className={`font-mono ${INLINE_LINK}`}
            title={id}
          >
            {shortHash(id)}
          </Link>
          <CopyButton value={id} label={`transaction id ${shortHash(id)}`} />
        </td>
        <td className={cell}>
          <TransactionStatusBadge status={receipt.status} />
        </td>
        <td className={num}>{formatInteger(receipt.cpu_usage_us)} µs</td>
        <td className={num} title={`${receipt.net_usage_words} words of 8 bytes`}>
          {formatInteger(receipt.net_usage_words * 8)} B
        </td>
        <td className={num}>
          {receipt.ram_kbytes === undefined ? '—' : `${formatInteger(receipt.ram_kbytes)} kB`}
        </td>
        <td
          className={num}
          title={
            receipt.storage_kbytes !== undefined && receipt.storage_kbytes < 0
              ? 'Negative: storage was freed'
              : undefined
          }
        >
          {receipt.storage_kbytes === undefined
            ? '—'
            : `${formatInteger(receipt.storage_kbytes)} kB`}
        </td>
        <td className={`${cell} text-sm`}>
          {packed ? (
            <>
              <span className="font-mono">
                {first ? `${first.account}::${first.name}` : 'none'}
              </span>
              {actions.length > 1 ? (
                <span className="text-slate-600 dark:text-slate-300">
                  {' '}
                  +{formatInteger(actions.length - 1)} more
                </span>
              ) : null}
            </>
          ) : (
            <span className="text-slate-600 dark:text-slate-300">id only</span>
          )}
        </td>
      </tr>
      {isExpanded ? (
        <tr>
          <td
            id={detailsId}
            colSpan={TRANSACTION_COLUMNS.length}
            className="bg-slate-50 px-3 py-3 dark:bg-slate-900/60"
          >
            {packed ? (
              <>
                {packed.transaction.context_free_actions.length ? (
                  <>
                    <h4 className="mb-2 text-sm font-semibold">Context-free actions</h4>
                    <ActionList
                      actions={packed.transaction.context_free_actions}
                      label={`Context-free actions of transaction ${shortHash(id)}`}
                    />
                    <h4 className="mt-4 mb-2 text-sm font-semibold">Actions</h4>
                  </>
                ) : null}
                <ActionList actions={actions} label={`Actions of transaction ${shortHash(id)}`} />
              </>
            ) : (
              <p className="text-sm">
                The block holds only this transaction’s id: the node does not include the contents
                of deferred, delayed or expired transactions in the block.
              </p>
            )}
            <p className="mt-3 text-sm">
              <Link
                to={paths.transaction(blockNum, id)}
                className="text-teal-700 underline dark:text-teal-300"
              >
                Open the transaction page
              </Link>
            </p>
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}
