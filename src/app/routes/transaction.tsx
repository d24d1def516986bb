import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { receiptTransactionId } from '@/api/receipts';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { QueryView } from '@/components/errors/query-view';
import { BlockLink } from '@/components/links/block-link';
import { CopyButton } from '@/components/ui/copy-button';
import { JsonView } from '@/components/ui/json-view';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonRows } from '@/components/ui/skeleton';
import { TransactionDetail } from '@/features/blocks/transaction-detail';
import { useTransactionTrace } from '@/features/history/use-history';
import { useChainInfo } from '@/features/shell/use-chain-info';
import { formatInteger, shortHash } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { isBlockId } from '@/api/chain-refs';
import { blockQueries } from '@/queries/blocks';

export function Component() {
  const { blockNum = '', txId = '' } = useParams();
  const isValidBlock = /^\d{1,10}$/.test(blockNum) || isBlockId(blockNum);
  const isValidTx = /^[0-9a-fA-F]{64}$/.test(txId);
  if (!isValidBlock || !isValidTx) {
    return (
      <>
        <PageHeader title={t`Not a transaction`} />
        <NotFoundPanel title={t`This is not a transaction address`}>
          <Trans>
            A transaction is found by its block number and its 64-character hex id:{' '}
            <span className="font-mono">/block/&lt;number&gt;/tx/&lt;id&gt;</span>.
          </Trans>
        </NotFoundPanel>
      </>
    );
  }
  return <TransactionPage blockNum={blockNum} txId={txId.toLowerCase()} />;
}

function TransactionPage({ blockNum, txId }: { blockNum: string; txId: string }) {
  const client = useNodeClient();
  const info = useChainInfo();
  const lib = info.data?.last_irreversible_block_num;
  // The same query (and cache entry) as the block page: one get_block serves both.
  const block = useQuery(
    blockQueries.detail(client, blockNum, {
      isIrreversible: lib !== undefined && !isBlockId(blockNum) && Number(blockNum) <= lib,
    }),
  );
  // Asked beside the block: the service's trace adds inline actions and receivers, and holds the
  // actions of a receipt that carries only the id.
  const trace = useTransactionTrace(txId);
  const blockLabel = isBlockId(blockNum) ? shortHash(blockNum) : formatInteger(blockNum);
  return (
    <>
      <PageHeader
        title={t`Transaction`}
        documentTitle={t`Transaction ${shortHash(txId)}`}
        subtitle={
          <span className="font-mono break-all">
            {txId}
            <CopyButton value={txId} label={t`transaction id`} />
          </span>
        }
      />
      <QueryView
        query={block}
        what={t`block ${blockLabel}`}
        skeleton={<SkeletonRows rows={10} label={t`Loading the transaction…`} />}
        notFound={
          <NotFoundPanel title={t`Block ${blockLabel} not found`}>
            <Trans>
              The node does not know this block, so the transaction cannot be read from it.
            </Trans>
          </NotFoundPanel>
        }
      >
        {(b) => {
          const receipt = b.transactions.find(
            (r) => receiptTransactionId(r).toLowerCase() === txId,
          );
          if (!receipt) {
            return (
              <NotFoundPanel title={t`Transaction not found in this block`}>
                <TransactionNotInBlock
                  blockNum={b.block_num}
                  count={b.transactions.length}
                  txId={txId}
                />
              </NotFoundPanel>
            );
          }
          return (
            <>
              <TransactionDetail
                receipt={receipt}
                blockNum={b.block_num}
                blockTime={b.timestamp}
                trace={trace}
              />
              <JsonView value={receipt} label={t`Raw transaction JSON (from get_block)`} />
            </>
          );
        }}
      </QueryView>
    </>
  );
}

function TransactionNotInBlock(p: { blockNum: number; count: number; txId: string }) {
  const id = shortHash(p.txId);
  return (
    <Trans>
      Block <BlockLink block={p.blockNum} /> holds{' '}
      <Plural value={p.count} one="# transaction" other="# transactions" />; none has the id {id}.
    </Trans>
  );
}
