import { memo } from 'react';
import { isAccountName } from '@/api/chain-refs';
import type { HistoryAction } from '@/api/history-model';
import { AccountLink } from '@/components/links/account-link';
import { BlockLink } from '@/components/links/block-link';
import { PageAnchor } from '@/components/links/page-anchor';
import { INLINE_LINK } from '@/components/links/inline-link';
import { TimeText } from '@/components/ui/time-text';
import { shortHash } from '@/lib/format';
import { paths } from '@/lib/paths';
import { readAction } from '@/lib/action-reading';
import { ReadingView } from '@/components/ui/reading-view';

/**
 * Two chain names (13 characters at most each) stay on one line: breaking anywhere let the
 * table's layout squeeze the column to a few characters. Anything else comes from a service
 * that sends what no chain has, and breaks anywhere rather than widen the table.
 */
const actionCellWrap = (row: HistoryAction) =>
  isAccountName(row.contract) && isAccountName(row.action) ? 'whitespace-nowrap' : 'break-all';

/** One action of the activity table. */
export const ActivityRow = memo(function ActivityRow({
  row,
  viewer,
  now,
  index,
  measure,
}: {
  row: HistoryAction;
  viewer: string;
  now: number;
  index: number;
  measure?: (el: HTMLTableRowElement | null) => void;
}) {
  const reading = readAction(row, viewer);
  return (
    <tr
      ref={measure}
      data-index={index}
      className="border-t border-slate-200 align-top dark:border-slate-700"
    >
      <td className="px-3 py-2 whitespace-nowrap max-md:text-xs">
        <TimeText value={row.timestamp} relativeTo={now} dateWhenOld />
      </td>
      <td className="px-3 py-2 whitespace-nowrap max-md:text-xs">
        <BlockLink block={row.blockNum} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap max-md:text-xs">
        <PageAnchor
          to={paths.transaction(row.blockNum, row.trxId)}
          className={`font-mono ${INLINE_LINK}`}
          title={row.trxId}
        >
          {shortHash(row.trxId, 6, 4)}
        </PageAnchor>
      </td>
      <td className={`px-3 py-2 font-mono max-md:order-5 max-md:text-xs ${actionCellWrap(row)}`}>
        {row.contract}::{row.action}
      </td>
      <td className="px-3 py-2 max-md:order-6 max-md:text-xs">
        {row.authorization.map((a, i) => (
          <span key={i} className="block">
            <AccountLink name={a.actor} />@<span translate="no">{a.permission}</span>
          </span>
        ))}
      </td>
      <td className="px-3 py-2 max-md:order-4 max-md:basis-full">
        <ReadingView reading={reading} />
      </td>
    </tr>
  );
});
