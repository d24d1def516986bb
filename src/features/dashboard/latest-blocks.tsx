import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { nodeErrorTitle } from '@/api/node-errors';
import { AccountLink } from '@/components/links/account-link';
import { BlockLink } from '@/components/links/block-link';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { STACKED_GRID, StackLabel } from '@/components/ui/stacked-rows';
import { formatInteger, formatRelative, formatUtc } from '@/lib/format';
import type { NumberedBlock } from '@/queries/blocks';

export interface LatestBlocksProps {
  blocks: NumberedBlock[];
  lastIrreversible: number;
  now: number;
}

/** The live feed: newest block first, each with its producer, transaction count and time. */
export function LatestBlocks({ blocks, lastIrreversible, now }: LatestBlocksProps) {
  // Stable columns (and rows, which the query results share structurally) let a block's
  // arrival re-render its own row only.
  const columns = useMemo(() => latestBlockColumns(lastIrreversible, now), [lastIrreversible, now]);
  return (
    <div className={STACKED_GRID}>
      <DataTable
        caption={t`Latest blocks, newest first`}
        rows={blocks}
        rowKey={(b) => String(b.blockNum)}
        columns={columns}
      />
    </div>
  );
}

/**
 * Below md a block is two lines: number, time and finality, then producer and transactions.
 * Each cell holds a line of text or its empty place (`min-h-6`), so a row is as tall before its
 * block arrives as after, and a phone's first screen does not move while the feed fills.
 */
// From md the columns have set widths (the producer's takes the rest): a cell's text arriving
// in place of its placeholder does not resize the columns and move the others' text.
const PLACES = [
  'whitespace-nowrap max-md:order-1 md:w-[15%]',
  'max-md:order-2 md:w-[20%]',
  'max-md:order-4 max-md:col-span-2 max-md:min-h-6',
  'whitespace-nowrap max-md:order-5 max-md:min-h-6 md:w-[15%]',
  'max-md:order-3 md:w-[15%]',
];

/** One line's height (a row's tallest content is a line of text): rows keep their height. */
const LINE = 'flex h-5 items-center';

/**
 * The feed before the head is known: the same table, `size` rows of grey bars, as tall as the
 * rows that replace it, so what is below does not move when the blocks arrive.
 */
export function LatestBlocksSkeleton({ size }: { size: number }) {
  const bar = (width: string) => (
    <span className={LINE}>
      <Skeleton className={`h-4 ${width}`} />
    </span>
  );
  return (
    <div role="status" aria-live="polite" className={STACKED_GRID}>
      <span className="sr-only">{t`Loading the latest blocks…`}</span>
      <DataTable
        caption={t`Latest blocks, newest first`}
        rows={Array.from({ length: size }, (_, i) => i)}
        rowKey={(i) => String(i)}
        columns={latestBlockColumns(0, 0).map((c) => ({
          ...c,
          cell: () => bar(c.numeric ? 'w-8' : 'w-20'),
        }))}
      />
    </div>
  );
}

function latestBlockColumns(
  lastIrreversible: number,
  now: number,
): DataTableColumn<NumberedBlock>[] {
  const columns: DataTableColumn<NumberedBlock>[] = [
    { header: t`Block`, cell: (b) => <BlockLink block={b.blockNum} /> },
    {
      header: t`Time`,
      cell: (b) =>
        b.block ? (
          <span title={formatUtc(b.block.timestamp)}>{formatRelative(b.block.timestamp, now)}</span>
        ) : (
          <Placeholder live={b} />
        ),
    },
    {
      header: t`Producer`,
      cell: (b) => (b.block ? <AccountLink name={b.block.producer} /> : null),
    },
    {
      header: t`Transactions`,
      numeric: true,
      cell: (b) =>
        b.block ? (
          <>
            <StackLabel>{t`Transactions`}</StackLabel>
            {formatInteger(b.block.transactions.length)}
          </>
        ) : null,
    },
    {
      header: t`Finality`,
      cell: (b) =>
        b.blockNum <= lastIrreversible ? (
          <Badge tone="good">
            <Trans>Irreversible</Trans>
          </Badge>
        ) : (
          <Badge tone="warn">
            <Trans>Reversible</Trans>
          </Badge>
        ),
    },
  ];
  return columns.map((c, i) => ({ ...c, className: PLACES[i] }));
}

function Placeholder({ live }: { live: NumberedBlock }) {
  if (live.error) {
    return (
      <span className="text-red-800 dark:text-red-300">
        <Trans>Could not load: {nodeErrorTitle(live.error)}</Trans>
      </span>
    );
  }
  return (
    <>
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton className="h-4 w-20" />
    </>
  );
}
