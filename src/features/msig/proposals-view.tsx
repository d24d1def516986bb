import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { QueryView } from '@/components/errors/query-view';
import { matchesProposalFilter } from '@/lib/msig-history';
import { MsigScanNote } from './msig-scan-note';
import { ProposalFilters, type ProposalFilter } from './proposal-filters';
import { ProposalList } from './proposal-list';
import { useMsigHistory } from './use-msig-history';

/** /msig: every proposal the history tells of, newest first, filtered as the address says. */
export function ProposalsView() {
  const [params, setParams] = useSearchParams();
  const filter: ProposalFilter = {
    proposer: params.get('proposer') ?? '',
    approver: params.get('approver') ?? '',
  };
  const { source, actions, proposals } = useMsigHistory();
  const setFilter = (next: ProposalFilter) => {
    const p = new URLSearchParams(params);
    for (const key of ['proposer', 'approver'] as const) {
      if (next[key]) p.set(key, next[key]);
      else p.delete(key);
    }
    setParams(p, { replace: true });
  };
  const shown = proposals?.filter((p) => matchesProposalFilter(p, filter)) ?? [];
  return (
    <div>
      <ProposalFilters
        key={`${filter.proposer}/${filter.approver}`}
        value={filter}
        onChange={setFilter}
      />
      {source.data?.scan ? <MsigScanNote scan={source.data.scan} /> : null}
      <QueryView query={source} what={t`the history source`}>
        {() => (
          <QueryView query={actions} what={t`cyber.msig’s actions`}>
            {(data) => (
              <>
                <ProposalList proposals={shown} />
                {data.complete ? null : (
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                    <Trans>Only the most recent actions of cyber.msig were read.</Trans>
                  </p>
                )}
              </>
            )}
          </QueryView>
        )}
      </QueryView>
    </div>
  );
}
