import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { AccountLink } from '@/components/links/account-link';
import { SpacerBody } from '@/components/virtual/spacer-body';
import { useWindowRows } from '@/components/virtual/use-window-rows';
import { formatAssetAmount, formatInteger } from '@/lib/format';
import type { StoredHolder } from '@/storage/holders-store';
import { shareText } from './holders-share';

const ROW_HEIGHT = 37;
const COLUMNS = 4;

const HolderRow = memo(function HolderRow({
  holder,
  rank,
  supplyUnits,
  measure,
}: {
  holder: StoredHolder;
  rank: number;
  supplyUnits: bigint | null;
  measure: (el: HTMLTableRowElement | null) => void;
}) {
  return (
    <tr
      ref={measure}
      data-index={rank - 1}
      className="border-t border-slate-200 dark:border-slate-700"
    >
      <td className="px-3 py-2 text-right tabular-nums">{formatInteger(rank)}</td>
      <td className="px-3 py-2">
        <AccountLink name={holder.a} />
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
        {formatAssetAmount(holder.amount)}
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
        {shareText(BigInt(holder.s), supplyUnits) ?? '—'}
      </td>
    </tr>
  );
});

/**
 * Holders by balance, largest first, with their share of the supply. The rows are drawn only near
 * the viewport (the window virtualizer), however many pages were loaded.
 */
export function HoldersTable({
  holders,
  symbol,
  supplyUnits,
}: {
  holders: StoredHolder[];
  symbol: string;
  supplyUnits: bigint | null;
}) {
  const { anchorRef, items, measureElement, top, bottom } = useWindowRows({
    count: holders.length,
    estimateSize: ROW_HEIGHT,
    overscan: 10,
    getItemKey: (i) => holders[i]?.a ?? i,
  });
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Holders of {symbol}, largest balance first</Trans>
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t`Rank`}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t`Account`}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t`Balance (${symbol})`}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t`Share of supply`}
            </th>
          </tr>
        </thead>
        <SpacerBody ref={anchorRef} height={top} colSpan={COLUMNS} />
        <tbody>
          {items.map((item) => {
            const holder = holders[item.index];
            return holder ? (
              <HolderRow
                key={item.key}
                holder={holder}
                rank={item.index + 1}
                supplyUnits={supplyUnits}
                measure={measureElement}
              />
            ) : null;
          })}
        </tbody>
        <SpacerBody height={bottom} colSpan={COLUMNS} />
      </table>
    </div>
  );
}
