import { NodeUnreachableError, shouldRetry } from '@/api/node-errors';

/** How often a query whose node failed (down, 5xx, 429, cut off) asks again, so pages recover. */
export const RECOVERY_POLL_MS = 5_000;

/** Failures that poll until the node answers: no answer at all (down, CORS) or a transient one. */
export function pollsToRecover(error: unknown): boolean {
  return error instanceof NodeUnreachableError || shouldRetry(0, error);
}

/** What the polls read of a query (any query's data type fits). */
interface PolledQuery {
  state: { status: string; error: unknown };
}

/** The poll of a query that has no poll of its own: only while it failed recoverably. */
export function recoveryPoll(query: PolledQuery): number | false {
  return query.state.status === 'error' && pollsToRecover(query.state.error)
    ? RECOVERY_POLL_MS
    : false;
}

/**
 * A query's own poll every `ms`, kept no slower than the recovery poll while it failed: a call
 * site's `refetchInterval` replaces the default one, and a slow poll (a schedule's 30 s) would
 * otherwise leave a failure on screen long after the node is back.
 */
export function pollEvery(ms: number) {
  return (query: PolledQuery): number => {
    const recovery = recoveryPoll(query);
    return recovery === false ? ms : Math.min(ms, recovery);
  };
}
