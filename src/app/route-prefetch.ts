import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { NodeClient } from '@/api/node-client';
import { deferredPage, readDeferredView } from '@/features/deferred/deferred-url';
import { isAccountName, isBlockId, isBlockNumber, readTokenAddress } from '@/api/chain-refs';
import { accountQueries } from '@/queries/accounts';
import { blockQueries } from '@/queries/blocks';
import { chainQueries } from '@/queries/chain';
import { deferredQueries } from '@/queries/deferred';
import { peerQueries } from '@/queries/peers';
import { producerQueries } from '@/queries/producers';
import { scheduleQueries } from '@/queries/schedule';
import { tokenQueries } from '@/queries/tokens';
import { loadPage } from './pages';
import { appRoutes, routeHandle } from './router';

type Params = Record<string, string | undefined>;
/** Returns, where the page's first answers come only after its code, when they have settled. */
type Prefetch = (
  queryClient: QueryClient,
  client: NodeClient,
  params: Params,
  search: URLSearchParams,
) => Promise<void> | void;

/**
 * Starts a query the page is about to make, unless the cache has ever seen it: prefetches run
 * again on every navigation and search-param change, and a failed query is the page's to retry,
 * not the prefetch's. The page's own useQuery joins the request in flight, so the request is made
 * once, and its errors stay the page's to show.
 */
function startIfNew<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): void {
  if (queryClient.getQueryState(options.queryKey) !== undefined) return;
  queryClient.ensureQueryData(options).catch(() => undefined);
}

/** The block page and the transaction page open with the same block. */
function startBlock(queryClient: QueryClient, client: NodeClient, numOrId: string): void {
  if (isBlockNumber(numOrId) || isBlockId(numOrId)) {
    startIfNew(queryClient, blockQueries.detail(client, numOrId));
  }
}

/**
 * What each page asks the node first, known from the URL alone. Started as soon as an address
 * commits (prefetch-on-navigate), in parallel with the page's lazy chunk, so a page whose code
 * is still loading does not wait for it before its first request.
 */
export const routePrefetch = {
  shell: (queryClient, client) => {
    startIfNew(queryClient, chainQueries.info(client));
  },
  block: (queryClient, client, { blockNumOrId = '' }) => {
    startBlock(queryClient, client, blockNumOrId);
  },
  transaction: (queryClient, client, { blockNum = '' }) => {
    startBlock(queryClient, client, blockNum);
  },
  account: (queryClient, client, { accountName = '' }) => {
    if (isAccountName(accountName)) {
      startIfNew(queryClient, accountQueries.detail(client, accountName));
    }
  },
  // In the page's chunk (the start-up module is already loading it): history's code stays off
  // every other page's first load. A chunk that fails is the router's to report.
  activity: (queryClient, client, { accountName = '' }, search) => {
    if (!isAccountName(accountName)) return;
    return loadPage('account-activity').then(
      (m) => m.prefetch?.(queryClient, client, accountName, search),
      () => undefined,
    );
  },
  token: (queryClient, client, { code = '', symbol = '' }) => {
    const token = readTokenAddress(code, symbol);
    if (token) startIfNew(queryClient, tokenQueries.stats(client, token.code, token.symbol));
  },
  producers: (queryClient, client) => {
    startIfNew(queryClient, producerQueries.everyone(client));
    startIfNew(queryClient, scheduleQueries.schedule(client));
  },
  schedule: (queryClient, client) => {
    startIfNew(queryClient, scheduleQueries.schedule(client));
  },
  deferred: (queryClient, client, _params, search) => {
    startIfNew(queryClient, deferredQueries.list(client, deferredPage(readDeferredView(search))));
  },
  peers: (queryClient, client, _params, search) => {
    startIfNew(queryClient, peerQueries.connections(client));
    const peer = search.get('peer');
    if (peer) startIfNew(queryClient, peerQueries.status(client, peer));
  },
} satisfies Record<string, Prefetch>;

/**
 * Starts the first requests of the page at `pathname` (inside the app's base path): the shell's
 * head and the page's own subject, read from its URL. It never waits; what it returns settles
 * (never rejects) once the requests that had to wait for the page's code have their answers.
 */
export function prefetchRoute(
  queryClient: QueryClient,
  client: NodeClient,
  pathname: string,
  search: string,
): Promise<void> {
  const params = new URLSearchParams(search);
  const later: Promise<void>[] = [];
  for (const match of matchRoutes(appRoutes, pathname) ?? []) {
    const key = routeHandle(match.route).prefetch;
    if (key)
      later.push(Promise.resolve(routePrefetch[key](queryClient, client, match.params, params)));
  }
  return Promise.all(later).then(() => undefined);
}
