import { t } from '@lingui/core/macro';
import { DefaultNodeButton } from './default-node-button';
import { HintText } from './hint-text';
import { useNodeErrorHelp } from './use-error-help';

export interface ErrorPanelProps {
  error: unknown;
  /** What was being loaded, e.g. "block 42". */
  what?: string;
  onRetry?: () => void;
  /** A new attempt is under way. */
  isRetrying?: boolean;
  /**
   * Why and what to do folded under a summary: for a panel whose full explanation another panel
   * of the page gives (the dashboard's), and that must fit the skeleton's place.
   */
  brief?: boolean;
}

/** A node failure explained in plain words: what failed, why, and what to do. */
export function ErrorPanel({ error, what, onRetry, isRetrying, brief }: ErrorPanelProps) {
  const d = useNodeErrorHelp(error);
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      <p className="font-semibold">
        {what ? t`Could not load ${what}:` + ' ' : ''}
        {d.title}
      </p>
      {brief ? (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer">{t`Why, and what to do`}</summary>
          <Explanation detail={d.detail} hint={d.hint} error={error} />
        </details>
      ) : (
        <Explanation detail={d.detail} hint={d.hint} error={error} />
      )}
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          disabled={isRetrying}
          className="mt-3 rounded-md border border-red-400 px-3 py-1 text-sm font-medium hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700 dark:border-red-700 dark:hover:bg-red-900/50"
        >
          {isRetrying ? t`Trying again…` : t`Try again`}
        </button>
      ) : null}
    </div>
  );
}

/** Why, what to do (a "Settings" in it is a link), and the way back to the default node. */
function Explanation({ detail, hint, error }: { detail: string; hint: string; error: unknown }) {
  return (
    <>
      {detail ? <p className="mt-1 text-sm break-words">{detail}</p> : null}
      {hint ? (
        <p className="mt-1 text-sm">
          <HintText text={hint} />
        </p>
      ) : null}
      <DefaultNodeButton error={error} />
    </>
  );
}
