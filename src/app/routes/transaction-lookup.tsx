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
        <PageHeader title="Not a transaction id" />
        <NotFoundPanel title="This is not a transaction id">
          A transaction id has 64 hex characters (0–9, a–f).
        </NotFoundPanel>
      </>
    );
  }
  const id = txId.toLowerCase();
  return (
    <>
      <PageHeader
        title={<span className="font-mono">Transaction {shortHash(id)}</span>}
        documentTitle={`Transaction ${shortHash(id)}`}
        subtitle={<span className="font-mono break-all">{id}</span>}
      />
      <TransactionLookup trxId={id} />
    </>
  );
}
