import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { parseJson } from '@/api/lossless-json';
import {
  ANSWER_LIMIT,
  TOTAL_LIMIT,
  requestLog,
  requestLogVersion,
  subscribeRequests,
  type LoggedRequest,
} from '@/api/request-log';
import { replayRequest, type Replayed } from '@/api/request-replay';
import { JsonView } from '@/components/ui/json-view';
import { formatBytes, formatInteger } from '@/lib/format';
import { asCurl, asFetch, attempts, cacheSource } from './request-format';

export interface RequestInspectorProps {
  onClose: () => void;
}

const DRAWER = {
  inset: '0 0 0 auto',
  margin: 0,
  maxHeight: 'none',
} as const;

const BUTTON =
  'rounded-md border border-slate-300 px-2 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';

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

function endpointOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

function statusText(r: LoggedRequest): string {
  if (r.status !== undefined) return String(r.status);
  if (r.error !== undefined) return t`no answer`;
  return t({ context: 'a request not answered yet', message: 'waiting' });
}

/**
 * The drawer of the last requests the app made (node and history), newest first; each one's
 * answer, as curl and as fetch, and sent again. A modal dialog: the page behind is inert, Esc
 * closes it and focus goes back to where it was.
 */
export function RequestInspector({ onClose }: RequestInspectorProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const version = useSyncExternalStore(subscribeRequests, requestLogVersion);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the log changes in place; version says when
  const log = useMemo(() => [...requestLog()].reverse(), [version]);
  const tries = useMemo(() => attempts([...log].reverse()), [log]);
  const selected = log.find((r) => r.id === selectedId);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="request-inspector-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A drawer on the right; inline so the first load's stylesheet carries none of it.
      style={DRAWER}
      className="h-full w-full max-w-3xl overflow-auto border border-slate-300 bg-white p-4 text-slate-900 backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="request-inspector-title" className="text-lg font-semibold">
            <Trans>Requests</Trans>
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>
              The last {formatInteger(log.length)} of at most 200 requests the app made in this tab
              to the node and the history service, newest first. Answers longer than{' '}
              {formatBytes(ANSWER_LIMIT)} are cut, and past {formatBytes(TOTAL_LIMIT)} in all the
              oldest answers are dropped (their details stay).
            </Trans>
          </p>
        </div>
        <button type="button" className={BUTTON} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      {log.length === 0 ? (
        <p className="mt-4">
          <Trans>No request yet.</Trans>
        </p>
      ) : (
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
                      onClick={() => setSelectedId(r.id)}
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
      )}
      {selected ? <RequestDetails key={selected.id} request={selected} /> : null}
      <QueriesOnScreen />
    </dialog>
  );
}

function AnswerView({ text, size, label }: { text: string; size: number; label: string }) {
  const parsed = useMemo(() => (text.length < size ? null : parseJson(text)), [text, size]);
  if (parsed?.ok) return <JsonView value={parsed.value} label={label} open />;
  return (
    <div className="mt-4">
      <p className="text-sm">
        {text.length < size
          ? t`${label}: the first ${formatBytes(text.length)} of ${formatBytes(size)} (cut to keep the list small).`
          : t`${label}: not JSON.`}
      </p>
      <pre className="max-h-64 overflow-auto font-mono text-xs break-all whitespace-pre-wrap">
        {text}
      </pre>
    </div>
  );
}

