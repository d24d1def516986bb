import {
  notifyManager,
  onlineManager,
  QueryCache,
  QueryClient,
  type Query,
} from '@tanstack/react-query';
import { isRecoverableError, retryDelay, shouldRetry } from '@/api/node-errors';
import { recoveryPoll } from '@/queries/poll';

function failedRecoverably(query: Query): boolean {
  return query.state.status === 'error' && isRecoverableError(query.state.error);
}

/**
 * Retries only what is worth retrying (unreachable, 5xx, 429 — honouring Retry-After), never a
 * 4xx, a not-found or an answer of the wrong shape. Window focus does not refetch: blocks are
 * immutable and live data has its own polling.
 *
 * Recovery without a reload: a query that got no answer or a transient failure asks again every
 * RECOVERY_POLL_MS (queries/poll.ts; pollEvery keeps it for queries with a poll of their own), and when any query that had failed succeeds again (the node is back), every
 * other failed query on screen is refetched — including answers of the wrong shape, which are
 * never retried on their own.
 */
export function createQueryClient(): QueryClient {
  const failed = new Set<string>();
  const queryCache = new QueryCache({
    onError: (_error, query) => {
      failed.add(query.queryHash);
    },
    onSuccess: (_data, query) => {
      if (!failed.delete(query.queryHash)) return;
      void client.refetchQueries({ type: 'active', predicate: failedRecoverably });
    },
  });
  // A failed query dropped from the cache (gcTime) can no longer recover: forget it.
  queryCache.subscribe((event) => {
    if (event.type === 'removed') failed.delete(event.query.queryHash);
  });
  const client: QueryClient = new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        refetchInterval: recoveryPoll,
        staleTime: 5_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // Mounting is not a reason to ask again: the route prefetch may have just got this very
        // failure, and failures worth another try are retried and polled above.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/**
 * Components hear of cache changes once per frame instead of once per macrotask: answers that
 * arrive a few milliseconds apart (a feed's blocks) then cost one render, not one each. A hidden
 * tab paints no frames, so it falls back to a timer there.
 */
export function batchNotificationsPerFrame() {
  notifyManager.setScheduler((flush) => {
    if (document.visibilityState === 'visible' && typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(flush);
    } else {
      setTimeout(flush, 0);
    }
  });
}

/**
 * TanStack Query takes the browser as online until an `offline` event: a visit that starts
 * offline (the app opened from the service worker's cache) must hold its queries at once, and
 * say so (OfflineBanner), rather than report the node unreachable.
 */
export function startOnlineFromBrowser() {
  onlineManager.setOnline(navigator.onLine);
}
