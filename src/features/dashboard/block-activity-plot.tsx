import { t } from '@lingui/core/macro';
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
      { label: t`Block`, value: (_u, v) => (v == null ? '—' : String(v)) },
      {
        label: t`Transactions`,
        scale: 'n',
        stroke: '#d97706',
        fill: 'rgba(217, 119, 6, 0.35)',
        paths: bars,
        points: { show: false },
        value: (_u, v) => (v == null ? '—' : String(v)),
      },
      {
        label: t`Interval (s)`,
        scale: 's',
        stroke: '#0d9488',
        width: 2,
        points: { show: true, size: 5 },
        value: (_u, v) => (v == null ? '—' : t`${v} s`),
      },
    ],
    axes: [
      { stroke: AXIS, grid: { stroke: GRID }, ticks: { stroke: GRID } },
      {
        scale: 'n',
        stroke: AXIS,
        grid: { stroke: GRID },
        ticks: { stroke: GRID },
        label: t`Transactions`,
      },
      { scale: 's', side: 1, stroke: AXIS, grid: { show: false }, label: t`Seconds` },
    ],
  };
}

/** uPlot chart of transactions (bars) and block interval (line) per block; loaded lazily. */
export function BlockActivityPlot({ series }: BlockActivityPlotProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);

  // Built with its first data (one draw, not an empty one and a redraw), then redrawn once
  // arrivals settle rather than per block.
  useEffect(() => {
    const host = hostRef.current;
    if (!host || (!plotRef.current && series.blockNums.length === 0)) return;
    const timer = setTimeout(
      () => {
        const data = toData(series);
        if (plotRef.current) {
          plotRef.current.setData(data);
          return;
        }
        plotRef.current = new uPlot(options(Math.max(280, host.clientWidth)), data, host);
      },
      plotRef.current ? REDRAW_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [series]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const resize = new ResizeObserver(() => {
      plotRef.current?.setSize({ width: Math.max(280, host.clientWidth), height: HEIGHT });
    });
    resize.observe(host);
    return () => {
      resize.disconnect();
      plotRef.current?.destroy();
      plotRef.current = null;
    };
  }, []);

  // The figure caption summarises the chart for screen readers.
  return <div ref={hostRef} aria-hidden="true" className="w-full" />;
}
