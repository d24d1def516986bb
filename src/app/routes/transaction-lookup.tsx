import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { PageHeader } from '@/components/ui/page-header';
import { TransactionLookup } from '@/features/history/transaction-lookup';
import { shortHash } from '@/lib/format';

export function Component() {
  const { txId = '' } = useParams();
  if (!/^[0-9a-fA-F]{64}$/.test(txId)) {
    return (
      <>
        <PageHeader title={t`Not a transaction id`} />
        <NotFoundPanel title={t`This is not a transaction id`}>
          <Trans>A transaction id has 64 hex characters (0–9, a–f).</Trans>
        </NotFoundPanel>
      </>
    );
  }
  const id = txId.toLowerCase();
  return (
    <>
      <PageHeader
        title={<span className="font-mono">{t`Transaction ${shortHash(id)}`}</span>}
        documentTitle={t`Transaction ${shortHash(id)}`}
        subtitle={<span className="font-mono break-all">{id}</span>}
      />
      <TransactionLookup trxId={id} />
    </>
  );
}
