/**
 * Pages of a list walked with the node's `more` (the next page's lower bound) keep the lower
 * bounds of the pages before them in navigation state, so Previous needs no reverse query.
 */
export interface PagingState {
  lowers: string[];
}

/** The lower bounds of the earlier pages from `location.state`; null when unknown (opened by link). */
export function readLowerHistory(state: unknown): string[] | null {
  if (typeof state !== 'object' || state === null || !('lowers' in state)) return null;
  const { lowers } = state;
  if (!Array.isArray(lowers)) return null;
  return lowers.every((l): l is string => typeof l === 'string') ? lowers : null;
}
