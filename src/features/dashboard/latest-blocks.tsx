import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { nodeErrorTitle } from '@/api/node-errors';
import { AccountLink } from '@/components/links/account-link';
import { BlockLink } from '@/components/links/block-link';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { formatInteger, formatRelative, formatUtc } from '@/lib/format';
import type { LiveBlock } from './use-live-blocks';

export interface LatestBlocksProps {
  blocks: LiveBlock[];
  lastIrreversible: number;
  now: number;
}

/** The live feed: newest block first, each with its producer, transaction count and time. */
export function LatestBlocks({ blocks, lastIrreversible, now }: LatestBlocksProps) {
  // Stable columns (and rows, which the query results share structurally) let a block's
  // arrival re-render its own row only.
  const columns = useMemo(() => latestBlockColumns(lastIrreversible, now), [lastIrreversible, now]);
  return (
    <DataTable
      caption={t`Latest blocks, newest first`}
      rows={blocks}
      rowKey={(b) => String(b.blockNum)}
      columns={columns}
    />
  );
}

function latestBlockColumns(lastIrreversible: number, now: number): DataTableColumn<LiveBlock>[] {
  return [
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
      cell: (b) => (b.block ? formatInteger(b.block.transactions.length) : null),
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
}

function Placeholder({ live }: { live: LiveBlock }) {
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
