import { useMemo } from 'react';
import type { ActivityFilter } from '@/api/history/activity-filter';
import { SkeletonRows } from '@/components/ui/skeleton';
import { HistoryRows } from './activity-view';
import { HistoryErrorPanel } from './history-error-panel';
import { useHistorySource } from './use-history';

/**
 * A token's recent transfers: the `transfer` actions of its contract that move its symbol, from
 * the history source in use (a service's `filter=<contract>:transfer`, or the contract's rows
 * the block scan found), with the same readings and exports as an account's activity.
 */
export default function TokenTransfers({ code, symbol }: { code: string; symbol: string }) {
  const source = useHistorySource();
  const filter = useMemo<ActivityFilter>(
    () => ({ contract: code, action: 'transfer', symbol }),
    [code, symbol],
  );
  if (source.isError) {
    return (
      <HistoryErrorPanel
        error={source.error}
        what="the history"
        onRetry={() => void source.refetch()}
      />
    );
  }
  if (!source.data) return <SkeletonRows rows={4} label="Opening the history…" />;
  return (
    <HistoryRows
      account={code}
      source={source.data}
      filter={filter}
      lookingFor={`the transfers of ${symbol}`}
      what={`the transfers of ${symbol}`}
      fileStem={[code, symbol, 'transfers']}
      noRows={
        source.data.scan
          ? `No transfers of ${symbol} in the blocks read. Read more blocks above.`
          : `No transfers of ${symbol} are known to the history service.`
      }
    />
  );
}
