import { t } from '@lingui/core/macro';
import { Suspense } from 'react';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import type { LatencyPlotProps } from './latency-plot';

// uPlot arrives with this chunk only, once the node view has drawn its rows.
const LatencyPlot = lazyWithRetry(
  () => import('./latency-plot'),
  (m) => m.LatencyPlot,
);

/** The plot's size, kept while it loads so the row does not move. */
const BOX = { width: 96, height: 24 };

export function LatencySparkline(props: LatencyPlotProps) {
  if (props.times.length < 2) return <span className="inline-block" style={BOX} />;
  return (
    <PanelBoundary name={t`latency chart`}>
      <Suspense fallback={<span className="inline-block" style={BOX} />}>
        <LatencyPlot {...props} />
      </Suspense>
    </PanelBoundary>
  );
}
