import { parseNodeTime } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { countdownText, type CountdownKind } from './countdown-text';
import { useChainClockOffset } from './use-chain-clock-offset';

export interface CountdownProps {
  /** Node time (UTC, no zone) to count down to. */
  until: string;
  /** Wording once the moment has passed: "due … ago" or "expired … ago". */
  kind?: CountdownKind;
}

/**
 * A ticking "in 42 s" that re-renders only itself once a second, so a list of deferred
 * transactions does not re-render as the clock moves. It counts in chain time (see
 * useChainClockOffset). Not a live region: a screen reader would hear it every second.
 */
export function Countdown({ until, kind = 'due' }: CountdownProps) {
  const target = parseNodeTime(until)?.getTime();
  const offset = useChainClockOffset();
  const now = useNow() + offset;

  if (target === undefined) return <span>{until}</span>;
  const isDue = target <= now;
  return (
    <time
      dateTime={new Date(target).toISOString()}
      className={isDue ? 'font-medium text-amber-800 dark:text-amber-200' : 'tabular-nums'}
    >
      {countdownText(target, now, kind)}
    </time>
  );
}
