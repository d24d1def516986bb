import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { NodeHttpError } from '@/api/node-errors';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { NotATokenPage } from '@/components/errors/not-a-token';
import { QueryView } from '@/components/errors/query-view';
import { JsonView } from '@/components/ui/json-view';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { SkeletonRows } from '@/components/ui/skeleton';
import { TokenStatsView } from '@/features/tokens/token-stats-view';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { readTokenAddress } from '@/api/chain-refs';
import { tokenQueries } from '@/queries/tokens';

// The history code (client or block scan) comes only with the token page, after its stats.
const TokenTransfers = lazyWithRetry(
  () => import('@/features/history/token-transfers'),
  (m) => m.default,
);

const TokenHoldersSummary = lazyWithRetry(
  () => import('@/features/history/token-holders-summary'),
  (m) => m.default,
);

export function Component() {
  const { code = '', symbol = '' } = useParams();
  const address = readTokenAddress(code, symbol);
  if (!address) return <NotATokenPage code={code} symbol={symbol} />;
  return <TokenPage code={address.code} symbol={address.symbol} />;
}

function TokenPage({ code, symbol }: { code: string; symbol: string }) {
  const client = useNodeClient();
  const stats = useQuery(tokenQueries.stats(client, code, symbol));
  const notFound = (
    <NotFoundPanel title={t`Token ${symbol} not found in ${code}`}>
      <Trans>
        The contract <span className="font-mono">{code}</span> has no token {symbol} (no stats row),
        or there is no such contract on this chain.
      </Trans>
    </NotFoundPanel>
  );
  return (
    <>
      <PageHeader
        title={t`${symbol} token`}
        subtitle={
          <span>
            <Trans>
              Issued by the contract{' '}
              <Link
                to={paths.account(code)}
                className="font-mono text-teal-700 underline dark:text-teal-300"
              >
                {code}
              </Link>
            </Trans>
          </span>
        }
      />
      {stats.error instanceof NodeHttpError &&
      stats.error.errorName === 'unknown_table_exception' ? (
        // The contract exists but has no token `stat` table.
        notFound
      ) : (
        <QueryView
          query={stats}
          what={t`token ${symbol} of ${code}`}
          skeleton={<SkeletonRows rows={5} label={t`Loading token ${symbol}…`} />}
          notFound={notFound}
        >
          {(s) =>
            s === null ? (
              notFound
            ) : (
              <>
                <TokenStatsView code={code} stats={s} />
                <Section title={t`Holders`}>
                  <PanelBoundary name={t`holders`}>
                    <Suspense fallback={<SkeletonRows rows={1} label={t`Loading the holders…`} />}>
                      <TokenHoldersSummary code={code} symbol={symbol} />
                    </Suspense>
                  </PanelBoundary>
                </Section>
                <JsonView value={s} label={t`Raw get_currency_stats JSON`} />
                <Section title={t`Recent transfers`}>
                  <PanelBoundary name={t`transfers`}>
                    <Suspense
                      fallback={
                        <SkeletonRows rows={4} label={t`Loading transfers of ${symbol}…`} />
                      }
                    >
                      <TokenTransfers code={code} symbol={symbol} />
                    </Suspense>
                  </PanelBoundary>
                </Section>
              </>
            )
          }
        </QueryView>
      )}
    </>
  );
}
