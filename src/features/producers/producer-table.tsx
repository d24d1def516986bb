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
      caption="Producers"
      rows={rows}
      rowKey={(row) => row.owner}
      empty={
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm dark:border-slate-600">
          No producers on this page.
        </p>
      }
      columns={[
        {
          header: 'Rank',
          numeric: true,
          sort: sort('rank'),
          cell: (row) => <span className="font-mono">{rankOf.get(row.owner)}</span>,
        },
        { header: 'Producer', sort: sort('name'), cell: (row) => <AccountLink name={row.owner} /> },
        {
          header: 'Schedule',
          cell: (row) => {
            const isActive = activeSchedule ? activeSchedule.has(row.owner) : row.is_active;
            return isActive ? (
              <Badge tone="good">Active</Badge>
            ) : (
              <Badge tone="neutral" title="Not in the active schedule">
                Standby
              </Badge>
            );
          },
        },
        {
          header: 'Votes',
          numeric: true,
          sort: sort('votes'),
          cell: (row) => (
            <span className="font-mono" title={row.total_votes}>
              {formatVotes(row.total_votes)}
            </span>
          ),
        },
        {
          header: 'Share of votes',
          numeric: true,
          cell: (row) => <VoteShareBar share={voteShare(row.total_votes, totalVoteWeight)} />,
        },
        {
          header: 'Signing key',
          className: 'min-w-56',
          cell: (row) => {
            const key = signingKey(row);
            return key ? (
              <span className="font-mono text-xs break-all">
                {key}
                <CopyButton value={key} label={`signing key of ${row.owner}`} />
              </span>
            ) : (
              <span className="text-slate-500 dark:text-slate-400">none</span>
            );
          },
        },
        {
          header: 'Agent key',
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
          header: 'Website',
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
