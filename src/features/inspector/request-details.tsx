import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { TOTAL_LIMIT, type LoggedRequest } from '@/api/request-log';
import { replayRequest, type Replayed } from '@/api/request-replay';
import { formatBytes } from '@/lib/format';
import { AnswerView } from './answer-view';
import { asCurl, asFetch, endpointOf } from './request-format';
import { BUTTON } from './styles';

export interface RequestDetailsProps {
  request: LoggedRequest;
}

/**
 * One request in full: its URL and body, copied as curl or fetch, its answer (or why none came),
 * and sent again on request.
 */
export function RequestDetails({ request }: RequestDetailsProps) {
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
