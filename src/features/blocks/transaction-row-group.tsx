import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { TransactionReceipt } from '@/api/node-client';
import { hasPackedTransaction, receiptTransactionId } from '@/api/receipts';
import { isJsonObject } from '@/api/json-object';
import { CopyButton } from '@/components/ui/copy-button';
import { formatInteger, shortHash } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ActionList } from './action-list';
import { TRANSACTION_COLUMN_COUNT } from './transaction-columns';
import { formatByteCount, formatKilobytes, formatMicroseconds, netWords } from './resource-units';
import { TransactionStatusBadge } from './transaction-status-badge';
import { INLINE_LINK } from '@/components/links/inline-link';
import { PageAnchor } from '@/components/links/page-anchor';
import { AccountLink } from '@/components/links/account-link';
import { StackLabel } from '@/components/ui/stacked-rows';

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
  const short = shortHash(id);
  const moreCount = formatInteger(actions.length - 1);
  const cell = 'px-3 py-2 align-top';
  // Below md the summary is a card (block-transactions.tsx): the toggle, the id and the status,
  // then the actions across the width, then the four resources, each named, as many to a line
  // as fit.
  const head = `${cell} max-md:order-1 max-md:px-0`;
  const num = `${cell} text-right tabular-nums whitespace-nowrap max-md:order-3 max-md:px-0`;
  return (
    <tbody
      ref={bodyRef}
      data-index={index}
      className="border-b border-slate-200 last:border-b-0 dark:border-slate-800"
    >
      <tr className="hover:bg-slate-50 max-md:px-3 dark:hover:bg-slate-900/60">
        <td className={head}>
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={isExpanded ? detailsId : undefined}
            aria-label={
              isExpanded
                ? t`Hide actions of transaction ${short}`
                : t`Show actions of transaction ${short}`
            }
            onClick={() => onToggle(id)}
            className="rounded border border-slate-300 px-2 py-0.5 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {isExpanded ? t`Hide` : t`Show`}
          </button>
        </td>
        <td className={`${head} whitespace-nowrap`}>
          <PageAnchor
            to={paths.transaction(blockNum, id)}
            className={`font-mono ${INLINE_LINK}`}
            title={id}
          >
            {short}
          </PageAnchor>
          <CopyButton value={id} label={t`transaction id ${short}`} />
        </td>
        <td className={head}>
          <TransactionStatusBadge status={receipt.status} />
        </td>
        <td className={num}>
          <StackLabel>CPU</StackLabel>
          {formatMicroseconds(receipt.cpu_usage_us)}
        </td>
        <td className={num} title={netWords(receipt.net_usage_words)}>
          <StackLabel>NET</StackLabel>
          {formatByteCount(receipt.net_usage_words * 8)}
        </td>
        <td className={num}>
          <StackLabel>RAM</StackLabel>
          {receipt.ram_kbytes === undefined ? '—' : formatKilobytes(receipt.ram_kbytes)}
        </td>
        <td
          className={num}
          title={
            receipt.storage_kbytes !== undefined && receipt.storage_kbytes < 0
              ? t`Negative: storage was freed`
              : undefined
          }
        >
          <StackLabel>{t`Storage`}</StackLabel>
          {receipt.storage_kbytes === undefined ? '—' : formatKilobytes(receipt.storage_kbytes)}
        </td>
        <td className={`${cell} text-sm max-md:order-2 max-md:basis-full max-md:px-0`}>
          {packed ? (
            <>
              <span className="font-mono">{first ? `${first.account}::${first.name}` : null}</span>
              {first ? null : <Trans>none</Trans>}
              {actions.length > 1 ? (
                <span className="text-slate-600 dark:text-slate-300"> {t`+${moreCount} more`}</span>
              ) : null}
              {first ? <TransferSummary data={first.data} /> : null}
            </>
          ) : (
            <span className="text-slate-600 dark:text-slate-300">
              <Trans>id only</Trans>
            </span>
          )}
        </td>
      </tr>
      {isExpanded ? (
        <tr>
          <td
            id={detailsId}
            colSpan={TRANSACTION_COLUMN_COUNT}
            className="bg-slate-50 px-3 py-3 max-md:basis-full dark:bg-slate-900/60"
          >
            {packed ? (
              <>
                {packed.transaction.context_free_actions.length ? (
                  <>
                    <h4 className="mb-2 text-sm font-semibold">
                      <Trans>Context-free actions</Trans>
                    </h4>
                    <ActionList
                      actions={packed.transaction.context_free_actions}
                      label={t`Context-free actions of transaction ${short}`}
                    />
                    <h4 className="mt-4 mb-2 text-sm font-semibold">
                      <Trans>Actions</Trans>
                    </h4>
                  </>
                ) : null}
                <ActionList actions={actions} label={t`Actions of transaction ${short}`} />
              </>
            ) : (
              <p className="text-sm">
                <Trans>
                  The block holds only this transaction’s id: the node does not include the contents
                  of deferred, delayed or expired transactions in the block.
                </Trans>
              </p>
            )}
            <p className="mt-3 text-sm">
              <Link
                to={paths.transaction(blockNum, id)}
                className="text-teal-700 underline dark:text-teal-300"
              >
                <Trans>Open the transaction page</Trans>
              </Link>
            </p>
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

/**
 * Who sent how much to whom, when the first action's arguments read as a transfer (`from`, `to`
 * and `quantity`, as token contracts name them): the row says what happened without opening it.
 */
function TransferSummary({ data }: { data: unknown }) {
  if (!isJsonObject(data)) return null;
  const { from, to, quantity } = data;
  if (typeof from !== 'string' || typeof to !== 'string' || typeof quantity !== 'string') {
    return null;
  }
  return (
    <span className="block">
      <AccountLink name={from} /> → <AccountLink name={to} />{' '}
      <span className="font-mono whitespace-nowrap">{quantity}</span>
    </span>
  );
}
