import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { nodeErrorTitle, NodeUnreachableError } from '@/api/node-errors';
import { useShownError } from '@/components/errors/use-shown-error';
import { shortHash } from '@/lib/format';
import { useNodeState } from '@/lib/node-store';
import { nodeLabel } from '@/lib/node-url';
import { paths } from '@/lib/paths';
import { useOnline } from './use-online';
import { useChainInfo } from './use-chain-info';

/** Which node and chain this is, and whether the node answers — always in the header. */
export function NodeStatus() {
  const { url } = useNodeState();
  const info = useChainInfo();
  // Kept through the quiet retries and recovery polls: a down node stays "Unreachable" until it
  // answers, instead of flipping back to "Connecting…" on every new attempt.
  const error = useShownError(info);
  const online = useOnline();
  const connecting = online && error === null && info.data === undefined;
  // "Failing" when the node answers but the answer is unusable (5xx, 429, wrong shape).
  const state = !online
    ? t`Offline`
    : connecting
      ? t`Connecting…`
      : error === null
        ? t`Online`
        : error instanceof NodeUnreachableError && error.reason !== 'cut-off'
          ? t`Unreachable`
          : t`Failing`;
  const dot =
    !online || connecting ? 'bg-slate-400' : error === null ? 'bg-emerald-500' : 'bg-red-500';
  const problem = error !== null ? nodeErrorTitle(error) : null;
  const label = nodeLabel(url);
  const chain = info.data ? shortHash(info.data.chain_id, 8, 0).replace('…', '') : null;
  return (
    <Link
      to={paths.settings()}
      className="mr-auto flex min-w-0 shrink items-center gap-2 rounded-md px-2 py-1 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 md:mr-0 md:w-60 dark:hover:bg-slate-800"
      title={problem ?? t`Node ${url}`}

      aria-label={
        problem
          ? t`Node ${label}: ${state} — ${problem}. Change node`
          : t`Node ${label}: ${state}. Change node`
      }
    >
      <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${dot}`} />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate font-medium" data-testid="node-label">
          {nodeLabel(url)}
        </span>
        <span className="truncate text-slate-600 dark:text-slate-300">
          {state}
          {chain ? ` · ${t`chain ${chain}`}` : ''}
        </span>
      </span>
    </Link>
  );
}
