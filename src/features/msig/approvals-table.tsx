import { t } from '@lingui/core/macro';
import { AccountLink } from '@/components/links/account-link';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TimeText } from '@/components/ui/time-text';
import type { Approval } from '@/queries/msig';

export interface ApprovalRow {
  approval: Approval;
  state: 'requested' | 'provided' | 'voided';
  /** For a voided approval: when its account invalidated its approvals. */
  invalidatedAt?: string | undefined;
}

function StateCell({ row }: { row: ApprovalRow }) {
  switch (row.state) {
    case 'requested':
      return <Badge tone="warn">{t`Requested, not given`}</Badge>;
    case 'provided':
      return <Badge tone="good">{t`Approved`}</Badge>;
    case 'voided':
      return <Badge tone="bad">{t`Approved, then invalidated`}</Badge>;
  }
}

/** Requested and provided approvals, with the times the contract stamped on them. */
export function ApprovalsTable({ rows, now }: { rows: ApprovalRow[]; now: number }) {
  const columns: DataTableColumn<ApprovalRow>[] = [
    {
      header: t`Account`,
      cell: ({ approval }) => (
        <span>
          <AccountLink name={approval.level.actor} />
          <span className="font-mono">@{approval.level.permission}</span>
        </span>
      ),
    },
    { header: t`State`, cell: (row) => <StateCell row={row} /> },
    {
      header: t`Approved`,
      cell: ({ approval, state }) =>
        state === 'requested' || approval.time === '' ? (
          '—'
        ) : (
          <TimeText value={approval.time} relativeTo={now} dateWhenOld />
        ),
    },
    {
      header: t`Invalidated`,
      cell: ({ invalidatedAt }) =>
        invalidatedAt ? <TimeText value={invalidatedAt} relativeTo={now} dateWhenOld /> : '—',
    },
  ];
  return (
    <DataTable
      caption={t`Approvals`}
      columns={columns}
      rows={rows}
      rowKey={({ approval }) => `${approval.level.actor}@${approval.level.permission}`}
      empty={<p className="text-sm">{t`No approvals were requested.`}</p>}
    />
  );
}
