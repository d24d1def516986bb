import { t } from '@lingui/core/macro';
import { PageHeader } from '@/components/ui/page-header';
import { useChainInfo } from '@/features/shell/use-chain-info';
import { TransactionInspector } from '@/features/tools/transaction-inspector';

export function Component() {
  const info = useChainInfo();
  return (
    <div>
      <PageHeader
        title={t`Transaction tool`}
        subtitle={t`A transaction’s id, its expiration and reference block checked against the chain, and the keys that must sign it.`}
      />
      <TransactionInspector info={info.data} />
    </div>
  );
}
