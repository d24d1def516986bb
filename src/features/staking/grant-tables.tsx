import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StakeAgentRow, StakeGrantRow } from '@/api/schemas/stake';
import { AccountLink } from '@/components/links/account-link';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LINK } from '@/components/ui/form-styles';
import { formatInteger } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { stakeActionPath } from '@/lib/stake-actions';
import { formatBasisPoints, formatUnits, FULL_PCT } from '@/lib/stake-units';
import { stakeQueries } from '@/queries/stake';
import { grantWorth } from './stake-figures';

export interface GrantTableProps {
  grants: StakeGrantRow[];
  symbol: string;
}

/** A grant's terms in words: how much it passes on by itself, and what breaks it. */
function Terms({ grant, symbol }: { grant: StakeGrantRow; symbol: string }) {
  const breakFee = grant.break_fee;
  const breakMin = grant.break_min_own_staked;
  return (
    <span className="block text-xs">
      {grant.pct > 0 ? (
        <span className="block">
          <Trans>passes on {formatBasisPoints(grant.pct)} of what the grantor receives</Trans>
        </span>
      ) : null}
      {breakFee !== undefined ? (
        <span className="block">
          {breakFee >= FULL_PCT ? (
            <Trans>never breaks on the fee</Trans>
          ) : (
            <Trans>breaks if the fee rises above {formatBasisPoints(breakFee)}</Trans>
          )}
        </span>
      ) : null}
      {breakMin !== undefined && breakMin !== '0' ? (
        <span className="block">
          <Trans>breaks if the minimum own stake falls below {formatUnits(breakMin, symbol)}</Trans>
        </span>
      ) : null}
    </span>
  );
}

const shareCell = (g: StakeGrantRow) => (
  <span className="tabular-nums" title={t`shares: ${g.share}`}>
    {formatInteger(g.share)}
  </span>
);

/** The grants an account gave: to whom its stake is granted, what each is worth, recall. */
export function GrantsGiven({ grants, symbol }: GrantTableProps) {
  const client = useNodeClient();
  const code = symbol.slice(symbol.indexOf(',') + 1);
  // Each grant's worth is its share of the recipient's pool: the recipients' rows are read.
  const recipients = useQueries({
    queries: grants.map((g) => stakeQueries.agent(client, g.recipient_name, symbol)),
  });
  const agentOf = new Map<string, StakeAgentRow | null | undefined>(
    grants.map((g, i) => [g.recipient_name, recipients[i]?.data]),
  );
  const columns: DataTableColumn<StakeGrantRow>[] = [
    { header: t`Recipient`, cell: (g) => <AccountLink name={g.recipient_name} /> },
    { header: t`Shares`, cell: shareCell, numeric: true },
    {
      header: t`Worth now`,
      numeric: true,
      cell: (g) => {
        const worth = grantWorth(g, agentOf.get(g.recipient_name));
        return worth === null ? (
          '…'
        ) : (
          <span className="tabular-nums">{formatUnits(worth, symbol)}</span>
        );
      },
    },
    { header: t`Terms`, cell: (g) => <Terms grant={g} symbol={symbol} /> },
    {
      header: t`Act`,
      cell: (g) =>
        g.share === '0' ? null : (
          <Link
            className={LINK}
            to={stakeActionPath.recallvote(g.grantor_name, g.recipient_name, code, FULL_PCT)}
            aria-label={t`Recall the vote for ${g.recipient_name}`}
          >
            <Trans>Recall</Trans>
          </Link>
        ),
    },
  ];
  return (
    <DataTable
      caption={t`Grants given`}
      columns={columns}
      rows={grants}
      rowKey={(g) => g.recipient_name}
      empty={
        <p className="text-sm">
          <Trans>It has granted its stake to no one.</Trans>
        </p>
      }
    />
  );
}

/** The grants made to an account (its grantors), worth their share of its pool. */
export function GrantsReceived({
  grants,
  symbol,
  agent,
}: GrantTableProps & { agent: StakeAgentRow }) {
  const columns: DataTableColumn<StakeGrantRow>[] = [
    { header: t`Grantor`, cell: (g) => <AccountLink name={g.grantor_name} /> },
    { header: t`Shares`, cell: shareCell, numeric: true },
    {
      header: t`Worth now`,
      numeric: true,
      cell: (g) => (
        <span className="tabular-nums">{formatUnits(grantWorth(g, agent) ?? 0n, symbol)}</span>
      ),
    },
    { header: t`Terms`, cell: (g) => <Terms grant={g} symbol={symbol} /> },
  ];
  return (
    <DataTable
      caption={t`Grantors`}
      columns={columns}
      rows={grants}
      rowKey={(g) => g.grantor_name}
      empty={
        <p className="text-sm">
          <Trans>No one grants stake to it.</Trans>
        </p>
      }
    />
  );
}
