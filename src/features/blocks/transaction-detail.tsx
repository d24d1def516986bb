import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { TransactionReceipt } from '@/api/node-client';
import { hasPackedTransaction } from '@/api/schemas/block';
import { BlockLink } from '@/components/links/block-link';
import { KeyValueList } from '@/components/ui/key-value-list';
import { Section } from '@/components/ui/section';
import { TimeText } from '@/components/ui/time-text';
import { formatInteger } from '@/lib/format';
import { ActionList } from './action-list';
import { byteCount, formatKilobytes, formatMicroseconds, wordCount } from './resource-units';
import { TransactionHeader } from './transaction-header';
import { TransactionStatusBadge } from './transaction-status-badge';
import { statusInfo } from './transaction-statuses';

export interface TransactionDetailProps {
  receipt: TransactionReceipt;
  blockNum: number;
  blockTime: string;
}

/** A transaction in its block: status, resources billed, header, signatures and actions. */
export function TransactionDetail({ receipt, blockNum, blockTime }: TransactionDetailProps) {
  const status = statusInfo(receipt.status);
  const packed = hasPackedTransaction(receipt) ? receipt.trx : undefined;
  const trx = packed?.transaction;
  const cfaCount = formatInteger(trx?.context_free_actions.length ?? 0);
  const actionCount = formatInteger(trx?.actions.length ?? 0);
  return (
    <>
      <Section title={t`In the block`}>
        <KeyValueList
          items={[
            {
              label: t`Status`,
              value: (
                <span className="flex flex-col gap-1">
                  <span>
                    <TransactionStatusBadge status={receipt.status} />
                  </span>
                  <span>{status.explanation}</span>
                </span>
              ),
            },
            {
              label: t`Block`,
              value: (
                <span>
                  <BlockLink block={blockNum} />{' '}
                  <span className="text-slate-600 dark:text-slate-300">
                    <Trans>
                      at <TimeText value={blockTime} />
                    </Trans>
                  </span>
                </span>
              ),
            },
            { label: t`CPU billed`, value: formatMicroseconds(receipt.cpu_usage_us) },
            {
              label: t`NET billed`,
              value: `${byteCount(receipt.net_usage_words * 8)} (${wordCount(receipt.net_usage_words)})`,
            },
            {
              label: t`RAM billed`,
              value:
                receipt.ram_kbytes === undefined
                  ? t`Not reported`
                  : formatKilobytes(receipt.ram_kbytes),
            },
            {
              label: t`Storage billed`,
              hint: t`Negative when storage was freed.`,
              value:
                receipt.storage_kbytes === undefined
                  ? t`Not reported`
                  : formatKilobytes(receipt.storage_kbytes),
            },
          ]}
        />
      </Section>
      {packed && trx ? (
        <>
          <TransactionHeader packed={packed} />
          {trx.context_free_actions.length ? (
            <Section title={t`Context-free actions (${cfaCount})`}>
              <ActionList actions={trx.context_free_actions} label={t`Context-free actions`} />
            </Section>
          ) : null}
          <Section title={t`Actions (${actionCount})`}>
            <ActionList actions={trx.actions} label={t`Actions`} />
          </Section>
          <details className="mb-8 rounded-lg border border-slate-200 text-sm dark:border-slate-700">
            <summary className="cursor-pointer px-4 py-2 font-medium select-none">
              <Trans>Packed transaction (hex)</Trans>
            </summary>
            <p className="border-t border-slate-200 p-4 font-mono text-xs break-all dark:border-slate-700">
              {packed.packed_trx}
            </p>
          </details>
        </>
      ) : (
        <p className="mb-8 rounded-lg border border-dashed border-slate-300 p-4 text-sm dark:border-slate-600">
          <Trans>
            The block holds only this transaction’s id, as nodes do for deferred, delayed and
            expired transactions: its header and actions are not part of this block.
          </Trans>
        </p>
      )}
    </>
  );
}
