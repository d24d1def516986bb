import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Suspense, useRef } from 'react';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { formatInteger } from '@/lib/format';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import { useAfterIdle } from '@/lib/use-after-idle';
import { useNearViewport } from '@/lib/use-near-viewport';
import { mean, type BlockSeries } from './live-window';

// uPlot and its CSS arrive only with this chunk, after the dashboard's first paint and only once
// the chart is about to be seen (on a phone it is below the fold).
// If the chunk fails, the chart panel's "Try again" downloads it anew.
const BlockActivityPlot = lazyWithRetry(
  () => import('./block-activity-plot'),
  (m) => m.BlockActivityPlot,
);

export interface BlockActivityChartProps {
  series: BlockSeries;
  /** Every block of the window failed to load: there is nothing to wait for. */
  unavailable?: boolean;
}

/** Block interval and transactions per block over the recent blocks, with a text summary. */
export function BlockActivityChart({ series, unavailable = false }: BlockActivityChartProps) {
  const plotArea = useRef<HTMLDivElement>(null);
  const idle = useAfterIdle();
  // Where the chart sits is known once blocks arrive (the chain summary above has rendered by
  // then); before that a short skeleton could put it in view on a phone for a moment.
  const near = useNearViewport(plotArea, '0px', series.blockNums.length > 0);
  const first = series.blockNums[0];
  const last = series.blockNums[series.blockNums.length - 1];
  const avgInterval = mean(series.intervals);
  const avgTx = mean(series.transactions);
  const maxTx = series.transactions.length ? Math.max(...series.transactions) : null;
  // No block to draw and none coming: say so rather than show a skeleton for ever.
  const nothingToDraw = unavailable && first === undefined;
  const intervalText = avgInterval === null ? '—' : t`${avgInterval.toFixed(1)} s`;
  const txText = avgTx === null ? '—' : avgTx.toFixed(1);
  const maxNote = maxTx !== null ? t` (at most ${formatInteger(maxTx)})` : '';
  return (
    <figure className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <figcaption className="mb-2 text-sm text-slate-700 dark:text-slate-200">
        {first !== undefined && last !== undefined ? (
          <Trans>
            Blocks {formatInteger(first)}–{formatInteger(last)}: average interval{' '}
            <strong>{intervalText}</strong>, average <strong>{txText}</strong> transactions per
            block{maxNote}.
          </Trans>
        ) : nothingToDraw ? (
          t`No recent block could be read from the node, so there is nothing to chart; the latest blocks below say why.`
        ) : (
          t`Waiting for blocks…`
        )}
      </figcaption>
      <div ref={plotArea} className={nothingToDraw ? undefined : 'min-h-[250px]'}>
        <PanelBoundary name={t`chart`}>
          {nothingToDraw ? null : idle && near ? (
            <Suspense fallback={<Skeleton className="block h-[220px] w-full" />}>
              <BlockActivityPlot series={series} />
            </Suspense>
          ) : (
            <Skeleton className="block h-[220px] w-full" />
          )}
        </PanelBoundary>
      </div>
    </figure>
  );
}
