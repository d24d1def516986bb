import { formatDuration } from '@/lib/format';

/** "in 1 min 5 s" before the moment, "due now" at it, "due 12 s ago" after it. */
export function countdownText(targetMs: number, nowMs: number): string {
  const seconds = Math.round((targetMs - nowMs) / 1000);
  if (seconds > 0) return `in ${formatDuration(seconds)}`;
  if (seconds === 0) return 'due now';
  return `due ${formatDuration(-seconds)} ago`;
}
