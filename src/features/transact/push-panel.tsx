import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { NodeHttpError } from '@/api/node-errors';
import type { PackedTransactionBody } from '@/api/schemas/push';
import { ErrorPanel } from '@/components/errors/error-panel';
import { PRIMARY_BUTTON } from '@/components/ui/form-styles';
import { useNodeClient } from '@/lib/node-store';
import { PushResult } from './push-result';

export interface PushPanelProps {
  body: PackedTransactionBody;
  /** The keys get_required_keys named, said beside a missing-authority refusal. */
  required?: readonly string[] | undefined;
}

/** A refusal for want of signatures: the keys that would satisfy it are named. */
function isMissingAuthority(e: unknown): boolean {
  return (
    e instanceof NodeHttpError &&
    (e.errorName === 'unsatisfied_authorization' || e.errorName === 'tx_missing_sigs')
  );
}

/** Sends a signed transaction with push_transaction and shows the node's answer. */
export function PushPanel({ body, required }: PushPanelProps) {
  const client = useNodeClient();
  const push = useMutation({ mutationFn: (b: PackedTransactionBody) => client.pushTransaction(b) });
  return (
    <div className="space-y-3">
      <button
        type="button"
        className={PRIMARY_BUTTON}
        disabled={push.isPending || push.isSuccess}
        onClick={() => push.mutate(body)}
      >
        {push.isPending ? t`Pushing…` : t`Push to the node`}
      </button>
      {push.isError ? (
        <>
          <ErrorPanel error={push.error} />
          {isMissingAuthority(push.error) && required && required.length > 0 ? (
            <div className="text-sm">
              <p>
                <Trans>Keys that satisfy the declared authorities (get_required_keys):</Trans>
              </p>
              <ul aria-label={t`Keys needed`} className="list-disc pl-5 font-mono break-all">
                {required.map((k) => (
                  <li key={k}>{k}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
      {push.data ? <PushResult result={push.data} /> : null}
    </div>
  );
}