function RequestDetails({ request }: { request: LoggedRequest }) {
  const [shown, setShown] = useState<'curl' | 'fetch' | null>(null);
  const [copied, setCopied] = useState('');
  const [sending, setSending] = useState(false);
  // The answer of the request sent again, or why none came.
  const [resent, setResent] = useState<Replayed | string | null>(null);
  const command = shown === 'curl' ? asCurl(request) : shown === 'fetch' ? asFetch(request) : '';

  const copy = (as: 'curl' | 'fetch') => {
    setShown(as);
    const text = as === 'curl' ? asCurl(request) : asFetch(request);
    navigator.clipboard.writeText(text).then(
      () => setCopied(t`Copied as ${as}.`),
      (e: unknown) =>
        setCopied(
          t`Could not copy (${e instanceof Error ? e.message : String(e)}); select the text below.`,
        ),
    );
  };

  const resend = () => {
    setSending(true);
    replayRequest(request)
      .then(setResent, (e: unknown) =>
        setResent(t`No answer: ${e instanceof Error ? e.message : String(e)}`),
      )
      .finally(() => setSending(false));
  };

  return (
    <section
      aria-labelledby="request-details-title"
      className="mt-4 border-t border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 id="request-details-title" className="font-semibold">
        {request.method} {endpointOf(request.url)}
      </h3>
      <p className="font-mono text-xs break-all">{request.url}</p>
      {request.body !== undefined ? (
        <pre className="mt-2 max-h-64 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs break-all whitespace-pre-wrap dark:bg-slate-800">
          {request.body}
        </pre>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" className={BUTTON} onClick={() => copy('curl')}>
          <Trans>Copy as curl</Trans>
        </button>
        <button type="button" className={BUTTON} onClick={() => copy('fetch')}>
          <Trans>Copy as fetch</Trans>
        </button>
        <button type="button" className={BUTTON} onClick={resend} disabled={sending}>
          <Trans>Send again</Trans>
        </button>
        <span role="status" className="text-sm">
          {copied}
        </span>
      </div>
      {shown ? (
        <pre
          data-testid={`as-${shown}`}
          tabIndex={0}
          aria-label={t`The request as ${shown}`}
          className="mt-2 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs break-all whitespace-pre-wrap dark:bg-slate-800"
        >
          {command}
        </pre>
      ) : null}
      {request.error !== undefined ? (
        <p className="mt-3 text-sm text-red-800 dark:text-red-300">
          <Trans>No answer: {request.error}</Trans>
        </p>
      ) : null}
      {request.text !== undefined && request.size !== undefined ? (
        <AnswerView
          text={request.text}
          size={request.size}
          label={t`Answer (${request.status ?? '—'})`}
        />
      ) : request.size !== undefined ? (
        <p className="mt-3 text-sm">
          <Trans>
            The answer ({formatBytes(request.size)}) was dropped to keep the list under{' '}
            {formatBytes(TOTAL_LIMIT)}; send it again to see it.
          </Trans>
        </p>
      ) : null}
      <div aria-live="polite">
        {sending ? (
          <p className="mt-3 text-sm">
            <Trans>Sending…</Trans>
          </p>
        ) : typeof resent === 'string' ? (
          <p className="mt-3 text-sm text-red-800 dark:text-red-300">{resent}</p>
        ) : resent ? (
          <AnswerView
            text={resent.text}
            size={resent.text.length}
            label={t`Answer sent again (${resent.status}, ${Math.round(resent.ms)} ms)`}
          />
        ) : null}
      </div>
    </section>
  );
}

/**
 * React Query's side: the answers the page shows now and when each was fetched. One fetched before the
 * page opened was shown from memory, with no request of its own in the list above.
 */
function QueriesOnScreen() {
  const queryClient = useQueryClient();
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.getObserversCount() > 0 && q.state.dataUpdatedAt > 0);
  return (
    <details className="mt-4 rounded-lg border border-slate-200 dark:border-slate-700">
      <summary className="cursor-pointer px-4 py-2 text-sm font-medium">
        <Trans>Answers on screen from React Query’s memory ({formatInteger(queries.length)})</Trans>
      </summary>
      <ul className="px-4 py-2 font-mono text-xs break-all">
        {queries.map((q) => (
          <li key={q.queryHash}>
            {/* The first key part is the node's URL, the same for all. */}
            {JSON.stringify(q.queryKey.slice(1))}:{' '}
            <Trans>
              fetched at {new Date(q.state.dataUpdatedAt).toISOString().slice(11, 19)} UTC
            </Trans>
            {q.state.fetchStatus === 'fetching' ? t`, asking again now` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}
