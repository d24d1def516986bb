import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { ProducerRow } from '@/api/node-client';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { QueryView } from '@/components/errors/query-view';
import { LINK } from '@/components/ui/form-styles';
import { JsonView } from '@/components/ui/json-view';
import { KeyValueList } from '@/components/ui/key-value-list';
import { PageHeader } from '@/components/ui/page-header';
import {
  orderProducers,
  rankProducers,
  readProducersView,
  type ProducersView,
} from '@/features/producers/producer-order';
import { ProducerPager } from '@/features/producers/producer-pager';
import { ProducerTable } from '@/features/producers/producer-table';
import { formatVotes } from '@/features/producers/vote-share';
import { formatInteger } from '@/lib/format';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { agentQueries } from '@/queries/agents';
import { producerQueries } from '@/queries/producers';
import { scheduleQueries } from '@/queries/schedule';

// Read on each render: the words follow the language in use.
const orderText = (): Record<ProducersView['sort'], Record<ProducersView['dir'], string>> => ({
  rank: { asc: t`by rank`, desc: t`by rank, last first` },
  name: { asc: t`by name, a to z`, desc: t`by name, z to a` },
  votes: { asc: t`by votes, fewest first`, desc: t`by votes, most first` },
});

export function Component() {
  const client = useNodeClient();
  const { config } = useNodeState();
  const [searchParams] = useSearchParams();
  const view = readProducersView(searchParams);
  const coreSymbol = config.coreSymbol ?? '4,CYBER';

  const producers = useQuery(producerQueries.everyone(client));
  const agents = useQuery(agentQueries.keys(client, coreSymbol));
  // A read that found no agent at all: a chain without cyber.stake's agents (EOSIO).
  const noAgents = agents.data?.keys.size === 0 && agents.data.readUpTo === null;
  // For "in the active schedule", the rank and the keys; without it the rows say who is active.
  const schedule = useQuery(scheduleQueries.schedule(client));
  const activeSchedule = schedule.data?.active
    ? new Map(schedule.data.active.producers.map((p) => [p.producer_name, p.block_signing_key]))
    : null;
  const version = schedule.data?.active?.version ?? '?';
  const isActive = (row: ProducerRow) =>
    activeSchedule ? activeSchedule.has(row.owner) : row.is_active;

  return (
    <div>
      <PageHeader
        title={t`Producers`}
        subtitle={t`Every producer candidate, ranked as explorers rank them: the active schedule first, then by total votes`}
      />
      <QueryView query={producers} what={t`the producers`}>
        {(all) => {
          const ordered = orderProducers(rankProducers(all.rows, isActive), view);
          const pageCount = Math.max(1, Math.ceil(ordered.length / view.limit));
          const page = Math.min(view.page, pageCount);
          const rows = ordered.slice((page - 1) * view.limit, page * view.limit);
          return (
            <>
              <KeyValueList
                items={[
                  {
                    label: t`Candidates`,
                    value: all.more
                      ? t`the first ${formatInteger(all.rows.length)} (the node has more)`
                      : formatInteger(all.rows.length),
                  },
                  {
                    label: t`Total vote weight`,
                    value: (
                      <span className="tabular-nums" title={all.total_producer_vote_weight}>
                        {formatVotes(all.total_producer_vote_weight, coreSymbol)}
                      </span>
                    ),
                  },
                  {
                    label: t`Active schedule`,
                    value: activeSchedule
                      ? plural(activeSchedule.size, {
                          one: `version ${version}, # producer`,
                          other: `version ${version}, # producers`,
                        })
                      : schedule.isError
                        ? t`could not be read; “Active” comes from the producer rows`
                        : t`loading…`,
                  },
                ]}
              />
              <p className="sr-only" role="status">
                <Trans>
                  Sorted {orderText()[view.sort][view.dir]}, page {page} of {pageCount}.
                </Trans>
              </p>
              <ScheduleNote activeCount={activeSchedule?.size} />
              <ProducerPager view={{ ...view, page }} pageCount={pageCount} />
              <PanelBoundary name={t`producers table`}>
                <ProducerTable
                  rows={rows}
                  view={{ ...view, page }}
                  totalVoteWeight={all.total_producer_vote_weight}
                  activeSchedule={activeSchedule}
                  coreSymbol={coreSymbol}
                  agents={noAgents ? null : agents.data}
                  agentsError={agents.error}
                  hasWebsites={all.rows.some((r) => r.url !== '')}
                />
              </PanelBoundary>
              <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">
                <Trans>
                  On CyberWay a candidate’s votes are the tokens staked for it (get_producers gives
                  them in the token’s smallest units). Shares are exact (computed on the 64-bit vote
                  figures). Agent keys are read from cyber.stake’s table of agents.
                </Trans>
              </p>
              <p className="mt-2 text-sm">
                <Link className={LINK} to={paths.validators()}>
                  <Trans>Validators: fees, grantors and the blocks of the last rounds</Trans>
                </Link>
              </p>
              <ProducerPager
                view={{ ...view, page }}
                pageCount={pageCount}
                label={t`Producer pages, bottom`}
                showLimit={false}
              />
              <JsonView value={all} label={t`Raw JSON (get_producers)`} />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}

/** Why a standby candidate with many votes is listed below an active producer with few. */
function ScheduleNote({ activeCount }: { activeCount: number | undefined }) {
  return (
    <p className="mt-4 text-sm text-slate-700 dark:text-slate-200">
      {activeCount === undefined ? (
        <Trans>
          The producers of the active schedule come first: they take turns signing blocks.
        </Trans>
      ) : (
        plural(activeCount, {
          one: 'The # producer of the active schedule comes first: it signs the blocks.',
          other:
            'The # producers of the active schedule come first: they take turns signing blocks.',
        })
      )}{' '}
      <Trans>
        Standby candidates follow. The schedule changes only when the chain elects a new one, so a
        standby candidate can have more votes than a producer in the schedule now.
      </Trans>
    </p>
  );
}
