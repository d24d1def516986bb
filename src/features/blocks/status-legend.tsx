import { Trans } from '@lingui/react/macro';
import { formatInteger } from '@/lib/format';
import { TransactionStatusBadge } from './transaction-status-badge';
import { statusInfo, type KnownStatus } from './transaction-statuses';

export interface StatusLegendProps {
  /** How many transactions of each status the block holds. */
  counts: Map<string, number>;
}

const ORDER: KnownStatus[] = ['executed', 'soft_fail', 'hard_fail', 'delayed', 'expired'];

/** What each of the five statuses means, with how many of each this block holds. */
export function StatusLegend({ counts }: StatusLegendProps) {
  const unknown = [...counts.keys()].filter((s) => !ORDER.some((o) => o === s));
  return (
    <details className="mb-3 rounded-lg border border-slate-200 text-sm dark:border-slate-700">
      <summary className="cursor-pointer px-4 py-2 font-medium select-none focus-visible:outline-2 focus-visible:outline-teal-600">
        <Trans>What the statuses mean</Trans>
      </summary>
      <dl className="grid gap-x-4 gap-y-2 border-t border-slate-200 px-4 py-3 sm:grid-cols-[8rem_1fr] dark:border-slate-700">
        {[...ORDER, ...unknown].map((status) => (
          <div key={status} className="contents">
            <dt>
              <TransactionStatusBadge status={status} />
            </dt>
            <dd>
              {statusInfo(status).explanation}{' '}
              <span className="text-slate-600 dark:text-slate-300">
                <Trans>({formatInteger(counts.get(status) ?? 0)} in this block)</Trans>
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
