import { useId } from 'react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AccountLink } from '@/components/links/account-link';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { summarizeDiff, type ScheduleChange, type ScheduleChangeKind } from './schedule-diff';
import { SigningKey } from './signing-key';

export interface ScheduleDiffTableProps {
  /** "Active → pending". */
  title: string;
  fromVersion: number;
  toVersion: number;
  changes: ScheduleChange[];
}

// Read on each render: the labels follow the language in use.
const kinds = (): Record<ScheduleChangeKind, { label: string; tone: BadgeTone }> => ({
  added: { label: t`Added`, tone: 'good' },
  removed: { label: t`Removed`, tone: 'bad' },
  'key-changed': { label: t`Key changed`, tone: 'warn' },
  unchanged: { label: t`Unchanged`, tone: 'neutral' },
});

/** What changes between two schedules; unchanged producers are only counted. */
export function ScheduleDiffTable({
  title,
  fromVersion,
  toVersion,
  changes,
}: ScheduleDiffTableProps) {
  const counts = summarizeDiff(changes);
  const shown = changes.filter((c) => c.kind !== 'unchanged');
  // Not derived from the title: a translated title has no a–z letters to tell the steps apart.
  const headingId = useId();
  const KIND = kinds();
  return (
    <section aria-labelledby={headingId} className="mb-6">
      <h3 id={headingId} className="font-semibold">
        {title}{' '}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
          <Trans>
            (version {fromVersion} → {toVersion})
          </Trans>
        </span>
      </h3>
      <p className="mb-2 text-sm">
        <Trans>
          {counts.added} added, {counts.removed} removed, {counts['key-changed']} with a new key,{' '}
          {counts.unchanged} unchanged.
        </Trans>
      </p>
      {shown.length > 0 ? (
        <DataTable
          caption={t`${title}: changes`}
          rows={shown}
          rowKey={(c) => `${c.kind}-${c.producer}`}
          columns={[
            { header: t`Producer`, cell: (c) => <AccountLink name={c.producer} /> },
            {
              header: t`Change`,
              cell: (c) => <Badge tone={KIND[c.kind].tone}>{KIND[c.kind].label}</Badge>,
            },
            {
              header: t`Key before`,
              className: 'min-w-48',
              cell: (c) =>
                c.kind === 'added' ? '—' : <SigningKey value={c.fromKey} owner={c.producer} />,
            },
            {
              header: t`Key after`,
              className: 'min-w-48',
              cell: (c) =>
                c.kind === 'removed' ? '—' : <SigningKey value={c.toKey} owner={c.producer} />,
            },
          ]}
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>Same producers with the same keys.</Trans>
        </p>
      )}
    </section>
  );
}
