import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { isAccountName } from '@/api/chain-refs';
import type { Abi } from '@/api/node-client';
import { ErrorPanel } from '@/components/errors/error-panel';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { SkeletonRows } from '@/components/ui/skeleton';
import { BUTTON, PRIMARY_BUTTON } from '@/components/ui/form-styles';
import { chainLayout, type LayoutVerdict } from '@/lib/chain-layout';
import { useNodeClient } from '@/lib/node-store';
import { MAX_ACTIONS, type DraftActionRef } from '@/lib/push-draft';
import { chainQueries } from '@/queries/chain';
import { contractQueries } from '@/queries/contracts';
import { ActionCard } from './action-card';
import { buildTransaction, type BuiltTransaction } from './build';
import { DraftProblems } from './draft-problems';
import { HeaderFields } from './header-fields';
import { planDraft } from './plan';
import { usePushDraft } from './use-push-draft';

// Review, signing and push load once a transaction is built: no first drawing needs them.
const TransactionReview = lazyWithRetry(
  () => import('./transaction-review'),
  (m) => m.TransactionReview,
);

const NEW_ACTION: DraftActionRef = { account: '', name: '', auth: '', data: undefined };

/**
 * /tools/push: a transaction made of contracts' actions (forms from their ABIs), its header, and
 * once built its review, signing and push. The draft lives in the address; the built transaction
 * (with the node's TaPoS) only in this page.
 */
export function TransactionBuilder() {
  const client = useNodeClient();
  const { draft, problems, update, query } = usePushDraft();
  const info = useQuery({ ...chainQueries.info(client), refetchInterval: 3_000 });
  const accounts = [...new Set(draft.actions.map((a) => a.account).filter(isAccountName))];
  const abiQueries = useQueries({
    queries: accounts.map((a) => contractQueries.abi(client, a)),
  });
  const abiOf = new Map(accounts.map((a, i) => [a, abiQueries[i]] as const));
  const abis = new Map<string, Abi | null | undefined>(
    accounts.map((a) => {
      const q = abiOf.get(a);
      return [a, q?.data ? (q.data.abi ?? null) : undefined];
    }),
  );
  const [tried, setTried] = useState(false);
  const [building, setBuilding] = useState(false);
  const [buildError, setBuildError] = useState<unknown>(null);
  const [built, setBuilt] = useState<BuiltTransaction | null>(null);

  const plan = planDraft(draft, abis);
  const layout: LayoutVerdict | null = draft.layout
    ? { layout: draft.layout, evidence: 'chosen' }
    : info.data
      ? chainLayout(
          info.data,
          [...abis.values()].flatMap((abi) => (abi ? [abi.version] : [])),
        )
      : null;
  const stale = built !== null && built.draftQuery !== query;
  // A click before the head and the ABIs are in would build nothing: it waits for them.
  const loading = info.isPending || abiQueries.some((q) => q.isPending);

  const setAction = (i: number, next: DraftActionRef) =>
    update({ ...draft, actions: draft.actions.map((a, j) => (j === i ? next : a)) });

  const build = async () => {
    setTried(true);
    setBuildError(null);
    if (!plan.ok || !info.data || !layout) return;
    setBuilding(true);
    try {
      setBuilt(
        await buildTransaction({
          planned: plan.actions,
          draft,
          info: info.data,
          layout,
          draftQuery: query,
        }),
      );
    } catch (e) {
      setBuildError(e);
    } finally {
      setBuilding(false);
    }
  };

  const planProblems = !plan.ok ? plan.problems : [];
  return (
    <div className="space-y-6">
      <DraftProblems problems={problems} />
      {draft.actions.map((a, i) => (
        <ActionCard
          key={i}
          n={i + 1}
          value={a}
          abi={abiOf.get(a.account)}
          onChange={(next) => setAction(i, next)}
          onRemove={() => update({ ...draft, actions: draft.actions.filter((_, j) => j !== i) })}
          problem={tried ? planProblems.find((p) => p.n === i + 1) : undefined}
        />
      ))}
      {draft.actions.length < MAX_ACTIONS ? (
        <button
          type="button"
          className={BUTTON}
          onClick={() => update({ ...draft, actions: [...draft.actions, NEW_ACTION] })}
        >
          {draft.actions.length === 0 ? t`Add an action` : t`Add another action`}
        </button>
      ) : null}
      <HeaderFields draft={draft} onChange={update} />
      {tried
        ? planProblems
            .filter((p) => p.n === 0)
            .map((p) => (
              <p key={p.message} role="alert" className="text-sm text-red-800 dark:text-red-300">
                {p.message}
              </p>
            ))
        : null}
      {info.isError ? <ErrorPanel error={info.error} what={t`the chain’s head`} /> : null}
      {info.data && !layout ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          <Trans>
            The node does not tell whether its chain is CyberWay or standard EOSIO: choose the
            header layout.
          </Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={PRIMARY_BUTTON}
          disabled={building || loading}
          onClick={() => void build()}
        >
          {building
            ? t`Building…`
            : loading
              ? t`Loading the contracts and the head…`
              : built
                ? t`Build again`
                : t`Build and review`}
        </button>
        <span className="text-xs text-slate-600 dark:text-slate-300">
          <Trans>
            Packs the actions in the browser under a header from the node’s head and last
            irreversible block.
          </Trans>
        </span>
      </div>
      {buildError ? <ErrorPanel error={buildError} what={t`the transaction`} /> : null}
      {built ? (
        <>
          {stale ? (
            <p role="status" className="text-sm text-amber-900 dark:text-amber-200">
              <Trans>The draft changed since this transaction was built: build it again.</Trans>
            </p>
          ) : null}
          <PanelBoundary name={t`review`}>
            <Suspense fallback={<SkeletonRows rows={4} label={t`Loading the review…`} />}>
              <TransactionReview key={built.id} built={built} />
            </Suspense>
          </PanelBoundary>
        </>
      ) : null}
    </div>
  );
}
