import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useNodeErrorHelp } from '@/components/errors/use-error-help';

export interface NamesRequestFailedProps {
  error: unknown;
  count: number;
}

/** The node refused the whole batch: its message usually names the culprit. */
export function NamesRequestFailed({ error, count }: NamesRequestFailedProps) {
  const d = useNodeErrorHelp(error);
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      <p className="font-semibold">
        {plural(count, {
          one: 'The node could not resolve this name.',
          other: 'The node could not resolve these # names.',
        })}
      </p>
      <p className="mt-1 text-sm break-words">
        <Trans>
          Its answer: <span className="font-mono">{d.detail || d.title}</span>
        </Trans>
      </p>
      <p className="mt-1 text-sm">
        <Trans>
          The node fails the whole request when any one name cannot be resolved (an unknown domain
          or username, or a form it rejects). Remove that name and resolve the rest again.
        </Trans>
      </p>
    </div>
  );
}
