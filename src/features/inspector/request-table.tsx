import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { LoggedRequest } from '@/api/request-log';
import { formatBytes } from '@/lib/format';
import { attempts, cacheSource, endpointOf } from './request-format';

export interface RequestTableProps {
  /** The logged requests, newest first. */
  log: readonly LoggedRequest[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

function timingOf(r: LoggedRequest): PerformanceResourceTiming | undefined {
  // Several requests share a URL (every get_block): the entry that started with this one.
  let best: PerformanceResourceTiming | undefined;
  for (const entry of performance.getEntriesByName(r.url, 'resource')) {
    const timing = entry as PerformanceResourceTiming;
    if (
      Math.abs(timing.startTime - r.start) < 50 &&
      (!best || Math.abs(timing.startTime - r.start) < Math.abs(best.startTime - r.start))
    )
      best = timing;
  }
  return best;
}

function source(r: LoggedRequest): string {
  return cacheSource(r.method, timingOf(r));
}

function statusText(r: LoggedRequest): string {
  if (r.status !== undefined) return String(r.status);
  if (r.error !== undefined) return t`no answer`;
  return t({ context: 'a request not answered yet', message: 'waiting' });
}

/** The logged requests, newest first: each one's endpoint (to choose it), status, time, size, source. */
export function RequestTable({ log, selectedId, onSelect }: RequestTableProps) {
  const tries = useMemo(() => attempts([...log].reverse()), [log]);
  return (
    <div
      className="mt-4 overflow-auto"
      style={{ maxHeight: '40vh' }}
      tabIndex={0}
      role="region"
      aria-label={t`Request list`}
    >
      <table className="w-full text-left text-xs">
        <caption className="sr-only">
          <Trans>Requests, newest first</Trans>
        </caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th className="px-1 py-1">
              <Trans>Endpoint</Trans>
            </th>
            <th className="px-1 py-1">
              <Trans>Status</Trans>
            </th>
            <th className="px-1 py-1 text-right">
              <Trans>Time</Trans>
            </th>
            <th className="px-1 py-1 text-right">
              <Trans>Size</Trans>
            </th>
            <th className="px-1 py-1">
              <Trans context="where an answer came from">From</Trans>
            </th>
            <th className="py-1">
              <Trans>Attempt</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {log.map((r) => (
            <tr
              key={r.id}
              data-testid="logged-request"
              className={
                r.id === selectedId
                  ? 'bg-teal-50 dark:bg-teal-900/40'
                  : 'border-b border-slate-200 dark:border-slate-800'
              }
            >
              <td className="px-1 py-1 font-mono break-all">
                <button
                  type="button"
                  aria-pressed={r.id === selectedId}
                  className="text-left text-teal-800 underline dark:text-teal-300"
                  onClick={() => onSelect(r.id)}
                  title={r.url}
                >
                  {r.method} {endpointOf(r.url)}
                </button>
                {r.body !== undefined ? (
                  <span data-body={r.body} className="block text-slate-600 dark:text-slate-300">
                    {r.body.length > 80 ? `${r.body.slice(0, 80)}…` : r.body}
                  </span>
                ) : null}
              </td>
              <td className="px-1 py-1">{statusText(r)}</td>
              <td className="px-1 py-1 text-right tabular-nums">
                {r.ms === undefined ? '—' : t`${Math.round(r.ms)} ms`}
              </td>
              <td className="px-1 py-1 text-right tabular-nums">
                {r.size === undefined ? '—' : formatBytes(r.size)}
              </td>
              <td className="px-1 py-1">{source(r)}</td>
              <td className="py-1 tabular-nums">{tries.get(r.id) ?? 1}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
