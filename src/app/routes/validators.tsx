import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { QueryView } from '@/components/errors/query-view';
import { LINK } from '@/components/ui/form-styles';
import { JsonView } from '@/components/ui/json-view';
import { KeyValueList } from '@/components/ui/key-value-list';
import { PageHeader } from '@/components/ui/page-header';
import { useRecentRounds } from '@/features/staking/use-recent-rounds';
import { ValidatorsTable } from '@/features/staking/validators-table';
import { formatInteger } from '@/lib/format';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { formatUnits } from '@/lib/stake-units';
import { producerQueries } from '@/queries/producers';
import { scheduleQueries } from '@/queries/schedule';

export function Component() {
  const client = useNodeClient();
  const { config } = useNodeState();
  const symbol = config.coreSymbol ?? '4,CYBER';
  const producers = useQuery(producerQueries.everyone(client));
  const schedule = useQuery(scheduleQueries.schedule(client));
  const rounds = useRecentRounds();
  const active = schedule.data?.active
    ? new Set(schedule.data.active.producers.map((p) => p.producer_name))
    : null;
  return (
    <div>
      <PageHeader
        title={t`Validators`}
        subtitle={t`cyber.stake’s candidates by the stake voted for them, and how they signed the last rounds`}
      />
      <QueryView query={producers} what={t`the validator candidates`}>
        {(all) => (
          <>
            <KeyValueList
              items={[
                { label: t`Candidates`, value: formatInteger(all.rows.length) },
                {
                  label: t`Total votes`,
                  value: formatUnits(all.total_producer_vote_weight, symbol),
                },
                {
                  label: t`Signing now`,
                  value: active ? formatInteger(active.size) : t`the schedule could not be read`,
                },
              ]}
            />
            <p className="my-3 text-sm text-slate-700 dark:text-slate-200">
              <Trans>
                A vote passes staked {symbol.slice(symbol.indexOf(',') + 1)} to a validator
                (delegatevote); recalling it (recallvote) takes it back. Each validator’s page has
                its fee, its minimum own stake and its grantors. The table of{' '}
                <Link className={LINK} to={paths.producers()}>
                  producers
                </Link>{' '}
                ranks the active schedule first.
              </Trans>
            </p>
            <PanelBoundary name={t`validators table`}>
              <ValidatorsTable rows={all.rows} symbol={symbol} active={active} rounds={rounds} />
            </PanelBoundary>
            <div className="mt-4">
              <JsonView value={all} label={t`Raw JSON (get_producers)`} />
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
