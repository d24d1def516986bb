import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { routerBasename } from '@/lib/base-path';
import { AppShellSkeleton } from './app-shell-skeleton';
import { pages } from './pages';
import { RootLayout } from './root-layout';
import { prefetchLoader, routePrefetch } from './route-prefetch';

/**
 * Every page is its own lazy chunk; the shell and the client are the only eager code. Loaders
 * only start the first requests of a page (see route-prefetch), in parallel with its chunk.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const prefetch = (key: keyof typeof routePrefetch) =>
    prefetchLoader(queryClient, routePrefetch[key]);
  return [
    {
      path: '/',
      Component: RootLayout,
      loader: prefetch('shell'),
      HydrateFallback: AppShellSkeleton,
      children: [
        {
          ErrorBoundary: RouteErrorBoundary,
          children: [
            { index: true, lazy: pages.home },
            { path: 'blocks', lazy: pages.blocks },
            {
              path: 'block/:blockNumOrId',
              loader: prefetch('block'),
              lazy: pages.block,
            },
            {
              path: 'block/:blockNum/tx/:txId',
              loader: prefetch('transaction'),
              lazy: pages.transaction,
            },
            {
              path: 'account/:accountName',
              loader: prefetch('account'),
              lazy: pages.account,
              children: [
                { index: true, lazy: pages['account-overview'] },
                { path: 'permissions', lazy: pages['account-permissions'] },
                { path: 'tokens', lazy: pages['account-tokens'] },
                { path: 'contract', lazy: pages['account-contract'] },
                { path: 'tables', lazy: pages['account-tables'] },
                { path: 'tables/:table', lazy: pages['account-table'] },
              ],
            },
            { path: 'token/:code/:symbol', loader: prefetch('token'), lazy: pages.token },
            { path: 'producers', loader: prefetch('producers'), lazy: pages.producers },
            { path: 'schedule', loader: prefetch('schedule'), lazy: pages.schedule },
            { path: 'deferred', loader: prefetch('deferred'), lazy: pages.deferred },
            { path: 'names', lazy: pages.names },
            { path: 'peers', loader: prefetch('peers'), lazy: pages.peers },
            { path: 'tools/abi', lazy: pages['tools-abi'] },
            { path: 'tools/transaction', lazy: pages['tools-transaction'] },
            { path: 'settings', lazy: pages.settings },
            { path: '*', lazy: pages['not-found'] },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient), { basename: routerBasename() });
}
