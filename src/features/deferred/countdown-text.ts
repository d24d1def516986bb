import { t } from '@lingui/core/macro';
import { formatDuration } from '@/lib/format';

/** What the moment is: a transaction becoming due, or expiring. */
export type CountdownKind = 'due' | 'expires';

/** "in 1 min 5 s" before the moment, "due now" at it, "due 12 s ago" (or "expired …") after it. */
export function countdownText(
  targetMs: number,
  nowMs: number,
  kind: CountdownKind = 'due',
): string {
  const seconds = Math.round((targetMs - nowMs) / 1000);
  if (seconds > 0) return t`in ${formatDuration(seconds)}`;
  const ago = formatDuration(-seconds);
  if (kind === 'due') return seconds === 0 ? t`due now` : t`due ${ago} ago`;
  return seconds === 0 ? t`expired now` : t`expired ${ago} ago`;
}
