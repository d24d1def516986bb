import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { NodeClient } from '@/api/node-client';
import { getNodeClient } from '@/lib/node-store';
import { isAccountName, isBlockId, isBlockNumber } from '@/lib/chain-refs';
import { accountQueries } from '@/queries/accounts';
import { blockQueries } from '@/queries/blocks';
import { chainQueries } from '@/queries/chain';

type Params = Record<string, string | undefined>;
type Prefetch = (queryClient: QueryClient, client: NodeClient, params: Params) => void;

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
} satisfies Record<string, Prefetch>;

/** A loader that only starts requests: it never delays navigation and returns no data. */
export function prefetchLoader(queryClient: QueryClient, prefetch: Prefetch): LoaderFunction {
  return ({ params }) => {
    prefetch(queryClient, getNodeClient(), params);
    return null;
  };
}
