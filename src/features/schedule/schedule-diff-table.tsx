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

const KIND: Record<ScheduleChangeKind, { label: string; tone: BadgeTone }> = {
  added: { label: 'Added', tone: 'good' },
  removed: { label: 'Removed', tone: 'bad' },
  'key-changed': { label: 'Key changed', tone: 'warn' },
  unchanged: { label: 'Unchanged', tone: 'neutral' },
};

/** What changes between two schedules; unchanged producers are only counted. */
export function ScheduleDiffTable({
  title,
  fromVersion,
  toVersion,
  changes,
}: ScheduleDiffTableProps) {
  const counts = summarizeDiff(changes);
  const shown = changes.filter((c) => c.kind !== 'unchanged');
  const headingId = `diff-${fromVersion}-${toVersion}-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="mb-6">
      <h3 id={headingId} className="font-semibold">
        {title}{' '}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
          (version {fromVersion} → {toVersion})
        </span>
      </h3>
      <p className="mb-2 text-sm">
        {counts.added} added, {counts.removed} removed, {counts['key-changed']} with a new key,{' '}
        {counts.unchanged} unchanged.
      </p>
      {shown.length > 0 ? (
        <DataTable
          caption={`${title}: changes`}
          rows={shown}
          rowKey={(c) => `${c.kind}-${c.producer}`}
          columns={[
            { header: 'Producer', cell: (c) => <AccountLink name={c.producer} /> },
            {
              header: 'Change',
              cell: (c) => <Badge tone={KIND[c.kind].tone}>{KIND[c.kind].label}</Badge>,
            },
            {
              header: 'Key before',
              className: 'min-w-48',
              cell: (c) =>
                c.kind === 'added' ? '—' : <SigningKey value={c.fromKey} owner={c.producer} />,
            },
            {
              header: 'Key after',
              className: 'min-w-48',
              cell: (c) =>
                c.kind === 'removed' ? '—' : <SigningKey value={c.toKey} owner={c.producer} />,
            },
          ]}
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Same producers with the same keys.
        </p>
      )}
    </section>
  );
}
