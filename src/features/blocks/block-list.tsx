import { t } from '@lingui/core/macro';
import { nodeErrorTitle } from '@/api/node-errors';
import { AccountLink } from '@/components/links/account-link';
import { BlockLink } from '@/components/links/block-link';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { StackLabel } from '@/components/ui/stacked-rows';
import { TimeText } from '@/components/ui/time-text';
import { formatInteger, formatRelative } from '@/lib/format';
import { useTimeHeading } from '@/lib/time-zone';
import type { NumberedBlock } from '@/queries/blocks';

export interface BlockListProps {
  blocks: NumberedBlock[];
  lastIrreversible: number | undefined;
  now: number;
}

/**
 * Where each cell sits. From md the columns have set widths (the producer's takes the rest), so
 * a block's text arriving in place of its placeholder does not resize the columns and move the
 * others' text. Below md the cells that wait for the block hold a line's height (`min-h-6`), so a
 * card is as tall before its block arrives as after and the cards below do not move.
 */
const PLACES = {
  block: 'whitespace-nowrap max-md:order-1 md:w-[10%]',
  time: 'max-md:order-4 max-md:col-span-3 max-md:min-h-6 md:w-[32%]',
  producer: 'max-md:order-2',
  transactions: 'max-md:order-5 max-md:col-span-2 max-md:min-h-6 md:w-[12%]',
  actions: 'max-md:order-6 max-md:min-h-6 md:w-[10%]',
  finality: 'max-md:order-3 md:w-[12%]',
};

/**
 * A page of blocks, newest first. Below md (inside the page's STACKED_GRID wrapper) a block is a
 * card: number, producer and finality, then the time across the width, then its counts, named.
 */
export function BlockList({ blocks, lastIrreversible, now }: BlockListProps) {
  const timeHeading = useTimeHeading();
  return (
    <DataTable
      caption={t`Blocks, newest first`}
      rows={blocks}
      rowKey={(b) => String(b.blockNum)}
      columns={[
        {
          header: t`Block`,
          className: PLACES.block,
          cell: (b) => <BlockLink block={b.blockNum} />,
        },
        {
          header: timeHeading,
          className: PLACES.time,
          cell: (b) => {
            if (b.block) {
              return (
                <span className="whitespace-nowrap">
                  <TimeText value={b.block.timestamp} />{' '}
                  {now > 0 ? (
                    <span className="text-slate-600 dark:text-slate-300">
                      ({formatRelative(b.block.timestamp, now)})
                    </span>
                  ) : null}
                </span>
              );
            }
            if (b.error) {
              return (
                <span className="text-red-800 dark:text-red-300">
                  {t`Could not load: ${nodeErrorTitle(b.error)}`}
                </span>
              );
            }
            return (
              <>
                <span className="sr-only">{t`Loading…`}</span>
                {/* A line's height, as the time that replaces it: the row keeps its height. */}
                <span className="flex h-5 items-center">
                  <Skeleton className="h-4 w-40" />
                </span>
              </>
            );
          },
        },
        {
          header: t`Producer`,
          className: PLACES.producer,
          cell: (b) => (b.block ? <AccountLink name={b.block.producer} /> : null),
        },
        {
          header: t`Transactions`,
          numeric: true,
          className: PLACES.transactions,
          cell: (b) =>
            b.block ? (
              <>
                <StackLabel>{t`Transactions`}</StackLabel>
                {formatInteger(b.block.transactions.length)}
              </>
            ) : null,
        },
        {
          header: t`Actions`,
          numeric: true,
          className: PLACES.actions,
          cell: (b) =>
            b.block ? (
              <>
                <StackLabel>{t`Actions`}</StackLabel>
                {formatInteger(
                  b.block.transactions.reduce(
                    (sum, r) =>
                      sum + (typeof r.trx === 'string' ? 0 : r.trx.transaction.actions.length),
                    0,
                  ),
                )}
              </>
            ) : null,
        },
        {
          header: t`Finality`,
          className: PLACES.finality,
          cell: (b) =>
            lastIrreversible === undefined ? null : b.blockNum <= lastIrreversible ? (
              <Badge tone="good">{t`Irreversible`}</Badge>
            ) : (
              <Badge tone="warn">{t`Reversible`}</Badge>
            ),
        },
      ]}
    />
  );
}
