import { Trans } from '@lingui/react/macro';
import { isHistoryError } from '@/api/history-errors';
import { ErrorPanel } from '@/components/errors/error-panel';
import { HintText } from '@/components/errors/hint-text';
import { lazyModuleHook } from '@/components/errors/lazy-with-retry';

/** The words for history failures (api/history-error-help): a page that never fails never loads them. */
const useHistoryErrorHelp = lazyModuleHook(() => import('@/api/history-error-help'));

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
  const historyError = isHistoryError(error);
  const help = useHistoryErrorHelp(historyError);
  if (!historyError || help === 'failed') {
    return <ErrorPanel error={error} what={what} {...(onRetry ? { onRetry } : {})} />;
  }
  // Its words are a moment away (from this browser's cache, as a rule).
  if (help === null) return null;
  const d = help.describeHistoryError(error);
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
      <p className="mt-1 text-sm">
        <HintText text={d.hint} />
      </p>
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
