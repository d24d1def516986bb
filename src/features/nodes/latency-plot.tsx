import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface LatencyPlotProps {
  /** Seconds since the epoch and round-trip times (ms), oldest first. */
  times: number[];
  latencies: number[];
}

const WIDTH = 96;
const HEIGHT = 24;

function options(): uPlot.Options {
  return {
    width: WIDTH,
    height: HEIGHT,
    pxAlign: false,
    cursor: { show: false },
    legend: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(10, max * 1.1)] } },
    axes: [{ show: false }, { show: false }],
    series: [{}, { stroke: '#0d9488', width: 1.5, points: { show: false } }],
  };
}

/** The last minute's latencies as a tiny line (uPlot, loaded with this chunk only). */
export function LatencyPlot({ times, latencies }: LatencyPlotProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const data: uPlot.AlignedData = [times, latencies];
    if (plotRef.current) plotRef.current.setData(data);
    else plotRef.current = new uPlot(options(), data, host);
  }, [times, latencies]);

  useEffect(
    () => () => {
      plotRef.current?.destroy();
      plotRef.current = null;
    },
    [],
  );

  // The p50/p95 cells beside it say the same in text.
  return <div ref={hostRef} aria-hidden="true" style={{ width: WIDTH, height: HEIGHT }} />;
}
