import { useMemo } from 'react';
import { Link } from 'react-router';
import { QueryView } from '@/components/errors/query-view';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { JsonView } from '@/components/ui/json-view';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { SkeletonRows } from '@/components/ui/skeleton';
import { BlockActivityChart } from '@/features/dashboard/block-activity-chart';
import { ChainSummary } from '@/features/dashboard/chain-summary';
import { LatestBlocks } from '@/features/dashboard/latest-blocks';
import { blockSeries } from '@/features/dashboard/live-window';
import { ProducerRotationPanel } from '@/features/dashboard/producer-rotation-panel';
import { useLiveBlocks } from '@/features/dashboard/use-live-blocks';
import { useChainInfo } from '@/features/shell/use-chain-info';
import { paths } from '@/lib/paths';

/** Blocks in the live feed and the chart. */
const FEED_SIZE = 20;

export function Component() {
  const info = useChainInfo();
  const head = info.data?.head_block_num;
  const live = useLiveBlocks(head, FEED_SIZE);
  const series = useMemo(
    () =>
      blockSeries(
        live.flatMap((l) =>
          l.block
            ? [
                {
                  blockNum: l.blockNum,
                  timestamp: l.block.timestamp,
                  transactions: l.block.transactions.length,
                },
              ]
            : [],
        ),
      ),
    [live],
  );
  // The poll ticks every second; relative times follow it.
  const now = info.dataUpdatedAt;

  return (
    <>
      <PageHeader title="Dashboard" subtitle="What the chain is doing now. Updates every second." />
      <Section title="Chain">
        <QueryView
          query={info}
          what="the chain head"
          skeleton={<SkeletonRows rows={7} label="Loading the chain head…" />}
        >
          {(data) => (
            <>
              <ChainSummary info={data} now={now} />
              <JsonView value={data} label="Raw get_info JSON" />
            </>
          )}
        </QueryView>
      </Section>
      <div className="grid gap-x-8 lg:grid-cols-[2fr_1fr]">
        <Section title="Recent block activity">
          <PanelBoundary name="block activity">
            <BlockActivityChart series={series} />
          </PanelBoundary>
        </Section>
        <Section title="Producers">
          {info.data ? (
            <PanelBoundary name="producers">
              <ProducerRotationPanel headProducer={info.data.head_block_producer} />
            </PanelBoundary>
          ) : (
            <SkeletonRows rows={4} label="Loading producers…" />
          )}
        </Section>
      </div>
      <Section
        title="Latest blocks"
        actions={
          <Link to={paths.blocks()} className="text-sm text-teal-700 underline dark:text-teal-300">
            All blocks
          </Link>
        }
      >
        {info.data ? (
          <LatestBlocks
            blocks={live}
            lastIrreversible={info.data.last_irreversible_block_num}
            now={now}
          />
        ) : (
          <SkeletonRows rows={8} label="Loading the latest blocks…" />
        )}
      </Section>
    </>
  );
}
