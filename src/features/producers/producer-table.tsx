import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ProducerRow } from '@/api/node-client';
import { safeExternalUrl } from '@/lib/safe-url';
import { AccountLink } from '@/components/links/account-link';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';
import { DataTable } from '@/components/ui/data-table';
import { paths } from '@/lib/paths';
import { AgentKeyCell } from './agent-key-cell';
import {
  sortedBy,
  viewQuery,
  type ProducerSort,
  type ProducersView,
  type RankedProducer,
} from './producer-order';
import { formatVotes, voteShare } from './vote-share';
import { VoteShareBar } from './vote-share-bar';

export interface ProducerTableProps {
  /** This page's candidates, with their rank. */
  rows: RankedProducer[];
  /** The order and page shown, for the sortable headers. */
  view: ProducersView;
  /** total_producer_vote_weight. */
  totalVoteWeight: string;
  /** Active schedule: producer → signing key; null when the schedule could not be read. */
  activeSchedule: ReadonlyMap<string, string | undefined> | null;
  /** Core symbol as `4,CYBER`, for the agent key lookup. */
  coreSymbol: string;
}

/** One page of the ranked candidates: votes, share of the total weight, schedule membership, keys. */
export function ProducerTable({
  rows: ranked,
  view,
  totalVoteWeight,
  activeSchedule,
  coreSymbol,
}: ProducerTableProps) {
  const rows = ranked.map((r) => r.row);
  const rankOf = new Map(ranked.map((r) => [r.row.owner, r.rank]));
  const sort = (column: ProducerSort) => ({
    state:
      view.sort === column
        ? view.dir === 'asc'
          ? ('ascending' as const)
          : ('descending' as const)
        : ('none' as const),
    to: paths.producers(viewQuery(sortedBy(view, column))),
  });
  const signingKey = (row: ProducerRow) => row.producer_key ?? activeSchedule?.get(row.owner);
  const keyOwners = new Map<string, string>();
  for (const row of rows) {
    const key = signingKey(row);
    if (key) keyOwners.set(key, row.owner);
  }
  if (activeSchedule) {
    for (const [owner, key] of activeSchedule)
      if (key && !keyOwners.has(key)) keyOwners.set(key, owner);
  }

  return (
    <DataTable
      caption={t`Producers`}
      rows={rows}
      rowKey={(row) => row.owner}
      empty={
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm dark:border-slate-600">
          <Trans>No producers on this page.</Trans>
        </p>
      }
      columns={[
        {
          header: t`Rank`,
          numeric: true,
          sort: sort('rank'),
          cell: (row) => <span className="font-mono">{rankOf.get(row.owner)}</span>,
        },
        {
          header: t`Producer`,
          sort: sort('name'),
          cell: (row) => <AccountLink name={row.owner} />,
        },
        {
          header: t`Schedule`,
          cell: (row) => {
            const isActive = activeSchedule ? activeSchedule.has(row.owner) : row.is_active;
            return isActive ? (
              <Badge tone="good">
                <Trans context="a producer in the active schedule">Active</Trans>
              </Badge>
            ) : (
              <Badge tone="neutral" title={t`Not in the active schedule`}>
                <Trans>Standby</Trans>
              </Badge>
            );
          },
        },
        {
          header: t`Votes`,
          numeric: true,
          sort: sort('votes'),
          cell: (row) => (
            <span className="font-mono" title={row.total_votes}>
              {formatVotes(row.total_votes)}
            </span>
          ),
        },
        {
          header: t`Share of votes`,
          numeric: true,
          cell: (row) => <VoteShareBar share={voteShare(row.total_votes, totalVoteWeight)} />,
        },
        {
          header: t`Signing key`,
          className: 'min-w-56',
          cell: (row) => {
            const key = signingKey(row);
            return key ? (
              <span className="font-mono text-xs break-all">
                {key}
                <CopyButton value={key} label={t`signing key of ${row.owner}`} />
              </span>
            ) : (
              <span className="text-slate-500 dark:text-slate-400">
                <Trans>none</Trans>
              </span>
            );
          },
        },
        {
          header: t`Agent key`,
          className: 'min-w-56',
          cell: (row) => (
            <AgentKeyCell
              account={row.owner}
              symbol={coreSymbol}
              signingKey={signingKey(row)}
              keyOwners={keyOwners}
            />
          ),
        },
        {
          header: t`Website`,
          cell: (row) => {
            const href = safeExternalUrl(row.url);
            if (href) {
              return (
                <a
                  href={href}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="break-all text-teal-800 underline dark:text-teal-300"
                >
                  {row.url}
                </a>
              );
            }
            // Not a web address (or a hostile one): shown as text, never as a link.
            return row.url ? <span className="break-all">{row.url}</span> : null;
          },
        },
      ]}
    />
  );
}
