import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { SignedPaste } from '@/features/transact/signed-paste';
import { TransactionBuilder } from '@/features/transact/transaction-builder';

export function Component() {
  return (
    <div>
      <PageHeader
        title={t`Transaction builder`}
        subtitle={t`Build a transaction from contracts’ actions, review it, sign it in the browser and push it to the node.`}
      />
      <TransactionBuilder />
      <Section title={t`Broadcast a signed transaction`}>
        <details>
          <summary className="cursor-pointer text-sm">
            <Trans>Paste a transaction signed elsewhere</Trans>
          </summary>
          <SignedPaste />
        </details>
      </Section>
    </div>
  );
}
