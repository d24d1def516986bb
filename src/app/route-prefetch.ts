import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { NodeClient } from '@/api/node-client';
import { getNodeClient } from '@/lib/node-store';
import { deferredPage, readDeferredView } from '@/features/deferred/deferred-url';
import { readProducersPage } from '@/features/producers/paging-state';
import { isAccountName, isBlockId, isBlockNumber, readTokenAddress } from '@/lib/chain-refs';
import { accountQueries } from '@/queries/accounts';
import { blockQueries } from '@/queries/blocks';
import { chainQueries } from '@/queries/chain';
import { deferredQueries } from '@/queries/deferred';
import { peerQueries } from '@/queries/peers';
import { producerQueries } from '@/queries/producers';
import { scheduleQueries } from '@/queries/schedule';
import { tokenQueries } from '@/queries/tokens';

type Params = Record<string, string | undefined>;
type Prefetch = (
  queryClient: QueryClient,
  client: NodeClient,
  params: Params,
  search: URLSearchParams,
) => void;

/**
 * Starts a query the page is about to make, unless the cache has ever seen it: loaders run again
 * on every navigation and search-param change, and a failed query is the page's to retry, not
 * the loader's. The page's own useQuery joins the request in flight, so the request is made
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
 * What each page asks the node first, known from the URL alone. Route loaders run as soon as
 * the router matches a URL, in parallel with the page's lazy chunk, so a cold load does not wait
 * for the page's code before its first request.
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
  token: (queryClient, client, { code = '', symbol = '' }) => {
    const token = readTokenAddress(code, symbol);
    if (token) startIfNew(queryClient, tokenQueries.stats(client, token.code, token.symbol));
  },
  producers: (queryClient, client, _params, search) => {
    startIfNew(queryClient, producerQueries.list(client, readProducersPage(search)));
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

/** A loader that only starts requests: it never delays navigation and returns no data. */
export function prefetchLoader(queryClient: QueryClient, prefetch: Prefetch): LoaderFunction {
  return ({ params, request }) => {
    prefetch(queryClient, getNodeClient(), params, new URL(request.url).searchParams);
    return null;
  };
}
