import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { NodeUnreachableError } from '@/api/node-errors';

/**
 * A failed attempt that is worth showing while its retries go on: no answer at all (the node is
 * down, refused the connection or timed out). Waiting out the backoff (1 s + 2 s) would keep a
 * skeleton on screen for a failure already known; a 5xx or 429 is retried first, then explained.
 */
function knownUnreachable(reason: unknown): NodeUnreachableError | null {
  return reason instanceof NodeUnreachableError && reason.reason !== 'cut-off' ? reason : null;
}

/**
 * The error to show for a query. A refetch of a query that failed without data puts it back to
 * `pending` (TanStack Query clears the error), which would swap the explanation for a skeleton
 * on every retry or recovery poll; this keeps the last error on screen until data arrives, and
 * shows an unreachable node from its first failed attempt, while the retries go on quietly.
 */
export function useShownError(query: UseQueryResult<unknown>): unknown {
  const [lastError, setLastError] = useState<unknown>(null);
  if (query.isError && query.error !== lastError) setLastError(query.error);
  if (query.isSuccess && lastError !== null) setLastError(null);
  if (query.isError) return query.error;
  if (!query.isFetching || query.data !== undefined) return null;
  return lastError ?? knownUnreachable(query.failureReason);
}

/**
 * Whether an attempt is in flight for an error panel's "Trying again…": not while a retry only
 * waits out its backoff (or the head poll keeps asking a down node), when "Try again" must stay
 * a button that asks at once.
 */
export function isAskingAgain(query: UseQueryResult<unknown>): boolean {
  return query.isFetching && query.failureCount === 0;
}
