import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TransactionRequest } from '@/api/node-client';
import { ErrorPanel } from '@/components/errors/error-panel';
import { CopyButton } from '@/components/ui/copy-button';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useNodeClient } from '@/lib/node-store';
import { transactionToolQueries } from '@/queries/transaction-tools';
import { CheckBadge } from '@/components/ui/check-badge';
import { localTransactionIds, type LocalIds } from './local-transaction-id';
import { unknownTransactionAnswer } from '@/lib/transaction-id-answer';

export interface TransactionIdPanelProps {
  trx: TransactionRequest;
}

function useLocalIds(trx: TransactionRequest | undefined) {
  const [state, setState] = useState<{ for: TransactionRequest; ids?: LocalIds; error?: string }>();
  useEffect(() => {
    if (!trx) return;
    let live = true;
    localTransactionIds(trx).then(
      (ids) => {
        if (live) setState({ for: trx, ids });
      },
      (e: unknown) => {
        if (live) setState({ for: trx, error: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [trx]);
  return state && state.for === trx ? state : undefined;
}

/**
 * The id from get_transaction_id (action data packed first: the call reads hex only), checked
 * against the id computed in the browser; the "Unknown Transaction ID" answer explained.
 */
export function TransactionIdPanel({ trx }: TransactionIdPanelProps) {
  const client = useNodeClient();
  const packed = useQuery(transactionToolQueries.packed(client, trx));
  const id = useQuery({
    ...transactionToolQueries.id(client, packed.data ?? trx),
    enabled: packed.data !== undefined,
  });
  const local = useLocalIds(packed.data);

  if (packed.isError) {
    return (
      <ErrorPanel
        error={packed.error}
        what={t`the action data packed by the node (abi_json_to_bin)`}
      />
    );
  }
  if (packed.isPending || id.isPending)
    return <SkeletonRows rows={2} label={t`Asking the node for the id…`} />;

  const unknown = id.isError ? unknownTransactionAnswer(id.error) : null;
  const nodeId = id.data ?? unknown?.id ?? null;
  const localCheck = (() => {
    if (!nodeId) return null;
    if (!local) return <CheckBadge state={null}>{t`checking`}</CheckBadge>;
    if (!local.ids) {
      return (
        <CheckBadge state="unchecked">
          <Trans>Not checked in the browser: {local.error}</Trans>
        </CheckBadge>
      );
    }
    if (local.ids.cyberway === nodeId) {
      return (
        <CheckBadge state="match">
          <Trans>Matches the id computed in the browser (CyberWay layout)</Trans>
        </CheckBadge>
      );
    }
    if (local.ids.eosio === nodeId) {
      return (
        <CheckBadge state="match">
          <Trans>Matches the id computed in the browser (EOSIO layout)</Trans>
        </CheckBadge>
      );
    }
    return (
      <CheckBadge state="differ">
        <Trans>Differs from the id computed in the browser</Trans>
      </CheckBadge>
    );
  })();

  return (
    <div className="space-y-3">
      {id.isError && !unknown ? <ErrorPanel error={id.error} what={t`the transaction id`} /> : null}
      {unknown ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          <p className="font-semibold">
            <Trans>The node answered “Unknown Transaction ID”</Trans>
          </p>
          <p className="mt-1">
            <Trans>
              This node follows the API description: it computes the id and, because no transaction
              with that id is in its chain database, answers with that message instead. That is not
              an error in the transaction: it has simply not been pushed (or not to this chain). The
              id in the message is still this transaction’s id. Real CyberWay nodes compute the id
              without looking anything up and answer with the bare id.
            </Trans>
          </p>
          <p className="mt-1 font-mono text-xs break-all">{unknown.text}</p>
        </div>
      ) : null}
      {nodeId ? (
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">
            <Trans>Transaction id</Trans>
          </span>
          <output aria-label={t`Transaction id`} className="font-mono text-sm break-all">
            {nodeId}
          </output>
          <CopyButton value={nodeId} label={t`transaction id`} />
        </p>
      ) : null}
      {localCheck ? <p>{localCheck}</p> : null}
      {local?.ids ? (
        <details className="text-sm">
          <summary className="cursor-pointer">
            <Trans>Ids computed in the browser</Trans>
          </summary>
          <dl className="mt-1 grid gap-1 sm:grid-cols-[10rem_1fr]">
            <dt>
              <Trans>CyberWay layout</Trans>
            </dt>
            <dd className="font-mono break-all">{local.ids.cyberway}</dd>
            <dt>
              <Trans>EOSIO layout</Trans>
            </dt>
            <dd className="font-mono break-all">{local.ids.eosio}</dd>
          </dl>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
            <Trans>
              sha256 of the packed transaction. CyberWay’s header adds max_ram_kbytes and
              max_storage_kbytes, so the same-looking transaction has a different id there.
            </Trans>
          </p>
        </details>
      ) : null}
    </div>
  );
}
