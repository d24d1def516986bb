import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/errors/query-view';
import { BlockLink } from '@/components/links/block-link';
import { JsonView } from '@/components/ui/json-view';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useNodeClient } from '@/lib/node-store';
import { blockQueries } from '@/queries/blocks';
import { buildRoundTimeline } from './round-timeline';
import { RoundTimelineList } from './round-timeline-list';

export interface RoundPanelProps {
  /** The live head block number (undefined until get_info answers). */
  headBlockNum: number | undefined;
}

/** The current round from the head's block header state: who produced, who is next, who missed. */
export function RoundPanel({ headBlockNum }: RoundPanelProps) {
  const client = useNodeClient();
  // Follows the head; the previous round stays on screen while the next one loads.
  const state = useQuery({
    ...blockQueries.headerState(client, headBlockNum ?? 0),
    enabled: headBlockNum !== undefined,
    placeholderData: keepPreviousData,
  });

  if (headBlockNum === undefined) {
    return <SkeletonRows rows={6} label={t`Waiting for the chain head…`} />;
  }
  return (
    <QueryView query={state} what={t`the header state of block ${headBlockNum}`}>
      {(hs) => (
        <>
          <p className="mb-3 text-sm">
            <Trans>
              At head block <BlockLink block={hs.block_num} />, produced by{' '}
              <span className="font-mono">{hs.header.producer}</span> (schedule version{' '}
              {hs.active_schedule.version},{' '}
              {plural(hs.active_schedule.producers.length, {
                one: '# producer',
                other: '# producers',
              })}
              , one block per turn). “Missed last turn” means the producer’s last block is older
              than its place in this round.
            </Trans>
          </p>
          <RoundTimelineList
            slots={buildRoundTimeline(
              hs.active_schedule.producers,
              hs.header.producer,
              hs.block_num,
              hs.producer_to_last_produced,
            )}
          />
          <JsonView value={hs} label={t`Raw JSON (get_block_header_state)`} />
        </>
      )}
    </QueryView>
  );
}
