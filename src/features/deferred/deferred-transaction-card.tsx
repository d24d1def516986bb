import type { ReactNode } from 'react';
import type { ScheduledTransaction } from '@/api/node-client';
import { transactionSchema } from '@/api/schemas/block';
import { AccountLink } from '@/components/links/account-link';
import { CopyButton } from '@/components/ui/copy-button';
import { formatUtc } from '@/lib/format';
import { ActionData } from './action-data';
import { Countdown } from './countdown';
import { DecodedActions } from './decoded-actions';
import { PackedTransactionView } from './packed-transaction-view';

export interface DeferredTransactionCardProps {
  transaction: ScheduledTransaction;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

const SUBTLE = 'block text-xs text-slate-600 dark:text-slate-300';

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
      <h3 id={headingId} className="mb-3 text-sm font-semibold">
        <span className="sr-only">Transaction </span>
        <span className="font-mono break-all">{t.trx_id}</span>
        <CopyButton value={t.trx_id} label="transaction id" />
      </h3>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Executes">
          <Countdown until={t.delay_until} />
          <span className={SUBTLE}>delay until {formatUtc(t.delay_until)}</span>
        </Fact>
        <Fact label="Expires">
          <Countdown until={t.expiration} kind="expires" />
          <span className={SUBTLE}>{formatUtc(t.expiration)}</span>
        </Fact>
        <Fact label="Published">{formatUtc(t.published)}</Fact>
        <Fact label="Sender">
          {t.sender ? (
            <AccountLink name={t.sender} />
          ) : (
            <span className="text-slate-600 dark:text-slate-300">none: delayed by its signers</span>
          )}
        </Fact>
        <Fact label="Sender id">
          <span className="font-mono break-all">{t.sender_id}</span>
        </Fact>
        <Fact label="Payer">
          <AccountLink name={t.payer} />
        </Fact>
      </dl>
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
