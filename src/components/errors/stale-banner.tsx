import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { TimeText } from '@/components/ui/time-text';
import { useNodeErrorHelp } from './use-error-help';

export interface StaleBannerProps {
  error: unknown;
  updatedAt: number;
  isRetrying?: boolean;
}

/** Shown over data that is still on screen after a refresh from the node failed. */
export function StaleBanner({ error, updatedAt, isRetrying }: StaleBannerProps) {
  const d = useNodeErrorHelp(error);
  // The time of day in the zone chosen in Settings, named, on a 24-hour clock.
  const time = <TimeText value={new Date(updatedAt).toISOString()} clockOnly />;
  const title = d.title;
  return (
    <div
      role="status"
      className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <Trans>
        <strong>Stale:</strong> showing data from {time}. Refreshing failed — {title}
      </Trans>
      {d.detail ? ` (${d.detail})` : ''}.{' '}
      {isRetrying ? t`Retrying…` : t`It will refresh when the node answers again.`}
      {d.hint ? <span className="mt-1 block">{d.hint}</span> : null}
    </div>
  );
}
