import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '@/api/node-errors';

/**
 * Retries only what is worth retrying (unreachable, 5xx, 429 — honouring Retry-After), never a
 * 4xx, a not-found or an answer of the wrong shape. Window focus does not refetch: blocks are
 * immutable and live data has its own polling.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 5_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
