import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { NodeHttpError } from '@/api/node-errors';
import { ErrorPanel } from '@/components/errors/error-panel';
import { CopyButton } from '@/components/ui/copy-button';
import { SkeletonRows } from '@/components/ui/skeleton';

export interface RequiredKeysAnswerProps {
  /** The keys offered. */
  submitted: string[];
  /** The node's get_required_keys answer for them. */
  required: UseQueryResult<string[]>;
}

/**
 * Which of the offered keys must sign; or that they cannot authorize the transaction at all,
 * which the node says as an error.
 */
export function RequiredKeysAnswer({ submitted, required }: RequiredKeysAnswerProps) {
  const unsatisfied =
    required.error instanceof NodeHttpError &&
    (required.error.status === 401 || required.error.errorName === 'unsatisfied_authorization');

  if (required.isPending) {
    return <SkeletonRows rows={2} label={t`Asking the node which keys must sign…`} />;
  }
  if (required.isError) {
    return unsatisfied ? (
      <div
        role="alert"
        className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <p className="font-semibold">
          <Trans>These keys cannot authorize the transaction</Trans>
        </p>
        <p className="mt-1">
          {required.error instanceof NodeHttpError && required.error.details[0]
            ? t`The node found no way to reach the thresholds below with the keys offered: ${required.error.details[0].message}`
            : t`The node found no way to reach the thresholds below with the keys offered.`}
        </p>
      </div>
    ) : (
      <ErrorPanel error={required.error} what={t`the required keys`} />
    );
  }
  return (
    <div>
      <h3 className="text-sm font-semibold">
        <Trans>
          Required keys ({required.data.length} of {submitted.length} offered)
        </Trans>
      </h3>
      {required.data.length === 0 ? (
        <p className="text-sm">
          <Trans>No signature is needed from these keys.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Required keys`} className="mt-1 space-y-1">
          {required.data.map((k) => (
            <li key={k} className="flex items-center gap-1">
              <span className="font-mono text-sm break-all">{k}</span>
              <CopyButton value={k} label={t`key`} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
