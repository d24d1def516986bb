import { Trans } from '@lingui/react/macro';
import { describeHistoryError, isHistoryError } from '@/api/history-errors';
import { ErrorPanel } from '@/components/errors/error-panel';

/** A history failure explained (service down, another chain, …); node failures as usual. */
export function HistoryErrorPanel({
  error,
  what,
  onRetry,
}: {
  error: unknown;
  what: string;
  onRetry?: () => void;
}) {
  if (!isHistoryError(error)) {
    return <ErrorPanel error={error} what={what} {...(onRetry ? { onRetry } : {})} />;
  }
  const d = describeHistoryError(error);
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      <p className="font-semibold">
        <Trans>
          Could not load {what}: {d.title}
        </Trans>
      </p>
      <p className="mt-1 text-sm break-words">{d.detail}</p>
      <p className="mt-1 text-sm">{d.hint}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md border border-red-400 px-3 py-1 text-sm font-medium hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700 dark:border-red-700 dark:hover:bg-red-900/50"
        >
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </div>
  );
}
