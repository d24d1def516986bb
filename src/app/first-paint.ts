import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { recalledChain } from '@/api/kept/chain-memory';
import type { Block, NodeClient } from '@/api/node-client';
import { appPath } from '@/lib/base-path';
import { blockQueries } from '@/queries/blocks';
import { chainQueries } from '@/queries/chain';
import { loadPage } from './pages';
import { prefetchRoute } from './route-prefetch';
import { appRoutes, pagesAt, routeHandle } from './router';

/**
 * How long the first paint may wait for the first page's code and first answers. A node that
 * answers within it gets the page drawn with its data at once; a slower one gets the shell and
 * skeletons in time, and then the page.
 */
export const FIRST_PAINT_WAIT_MS = 300;

/**
 * A query still on its first attempt. One that has failed and waits to retry (1 s, then 2 s) has
 * its answer already: the failure, which the page shows at once; waiting for it would hold the
 * first paint for the whole cap when the node is down.
 */
function awaitingFirstAnswer(queryClient: QueryClient, unneeded: (query: Query) => boolean) {
  return queryClient
    .getQueryCache()
    .findAll({ fetchStatus: 'fetching' })
    .some((query) => query.state.fetchFailureCount === 0 && !unneeded(query));
}

function firstAnswersSettled(
  queryClient: QueryClient,
  unneeded: (query: Query) => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    if (!awaitingFirstAnswer(queryClient, unneeded)) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (awaitingFirstAnswer(queryClient, unneeded)) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The answers the first page can be drawn without. A block page whose block is known to be
 * irreversible here (at or below the last irreversible block this browser recalls: every kept
 * block is) needs no get_info: it shows the block final from that memory, and the header keeps
 * the head's place until it comes. So a kept block paints without a round trip to the node.
 */
function answersNotNeeded(
  queryClient: QueryClient,
  client: NodeClient,
  path: string,
): (query: Query) => boolean {
  const ref = (matchRoutes(appRoutes, path) ?? []).find(
    (match) => routeHandle(match.route).prefetch === 'block',
  )?.params['blockNumOrId'];
  if (ref === undefined) return () => false;
  const infoHash = hashKey(chainQueries.info(client).queryKey);
  const blockKey = blockQueries.detail(client, ref).queryKey;
  return (query) => {
    if (query.queryHash !== infoHash) return false;
    const block = queryClient.getQueryData<Block>(blockKey);
    const lib = recalledChain(client.baseUrl)?.lib;
    return block !== undefined && lib !== undefined && block.block_num <= lib;
  };
}

/**
 * Starts the first page's requests and waits, at most `waitMs`, until they have settled and its
 * code is there. Drawn before that, the page would paint skeletons that its data then pushes
 * around (the dashboard's chain summary is twice its skeleton's height): a layout shift a
 * person sees on every visit. The start-up module sent these requests and started loading the
 * code long before, so on a nearby node the wait is a few milliseconds.
 */
export async function firstPageReady(
  queryClient: QueryClient,
  client: NodeClient,
  location: { pathname: string; search: string },
  waitMs = FIRST_PAINT_WAIT_MS,
): Promise<void> {
  const path = appPath(location.pathname);
  if (path === null) return;
  // Requests that wait for the page's code (an account's activity) are in no query yet when the
  // others settle: waited for on their own.
  const later = prefetchRoute(queryClient, client, path, location.search);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  // A page whose code fails to load is its error boundary's to explain, once drawn.
  const code = pagesAt(path).map((name) => loadPage(name).then(undefined, () => undefined));
  const answers = firstAnswersSettled(queryClient, answersNotNeeded(queryClient, client, path));
  await Promise.race([Promise.all([...code, answers, later]), cap]);
  clearTimeout(timer);
}
