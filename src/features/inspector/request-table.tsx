import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { LoggedRequest } from '@/api/request-log';
import { formatBytes } from '@/lib/format';
import { cacheSource, endpointOf } from './request-format';

export interface RequestTableProps {
  /** The logged requests to list, newest first. */
  log: readonly LoggedRequest[];
  /** Which attempt each request is, by id (`attempts` over the whole log). */
  tries: ReadonlyMap<number, number>;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/**
 * The list takes the drawer's height left over, and at least a few rows'. Inline: the drawer is
 * a lazy chunk, and the first load's stylesheet should carry none of it.
 */
const LIST = { flex: '1 1 0', minHeight: '12rem' } as const;

/** A number's cell: one line, right-aligned digits of one width. */
const NUMBER = 'px-1 py-1 text-right whitespace-nowrap tabular-nums';

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
export function RequestTable({ log, tries, selectedId, onSelect }: RequestTableProps) {
  return (
    // It takes the drawer's height left over (at least a few rows); numbers never wrap, only
    // the endpoint and its body do, so no column is squeezed or pushed out of sight.
    <div
      className="mt-3 overflow-auto"
      style={LIST}
      tabIndex={0}
      role="region"
      aria-label={t`Request list`}
    >
      <table className="w-full text-left text-xs">
        <caption className="sr-only">
          <Trans>Requests, newest first</Trans>
        </caption>
        <thead className="sticky top-0 bg-white dark:bg-slate-950">
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th className="px-1 py-1 whitespace-nowrap">
              <Trans>Endpoint</Trans>
            </th>
            <th className="px-1 py-1 whitespace-nowrap">
              <Trans>Status</Trans>
            </th>
            <th className="px-1 py-1 text-right whitespace-nowrap">
              <Trans>Time</Trans>
            </th>
            <th className="px-1 py-1 text-right whitespace-nowrap">
              <Trans>Size</Trans>
            </th>
            <th className="px-1 py-1 whitespace-nowrap">
              <Trans context="where an answer came from">From</Trans>
            </th>
            <th className="px-1 py-1 text-right whitespace-nowrap">
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
              <td className="px-1 py-1 whitespace-nowrap">{statusText(r)}</td>
              <td className={NUMBER}>{r.ms === undefined ? '—' : t`${Math.round(r.ms)} ms`}</td>
              <td className={NUMBER}>{r.size === undefined ? '—' : formatBytes(r.size)}</td>
              <td className="px-1 py-1">{source(r)}</td>
              <td className={NUMBER}>{tries.get(r.id) ?? 1}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
