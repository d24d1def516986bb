import { formatRelative, formatTime, formatZoned, parseNodeTime } from '@/lib/format';
import { useTimeZoneChoice } from '@/lib/time-zone';

const DAY_MS = 86_400_000;

export interface TimeTextProps {
  /** A node time (UTC without a zone) or an ISO string. */
  value: string;
  /** Shown as "12 sec. ago" rather than the time, which the hover then gives. */
  relativeTo?: number;
  /**
   * With `relativeTo`: a time more than a day before it is shown as its date. In a list,
   * "53 min. ago" beside "1,061 days ago" reads as two kinds of time; a date reads at once.
   */
  dateWhenOld?: boolean;
  /** Only the time of day ("16:47:34 UTC"), for what happened minutes ago; the rest on hover. */
  clockOnly?: boolean;
}

/**
 * A time in the zone the person chose in Settings (UTC or theirs), with the other form and its
 * zone on hover. Shortened forms (how long ago, the date, the time of day) give the whole time
 * in the chosen zone on hover.
 */
export function TimeText({
  value,
  relativeTo,
  dateWhenOld = false,
  clockOnly = false,
}: TimeTextProps) {
  const zone = useTimeZoneChoice();
  const d = parseNodeTime(value);
  if (!d) return <>{value}</>;
  const { shown, other } = formatTime(value, zone);
  let text = shown;
  if (relativeTo !== undefined) {
    text =
      dateWhenOld && relativeTo - d.getTime() > DAY_MS
        ? formatZoned(value, zone, 'date')
        : formatRelative(value, relativeTo);
  } else if (clockOnly) {
    text = formatZoned(value, zone, 'clock');
  }
  return (
    <time dateTime={d.toISOString()} title={text === shown ? other : shown}>
      {text}
    </time>
  );
}
