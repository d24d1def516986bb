import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Section } from '@/components/ui/section';
import { useNodeClient } from '@/lib/node-store';
import { chainQueries } from '@/queries/chain';
import type { BuiltTransaction } from './build';
import { PushPanel } from './push-panel';
import { DecodedActions, IdCheck, RequiredKeysList } from './review-checks';
import { ReviewFacts } from './review-facts';
import { SignPanel } from './sign-panel';
import { UnsignedExport } from './unsigned-export';
import { useRequiredKeys } from './use-required-keys';

/** A built transaction: what it says, checked against the node; then signed and pushed. */
export function TransactionReview({ built }: { built: BuiltTransaction }) {
  const client = useNodeClient();
  const info = useQuery({ ...chainQueries.info(client), refetchInterval: 3_000 });
  const keys = useRequiredKeys(built);
  const [signatures, setSignatures] = useState<string[] | null>(null);
  return (
    <div>
      <Section title={t`Review`}>
        <div className="space-y-4">
          <ReviewFacts built={built} headTime={info.data?.head_block_time} />
          <IdCheck built={built} />
          <DecodedActions built={built} />
          <RequiredKeysList keys={keys} />
        </div>
      </Section>
      <Section title={t`Sign and push`}>
        {signatures ? (
          <div className="space-y-3">
            <p className="text-sm">
              <Trans>Signed. The keys were dropped; these signatures will be sent:</Trans>
            </p>
            <ul aria-label={t`Signatures`} className="font-mono text-xs break-all">
              {signatures.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
            <PushPanel
              body={{
                signatures,
                compression: 'none',
                packed_context_free_data: '',
                packed_trx: built.packedHex,
              }}
              required={keys.required.data}
            />
          </div>
        ) : (
          <SignPanel built={built} required={keys.required.data} onSigned={setSignatures} />
        )}
      </Section>
      <Section title={t`Export unsigned`}>
        <details>
          <summary className="cursor-pointer text-sm">
            <Trans>To sign it elsewhere: JSON and a cleos command</Trans>
          </summary>
          <UnsignedExport built={built} />
        </details>
      </Section>
    </div>
  );
}
