import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ActionTrace, PushTransactionResult } from '@/api/schemas/push';
import { CopyButton } from '@/components/ui/copy-button';
import { LINK } from '@/components/ui/form-styles';
import { JsonView } from '@/components/ui/json-view';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { chainQueries } from '@/queries/chain';

/** Every trace, what an action caused after it (nested in 1.x, flat by ordinals in 2.0+). */
function flatTraces(
  traces: readonly ActionTrace[],
  depth = 0,
): { trace: ActionTrace; depth: number }[] {
  return traces.flatMap((trace) => [
    { trace, depth: depth + (trace.creator_action_ordinal ? 1 : 0) },
    ...flatTraces(trace.inline_traces ?? [], depth + 1),
  ]);
}

function Irreversibility({ blockNum }: { blockNum: number }) {
  const client = useNodeClient();
  const info = useQuery({ ...chainQueries.info(client), refetchInterval: 3_000 });
  const lib = info.data?.last_irreversible_block_num;
  if (lib === undefined) return null;
  if (lib >= blockNum) {
    return (
      <span className="text-emerald-800 dark:text-emerald-300">
        <Trans>irreversible</Trans>
      </span>
    );
  }
  const behind = blockNum - lib;
  return (
    <span>
      <Trans>
        not irreversible yet: the last irreversible block is {lib}, {behind} behind
      </Trans>
    </span>
  );
}

/** What the node answered a push: the id, the block it went into, the trace. */
export function PushResult({ result }: { result: PushTransactionResult }) {
  const { transaction_id: id, processed } = result;
  const blockNum = processed.block_num;
  return (
    <div
      role="status"
      className="space-y-3 rounded-lg border border-emerald-300 p-4 dark:border-emerald-700"
    >
      <p className="font-semibold">
        <Trans>The node accepted the transaction.</Trans>
      </p>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Trans>Id</Trans>
        <span className="font-mono break-all">{id}</span>
        <CopyButton value={id} label={t`transaction id`} />
      </p>
      {blockNum !== undefined ? (
        <p className="text-sm">
          <Trans>
            Applied in block{' '}
            <Link className={LINK} to={paths.transaction(blockNum, id)}>
              {blockNum}
            </Link>
          </Trans>{' '}
          · <Irreversibility blockNum={blockNum} />
        </p>
      ) : null}
      {processed.receipt ? (
        <p className="text-sm">
          <Trans>Status: {processed.receipt.status}</Trans>
        </p>
      ) : null}
      <ol aria-label={t`Action traces`} className="space-y-2">
        {flatTraces(processed.action_traces).map(({ trace, depth }, i) => (
          <li key={i} style={{ marginLeft: `${depth * 1.25}rem` }} className="text-sm">
            <span className="font-mono">
              {trace.receipt?.receiver ?? trace.receiver ?? trace.act.account} ← {trace.act.account}
              ::{trace.act.name}
            </span>
            {trace.console ? (
              <pre className="mt-1 text-xs whitespace-pre-wrap">{trace.console}</pre>
            ) : null}
            {trace.events && trace.events.length > 0 ? (
              <JsonView value={trace.events} label={t`Events`} />
            ) : null}
            <JsonView value={trace.act.data ?? trace.act.hex_data} label={t`Arguments`} />
          </li>
        ))}
      </ol>
    </div>
  );
}
