import { Suspense } from 'react';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import type { LatencyPlotProps } from './latency-plot';

// uPlot arrives with this chunk only, once the node view has drawn its rows.
const LatencyPlot = lazyWithRetry(
  () => import('./latency-plot'),
  (m) => m.LatencyPlot,
);

export function LatencySparkline(props: LatencyPlotProps) {
  if (props.times.length < 2) return <span className="inline-block h-6 w-24" />;
  return (
    <PanelBoundary name="latency chart">
      <Suspense fallback={<span className="inline-block h-6 w-24" />}>
        <LatencyPlot {...props} />
      </Suspense>
    </PanelBoundary>
  );
}
