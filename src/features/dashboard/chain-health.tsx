import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatDuration, formatInteger, parseNodeTime } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { useNow } from '@/lib/use-now';
import { scheduleQueries } from '@/queries/schedule';
import { roundReport, type SlotBlock } from './live-window';
import { pollEvery } from '@/queries/poll';

export interface ChainHealthProps {
  /** The head block's time from get_info; undefined until it answers. */
  headTime: string | undefined;
  /** The held recent blocks (any order). */
  blocks: readonly SlotBlock[];
}

/** To the second, where the head block's own time says only minutes or hours. */
function headAge(headTime: string | undefined, now: number): string {
  const at = headTime ? parseNodeTime(headTime) : null;
  if (!at) return headTime ?? '…';
  const seconds = (now - at.getTime()) / 1000;
  return seconds >= 0
    ? t`${formatDuration(seconds)} ago`
    : t`${formatDuration(-seconds)} ahead of this computer’s clock`;
}

const utcTime = (ms: number) => new Date(ms).toISOString().slice(11, 19);

/** Head age and the current round's missed slots, beside the interval and transactions chart. */
export function ChainHealth({ headTime, blocks }: ChainHealthProps) {
  // The page's one clock, as the head row's "… ago" above: the two agree, node or no node.
  const now = useNow();
  const client = useNodeClient();
  // The producers panel's own query (same key and poll): no request of its own.
  const schedule = useQuery({
    ...scheduleQueries.schedule(client),
    refetchInterval: pollEvery(30_000),
  });
  const producers = schedule.data?.active?.producers;
  const round = useMemo(
    () =>
      producers
        ? roundReport(
            blocks,
            producers.map((p) => p.producer_name),
          )
        : null,
    [blocks, producers],
  );

  let missed: string;
  if (round) {
    const { missed: list, slotsSeen, slotsSoFar } = round;
    const count = formatInteger(list.length);
    const seen = formatInteger(slotsSeen);
    missed =
      slotsSeen < slotsSoFar
        ? plural(slotsSoFar, {
            one: `${count} of the last ${seen} of # slot so far`,
            other: `${count} of the last ${seen} of # slots so far`,
          })
        : plural(slotsSoFar, {
            one: `${count} of # slot so far`,
            other: `${count} of # slots so far`,
          });
  } else if (schedule.isError) missed = t`unknown (the schedule could not be read)`;
  else missed = '…';

  let roundNote = '';
  if (round) {
    const seconds = round.slotMs / 1000;
    const turn = round.repetitions;
    roundNote =
      ' ' +
      plural(round.roundSlots, {
        one: `(# slot of ${seconds} s, ${turn} per producer turn)`,
        other: `(# slots of ${seconds} s, ${turn} per producer turn)`,
      });
  }

  return (
    <dl className="mb-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-slate-600 dark:text-slate-300">
          <Trans>Head age</Trans>
        </dt>
        <dd className="font-semibold" data-testid="head-age">
          {headAge(headTime, now)}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-slate-600 dark:text-slate-300">
          <Trans>Missed slots in this round</Trans>
          {roundNote}
        </dt>
        <dd data-testid="missed-slots">
          <span className="font-semibold">{missed}</span>
          {round?.missed.length ? (
            <span className="block text-slate-600 dark:text-slate-300">
              {round.missed.map((m) => t`${m.producer ?? '?'} at ${utcTime(m.at)}`).join(', ')} UTC
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}
