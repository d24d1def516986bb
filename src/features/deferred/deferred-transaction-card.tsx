import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ScheduledTransaction } from '@/api/node-client';
import { transactionSchema } from '@/api/schemas/block';
import { AccountLink } from '@/components/links/account-link';
import { CopyButton } from '@/components/ui/copy-button';
import { TimeText } from '@/components/ui/time-text';
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
export function DeferredTransactionCard({ transaction: tx }: DeferredTransactionCardProps) {
  const headingId = `deferred-${tx.trx_id}`;
  const decoded =
    typeof tx.transaction === 'string' ? null : transactionSchema.safeParse(tx.transaction);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 id={headingId} className="mb-3 text-sm font-semibold">
        <span className="sr-only">{t`Transaction`} </span>
        <span className="font-mono break-all">{tx.trx_id}</span>
        <CopyButton value={tx.trx_id} label={t`transaction id`} />
      </h3>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t`Executes`}>
          <Countdown until={tx.delay_until} />
          <span className={SUBTLE}>
            <Trans>
              delay until <TimeText value={tx.delay_until} />
            </Trans>
          </span>
        </Fact>
        <Fact label={t`Expires`}>
          <Countdown until={tx.expiration} kind="expires" />
          <span className={SUBTLE}>
            <TimeText value={tx.expiration} />
          </span>
        </Fact>
        <Fact label={t`Published`}>
          <TimeText value={tx.published} />
        </Fact>
        <Fact label={t`Sender`}>
          {tx.sender ? (
            <AccountLink name={tx.sender} />
          ) : (
            <span className="text-slate-600 dark:text-slate-300">
              <Trans>none: delayed by its signers</Trans>
            </span>
          )}
        </Fact>
        <Fact label={t`Sender id`}>
          <span className="font-mono break-all">{tx.sender_id}</span>
        </Fact>
        <Fact label={t`Payer`}>
          <AccountLink name={tx.payer} />
        </Fact>
      </dl>
      <h4 className="mt-4 mb-2 text-sm font-semibold">
        <Trans>Actions</Trans>
      </h4>
      {typeof tx.transaction === 'string' ? (
        <PackedTransactionView hex={tx.transaction} />
      ) : decoded?.success ? (
        <DecodedActions actions={decoded.data.actions} />
      ) : (
        <ActionData data={tx.transaction} />
      )}
    </article>
  );
}
