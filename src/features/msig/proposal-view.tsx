import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/errors/query-view';
import { JsonView } from '@/components/ui/json-view';
import { Section } from '@/components/ui/section';
import { SkeletonRows } from '@/components/ui/skeleton';
import { parseNodeTime } from '@/lib/format';
import { levelKey, type Level } from '@/lib/msig-authority';
import { proposalStatus } from '@/lib/msig-status';
import { useNodeClient } from '@/lib/node-store';
import { msigQueries, type Approval, type LiveProposal } from '@/queries/msig';
import { ApprovalsTable, type ApprovalRow } from './approvals-table';
import { ProposalActs } from './proposal-acts';
import { ProposalSummary } from './proposal-summary';
import { ProposedActions } from './proposed-transaction';
import { unpackProposal } from './unpack-proposal';
import { useChainNow } from './use-chain-now';
import { useMsigHistory } from './use-msig-history';
import { useApprovalsNeeded } from './use-proposal-check';

/** An approval counts unless its account invalidated its approvals at or after it was given. */
function invalidatedAt(a: Approval, invals: ReadonlyMap<string, string> | undefined) {
  const at = invals?.get(a.level.actor);
  if (!at || a.time === '') return undefined;
  const inval = parseNodeTime(at)?.getTime() ?? 0;
  const given = parseNodeTime(a.time)?.getTime() ?? 0;
  return inval >= given ? at : undefined;
}

function uniqueLevels(levels: Level[]): Level[] {
  return [...new Map(levels.map((l) => [levelKey(l), l])).values()];
}

/** /msig/<proposer>/<name>: the proposal from the contract's tables and the history. */
export function ProposalView({ proposer, name }: { proposer: string; name: string }) {
  const client = useNodeClient();
  const now = useChainNow();
  const { proposals, actions } = useMsigHistory();
  const scope = useQuery(msigQueries.scope(client, proposer));
  const invals = useQuery(msigQueries.invalidations(client));
  const record = proposals?.find((p) => p.proposer === proposer && p.name === name);
  const live: LiveProposal | undefined = scope.data?.get(name);
  const hex = live?.packedHex ?? '';
  const unpacked = useQuery({
    ...msigQueries.readBytes(client, ['proposal', hex], () => unpackProposal(hex)),
    enabled: hex !== '',
  });
  const trx = unpacked.data?.trx;
  const proposedActions = trx?.actions ?? record?.actions ?? [];
  const expiration = trx?.expiration ?? record?.expiration ?? '';
  const declared = uniqueLevels(proposedActions.flatMap((a) => a.authorization));
  const requested = live?.requested ?? [];
  const provided = live?.provided ?? [];
  const rows: ApprovalRow[] = [
    ...provided.map((approval) => {
      const at = invalidatedAt(approval, invals.data);
      return {
        approval,
        state: at ? ('voided' as const) : ('provided' as const),
        invalidatedAt: at,
      };
    }),
    ...requested.map((approval) => ({ approval, state: 'requested' as const })),
  ];
  const valid = rows.filter((r) => r.state === 'provided').map((r) => r.approval.level);
  const needed = useApprovalsNeeded(
    declared,
    valid,
    requested.map((a) => a.level),
    trx?.delay_sec ?? 0,
  );
  const status = proposalStatus({
    live: live !== undefined,
    fate: record?.fate,
    expiration,
    nowMs: now,
    needed: live && (hex === '' || unpacked.isPending) ? null : needed,
    requestedCount: requested.length + provided.length,
  });

  if (
    scope.data === undefined ||
    (live === undefined && actions.data === undefined && !actions.isError)
  )
    return (
      <QueryView query={scope} what={t`the proposal`}>
        {() => <SkeletonRows label={t`Loading the proposal…`} />}
      </QueryView>
    );
  if (!live && !record)
    return (
      <p
        role="status"
        className="rounded-lg border border-dashed border-slate-300 p-6 text-sm dark:border-slate-600"
      >
        <Trans>
          No proposal {name} of {proposer} is in cyber.msig’s tables, and the history read so far
          does not tell of one.
        </Trans>
      </p>
    );
  return (
    <div>
      <ProposalSummary
        status={status}
        expiration={expiration}
        now={now}
        record={record}
        hash={unpacked.data?.hash}
        layout={unpacked.data?.layout}
      />
      <Section title={t`Proposed transaction`}>
        <ProposedActions actions={proposedActions} />
      </Section>
      <Section title={t`Approvals`}>
        {live ? (
          <ApprovalsTable rows={rows} now={now} />
        ) : (
          <p className="text-sm">
            <Trans>The contract no longer keeps its approvals: it is not proposed any more.</Trans>
          </p>
        )}
      </Section>
      <Section title={t`Act on it`}>
        <ProposalActs
          proposal={{ proposer, name }}
          status={status}
          hash={unpacked.data?.hash}
          requested={requested.map((a) => a.level)}
          provided={provided.map((a) => a.level)}
        />
      </Section>
      {live ? <JsonView value={live} label={t`Raw rows of the contract’s tables`} /> : null}
    </div>
  );
}
