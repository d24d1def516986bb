import { t } from '@lingui/core/macro';
import { AccountLink } from '@/components/links/account-link';
import { INLINE_LINK } from '@/components/links/inline-link';
import { PageAnchor } from '@/components/links/page-anchor';
import { KeyValueList, type KeyValueItem } from '@/components/ui/key-value-list';
import { TimeText } from '@/components/ui/time-text';
import { parseNodeTime, shortHash } from '@/lib/format';
import type { ProposalRecord } from '@/lib/msig-history';
import type { ProposalStatus } from '@/lib/msig-status';
import { paths } from '@/lib/paths';
import type { TransactionLayout } from '@/lib/transaction-abi';
import { ProposalBadge } from './proposal-badge';

function TxLink({ blockNum, trxId }: { blockNum: number; trxId: string }) {
  return (
    <PageAnchor to={paths.transaction(blockNum, trxId)} className={`font-mono ${INLINE_LINK}`}>
      {shortHash(trxId)}
    </PageAnchor>
  );
}

/** The proposal's status in words, its expiry, and where it was proposed and ended. */
export function ProposalSummary({
  status,
  expiration,
  now,
  record,
  hash,
  layout,
}: {
  status: ProposalStatus;
  expiration: string;
  now: number;
  record: ProposalRecord | undefined;
  hash: string | undefined;
  layout: TransactionLayout | undefined;
}) {
  const expires = parseNodeTime(expiration)?.getTime();
  const items: KeyValueItem[] = [];
  if (expiration)
    items.push({
      label:
        expires !== undefined && expires < now
          ? t({ message: 'Expired', context: 'multisig proposal' })
          : t`Expires`,
      value: (
        <>
          <TimeText value={expiration} /> (<TimeText value={expiration} relativeTo={now} />)
        </>
      ),
    });
  if (record) {
    items.push({ label: t`Proposer`, value: <AccountLink name={record.proposer} /> });
    items.push({
      label: t({ message: 'Proposed', context: 'multisig proposal' }),
      value: (
        <>
          <TimeText value={record.proposedAt} />, <TxLink {...record} />
        </>
      ),
    });
  }
  if (record?.fate) {
    const { fate } = record;
    items.push({
      label:
        fate.kind === 'executed'
          ? t({ message: 'Executed', context: 'multisig proposal' })
          : t({ message: 'Cancelled', context: 'multisig proposal' }),
      value: (
        <>
          <TimeText value={fate.timestamp} />, <AccountLink name={fate.by} />,{' '}
          <TxLink blockNum={fate.blockNum} trxId={fate.trxId} />
        </>
      ),
    });
  }
  if (hash)
    items.push({
      label: t`Proposal hash`,
      hint: t`sha256 of the packed transaction, as approve takes it`,
      value: <span className="font-mono break-all">{hash}</span>,
    });
  if (layout)
    items.push({
      label: t`Header layout`,
      value:
        layout === 'cyberway'
          ? t`CyberWay (max_ram_kbytes and max_storage_kbytes after max_cpu_usage_ms)`
          : t`EOSIO`,
    });
  return (
    <div className="mb-8">
      <p
        role="status"
        aria-label={t`Proposal status`}
        className="mb-4 flex items-center gap-3 text-lg font-semibold"
      >
        <ProposalBadge status={status} />
      </p>
      <KeyValueList items={items} />
    </div>
  );
}
