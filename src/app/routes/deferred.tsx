import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { QueryView } from '@/components/errors/query-view';
import { JsonView } from '@/components/ui/json-view';
import { PageHeader } from '@/components/ui/page-header';
import { DeferredPager } from '@/features/deferred/deferred-pager';
import { DeferredTransactionCard } from '@/features/deferred/deferred-transaction-card';
import { deferredPage, readDeferredView } from '@/features/deferred/deferred-url';
import { FormatSwitch } from '@/features/deferred/format-switch';
import { isUnknownLowerBound } from '@/features/deferred/is-unknown-lower-bound';
import { LowerBoundGone } from '@/features/deferred/lower-bound-gone';
import { readLowerHistory } from '@/lib/lower-bound-history';
import { useNodeClient } from '@/lib/node-store';
import { deferredQueries } from '@/queries/deferred';
import { pollEvery } from '@/queries/poll';

/** Deferred transactions come and go as blocks run them; the page follows. */
const DEFERRED_POLL_MS = 10_000;

export function Component() {
  const client = useNodeClient();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const view = readDeferredView(searchParams);
  const history = view.lower === '' ? [] : readLowerHistory(location.state);

  const query = useQuery({
    ...deferredQueries.list(client, deferredPage(view)),
    refetchInterval: pollEvery(DEFERRED_POLL_MS),
  });

  return (
    <div>
      <PageHeader
        title={t`Deferred transactions`}
        subtitle={t`Transactions scheduled to run later, in the order they become due`}
        actions={<FormatSwitch view={view} history={history} />}
      />
      {query.data === undefined && query.isError && isUnknownLowerBound(query.error) ? (
        <LowerBoundGone view={view} />
      ) : (
        <QueryView query={query} what={t`the deferred transactions`}>
          {(page) => (
            <>
              <DeferredPager
                view={view}
                history={history}
                more={page.more}
                label={t`Deferred pages`}
              />
              {page.transactions.length === 0 ? (
                <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm dark:border-slate-600">
                  {view.lower
                    ? t`No deferred transactions from here on: they may have run since.`
                    : t`No deferred transactions are scheduled.`}
                </p>
              ) : (
                <PanelBoundary name={t`deferred transactions`}>
                  <ol className="space-y-4" aria-label={t`Deferred transactions`}>
                    {page.transactions.map((tx) => (
                      <li key={tx.trx_id}>
                        <DeferredTransactionCard transaction={tx} />
                      </li>
                    ))}
                  </ol>
                </PanelBoundary>
              )}
              <DeferredPager
                view={view}
                history={history}
                more={page.more}
                label={t`Deferred pages, bottom`}
              />
              <JsonView value={page} label={t`Raw JSON (get_scheduled_transactions)`} />
            </>
          )}
        </QueryView>
      )}
    </div>
  );
}
