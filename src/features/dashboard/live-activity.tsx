import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SkeletonOr } from '@/components/errors/in-place-of';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { Section } from '@/components/ui/section';
import { paths } from '@/lib/paths';
import { BlockActivityChart } from './block-activity-chart';
import { ChainHealth } from './chain-health';
import { LatestBlocks, LatestBlocksSkeleton } from './latest-blocks';
import { blockSeries } from './live-window';
import { useLiveBlocks } from '@/lib/use-live-blocks';

export interface LiveActivityProps {
  /** Head block number; undefined until the first get_info answer. */
  head: number | undefined;
  lastIrreversible: number | undefined;
  /** The head block's time; undefined until the first get_info answer. */
  headTime: string | undefined;
  /** Now, for relative times (ticks with the head poll). */
  now: number;
  /** Shown beside the chart; passed in so a block's arrival does not re-render it. */
  aside: ReactNode;
  /** Blocks in the feed and the chart. */
  size: number;
  /** Why the head could not be read (an error panel), shown in place of the feed. */
  headFailure: ReactNode;
}

/**
 * The feed of the newest blocks, first, then the chart beside `aside`. Their blocks arrive one
 * by one; keeping the blocks' state here means each arrival re-renders this part of the
 * dashboard, not all of it.
 */
export function LiveActivity({
  head,
  lastIrreversible,
  headTime,
  now,
  aside,
  size,
  headFailure,
}: LiveActivityProps) {
  const live = useLiveBlocks(head, size);
  const held = useMemo(
    () =>
      live.flatMap((l) =>
        l.block
          ? [
              {
                blockNum: l.blockNum,
                timestamp: l.block.timestamp,
                producer: l.block.producer,
                transactions: l.block.transactions.length,
              },
            ]
          : [],
      ),
    [live],
  );
  const series = useMemo(() => blockSeries(held), [held]);
  const unavailable =
    (head === undefined && headFailure != null) ||
    (live.length > 0 && live.every((l) => !l.block && l.error != null));
  return (
    <>
      <Section
        title={t`Latest blocks`}
        actions={
          <Link to={paths.blocks()} className="text-sm text-teal-700 underline dark:text-teal-300">
            <Trans>All blocks</Trans>
          </Link>
        }
      >
        {lastIrreversible !== undefined ? (
          <LatestBlocks blocks={live} lastIrreversible={lastIrreversible} now={now} />
        ) : (
          <SkeletonOr failure={headFailure} skeleton={<LatestBlocksSkeleton size={size} />} />
        )}
      </Section>
      <div className="grid gap-x-8 lg:grid-cols-[2fr_1fr]">
        <Section title={t`Recent block activity`}>
          <PanelBoundary name={t`chain health`}>
            <ChainHealth headTime={headTime} blocks={held} />
          </PanelBoundary>
          <PanelBoundary name={t`block activity`}>
            <BlockActivityChart series={series} unavailable={unavailable} />
          </PanelBoundary>
        </Section>
        {aside}
      </div>
    </>
  );
}
