import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { QueryView } from '@/components/errors/query-view';
import { JsonView } from '@/components/ui/json-view';
import { KeyValueList } from '@/components/ui/key-value-list';
import { PageHeader } from '@/components/ui/page-header';
import { readProducersPage } from '@/features/producers/paging-state';
import { ProducerPager } from '@/features/producers/producer-pager';
import { ProducerTable } from '@/features/producers/producer-table';
import { formatVotes } from '@/features/producers/vote-share';
import { readLowerHistory } from '@/lib/lower-bound-history';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { producerQueries } from '@/queries/producers';
import { scheduleQueries } from '@/queries/schedule';

export function Component() {
  const client = useNodeClient();
  const { config } = useNodeState();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const shown = readProducersPage(searchParams);
  const lower = shown.lowerBound ?? '';
  const limit = shown.limit;
  const history = lower === '' ? [] : readLowerHistory(location.state);
  const coreSymbol = config.coreSymbol ?? '4,CYBER';

  const producers = useQuery(producerQueries.list(client, shown));
  // Only for "in the active schedule" and the keys; the table still shows without it.
  const schedule = useQuery(scheduleQueries.schedule(client));
  const activeSchedule = schedule.data?.active
    ? new Map(schedule.data.active.producers.map((p) => [p.producer_name, p.block_signing_key]))
    : null;

  return (
    <div>
      <PageHeader
        title="Producers"
        subtitle={
          lower ? (
            <>
              Candidates from <span className="font-mono">{lower}</span> on, in account-name order
            </>
          ) : (
            'Every producer candidate, in account-name order, with its votes and keys'
          )
        }
      />
      <QueryView query={producers} what="the producers">
        {(page) => (
          <>
            <KeyValueList
              items={[
                {
                  label: 'Total vote weight',
                  value: (
                    <span className="font-mono" title={page.total_producer_vote_weight}>
                      {formatVotes(page.total_producer_vote_weight)}
                    </span>
                  ),
                },
                {
                  label: 'Active schedule',
                  value: activeSchedule
                    ? `version ${schedule.data?.active?.version ?? '?'}, ${activeSchedule.size} producers`
                    : schedule.isError
                      ? 'could not be read; "Active" comes from the producer rows'
                      : 'loading…',
                },
              ]}
            />
            <ProducerPager lower={lower} limit={limit} history={history} more={page.more} />
            <PanelBoundary name="producers table">
              <ProducerTable
                rows={page.rows}
                totalVoteWeight={page.total_producer_vote_weight}
                activeSchedule={activeSchedule}
                coreSymbol={coreSymbol}
              />
            </PanelBoundary>
            <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">
              Shares are exact (computed on the 64-bit vote figures). Agent keys come from
              get_agent_public_key, which does not check that the account is an agent: for one that
              is not, nodes answer with the next agent&apos;s key, so a key belonging to another
              producer is flagged instead of shown.
            </p>
            <ProducerPager
              lower={lower}
              limit={limit}
              history={history}
              more={page.more}
              label="Producer pages, bottom"
              showLimit={false}
            />
            <JsonView value={page} label="Raw JSON (get_producers)" />
          </>
        )}
      </QueryView>
    </div>
  );
}
