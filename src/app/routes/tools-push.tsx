import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { TransactionBuilder } from '@/features/transact/transaction-builder';

// Loaded when opened: most visits build rather than paste.
const SignedPaste = lazyWithRetry(
  () => import('@/features/transact/signed-paste'),
  (m) => m.SignedPaste,
);

export function Component() {
  const [pasting, setPasting] = useState(false);
  return (
    <div>
      <PageHeader
        title={t`Transaction builder`}
        subtitle={t`Build a transaction from contracts’ actions, review it, sign it in the browser and push it to the node.`}
      />
      <TransactionBuilder />
      <Section title={t`Broadcast a signed transaction`}>
        <details onToggle={(e) => setPasting(e.currentTarget.open)}>
          <summary className="cursor-pointer text-sm">
            <Trans>Paste a transaction signed elsewhere</Trans>
          </summary>
          {pasting ? (
            <Suspense fallback={null}>
              <SignedPaste />
            </Suspense>
          ) : null}
        </details>
      </Section>
    </div>
  );
}
