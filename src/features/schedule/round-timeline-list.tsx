import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AccountLink } from '@/components/links/account-link';
import { BlockLink } from '@/components/links/block-link';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { TimelineSlot } from './round-timeline';

export interface RoundTimelineListProps {
  slots: TimelineSlot[];
}

function turnLabel(turnsAhead: number): string {
  if (turnsAhead === 0) return t`Producing now`;
  if (turnsAhead === 1)
    return t({ message: 'Next', context: 'the producer whose turn comes next' });
  return plural(turnsAhead, { one: 'In # turn', other: 'In # turns' });
}

/** The round in production order, from the producer of the head block onwards. */
export function RoundTimelineList({ slots }: RoundTimelineListProps) {
  return (
    <ol aria-label={t`Production order`} className="space-y-2">
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
                <Trans>
                  Last block <BlockLink block={slot.lastProduced} />
                </Trans>
              </>
            ) : (
              <span className="text-slate-600 dark:text-slate-300">
                <Trans>No block produced yet</Trans>
              </span>
            )}
          </span>
          <span>
            {slot.missedLastTurn === null ? (
              <Badge tone="neutral">
                <Trans>Turn unknown</Trans>
              </Badge>
            ) : slot.missedLastTurn ? (
              <Badge tone="bad">
                <Trans>Missed last turn</Trans>
              </Badge>
            ) : (
              <Badge tone="good">
                <Trans>Produced last turn</Trans>
              </Badge>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
