import { useQuery } from '@tanstack/react-query';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { QueryView } from '@/components/errors/query-view';
import { JsonView } from '@/components/ui/json-view';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { RoundPanel } from '@/features/schedule/round-panel';
import { ScheduleColumn } from '@/features/schedule/schedule-column';
import { ScheduleDiffs } from '@/features/schedule/schedule-diffs';
import { useChainInfo } from '@/features/shell/use-chain-info';
import { useNodeClient } from '@/lib/node-store';
import { scheduleQueries } from '@/queries/schedule';

export function Component() {
  const client = useNodeClient();
  const info = useChainInfo();
  const schedule = useQuery(scheduleQueries.schedule(client));

  return (
    <div>
      <PageHeader
        title="Producer schedule"
        subtitle="Who produces blocks now, what changes next, and how the current round is going"
      />
      <Section title="Schedules">
        <QueryView query={schedule} what="the producer schedule">
          {(data) => (
            <>
              <div className="grid gap-4 md:grid-cols-3">
                <ScheduleColumn
                  title="Active"
                  description="Producing blocks now."
                  schedule={data.active}
                />
                <ScheduleColumn
                  title="Pending"
                  description="Becomes active once the block that set it is irreversible."
                  schedule={data.pending}
                />
                <ScheduleColumn
                  title="Proposed"
                  description="Chosen by the system contract, not yet in a block."
                  schedule={data.proposed}
                />
              </div>
              <JsonView value={data} label="Raw JSON (get_producer_schedule)" />
            </>
          )}
        </QueryView>
      </Section>
      <Section title="Changes between schedules">
        {schedule.data ? (
          <PanelBoundary name="schedule changes">
            <ScheduleDiffs data={schedule.data} />
          </PanelBoundary>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Shown once the schedules are loaded.
          </p>
        )}
      </Section>
      <Section title="Current round">
        <PanelBoundary name="round timeline">
          <RoundPanel headBlockNum={info.data?.head_block_num} />
        </PanelBoundary>
      </Section>
    </div>
  );
}
