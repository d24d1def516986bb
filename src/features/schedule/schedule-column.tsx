import type { ProducerSchedule } from '@/api/node-client';
import { AccountLink } from '@/components/links/account-link';
import { SigningKey } from './signing-key';

export interface ScheduleColumnProps {
  title: string;
  /** What this slot means, in a few words. */
  description: string;
  schedule: ProducerSchedule | null;
}

/** One of the active / pending / proposed schedules: version and producers in order. */
export function ScheduleColumn({ title, description, schedule }: ScheduleColumnProps) {
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
          <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-300">
            version {schedule.version}
          </span>
        ) : null}
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-300">{description}</p>
      {schedule ? (
        schedule.producers.length > 0 ? (
          <ol className="mt-3 space-y-2 text-sm">
            {schedule.producers.map((p, i) => (
              <li key={`${p.producer_name}-${i}`} className="flex gap-2">
                <span className="w-6 shrink-0 text-right text-slate-500 tabular-nums dark:text-slate-400">
                  {i + 1}.
                </span>
                <span className="min-w-0">
                  <AccountLink name={p.producer_name} />
                  <span className="block">
                    <SigningKey value={p.block_signing_key} owner={p.producer_name} />
                  </span>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-sm">No producers in this schedule.</p>
        )
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          None — the node reports no {title.toLowerCase()} schedule.
        </p>
      )}
    </section>
  );
}
