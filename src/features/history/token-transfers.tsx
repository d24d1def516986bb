import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import type { ActivityFilter } from '@/history/activity-filter';
import { HistoryRows } from './activity-view';
import { HistorySourceGate } from './history-source-gate';

/**
 * A token's recent transfers: the `transfer` actions of its contract that move its symbol, from
 * the history source in use (a service's `filter=<contract>:transfer`, or the contract's rows
 * the block scan found), with the same readings and exports as an account's activity.
 */
export default function TokenTransfers({ code, symbol }: { code: string; symbol: string }) {
  const filter = useMemo<ActivityFilter>(
    () => ({ contract: code, action: 'transfer', symbol }),
    [code, symbol],
  );
  return (
    <HistorySourceGate rows={4}>
      {(source) => (
        <HistoryRows
          account={code}
          source={source}
          filter={filter}
          lookingFor={t`the transfers of ${symbol}`}
          what={t`the transfers of ${symbol}`}
          fileStem={[code, symbol, 'transfers']}
          noRows={
            source.scan
              ? t`No transfers of ${symbol} in the blocks read. Read more blocks above.`
              : t`No transfers of ${symbol} are known to the history service.`
          }
        />
      )}
    </HistorySourceGate>
  );
}
