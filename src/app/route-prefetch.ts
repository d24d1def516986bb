import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { NodeClient } from '@/api/node-client';
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
 * Only a query the cache has never seen is started: prefetches run again on every navigation,
 * and a failed query is the page's to retry, not the prefetch's.
 */
function isNew(queryClient: QueryClient, queryKey: readonly unknown[]): boolean {
  return queryClient.getQueryState(queryKey) === undefined;
}

/**
 * What each page asks the node first, known from the URL alone. It is started as soon as the
 * URL is known (before the first render, and as a navigation commits), in parallel with the
 * page's lazy chunk, so a cold load does not wait for the page's code before its first request.
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

const PAGE_PREFETCH: [pattern: string, prefetch: Prefetch][] = [
  ['/block/:blockNumOrId', routePrefetch.block],
  ['/block/:blockNum/tx/:txId', routePrefetch.transaction],
  ['/account/:accountName/*', routePrefetch.account],
];

/**
 * Starts the first requests of the page at `pathname` (relative to the app's base path): the
 * shell's head, and the page's own subject. It never waits and returns nothing.
 */
export function prefetchPage(queryClient: QueryClient, client: NodeClient, pathname: string) {
  routePrefetch.shell(queryClient, client);
  for (const [pattern, prefetch] of PAGE_PREFETCH) {
    const match = matchPath(pattern, pathname);
    if (match) prefetch(queryClient, client, match.params);
  }
}
