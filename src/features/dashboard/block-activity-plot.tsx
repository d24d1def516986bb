import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { BlockSeries } from './live-window';

export interface BlockActivityPlotProps {
  series: BlockSeries;
}

const HEIGHT = 220;
/** How long the series must stay unchanged before the canvas is redrawn. */
const REDRAW_DELAY_MS = 250;
const AXIS = '#64748b';
const GRID = 'rgba(100, 116, 139, 0.25)';

/** Plot order: x (block numbers), transactions, interval. */
function toData(series: BlockSeries): uPlot.AlignedData {
  return [series.blockNums, series.transactions, series.intervals];
}

function options(width: number): uPlot.Options {
  const bars = uPlot.paths.bars?.({ size: [0.6, 24] });
  return {
    width,
    height: HEIGHT,
    cursor: { drag: { x: false, y: false } },
    legend: { show: true, live: true },
    scales: { x: { time: false }, s: { range: (_u, _min, max) => [0, Math.max(4, max * 1.2)] } },
    series: [
      { label: 'Block', value: (_u, v) => (v == null ? '—' : String(v)) },
      {
        label: 'Transactions',
        scale: 'n',
        stroke: '#d97706',
        fill: 'rgba(217, 119, 6, 0.35)',
        paths: bars,
        points: { show: false },
        value: (_u, v) => (v == null ? '—' : String(v)),
      },
      {
        label: 'Interval (s)',
        scale: 's',
        stroke: '#0d9488',
        width: 2,
        points: { show: true, size: 5 },
        value: (_u, v) => (v == null ? '—' : `${v} s`),
      },
    ],
    axes: [
      { stroke: AXIS, grid: { stroke: GRID }, ticks: { stroke: GRID } },
      {
        scale: 'n',
        stroke: AXIS,
        grid: { stroke: GRID },
        ticks: { stroke: GRID },
        label: 'Transactions',
      },
      { scale: 's', side: 1, stroke: AXIS, grid: { show: false }, label: 'Seconds' },
    ],
  };
}

/** uPlot chart of transactions (bars) and block interval (line) per block; loaded lazily. */
export function BlockActivityPlot({ series }: BlockActivityPlotProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const plot = new uPlot(options(Math.max(280, host.clientWidth)), [[], [], []], host);
    plotRef.current = plot;
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(280, host.clientWidth), height: HEIGHT });
    });
    resize.observe(host);
    return () => {
      resize.disconnect();
      plot.destroy();
      plotRef.current = null;
    };
  }, []);

  // Blocks arrive one by one (twenty on a cold load): redraw once they settle, not per block.
  useEffect(() => {
    const timer = setTimeout(() => plotRef.current?.setData(toData(series)), REDRAW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [series]);

  // The figure caption summarises the chart for screen readers.
  return <div ref={hostRef} aria-hidden="true" className="w-full" />;
}
