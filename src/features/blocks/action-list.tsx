import { Trans } from '@lingui/react/macro';
import type { Action } from '@/api/node-client';
import { ActionCard } from './action-card';
import type { TraceNode } from './trace-tree';

export interface ActionListProps {
  actions: Action[];
  /** For the list's accessible name, e.g. "Actions of transaction 1a2b…". */
  label: string;
  /** Each action's run, from a history service (one node per action, in order), when known. */
  nodes?: TraceNode[] | undefined;
}

/** Each action: contract, action name, who authorised it, and its arguments. */
export function ActionList({ actions, label, nodes }: ActionListProps) {
  if (actions.length === 0)
    return (
      <p className="text-sm">
        <Trans>No actions.</Trans>
      </p>
    );
  return (
    <ol aria-label={label} className="space-y-3">
      {actions.map((action, i) => (
        <ActionCard key={i} action={action} number={i + 1} node={nodes?.[i]} />
      ))}
    </ol>
  );
}
