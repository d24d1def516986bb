import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { isNetApiDisabled } from '@/api/node-errors';
import { ErrorPanel } from '@/components/errors/error-panel';
import { NetApiOffPanel } from './net-api-off-panel';
import type { PeerAction } from './peer-address-form';

export interface PeerRequest {
  action: PeerAction;
  endpoint: string;
}

export interface NodeAnswerProps {
  /** The request being sent now, if any. */
  sending: PeerRequest | undefined;
  /** The node's answer text to the last request. */
  answer: (PeerRequest & { text: string }) | null;
  /** The last request's failure, if it failed. */
  error: { request: PeerRequest; error: unknown } | null;
}

/** What the node said to the last connect or disconnect, in a live region. */
export function NodeAnswer({ sending, answer, error }: NodeAnswerProps) {
  return (
    <div className="mb-6">
      <div role="status" aria-live="polite" className="text-sm">
        {sending ? (
          <p>
            {sending.action === 'connect' ? (
              <Trans>
                Asking the node to connect <bdi className="font-mono">{sending.endpoint}</bdi>…
              </Trans>
            ) : (
              <Trans>
                Asking the node to disconnect <bdi className="font-mono">{sending.endpoint}</bdi>…
              </Trans>
            )}
          </p>
        ) : null}
        {answer ? (
          <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-700 dark:bg-slate-900">
            {answer.action === 'connect' ? (
              <Trans>
                Connect <bdi className="font-mono">{answer.endpoint}</bdi>: the node answered{' '}
                <span className="font-semibold">“{answer.text}”</span>.
              </Trans>
            ) : (
              <Trans>
                Disconnect <bdi className="font-mono">{answer.endpoint}</bdi>: the node answered{' '}
                <span className="font-semibold">“{answer.text}”</span>.
              </Trans>
            )}
          </p>
        ) : null}
      </div>
      {error ? (
        isNetApiDisabled(error.error) ? (
          <NetApiOffPanel error={error.error} />
        ) : (
          <ErrorPanel
            error={error.error}
            what={
              error.request.action === 'connect'
                ? t`an answer to connect ${error.request.endpoint}`
                : t`an answer to disconnect ${error.request.endpoint}`
            }
          />
        )
      ) : null}
    </div>
  );
}
