import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ProducerSchedule } from '@/api/node-client';
import { AccountLink } from '@/components/links/account-link';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';
import { shortHash } from '@/lib/format';
import type { ScheduleChangeKind } from './schedule-diff';

export interface ScheduleColumnProps {
  title: string;
  /** What this slot means, in a few words. */
  description: string;
  schedule: ProducerSchedule | null;
  /** How each producer differs from the schedule before this one (marks added / new key). */
  changes?: ReadonlyMap<string, ScheduleChangeKind>;
}

/** One of the active / pending / proposed schedules: version and producers in order. */
export function ScheduleColumn({ title, description, schedule, changes }: ScheduleColumnProps) {
  const headingId = `schedule-${title.toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 id={headingId} className="font-semibold">
        {title}
        {schedule ? ' ' : null}
        {schedule ? (
          <span className="ml-1 text-sm font-normal text-slate-600 dark:text-slate-300">
            <Trans>version {schedule.version}</Trans>
          </span>
        ) : null}
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-300">{description}</p>
      {schedule ? (
        schedule.producers.length > 0 ? (
          <ol className="mt-3 space-y-1 text-sm">
            {schedule.producers.map((p, i) => {
              const change = changes?.get(p.producer_name);
              const key = p.block_signing_key;
              return (
                <li key={`${p.producer_name}-${i}`} className="flex flex-wrap items-center gap-x-2">
                  <span className="w-6 shrink-0 text-right text-slate-500 tabular-nums dark:text-slate-400">
                    {i + 1}.
                  </span>
                  <AccountLink name={p.producer_name} />
                  {key ? (
                    <span
                      className="font-mono text-xs text-slate-600 dark:text-slate-300"
                      title={key}
                    >
                      {shortHash(key, 8, 6)}
                      <CopyButton value={key} label={t`signing key of ${p.producer_name}`} />
                    </span>
                  ) : (
                    <span className="text-xs text-slate-500 dark:text-slate-400">
                      <Trans>no key</Trans>
                    </span>
                  )}
                  {change === 'added' ? (
                    <Badge tone="good">
                      <Trans>Added</Trans>
                    </Badge>
                  ) : null}
                  {change === 'key-changed' ? (
                    <Badge tone="warn">
                      <Trans>New key</Trans>
                    </Badge>
                  ) : null}
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="mt-3 text-sm">
            <Trans>No producers in this schedule.</Trans>
          </p>
        )
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          <Trans>None: the node reports no {title.toLowerCase()} schedule.</Trans>
        </p>
      )}
    </section>
  );
}
