import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ProducerRow } from '@/api/node-client';
import { isNullPublicKey } from '@/api/null-key';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LINK } from '@/components/ui/form-styles';
import { shortHash } from '@/lib/format';
import { paths } from '@/lib/paths';
import { stakeActionPath } from '@/lib/stake-actions';
import { formatUnits } from '@/lib/stake-units';
import type { RecentRounds } from './use-recent-rounds';
import { RoundCounts } from './round-counts';
import { rankByVotes } from './validator-rank';

export interface ValidatorsTableProps {
  rows: ProducerRow[];
  symbol: string;
  /** Accounts of the active schedule; null when it could not be read. */
  active: ReadonlySet<string> | null;
  rounds: RecentRounds;
}

interface Ranked {
  rank: number;
  row: ProducerRow;
}

/** Every validator candidate by votes: its key, whether it signs now, its last rounds, a vote. */
export function ValidatorsTable({ rows, symbol, active, rounds }: ValidatorsTableProps) {
  const ranks = rankByVotes(rows);
  const ranked: Ranked[] = rows
    .map((row) => ({ row, rank: ranks.get(row.owner) ?? 0 }))
    .sort((a, b) => a.rank - b.rank);
  const columns: DataTableColumn<Ranked>[] = [
    { header: t`Rank`, numeric: true, cell: (r) => r.rank },
    {
      header: t`Validator`,
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link className={LINK} to={paths.accountStaking(row.owner)}>
            {row.owner}
          </Link>
          {active?.has(row.owner) ? (
            <Badge tone="good">
              <Trans>signing</Trans>
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      header: t`Votes`,
      numeric: true,
      cell: ({ row }) => (
        <span className="tabular-nums" title={t`raw: ${row.total_votes}`}>
          {formatUnits(row.total_votes, symbol)}
        </span>
      ),
    },
    {
      header: t`Signing key`,
      cell: ({ row }) => {
        const key = row.producer_key ?? '';
        return key === '' || isNullPublicKey(key) ? (
          t`none`
        ) : (
          <span className="font-mono text-xs" title={key}>
            {shortHash(key, 10, 6)}
          </span>
        );
      },
    },
    {
      header: t`Last rounds`,
      cell: ({ row }) =>
        active?.has(row.owner) ? <RoundCounts rounds={rounds} account={row.owner} /> : '—',
    },
    {
      header: t`Act`,
      cell: ({ row }) => (
        <Link
          className={LINK}
          to={stakeActionPath.delegatevote('', row.owner, '')}
          aria-label={t`Vote for ${row.owner}`}
        >
          <Trans>Vote</Trans>
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      caption={t`Validator candidates by votes`}
      columns={columns}
      rows={ranked}
      rowKey={(r) => r.row.owner}
    />
  );
}
