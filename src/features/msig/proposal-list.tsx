import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { AccountLink } from '@/components/links/account-link';
import { INLINE_LINK } from '@/components/links/inline-link';
import { PageAnchor } from '@/components/links/page-anchor';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TimeText } from '@/components/ui/time-text';
import { parseNodeTime } from '@/lib/format';
import type { ProposalRecord } from '@/lib/msig-history';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { msigQueries, type LiveProposal } from '@/queries/msig';
import { ProposalBadge } from './proposal-badge';
import { useChainNow } from './use-chain-now';

interface Row {
  record: ProposalRecord;
  /** undefined while the proposer's tables load; null when they no longer hold it. */
  live: LiveProposal | null | undefined;
}

function StatusCell({ row, now }: { row: Row; now: number }) {
  const { record, live } = row;
  if (record.fate) return <ProposalBadge status={{ kind: record.fate.kind, fate: record.fate }} />;
  if (live === undefined) return <span className="text-slate-500">…</span>;
  if (live === null) return <ProposalBadge status={{ kind: 'gone' }} />;
  const expires = parseNodeTime(record.expiration)?.getTime();
  if (expires !== undefined && expires < now) return <ProposalBadge status={{ kind: 'expired' }} />;
  const given = live.provided.length;
  const all = live.provided.length + live.requested.length;
  return <Badge tone="warn">{t`Open: ${given} of ${all} approved`}</Badge>;
}

/** Proposals, newest first, each with its state as the history and the tables tell it. */
export function ProposalList({ proposals }: { proposals: ProposalRecord[] }) {
  const client = useNodeClient();
  const now = useChainNow();
  const proposers = [...new Set(proposals.filter((p) => !p.fate).map((p) => p.proposer))];
  const scopes = useQueries({ queries: proposers.map((p) => msigQueries.scope(client, p)) });
  const scopeOf = new Map(proposers.map((p, i) => [p, scopes[i]?.data] as const));
  // A name proposed again after an earlier end: only the newest record is the one in the tables.
  const newest = new Set<string>();
  const rows: Row[] = proposals.map((record) => {
    const key = `${record.proposer}/${record.name}`;
    const first = !newest.has(key);
    newest.add(key);
    const scope = scopeOf.get(record.proposer);
    const live = scope === undefined ? undefined : first ? (scope.get(record.name) ?? null) : null;
    return { record, live };
  });
  const columns: DataTableColumn<Row>[] = [
    {
      header: t`Proposal`,
      cell: ({ record }) => (
        <PageAnchor
          to={paths.msigProposal(record.proposer, record.name)}
          className={`font-mono ${INLINE_LINK}`}
        >
          {record.name}
        </PageAnchor>
      ),
    },
    { header: t`Proposer`, cell: ({ record }) => <AccountLink name={record.proposer} /> },
    {
      header: t`Approvals requested`,
      cell: ({ record }) => (
        <span className="font-mono">
          {record.requested.map((l) => `${l.actor}@${l.permission}`).join(', ')}
        </span>
      ),
    },
    {
      header: t({ message: 'Proposed', context: 'multisig proposal' }),
      cell: ({ record }) => <TimeText value={record.proposedAt} relativeTo={now} dateWhenOld />,
    },
    { header: t`Status`, cell: (row) => <StatusCell row={row} now={now} /> },
  ];
  return (
    <DataTable
      caption={t`Multisig proposals`}
      columns={columns}
      rows={rows}
      rowKey={({ record }) => `${record.proposer}/${record.name}/${record.trxId}`}
      empty={
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm dark:border-slate-600">
          <Trans>No proposals found.</Trans>
        </p>
      }
    />
  );
}
