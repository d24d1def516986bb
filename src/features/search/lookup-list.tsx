import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { describeHistoryError, isHistoryError } from '@/api/history-error-help';
import { useNodeErrorHelp } from '@/components/errors/use-error-help';
import type { LookupStatus } from './lookup-status';

export interface LookupRow {
  key: string;
  /** Where it was looked for, e.g. "Block on this node". */
  where: string;
  status: LookupStatus;
  /** What to show when found: a link to it. */
  found: ReactNode;
  /** What "not there" means here. */
  absent: string;
  error: unknown;
}

function Failure({ error }: { error: unknown }) {
  const node = useNodeErrorHelp(isHistoryError(error) ? null : error);
  const d = isHistoryError(error) ? describeHistoryError(error) : node;
  return [d.title, d.detail].filter(Boolean).join(': ');
}

// Read on each render: the words follow the language in use.
const statusText = (): Record<LookupStatus, string> => ({
  pending: t`Looking…`,
  found: t`Found`,
  absent: t`Not found`,
  failed: t`Could not check`,
});

/** Every place a search looked, each with its own answer, so one failure hides no other find. */
export function LookupList({ label, rows }: { label: string; rows: LookupRow[] }) {
  return (
    <ul
      aria-label={label}
      aria-busy={rows.some((r) => r.status === 'pending')}
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
    >
      {rows.map((r) => (
        <li key={r.key} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm">
          <span className="w-48 shrink-0 font-medium">{r.where}</span>
          <span
            className={
              r.status === 'failed'
                ? 'text-red-800 dark:text-red-300'
                : 'text-slate-600 dark:text-slate-300'
            }
          >
            {statusText()[r.status]}
          </span>
          <span className="min-w-0 break-words">
            {r.status === 'found' ? r.found : null}
            {r.status === 'absent' ? r.absent : null}
            {r.status === 'failed' ? <Failure error={r.error} /> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A search's results, and while the one find opens at once, a line that says so. */
export function SearchResults({ rows, opening }: { rows: LookupRow[]; opening: boolean }) {
  return (
    <>
      <LookupList label={t`Search results`} rows={rows} />
      {opening ? (
        <p role="status" className="mt-3 text-sm">
          <Trans>Opening it…</Trans>
        </p>
      ) : null}
    </>
  );
}
