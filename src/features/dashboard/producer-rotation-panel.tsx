import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryView } from '@/components/errors/query-view';
import { AccountLink } from '@/components/links/account-link';
import { Badge } from '@/components/ui/badge';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { scheduleQueries } from '@/queries/schedule';
import { producerRotation } from './live-window';
import { pollEvery } from '@/queries/poll';

export interface ProducerRotationPanelProps {
  headProducer: string;
  /** How many upcoming producers to list. */
  upcoming?: number;
}

/** The producer of the head block and the ones that follow it in the active schedule. */
export function ProducerRotationPanel({ headProducer, upcoming = 5 }: ProducerRotationPanelProps) {
  const client = useNodeClient();
  // The schedule changes rarely (proposed → pending → active); a slow poll keeps the order right.
  const schedule = useQuery({
    ...scheduleQueries.schedule(client),
    refetchInterval: pollEvery(30_000),
  });
  return (
    <QueryView
      query={schedule}
      what={t`the producer schedule`}
      skeleton={<SkeletonRows rows={3} label={t`Loading the producer schedule…`} />}
    >
      {(s) => {
        const order = s.active?.producers.map((p) => p.producer_name) ?? [];
        const rotation = producerRotation(order, headProducer, upcoming);
        const version = s.active?.version ?? '—';
        return (
          <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>Producing now</Trans>
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-lg font-semibold">
              <AccountLink name={rotation.current} />
              <Badge tone="good">
                <Trans>Head block producer</Trans>
              </Badge>
            </p>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
              {rotation.inSchedule
                ? t`Next, in the order of the active schedule`
                : t`The head producer is not in the active schedule (it may have just changed); the schedule starts with`}
            </p>
            {rotation.next.length ? (
              <ol className="mt-1 space-y-1" aria-label={t`Next producers`}>
                {rotation.next.map((p, i) => (
                  <li key={`${i}-${p}`} className="flex items-baseline gap-2">
                    <span className="w-5 text-right text-xs text-slate-500 tabular-nums dark:text-slate-400">
                      {i + 1}.
                    </span>
                    <AccountLink name={p} />
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-1 text-sm">
                <Trans>The node reports no active schedule.</Trans>
              </p>
            )}
            <p className="mt-4 text-xs text-slate-600 dark:text-slate-300">
              {plural(order.length, {
                one: `Active schedule version ${version} with # producer.`,
                other: `Active schedule version ${version} with # producers.`,
              })}{' '}
              <Link to={paths.schedule()} className="text-teal-700 underline dark:text-teal-300">
                <Trans>Full schedule</Trans>
              </Link>
            </p>
          </div>
        );
      }}
    </QueryView>
  );
}
