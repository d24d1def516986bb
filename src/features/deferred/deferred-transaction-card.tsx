import type { ScheduledTransaction } from '@/api/node-client';
import { transactionSchema } from '@/api/schemas/block';
import { AccountLink } from '@/components/links/account-link';
import { CopyButton } from '@/components/ui/copy-button';
import { KeyValueList } from '@/components/ui/key-value-list';
import { formatRelative, formatUtc, shortHash } from '@/lib/format';
import { ActionData } from './action-data';
import { Countdown } from './countdown';
import { DecodedActions } from './decoded-actions';
import { PackedTransactionView } from './packed-transaction-view';

export interface DeferredTransactionCardProps {
  transaction: ScheduledTransaction;
}

/** One scheduled transaction: who, when it runs (ticking), and its actions. */
export function DeferredTransactionCard({ transaction: t }: DeferredTransactionCardProps) {
  const headingId = `deferred-${t.trx_id}`;
  const decoded =
    typeof t.transaction === 'string' ? null : transactionSchema.safeParse(t.transaction);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 id={headingId} className="mb-3 font-semibold">
        Transaction <span className="font-mono">{shortHash(t.trx_id)}</span>
      </h3>
      <KeyValueList
        items={[
          {
            label: 'Transaction id',
            value: (
              <span className="font-mono text-xs break-all">
                {t.trx_id}
                <CopyButton value={t.trx_id} label="transaction id" />
              </span>
            ),
          },
          {
            label: 'Sender',
            value: t.sender ? (
              <AccountLink name={t.sender} />
            ) : (
              <span className="text-slate-600 dark:text-slate-300">
                none: delayed by its signers, not sent by a contract
              </span>
            ),
          },
          {
            label: 'Sender id',
            hint: 'Chosen by the sender; up to 128 bits.',
            value: <span className="font-mono break-all">{t.sender_id}</span>,
          },
          { label: 'Payer', value: <AccountLink name={t.payer} /> },
          {
            label: 'Executes',
            value: (
              <span>
                <Countdown until={t.delay_until} />
                <span className="block text-xs text-slate-600 dark:text-slate-300">
                  delay until {formatUtc(t.delay_until)}
                </span>
              </span>
            ),
          },
          {
            label: 'Expires',
            value: (
              <span>
                {formatUtc(t.expiration)}
                <span className="block text-xs text-slate-600 dark:text-slate-300">
                  {formatRelative(t.expiration)}
                </span>
              </span>
            ),
          },
          { label: 'Published', value: formatUtc(t.published) },
        ]}
      />
      <h4 className="mt-4 mb-2 text-sm font-semibold">Actions</h4>
      {typeof t.transaction === 'string' ? (
        <PackedTransactionView hex={t.transaction} />
      ) : decoded?.success ? (
        <DecodedActions actions={decoded.data.actions} />
      ) : (
        <ActionData data={t.transaction} />
      )}
    </article>
  );
}
