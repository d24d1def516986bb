import { Trans } from '@lingui/react/macro';
import type { Action } from '@/api/node-client';
import { ActionData } from './action-data';
import { ActionHeader } from './action-header';

export interface DecodedActionsProps {
  actions: Action[];
}

/** Actions as the node decoded them (json: true). */
export function DecodedActions({ actions }: DecodedActionsProps) {
  if (actions.length === 0) {
    return (
      <p className="text-sm">
        <Trans>No actions.</Trans>
      </p>
    );
  }
  return (
    <ol className="space-y-2">
      {actions.map((a, i) => (
        <li key={i} className="rounded-md border border-slate-200 p-2 dark:border-slate-700">
          <ActionHeader account={a.account} name={a.name} authorization={a.authorization} />
          <div className="mt-1">
            <ActionData data={a.data} />
          </div>
        </li>
      ))}
    </ol>
  );
}
