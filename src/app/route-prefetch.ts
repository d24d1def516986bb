import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { NodeClient } from '@/api/node-client';
import { getNodeClient } from '@/lib/node-store';
import { isAccountName } from '@/lib/search';
import { accountQueries } from '@/queries/accounts';
import { blockQueries, isBlockId, isBlockNumber } from '@/queries/blocks';
import { chainQueries } from '@/queries/chain';

type Params = Record<string, string | undefined>;
type Prefetch = (queryClient: QueryClient, client: NodeClient, params: Params) => void;

/**
 * Starts a query the page is about to make unless the cache already holds its data. The page's
 * own useQuery joins the request in flight, so the request is made once, and its errors stay
 * the page's to show.
 */
function warm(request: Promise<unknown>) {
  request.catch(() => undefined);
}

/**
 * Only a query the cache has never seen is started: loaders run again on every navigation and
 * search-param change, and a failed query is the page's to retry, not the loader's.
 */
function isNew(queryClient: QueryClient, queryKey: readonly unknown[]): boolean {
  return queryClient.getQueryState(queryKey) === undefined;
}

/**
 * What each page asks the node first, known from the URL alone. Route loaders run as soon as
 * the router matches a URL, in parallel with the page's lazy chunk, so a cold load does not wait
 * for the page's code before its first request.
 */
export const routePrefetch = {
  shell: (queryClient, client) => {
    const options = chainQueries.info(client);
    if (isNew(queryClient, options.queryKey)) warm(queryClient.ensureQueryData(options));
  },
  block: (queryClient, client, { blockNumOrId = '' }) => {
    if (isBlockNumber(blockNumOrId) || isBlockId(blockNumOrId)) {
      const options = blockQueries.detail(client, blockNumOrId);
      if (isNew(queryClient, options.queryKey)) warm(queryClient.ensureQueryData(options));
    }
  },
  transaction: (queryClient, client, { blockNum = '' }) => {
    if (isBlockNumber(blockNum) || isBlockId(blockNum)) {
      const options = blockQueries.detail(client, blockNum);
      if (isNew(queryClient, options.queryKey)) warm(queryClient.ensureQueryData(options));
    }
  },
  account: (queryClient, client, { accountName = '' }) => {
    if (isAccountName(accountName)) {
      const options = accountQueries.detail(client, accountName);
      if (isNew(queryClient, options.queryKey)) warm(queryClient.ensureQueryData(options));
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
