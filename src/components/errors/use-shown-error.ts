import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The error to show for a query. A refetch of a query that failed without data puts it back to
 * `pending` (TanStack Query clears the error), which would swap the explanation for a skeleton
 * on every retry or recovery poll; this keeps the last error on screen until data arrives.
 */
export function useShownError(query: UseQueryResult<unknown>): unknown {
  const [lastError, setLastError] = useState<unknown>(null);
  if (query.isError && query.error !== lastError) setLastError(query.error);
  if (query.isSuccess && lastError !== null) setLastError(null);
  if (query.isError) return query.error;
  return query.isFetching && query.data === undefined ? lastError : null;
}
