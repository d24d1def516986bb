import { formatRelative, formatTime, parseNodeTime } from '@/lib/format';
import { useTimeZoneChoice } from '@/lib/time-zone';

export interface TimeTextProps {
  /** A node time (UTC without a zone) or an ISO string. */
  value: string;
  /** Shown as "12 sec. ago" rather than the time, which the hover then gives. */
  relativeTo?: number;
}

/**
 * A time in the zone the person chose in Settings (UTC or theirs), with the other form and its
 * zone on hover.
 */
export function TimeText({ value, relativeTo }: TimeTextProps) {
  const zone = useTimeZoneChoice();
  const d = parseNodeTime(value);
  if (!d) return <>{value}</>;
  const { shown, other } = formatTime(value, zone);
  return (
    <time dateTime={d.toISOString()} title={relativeTo === undefined ? other : shown}>
      {relativeTo === undefined ? shown : formatRelative(value, relativeTo)}
    </time>
  );
}
