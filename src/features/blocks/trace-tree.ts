import type { HistoryAction } from '@/api/history-model';
import type { Action } from '@/api/node-client';

/** An action as the history service saw it run, with the inline actions it sent. */
export interface TraceNode {
  action: HistoryAction;
  inline: TraceNode[];
}

/**
 * A transaction's trace (every action of it a history service indexed, in order) as a tree: its
 * root actions, each with the inline actions it sent (`creator_action_ordinal`, nodeos's
 * numbering: roots 1..n, then inline ones). A service that gives no ordinals gives every action
 * as a root.
 */
export function traceTree(trace: readonly HistoryAction[]): TraceNode[] {
  const ordered = trace.every(
    (a) => a.actionOrdinal !== undefined && a.creatorActionOrdinal !== undefined,
  );
  if (!ordered) return trace.map((action) => ({ action, inline: [] }));
  // A sender's ordinal is always below its inline actions': a service that says otherwise
  // cannot send this into a loop.
  const node = (action: HistoryAction): TraceNode => ({
    action,
    inline: trace
      .filter(
        (c) =>
          c.creatorActionOrdinal === action.actionOrdinal &&
          (c.actionOrdinal ?? 0) > (action.actionOrdinal ?? 0),
      )
      .map(node),
  });
  return trace
    .filter((a) => a.creatorActionOrdinal === 0)
    .sort((a, b) => (a.actionOrdinal ?? 0) - (b.actionOrdinal ?? 0))
    .map(node);
}

/**
 * The trace's roots matched to the actions a block holds, one for one; undefined when they do
 * not match (a service that indexed otherwise): its inline actions are then not shown as theirs.
 */
export function matchRoots(
  actions: readonly Action[],
  roots: TraceNode[],
): TraceNode[] | undefined {
  const matches =
    roots.length === actions.length &&
    roots.every(
      (r, i) => r.action.contract === actions[i]?.account && r.action.action === actions[i]?.name,
    );
  return matches ? roots : undefined;
}

/** A history row as the action a block would hold. */
export function asAction(a: HistoryAction): Action {
  return { account: a.contract, name: a.action, authorization: a.authorization, data: a.data };
}
