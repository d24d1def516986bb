import { t } from '@lingui/core/macro';
import { ErrorPanel } from '@/components/errors/error-panel';
import { SkeletonOr } from '@/components/errors/in-place-of';
import { QueryView } from '@/components/errors/query-view';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { isAskingAgain, useShownError } from '@/components/errors/use-shown-error';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ChainSummary, NodeDetails } from '@/features/dashboard/chain-summary';
import { LiveActivity } from '@/features/dashboard/live-activity';
import { ProducerRotationPanel } from '@/features/dashboard/producer-rotation-panel';
import { useChainInfo } from '@/features/shell/use-chain-info';
import { useNow } from '@/lib/use-now';

/** Blocks in the live feed and the chart. */
const FEED_SIZE = 20;

export function Component() {
  const info = useChainInfo();
  // Relative times run on the page's clock: they go on counting while the node does not answer.
  const now = useNow();
  // Without a head, the producers and the latest blocks cannot even be asked for. The failure
  // is explained in full once, in the latest blocks' tall panel; the chain and producers panels
  // fold it (three copies of the same paragraph read as three problems), each in its skeleton's
  // place so nothing below moves.
  const infoError = useShownError(info);
  // The latest blocks' panel, tall, explains the failure in full; the chain and producers
  // panels, in less room, fold it, so each fits its skeleton's place.
  const headFailure = (what: string, brief = false) =>
    info.data === undefined && infoError !== null ? (
      <ErrorPanel
        error={infoError}
        what={what}
        isRetrying={isAskingAgain(info)}
        onRetry={() => void info.refetch()}
        brief={brief}
      />
    ) : null;

  return (
    <>
      <PageHeader
        title={t`Dashboard`}
        subtitle={t`What the chain is doing now. Updates every second.`}
      />
      <Section title={t`Chain`}>
        <QueryView
          query={info}
          what={t`the chain head`}
          briefError
          skeleton={<ChainSummary info={undefined} now={now} />}
        >
          {(data) => <ChainSummary info={data} now={now} />}
        </QueryView>
      </Section>
      <LiveActivity
        head={info.data?.head_block_num}
        lastIrreversible={info.data?.last_irreversible_block_num}
        headTime={info.data?.head_block_time}
        now={now}
        size={FEED_SIZE}
        headFailure={headFailure(t`the latest blocks`)}
        aside={
          <Section title={t`Producers`}>
            {info.data ? (
              <PanelBoundary name={t`producers`}>
                <ProducerRotationPanel headProducer={info.data.head_block_producer} />
              </PanelBoundary>
            ) : (
              <SkeletonOr
                failure={headFailure(t`the producers`, true)}
                skeleton={<SkeletonRows rows={4} label={t`Loading producers…`} />}
              />
            )}
          </Section>
        }
      />
      <NodeDetails info={info.data} />
    </>
  );
}
