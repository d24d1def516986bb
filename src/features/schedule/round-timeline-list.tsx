import { AccountLink } from '@/components/links/account-link';
import { BlockLink } from '@/components/links/block-link';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { TimelineSlot } from './round-timeline';

export interface RoundTimelineListProps {
  slots: TimelineSlot[];
}

function turnLabel(turnsAhead: number): string {
  if (turnsAhead === 0) return 'Producing now';
  if (turnsAhead === 1) return 'Next';
  return `In ${turnsAhead} turns`;
}

/** The round in production order, from the producer of the head block onwards. */
export function RoundTimelineList({ slots }: RoundTimelineListProps) {
  return (
    <ol aria-label="Production order" className="space-y-2">
      {slots.map((slot) => (
        <li
          key={slot.producer}
          className={cn(
            'flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border px-3 py-2 text-sm',
            slot.turnsAhead === 0
              ? 'border-teal-500 bg-teal-50 dark:border-teal-400 dark:bg-teal-950/40'
              : 'border-slate-200 dark:border-slate-700',
          )}
        >
          <span className="w-28 shrink-0 font-medium">{turnLabel(slot.turnsAhead)}</span>
          <span className="min-w-32 flex-1">
            <AccountLink name={slot.producer} />
          </span>
          <span className="min-w-40">
            {slot.lastProduced !== null ? (
              <>
                Last block <BlockLink block={slot.lastProduced} />
              </>
            ) : (
              <span className="text-slate-600 dark:text-slate-300">No block produced yet</span>
            )}
          </span>
          <span>
            {slot.missedLastTurn === null ? (
              <Badge tone="neutral">Turn unknown</Badge>
            ) : slot.missedLastTurn ? (
              <Badge tone="bad">Missed last turn</Badge>
            ) : (
              <Badge tone="good">Produced last turn</Badge>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
