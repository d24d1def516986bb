import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ProducerRow } from '@/api/node-client';
import { isNullPublicKey } from '@/api/null-key';
import { safeExternalUrl } from '@/lib/safe-url';
import { AccountLink } from '@/components/links/account-link';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { STACKED_GRID, StackLabel } from '@/components/ui/stacked-rows';
import { paths } from '@/lib/paths';
import type { AgentKeys } from '@/queries/agents';
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
  /** Core symbol as `4,CYBER`: the unit of CyberWay's votes, and the agents' token. */
  coreSymbol: string;
  /** The agents' keys (undefined while they load), or null for a chain without agents. */
  agents: AgentKeys | null | undefined;
  agentsError: Error | null;
  /** Some candidate has a url: only then is there a Website column. */
  hasWebsites: boolean;
}

/** On a phone: rank, name and schedule on the first line, everything else below, full width. */
const WIDE = 'max-md:col-span-3';

/** One page of the ranked candidates: votes, share of the total weight, schedule membership, keys. */
export function ProducerTable(props: ProducerTableProps) {
  const { rows: ranked, view, activeSchedule, agents, hasWebsites } = props;
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
  const columns: DataTableColumn<ProducerRow>[] = [
    {
      header: t`Rank`,
      numeric: true,
      sort: sort('rank'),
      cell: (row) => <span className="font-mono">{rankOf.get(row.owner)}</span>,
    },
    { header: t`Producer`, sort: sort('name'), cell: (row) => <AccountLink name={row.owner} /> },
    {
      header: t`Schedule`,
      cell: (row) =>
        (activeSchedule ? activeSchedule.has(row.owner) : row.is_active) ? (
          <Badge tone="good" title={t`In the active schedule: takes turns producing blocks`}>
            <Trans context="a producer in the active schedule">Active</Trans>
          </Badge>
        ) : (
          <Badge tone="neutral" title={t`Not in the active schedule`}>
            <Trans>Standby</Trans>
          </Badge>
        ),
    },
    ...voteColumns(props, sort('votes')),
    {
      header: t`Signing key`,
      className: `min-w-56 ${WIDE}`,
      cell: (row) => (
        <>
          <StackLabel>{t`Signing key`}</StackLabel>
          <SigningKey owner={row.owner} value={signingKey(row)} />
        </>
      ),
    },
  ];
  if (agents !== null) {
    columns.push({
      header: t`Agent key`,
      className: `min-w-56 ${WIDE}`,
      cell: (row) => (
        <>
          <StackLabel>{t`Agent key`}</StackLabel>
          <AgentKeyCell
            account={row.owner}
            symbol={props.coreSymbol}
            signingKey={signingKey(row)}
            agents={agents}
            error={props.agentsError}
          />
        </>
      ),
    });
  }
  if (hasWebsites) {
    columns.push({ header: t`Website`, className: WIDE, cell: (row) => <Website url={row.url} /> });
  }

  return (
    <div className={STACKED_GRID}>
      <DataTable
        caption={t`Producers`}
        rows={rows}
        rowKey={(row) => row.owner}
        empty={
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm dark:border-slate-600">
            <Trans>No producers on this page.</Trans>
          </p>
        }
        columns={columns}
      />
    </div>
  );
}

/** Votes and their share of the total: on a phone, side by side below the name. */
function voteColumns(
  { totalVoteWeight, coreSymbol }: ProducerTableProps,
  sort: DataTableColumn<ProducerRow>['sort'],
): DataTableColumn<ProducerRow>[] {
  return [
    {
      header: t`Votes`,
      numeric: true,
      sort,
      className: 'whitespace-nowrap max-md:col-span-2',
      cell: (row) => (
        <>
          <StackLabel>{t`Votes`}</StackLabel>
          <span title={row.total_votes}>{formatVotes(row.total_votes, coreSymbol)}</span>
        </>
      ),
    },
    {
      header: t`Share of votes`,
      numeric: true,
      cell: (row) => <VoteShareBar share={voteShare(row.total_votes, totalVoteWeight)} />,
    },
  ];
}

function SigningKey({ owner, value }: { owner: string; value: string | undefined }) {
  if (!value) {
    return (
      <span className="text-slate-600 dark:text-slate-300">
        <Trans>none</Trans>
      </span>
    );
  }
  if (isNullPublicKey(value)) {
    // The all-zero key is how a chain stores "no key": it is not one anybody could sign with.
    return (
      <span className="text-slate-600 dark:text-slate-300" title={value}>
        <Trans>no key</Trans>
      </span>
    );
  }
  return (
    <span className="font-mono text-xs break-all">
      {value}
      <CopyButton value={value} label={t`signing key of ${owner}`} />
    </span>
  );
}

function Website({ url }: { url: string }) {
  const href = safeExternalUrl(url);
  if (href) {
    return (
      <a
        href={href}
        rel="noopener noreferrer nofollow"
        target="_blank"
        className="break-all text-teal-800 underline dark:text-teal-300"
      >
        {url}
      </a>
    );
  }
  // Not a web address (or a hostile one): shown as text, never as a link.
  return url ? <span className="break-all">{url}</span> : null;
}
