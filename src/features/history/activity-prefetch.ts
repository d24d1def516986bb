import type { QueryClient } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { getNodeState } from '@/lib/node-store';
import { historyQueries } from '@/queries/history';
import { readActivityUrl } from './activity-url';

/**
 * Opens the history source of an account's Activity tab and, with a service, asks for its first
 * page and its reach, as soon as the address is known (the route table's first data): the
 * service's chain check and get_actions then travel while the page's own code loads and renders,
 * instead of after it. The page's queries have the same keys and join these. The scan source is
 * only opened: reading blocks is the person's choice. Settles once those answers have come.
 */
export async function prefetchActivity(
  queryClient: QueryClient,
  client: NodeClient,
  account: string,
  search: URLSearchParams,
): Promise<void> {
  const { history, config } = getNodeState();
  const options = historyQueries.source(queryClient, client, history.url, config.requestTimeoutMs);
  if (queryClient.getQueryState(options.queryKey)?.status === 'error') return;
  // The page opens the source itself and explains a failure.
  const source = await queryClient.ensureQueryData(options).catch(() => undefined);
  const url = readActivityUrl(search);
  if (!source || source.scan || url.problems.length > 0) return;
  const asked: Promise<void>[] = [];
  const activity = historyQueries.activity(client, source, { account, ...url.filter }, 0);
  if (queryClient.getQueryState(activity.queryKey) === undefined) {
    asked.push(queryClient.prefetchInfiniteQuery(activity));
  }
  const reach = historyQueries.reach(client, source, 0);
  if (queryClient.getQueryState(reach.queryKey) === undefined) {
    asked.push(queryClient.prefetchQuery(reach));
  }
  // prefetch* never reject: their failures stay in the cache for the page to show.
  await Promise.all(asked);
}
