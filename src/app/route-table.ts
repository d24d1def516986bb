import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { isAccountName, isBlockId, isBlockNumber, readTokenAddress } from '@/api/chain-refs';
import type { NodeClient } from '@/api/node-client';
import { deferredPage, readDeferredView } from '@/features/deferred/deferred-url';
import { accountQueries } from '@/queries/accounts';
import { blockQueries } from '@/queries/blocks';
import { chainQueries } from '@/queries/chain';
import { deferredQueries } from '@/queries/deferred';
import { peerQueries } from '@/queries/peers';
import { producerQueries } from '@/queries/producers';
import { scheduleQueries } from '@/queries/schedule';
import { tokenQueries } from '@/queries/tokens';

/*
 * Every page of the explorer, declared once: its path, its module and the data it asks for first.
 * The router (router.tsx) is built from this table; nothing else knows the paths' shapes.
 */

/** What a page's first data is read from: its address. */
export interface FirstDataArgs {
  queryClient: QueryClient;
  client: NodeClient;
  params: Params;
  search: URLSearchParams;
}

export interface PageRoute {
  /** Under its parent's path; absent with `index`, the parent's own page. */
  path?: string;
  index?: true;
  /**
   * Its module, `src/app/routes/<page>.tsx`, a lazy chunk that exports `Component`; also the name
   * of its Russian catalog (scripts/ru-catalogs.ts).
   */
  page: string;
  /**
   * The queries it makes first, known from the address alone: started as the address commits,
   * while its code is still on the way. The page's own queries join them (same keys).
   */
  firstData?: (args: FirstDataArgs) => void;
  children?: PageRoute[];
}

/**
 * Starts a query the page is about to make, unless the cache has ever seen it: first data runs
 * again on every change of the address, and a failed query is the page's to show and retry.
 */
function start<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): void {
  if (queryClient.getQueryState(options.queryKey) === undefined) {
    void queryClient.prefetchQuery(options);
  }
}

/** The block page and a transaction's page open with the same block. */
function startBlock({ queryClient, client }: FirstDataArgs, ref = '') {
  if (isBlockNumber(ref) || isBlockId(ref)) start(queryClient, blockQueries.detail(client, ref));
}

/** What every page asks first: the shell shows the chain's head. */
export function shellFirstData({ queryClient, client }: FirstDataArgs): void {
  start(queryClient, chainQueries.info(client));
}

export const pageRoutes: PageRoute[] = [
  { index: true, page: 'home' },
  { path: 'blocks', page: 'blocks' },
  {
    path: 'block/:blockNumOrId',
    page: 'block',
    firstData: (args) => startBlock(args, args.params['blockNumOrId']),
  },
  {
    path: 'block/:blockNum/tx/:txId',
    page: 'transaction',
    firstData: (args) => startBlock(args, args.params['blockNum']),
  },
  { path: 'tx/:txId', page: 'transaction-lookup' },
  {
    path: 'account/:accountName',
    page: 'account',
    firstData: ({ queryClient, client, params: { accountName = '' } }) => {
      if (isAccountName(accountName)) {
        start(queryClient, accountQueries.detail(client, accountName));
      }
    },
    children: [
      { index: true, page: 'account-overview' },
      // The Overview tab's name as an address: it leads to the account's own address.
      { path: 'overview', page: 'account-overview' },
      {
        path: 'activity',
        page: 'account-activity',
        // History's code stays off every other page's first load: it comes with this page's.
        firstData: ({ queryClient, client, params: { accountName = '' }, search }) => {
          if (!isAccountName(accountName)) return;
          import('@/features/history/activity-prefetch').then(
            (m) => m.prefetchActivity(queryClient, client, accountName, search),
            // The page loads the same code and explains a failure.
            () => undefined,
          );
        },
      },
      { path: 'permissions', page: 'account-permissions' },
      { path: 'tokens', page: 'account-tokens' },
      { path: 'staking', page: 'account-staking' },
      { path: 'contract', page: 'account-contract' },
      { path: 'tables', page: 'account-tables' },
      { path: 'tables/:table', page: 'account-table' },
    ],
  },
  {
    path: 'token/:code/:symbol',
    page: 'token',
    firstData: ({ queryClient, client, params: { code = '', symbol = '' } }) => {
      const token = readTokenAddress(code, symbol);
      if (token) start(queryClient, tokenQueries.stats(client, token.code, token.symbol));
    },
  },
  { path: 'token/:code/:symbol/holders', page: 'token-holders' },
  { path: 'key/:publicKey', page: 'key' },
  {
    path: 'producers',
    page: 'producers',
    firstData: ({ queryClient, client }) => {
      start(queryClient, producerQueries.everyone(client));
      start(queryClient, scheduleQueries.schedule(client));
    },
  },
  {
    path: 'validators',
    page: 'validators',
    firstData: ({ queryClient, client }) => {
      start(queryClient, producerQueries.everyone(client));
      start(queryClient, scheduleQueries.schedule(client));
    },
  },
  {
    path: 'schedule',
    page: 'schedule',
    firstData: ({ queryClient, client }) => start(queryClient, scheduleQueries.schedule(client)),
  },
  {
    path: 'deferred',
    page: 'deferred',
    firstData: ({ queryClient, client, search }) =>
      start(queryClient, deferredQueries.list(client, deferredPage(readDeferredView(search)))),
  },
  { path: 'msig', page: 'msig' },
  { path: 'msig/:proposer/:proposalName', page: 'msig-proposal' },
  { path: 'names', page: 'names' },
  { path: 'watch', page: 'watch' },
  {
    path: 'peers',
    page: 'peers',
    firstData: ({ queryClient, client, search }) => {
      start(queryClient, peerQueries.connections(client));
      const peer = search.get('peer');
      if (peer) start(queryClient, peerQueries.status(client, peer));
    },
  },
  { path: 'nodes', page: 'nodes' },
  { path: 'tools', page: 'tools' },
  { path: 'tools/abi', page: 'tools-abi' },
  { path: 'tools/transaction', page: 'tools-transaction' },
  { path: 'tools/push', page: 'tools-push' },
  { path: 'settings', page: 'settings' },
  { path: 'search', page: 'search' },
  { path: '*', page: 'not-found' },
];
