import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ProducerSchedule } from '@/api/node-client';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { QueryView } from '@/components/errors/query-view';
import { JsonView } from '@/components/ui/json-view';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { SkeletonRows } from '@/components/ui/skeleton';
import { RoundPanel } from '@/features/schedule/round-panel';
import { ScheduleColumn } from '@/features/schedule/schedule-column';
import { diffSchedules, type ScheduleChangeKind } from '@/features/schedule/schedule-diff';
import { ScheduleDiffs } from '@/features/schedule/schedule-diffs';
import { useChainInfo } from '@/features/shell/use-chain-info';
import { useNodeClient } from '@/lib/node-store';
import { scheduleQueries } from '@/queries/schedule';

/** Per producer of `to`: how it differs from `from` (nothing when there is no `from`). */
function changeMap(from: ProducerSchedule | null, to: ProducerSchedule | null) {
  if (!from || !to) return undefined;
  return new Map<string, ScheduleChangeKind>(
    diffSchedules(from.producers, to.producers).map((c) => [c.producer, c.kind]),
  );
}

export function Component() {
  const client = useNodeClient();
  const info = useChainInfo();
  const schedule = useQuery(scheduleQueries.schedule(client));

  return (
    <div>
      <PageHeader
        title={t`Producer schedule`}
        subtitle={t`Who produces blocks now, what changes next, and how the current round is going`}
      />
      <Section title={t`Schedules`}>
        <QueryView
          query={schedule}
          what={t`the producer schedule`}
          skeleton={<SchedulesSkeleton />}
        >
          {(data) => (
            <>
              <div className="grid gap-4 md:grid-cols-3">
                <ScheduleColumn
                  title={t`Active`}
                  description={t`Producing blocks now.`}
                  schedule={data.active}
                />
                <ScheduleColumn
                  title={t`Pending`}
                  description={t`Becomes active once the block that set it is irreversible.`}
                  schedule={data.pending}
                  changes={changeMap(data.active, data.pending)}
                />
                <ScheduleColumn
                  title={t`Proposed`}
                  description={t`Chosen by the system contract, not yet in a block.`}
                  schedule={data.proposed}
                  changes={changeMap(data.pending ?? data.active, data.proposed)}
                />
              </div>
              <JsonView value={data} label={t`Raw JSON (get_producer_schedule)`} />
            </>
          )}
        </QueryView>
      </Section>
      <Section title={t`Changes between schedules`}>
        {schedule.data ? (
          <PanelBoundary name={t`schedule changes`}>
            <ScheduleDiffs data={schedule.data} />
          </PanelBoundary>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>Shown once the schedules are loaded.</Trans>
          </p>
        )}
      </Section>
      <Section title={t`Current round`}>
        <PanelBoundary name={t`round timeline`}>
          <RoundPanel headBlockNum={info.data?.head_block_num} />
        </PanelBoundary>
      </Section>
    </div>
  );
}

/**
 * The three schedules' places while they load, each as long as a full schedule (21 producers on
 * CyberWay and EOSIO): the loaded columns are taller than a screen, so the sections below start
 * out of sight and stay there, where a short placeholder let them show and then be pushed away.
 */
function SchedulesSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {[
        t`Loading the active schedule…`,
        t`Loading the pending schedule…`,
        t`Loading the proposed schedule…`,
      ].map((label) => (
        <div key={label} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <SkeletonRows rows={21} label={label} />
        </div>
      ))}
    </div>
  );
}
