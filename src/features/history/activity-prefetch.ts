import type { QueryClient } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { getNodeState } from '@/lib/node-store';
import { historyQueries } from '@/queries/history';
import { readActivityUrl } from './activity-url';

/**
 * Opens the history source of an account's Activity tab and, with a service, asks for its first
 * page and its reach, as soon as the address is known (route-prefetch, on a cold load at boot):
 * the service's code, its chain check and get_actions then travel while the page's own code
 * loads and renders, instead of after it. The page's queries have the same keys and join these.
 * The scan source is only opened: reading blocks is the person's choice.
 */
export function prefetchActivity(
  queryClient: QueryClient,
  client: NodeClient,
  account: string,
  search: URLSearchParams,
): void {
  const { history, config } = getNodeState();
  const options = historyQueries.source(queryClient, client, history.url, config.requestTimeoutMs);
  if (queryClient.getQueryState(options.queryKey)?.status === 'error') return;
  void queryClient.ensureQueryData(options).then(
    (source) => {
      const url = readActivityUrl(search);
      if (source.scan || url.problems.length > 0) return;
      const activity = historyQueries.activity(client, source, { account, ...url.filter }, 0);
      if (queryClient.getQueryState(activity.queryKey) === undefined) {
        void queryClient.prefetchInfiniteQuery(activity);
      }
      const reach = historyQueries.reach(client, source, 0);
      if (queryClient.getQueryState(reach.queryKey) === undefined) {
        void queryClient.prefetchQuery(reach);
      }
    },
    // The page opens the source itself and explains the failure.
    () => undefined,
  );
}
