import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { QueryView } from '@/components/errors/query-view';
import { INLINE_LINK } from '@/components/links/inline-link';
import { CopyButton } from '@/components/ui/copy-button';
import { JsonView } from '@/components/ui/json-view';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { SkeletonRows } from '@/components/ui/skeleton';
import { BlockNav } from '@/features/blocks/block-nav';
import { BlockSummary } from '@/features/blocks/block-summary';
import { BlockTransactions } from '@/features/blocks/block-transactions';
import { HeaderStatePanel } from '@/features/blocks/header-state-panel';
import { SearchParamTabs } from '@/features/blocks/search-param-tabs';
import { useSearchParamTab } from '@/features/blocks/use-search-param-tab';
import { useChainInfo } from '@/features/shell/use-chain-info';
import { formatInteger, shortHash } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { useNow } from '@/lib/use-now';
import { isBlockId, isBlockNumber } from '@/api/chain-refs';
import { recalledChain } from '@/storage/chain-memory';
import { blockQueries } from '@/queries/blocks';

// Only for ?compare= addresses (the node view's fork alert): its code stays off the block page.
const BlockCompare = lazyWithRetry(
  () => import('@/features/blocks/block-compare'),
  (m) => m.BlockCompare,
);

// Built on each render: the labels follow the language in use.
const tabs = () => [
  { value: 'transactions', label: t`Transactions` },
  { value: 'header-state', label: t`Header state` },
];

export function Component() {
  const { blockNumOrId = '' } = useParams();
  const isValid = isBlockNumber(blockNumOrId) || isBlockId(blockNumOrId);
  if (!isValid) {
    return (
      <>
        <PageHeader title={t`Not a block`} />
        <NotFoundPanel title={t`“${blockNumOrId}” is not a block number or id`}>
          <Trans>A block is found by its number (1, 2, 3, …) or by its 64-character hex id.</Trans>
        </NotFoundPanel>
      </>
    );
  }
  return <BlockPage blockNumOrId={blockNumOrId} />;
}

function BlockPage({ blockNumOrId }: { blockNumOrId: string }) {
  const client = useNodeClient();
  const info = useChainInfo();
  const nodeLib = info.data?.last_irreversible_block_num;
  const isIrreversibleNum =
    !isBlockId(blockNumOrId) && nodeLib !== undefined && Number(blockNumOrId) <= nodeLib;
  const block = useQuery(
    blockQueries.detail(client, blockNumOrId, { isIrreversible: isIrreversibleNum }),
  );
  // Until the node's head comes, a block at or below the last irreversible block this browser
  // recalls (every kept one) is final all the same: the page is drawn whole without get_info,
  // and nothing in it changes when the answer comes.
  const recalledLib = recalledChain(client.baseUrl)?.lib;
  const lib =
    nodeLib ??
    (block.data && recalledLib !== undefined && block.data.block_num <= recalledLib
      ? recalledLib
      : undefined);
  const TABS = tabs();
  const tab = useSearchParamTab('tab', TABS);
  const [searchParams] = useSearchParams();
  const compare = searchParams.get('compare');
  const label = isBlockId(blockNumOrId) ? shortHash(blockNumOrId) : formatInteger(blockNumOrId);
  // The relative time runs on the page's clock, once the block's finality is known (from the
  // head, or this browser's memory of it): not added to the line under the reader's eyes later.
  const clock = useNow();
  const now = lib === undefined ? 0 : clock;

  // The head poll re-renders this page every second; the heavy parts depend on the block only.
  const transactions = useMemo(
    () =>
      block.data ? (
        <BlockTransactions blockNum={block.data.block_num} receipts={block.data.transactions} />
      ) : null,
    [block.data],
  );
  const rawJson = useMemo(
    () => (block.data ? <JsonView value={block.data} label={t`Raw get_block JSON`} /> : null),
    [block.data],
  );

  return (
    <>
      <PageHeader
        title={block.data ? t`Block ${formatInteger(block.data.block_num)}` : t`Block ${label}`}
        subtitle={
          block.data ? (
            <span className="font-mono break-all">
              {block.data.id}
              <CopyButton value={block.data.id} label={t`block id`} />
            </span>
          ) : undefined
        }
        actions={
          block.data ? (
            <BlockNav blockNum={block.data.block_num} head={info.data?.head_block_num} />
          ) : undefined
        }
      />
      {compare !== null ? (
        <Section title={t`Compared across nodes`} id="block-compare">
          <PanelBoundary name={t`block comparison`}>
            <Suspense fallback={<SkeletonRows rows={11} label={t`Loading the comparison…`} />}>
              <BlockCompare blockNumOrId={blockNumOrId} nodes={compare} />
            </Suspense>
          </PanelBoundary>
        </Section>
      ) : null}
      <QueryView
        query={block}
        what={t`block ${label}`}
        skeleton={<SkeletonRows rows={12} label={t`Loading block ${label}…`} />}
        notFound={
          <NotFoundPanel title={t`Block ${label} not found`}>
            {info.data &&
            !isBlockId(blockNumOrId) &&
            Number(blockNumOrId) > info.data.head_block_num
              ? t`The chain is at block ${formatInteger(info.data.head_block_num)}; this block has not been produced yet.`
              : t`The node does not know this block.`}
            {isBlockId(blockNumOrId) ? (
              <>
                {' '}
                <Trans>
                  A 64-hex id may also be a transaction’s:{' '}
                  <Link to={paths.transactionById(blockNumOrId)} className={INLINE_LINK}>
                    look for transaction {shortHash(blockNumOrId)}
                  </Link>
                  .
                </Trans>
              </>
            ) : null}
          </NotFoundPanel>
        }
      >
        {(b) => (
          <>
            <Section title={t`Block`}>
              <BlockSummary block={b} lastIrreversible={lib} now={now} />
            </Section>
            <SearchParamTabs label={t`Block sections`} param="tab" tabs={TABS} />
            {tab === 'header-state' ? (
              <Section title={t`Block header state`}>
                <PanelBoundary name={t`header state`}>
                  <HeaderStatePanel
                    blockNum={b.block_num}
                    isIrreversible={lib !== undefined && b.block_num <= lib}
                  />
                </PanelBoundary>
              </Section>
            ) : (
              <Section
                title={t`Transactions (${formatInteger(b.transactions.length)})`}
                id="transactions"
              >
                <PanelBoundary name={t`transactions`}>{transactions}</PanelBoundary>
              </Section>
            )}
            {rawJson}
          </>
        )}
      </QueryView>
    </>
  );
}
