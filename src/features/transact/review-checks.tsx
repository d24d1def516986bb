import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { CheckBadge } from '@/components/ui/check-badge';
import { CopyButton } from '@/components/ui/copy-button';
import { JsonView } from '@/components/ui/json-view';
import { SkeletonRows } from '@/components/ui/skeleton';
import { decodeLocally } from '@/lib/abi-codec';
import { useNodeClient } from '@/lib/node-store';
import { unpackTransaction } from '@/lib/transaction-codec';
import { unknownTransactionAnswer } from '@/lib/transaction-id-answer';
import { transactionToolQueries } from '@/queries/transaction-tools';
import type { BuiltTransaction } from './build';
import { transactionRequest, type useRequiredKeys } from './use-required-keys';

interface DecodedAction {
  title: string;
  auth: string;
  data: unknown;
  problem?: string;
}

/** Every action read back from the packed transaction's bytes with its contract's ABI. */
async function decodeBuilt(built: BuiltTransaction): Promise<DecodedAction[]> {
  const trx = await unpackTransaction(built.layout.layout, built.packed);
  return Promise.all(
    trx.actions.map(async (a, i) => {
      const plan = built.planned[i];
      const base = {
        title: `${a.account}::${a.name}`,
        auth: a.authorization.map((l) => `${l.actor}@${l.permission}`).join(', '),
      };
      if (!plan) return { ...base, data: a.data };
      const decoded = await decodeLocally(plan.abi, plan.type, a.data);
      return decoded.ok
        ? { ...base, data: decoded.value }
        : { ...base, data: a.data, problem: decoded.message };
    }),
  );
}

export function DecodedActions({ built }: { built: BuiltTransaction }) {
  const [state, setState] = useState<{ actions?: DecodedAction[]; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    decodeBuilt(built).then(
      (actions) => live && setState({ actions }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [built]);
  if (state.error) return <ErrorPanel error={state.error} what={t`the packed transaction`} />;
  if (!state.actions) return <SkeletonRows rows={2} label={t`Reading the bytes back…`} />;
  return (
    <ol className="space-y-3">
      {state.actions.map((a, i) => (
        <li key={i} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <p className="font-mono text-sm">
            <span className="font-semibold">{a.title}</span> <Trans>by {a.auth}</Trans>
          </p>
          {a.problem ? (
            <p className="text-sm text-red-800 dark:text-red-300">
              <Trans>Its bytes do not read back with the ABI: {a.problem}</Trans>
            </p>
          ) : null}
          <JsonView value={a.data} label={t`Arguments read back from the bytes`} open />
        </li>
      ))}
    </ol>
  );
}

/** The id computed in the browser, and the node's (get_transaction_id) beside it. */
export function IdCheck({ built }: { built: BuiltTransaction }) {
  const client = useNodeClient();
  const node = useQuery(transactionToolQueries.id(client, transactionRequest(built)));
  const nodeId = node.data ?? (node.isError ? unknownTransactionAnswer(node.error)?.id : undefined);
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">
          <Trans>Transaction id</Trans>
        </span>
        <output aria-label={t`Transaction id`} className="font-mono text-sm break-all">
          {built.id}
        </output>
        <CopyButton value={built.id} label={t`transaction id`} />
      </p>
      <p className="text-sm">
        {node.isPending ? (
          <CheckBadge state={null}>{t`asking the node (get_transaction_id)`}</CheckBadge>
        ) : nodeId === built.id ? (
          <CheckBadge state="match">
            <Trans>The node’s get_transaction_id gives the same id</Trans>
          </CheckBadge>
        ) : nodeId ? (
          <CheckBadge state="differ">
            <Trans>The node’s get_transaction_id gives another id: {nodeId}</Trans>
          </CheckBadge>
        ) : (
          <CheckBadge state="unchecked">
            <Trans>The node did not compute the id (get_transaction_id failed)</Trans>
          </CheckBadge>
        )}
      </p>
    </div>
  );
}

/** The keys that must sign, as the node answers get_required_keys. */
export function RequiredKeysList({ keys }: { keys: ReturnType<typeof useRequiredKeys> }) {
  if (keys.accountError) {
    return <ErrorPanel error={keys.accountError} what={t`the authorizing accounts`} />;
  }
  if (keys.required.isError) {
    return <ErrorPanel error={keys.required.error} what={t`the required keys`} />;
  }
  if (!keys.required.data) return <SkeletonRows rows={2} label={t`Asking the node…`} />;
  const levels = keys.levels.map((l) => `${l.actor}@${l.permission}`).join(', ');
  return (
    <div className="space-y-2 text-sm">
      <p>
        <Trans>
          Offered the keys of {levels}, the node answers that these must sign (get_required_keys):
        </Trans>
      </p>
      <ul aria-label={t`Required keys`} className="list-disc pl-5 font-mono break-all">
        {keys.required.data.map((k) => (
          <li key={k}>{k}</li>
        ))}
      </ul>
    </div>
  );
}
