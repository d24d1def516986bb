import { t } from '@lingui/core/macro';
import { QueryView } from '@/components/errors/query-view';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { useShownError } from '@/components/errors/use-shown-error';
import { JsonView } from '@/components/ui/json-view';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ChainSummary } from '@/features/dashboard/chain-summary';
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
  // Without a head, the producers and the latest blocks cannot even be asked for: the chain
  // panel explains the failure once, with its "Try again", and these say they wait for it
  // (three copies of the same paragraph read as three problems).
  const infoError = useShownError(info);
  const headFailure = (waiting: string) =>
    info.data === undefined && infoError !== null ? (
      <p
        role="status"
        className="rounded-lg border border-slate-200 p-4 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300"
      >
        {waiting}
      </p>
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
          skeleton={
            <>
              <ChainSummary info={undefined} now={now} />
              {/* The raw JSON's closed box, so the panel is as tall as when it is there. */}
              <div
                aria-hidden="true"
                className="mt-4 rounded-lg border border-slate-200 px-4 py-2 text-sm font-medium text-slate-500 dark:border-slate-700 dark:text-slate-400"
              >
                {t`Raw get_info JSON`}
              </div>
            </>
          }
        >
          {(data) => (
            <>
              <ChainSummary info={data} now={now} />
              <JsonView value={data} label={t`Raw get_info JSON`} />
            </>
          )}
        </QueryView>
      </Section>
      <LiveActivity
        head={info.data?.head_block_num}
        lastIrreversible={info.data?.last_irreversible_block_num}
        headTime={info.data?.head_block_time}
        now={now}
        size={FEED_SIZE}
        headFailure={headFailure(
          t`Waiting for the node: the latest blocks appear once it answers (see Chain).`,
        )}
        aside={
          <Section title={t`Producers`}>
            {info.data ? (
              <PanelBoundary name={t`producers`}>
                <ProducerRotationPanel headProducer={info.data.head_block_producer} />
              </PanelBoundary>
            ) : (
              (headFailure(
                t`Waiting for the node: the producers appear once it answers (see Chain).`,
              ) ?? <SkeletonRows rows={4} label={t`Loading producers…`} />)
            )}
          </Section>
        }
      />
    </>
  );
}
