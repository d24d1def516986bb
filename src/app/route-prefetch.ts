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
 * What each page asks the node first, known from the URL alone. Route loaders run as soon as
 * the router matches a URL, in parallel with the page's lazy chunk, so a cold load does not wait
 * for the page's code before its first request.
 */
export const routePrefetch = {
  shell: (queryClient, client) => {
    warm(queryClient.ensureQueryData(chainQueries.info(client)));
  },
  block: (queryClient, client, { blockNumOrId = '' }) => {
    if (isBlockNumber(blockNumOrId) || isBlockId(blockNumOrId)) {
      warm(queryClient.ensureQueryData(blockQueries.detail(client, blockNumOrId)));
    }
  },
  transaction: (queryClient, client, { blockNum = '' }) => {
    if (isBlockNumber(blockNum) || isBlockId(blockNum)) {
      warm(queryClient.ensureQueryData(blockQueries.detail(client, blockNum)));
    }
  },
  account: (queryClient, client, { accountName = '' }) => {
    if (isAccountName(accountName)) {
      warm(queryClient.ensureQueryData(accountQueries.detail(client, accountName)));
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
