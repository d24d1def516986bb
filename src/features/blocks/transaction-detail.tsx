import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { TransactionReceipt } from '@/api/node-client';
import { hasPackedTransaction } from '@/api/receipts';
import type { TransactionTrace } from '@/history/source';
import { BlockLink } from '@/components/links/block-link';
import { INLINE_LINK } from '@/components/links/inline-link';
import { KeyValueList } from '@/components/ui/key-value-list';
import { Section } from '@/components/ui/section';
import { TimeText } from '@/components/ui/time-text';
import { formatInteger } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ActionList } from './action-list';
import { byteCount, formatKilobytes, formatMicroseconds, wordCount } from './resource-units';
import { TransactionHeader } from './transaction-header';
import { TransactionSummary } from './transaction-summary';
import { asAction, matchRoots, traceTree } from './trace-tree';
import { TransactionStatusBadge } from './transaction-status-badge';
import { statusInfo } from './transaction-statuses';

export interface TransactionDetailProps {
  receipt: TransactionReceipt;
  blockNum: number;
  blockTime: string;
  /** What the history service saw the transaction do (inline actions, receivers), if one is used. */
  trace: TransactionTrace;
}

/**
 * A transaction in its block, what happened first: a line per action in words, the actions (with
 * the inline ones they sent, when a history service has the trace), then where the block holds
 * it and what it billed, and the header as signed.
 */
export function TransactionDetail({ receipt, blockNum, blockTime, trace }: TransactionDetailProps) {
  const packed = hasPackedTransaction(receipt) ? receipt.trx : undefined;
  const trx = packed?.transaction;
  const traced = trace.status === 'found' ? traceTree(trace.actions) : undefined;
  // The block's own actions when it holds them (the trace then adds their inline actions, if it
  // matches them); an id-only receipt's from the history service.
  const roots = trx && traced ? matchRoots(trx.actions, traced) : traced;
  const actions = trx?.actions ?? traced?.map((node) => asAction(node.action)) ?? [];
  const cfaCount = formatInteger(trx?.context_free_actions.length ?? 0);
  const actionCount = formatInteger(actions.length);
  const service = trace.status === 'none' ? '' : trace.service;
  return (
    <>
      <TransactionSummary status={receipt.status} actions={actions} roots={roots} />
      {trx ? null : <IdOnlyNote trace={trace} />}
      {trx?.context_free_actions.length ? (
        <Section title={t`Context-free actions (${cfaCount})`}>
          <ActionList actions={trx.context_free_actions} label={t`Context-free actions`} />
        </Section>
      ) : null}
      {actions.length ? (
        <Section title={t`Actions (${actionCount})`}>
          <ActionList actions={actions} label={t`Actions`} nodes={roots} />
          {trx && roots ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
              <Trans>Inline actions and notified accounts: history service {service}</Trans>
            </p>
          ) : null}
        </Section>
      ) : null}
      <InTheBlock receipt={receipt} blockNum={blockNum} blockTime={blockTime} />
      {packed && trx ? (
        <>
          <TransactionHeader packed={packed} />
          <details className="mb-8 rounded-lg border border-slate-200 text-sm dark:border-slate-700">
            <summary className="cursor-pointer px-4 py-2 font-medium select-none">
              <Trans>Packed transaction (hex)</Trans>
            </summary>
            <p className="border-t border-slate-200 p-4 font-mono text-xs break-all dark:border-slate-700">
              {packed.packed_trx}
            </p>
          </details>
        </>
      ) : null}
    </>
  );
}

/** A receipt with only the id: where its actions come from, or why none are shown. */
function IdOnlyNote({ trace }: { trace: TransactionTrace }) {
  const service = trace.status === 'none' ? '' : trace.service;
  let where: ReactNode;
  switch (trace.status) {
    case 'none':
      where = (
        <Trans>
          Its header and actions are not part of this block. A history service (
          <Link to={paths.settings()} className={INLINE_LINK}>
            Settings → History
          </Link>
          ) would list them.
        </Trans>
      );
      break;
    case 'pending':
      where = <Trans>Its actions are being asked of the history service {service}…</Trans>;
      break;
    case 'failed':
      where = (
        <Trans>
          Its header is not part of this block, and the history service {service}, asked for its
          actions, did not answer.
        </Trans>
      );
      break;
    case 'absent':
      where = (
        <Trans>
          Its header and actions are not part of this block, and the history service {service} does
          not know this transaction.
        </Trans>
      );
      break;
    case 'found':
      where = (
        <Trans>
          Its header is not part of this block; its actions below are from the history service{' '}
          {service}.
        </Trans>
      );
  }
  return (
    <p className="mb-8 rounded-lg border border-dashed border-slate-300 p-4 text-sm dark:border-slate-600">
      <Trans>
        The block holds only this transaction’s id, as nodes do for deferred, delayed and expired
        transactions.
      </Trans>{' '}
      {where}
    </p>
  );
}

/** Where the block holds the transaction and what its receipt billed. */
function InTheBlock({ receipt, blockNum, blockTime }: Omit<TransactionDetailProps, 'trace'>) {
  const status = statusInfo(receipt.status);
  return (
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
  );
}
