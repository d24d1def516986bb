import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { HistorySource } from '@/history/source';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatInteger } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { historyQueries } from '@/queries/history';
import { HistoryErrorPanel } from './history-error-panel';
import { ScanPanel } from './scan-panel';
import { SourceLine } from './source-line';
import { HistorySourceGate } from './history-source-gate';
import { useHistoryRevision, useScanState } from './use-history';

/**
 * Finds the block of a transaction known only by its id: the history service's get_transaction,
 * or what the block scan has read (and an offer to read more). Found → the usual transaction
 * page, with its block; not found → where the explorer looked.
 */
export function TransactionLookup({ trxId }: { trxId: string }) {
  return (
    <HistorySourceGate rows={3}>
      {(source) => <LookupIn source={source} trxId={trxId} />}
    </HistorySourceGate>
  );
}

function foundText(blockNum: number) {
  const block = formatInteger(blockNum);
  return t`Found in block ${block}; opening it…`;
}

function LookupIn({ source, trxId }: { source: HistorySource; trxId: string }) {
  const client = useNodeClient();
  const navigate = useNavigate();
  const revision = useHistoryRevision(source);
  const scanState = useScanState(source.scan);
  const found = useQuery(historyQueries.transaction(client, source, trxId, revision));
  const scanFound =
    scanState?.found && scanState.found.trxId === trxId ? scanState.found.blockNum : undefined;
  const blockNum = found.data?.blockNum ?? scanFound;

  useEffect(() => {
    if (blockNum !== undefined && blockNum > 0) {
      void navigate(paths.transaction(blockNum, trxId), { replace: true });
    }
  }, [blockNum, navigate, trxId]);

  if (found.isError) {
    return (
      <HistoryErrorPanel
        error={found.error}
        what={t`transaction ${trxId}`}
        onRetry={() => void found.refetch()}
      />
    );
  }
  if (found.data === undefined || blockNum !== undefined) {
    return (
      <SkeletonRows
        rows={3}
        label={blockNum !== undefined ? foundText(blockNum) : t`Looking for the transaction…`}
      />
    );
  }
  const running = scanState?.status === 'running';
  return (
    <>
      {source.scan ? (
        <ScanPanel scan={source.scan} target={{ trxId }} lookingFor={t`this transaction`} />
      ) : null}
      {running ? null : (
        <NotFoundPanel title={t`Transaction not found`}>
          {source.kind === 'hyperion'
            ? t`The history service does not know this transaction id. It may be too recent to be indexed yet, or not of this chain.`
            : t`No transaction with this id is in the blocks of this node read so far. Read more blocks above to look further back.`}
        </NotFoundPanel>
      )}
      <div className="mt-3">
        <SourceLine source={source} revision={revision} />
      </div>
    </>
  );
}
