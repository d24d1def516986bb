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

/** Which node this is, whether it answers, and on which chain: the header's and the menu's. */
function useNodeStatus() {
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
  const chain = info.data ? shortHash(info.data.chain_id, 8, 0).replace('…', '') : null;
  return {
    url,
    label: nodeLabel(url),
    state,
    dot,
    problem: error !== null ? nodeErrorTitle(error) : null,
    stateLine: chain ? `${state} · ${t`chain ${chain}`}` : state,
  };
}

/**
 * Always in the header. Its width never depends on its text (the rest of its row below md, a
 * fixed width from md): the text grows when the node answers, and must not push what is beside
 * it around. Where the node's address is longer than its place, it is cut at the end; the whole
 * address is its title and, on a phone, in the menu (NodeStatusLine).
 */
export function NodeStatus() {
  const { url, label, state, dot, problem, stateLine } = useNodeStatus();
  return (
    <Link
      to={paths.settings()}
      className="flex min-w-0 flex-1 basis-0 items-center gap-2 rounded-md px-2 py-1 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 md:order-2 md:w-60 md:flex-none dark:hover:bg-slate-800"
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
          {label}
        </span>
        <span className="truncate text-slate-600 dark:text-slate-300">{stateLine}</span>
      </span>
    </Link>
  );
}

/** The node's whole address and state, uncut, where a phone has no hover: in the menu. */
export function NodeStatusLine() {
  const { url, dot, problem, stateLine } = useNodeStatus();
  return (
    <p className="flex items-start gap-2 px-3 py-1.5 text-xs" data-testid="node-status-line">
      <span aria-hidden="true" className={`mt-1 h-2.5 w-2.5 shrink-0 rounded-full ${dot}`} />
      <span className="min-w-0 break-all">
        <span className="font-medium">{url}</span>
        <br />
        <span className="text-slate-600 dark:text-slate-300">
          {problem ? `${stateLine} — ${problem}` : stateLine}
        </span>
      </span>
    </p>
  );
}
