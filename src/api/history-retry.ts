import type { HistoryHttpError, HistoryUnreachableError } from './history-errors';

/*
 * The history queries' retry rules, in every page's shared query code. They tell the errors by
 * their names rather than by class: the classes, with their messages, then load with the history
 * client only, which is the one to throw them.
 */

function isUnreachable(e: unknown): e is HistoryUnreachableError {
  return e instanceof Error && e.name === 'HistoryUnreachableError';
}

function isHttp(e: unknown): e is HistoryHttpError {
  return e instanceof Error && e.name === 'HistoryHttpError';
}

/** Failures worth another try: no answer (except CORS), 429 and 5xx. */
function isTransientHistoryError(e: unknown): boolean {
  if (isUnreachable(e)) return e.reason !== 'cors';
  if (isHttp(e)) return e.status === 429 || e.status >= 500;
  return false;
}

/** QueryClient `retry` for history queries: up to 2 retries of transient failures, never of a refusal. */
export function shouldRetryHistory(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isTransientHistoryError(error);
}

/** QueryClient `retryDelay` for history queries: Retry-After when sent (max 30 s), else 1, 2, 4 s. */
export function historyRetryDelay(attempt: number, error: unknown): number {
  if (isHttp(error) && error.retryAfterSeconds !== undefined) {
    return Math.min(error.retryAfterSeconds * 1000, 30_000);
  }
  return Math.min(1000 * 2 ** attempt, 8_000);
}
