import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { HistoryAction } from '@/api/history/model';
import { AccountLink } from '@/components/links/account-link';
import { BlockLink } from '@/components/links/block-link';
import { INLINE_LINK } from '@/components/links/inline-link';
import { formatRelative, formatUtc, shortHash } from '@/lib/format';
import { paths } from '@/lib/paths';
import { readAction } from './action-reading';
import { ReadingView } from './reading-view';

/** Past this many rows only those near the viewport are drawn. */
const VIRTUAL_FROM = 100;
const ROW_ESTIMATE = 41;
const COLUMNS = ['Time', 'Block', 'Transaction', 'Action', 'Authorization', 'Reading'];

const rowKeyOf = (r: HistoryAction) =>
  `${r.trxId}/${r.globalSequence ?? ''}/${r.actionOrdinal ?? r.actionIndex ?? ''}/${r.blockNum}`;

const ActivityRow = memo(function ActivityRow({
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
      <td className="px-3 py-2 whitespace-nowrap">
        <time dateTime={`${row.timestamp}Z`} title={formatUtc(row.timestamp)}>
          {formatRelative(row.timestamp, now)}
        </time>
      </td>
      <td className="px-3 py-2">
        <BlockLink block={row.blockNum} />
      </td>
      <td className="px-3 py-2">
        <Link
          to={paths.transaction(row.blockNum, row.trxId)}
          className={`font-mono ${INLINE_LINK}`}
          title={row.trxId}
        >
          {shortHash(row.trxId, 6, 4)}
        </Link>
      </td>
      <td className="px-3 py-2 font-mono break-all">
        {row.contract}::{row.action}
      </td>
      <td className="px-3 py-2">
        {row.authorization.map((a, i) => (
          <span key={i} className="block">
            <AccountLink name={a.actor} />@{a.permission}
          </span>
        ))}
      </td>
      <td className="px-3 py-2">
        <ReadingView reading={reading} />
      </td>
    </tr>
  );
});

/** An account's actions, newest first; past VIRTUAL_FROM rows the page draws only what is near. */
export function ActivityTable({ rows, viewer }: { rows: HistoryAction[]; viewer: string }) {
  // One "now" for every row, so their relative times agree; it moves on every half minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Activity of {viewer}, newest first</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        {rows.length > VIRTUAL_FROM ? (
          <VirtualBody rows={rows} viewer={viewer} now={now} />
        ) : (
          <tbody>
            {rows.map((row, i) => (
              <ActivityRow key={rowKeyOf(row)} row={row} viewer={viewer} now={now} index={i} />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

function VirtualBody({
  rows,
  viewer,
  now,
}: {
  rows: HistoryAction[];
  viewer: string;
  now: number;
}) {
  const anchorRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Content above the table (filters, the scan's progress) moves it: measured again on changes.
  useLayoutEffect(() => {
    const el = anchorRef.current;
    if (!el) return;
    const measure = () => {
      const margin = Math.round(el.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((prev) => (prev === margin ? prev : margin));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 10,
    scrollMargin,
    getItemKey: (i) => {
      const r = rows[i];
      return r ? rowKeyOf(r) : i;
    },
  });
  const items = virtualizer.getVirtualItems();
  const top = items.length ? (items[0]?.start ?? 0) - scrollMargin : 0;
  const last = items[items.length - 1];
  const bottom = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  return (
    <>
      <tbody ref={anchorRef} aria-hidden="true">
        <tr style={{ height: Math.max(0, top) }}>
          <td colSpan={COLUMNS.length} className="p-0" />
        </tr>
      </tbody>
      <tbody>
        {items.map((item) => {
          const row = rows[item.index];
          return row ? (
            <ActivityRow
              key={item.key}
              row={row}
              viewer={viewer}
              now={now}
              index={item.index}
              measure={virtualizer.measureElement}
            />
          ) : null;
        })}
      </tbody>
      <tbody aria-hidden="true">
        <tr style={{ height: Math.max(0, bottom) }}>
          <td colSpan={COLUMNS.length} className="p-0" />
        </tr>
      </tbody>
    </>
  );
}
