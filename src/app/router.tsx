import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { AppShellSkeleton } from './app-shell-skeleton';
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
            { index: true, lazy: () => import('./routes/home') },
            { path: 'blocks', lazy: () => import('./routes/blocks') },
            {
              path: 'block/:blockNumOrId',
              loader: prefetch('block'),
              lazy: () => import('./routes/block'),
            },
            {
              path: 'block/:blockNum/tx/:txId',
              loader: prefetch('transaction'),
              lazy: () => import('./routes/transaction'),
            },
            {
              path: 'account/:accountName',
              loader: prefetch('account'),
              lazy: () => import('./routes/account'),
              children: [
                { index: true, lazy: () => import('./routes/account-overview') },
                { path: 'permissions', lazy: () => import('./routes/account-permissions') },
                { path: 'tokens', lazy: () => import('./routes/account-tokens') },
                { path: 'contract', lazy: () => import('./routes/account-contract') },
                { path: 'tables', lazy: () => import('./routes/account-tables') },
                { path: 'tables/:table', lazy: () => import('./routes/account-table') },
              ],
            },
            { path: 'token/:code/:symbol', lazy: () => import('./routes/token') },
            { path: 'producers', lazy: () => import('./routes/producers') },
            { path: 'schedule', lazy: () => import('./routes/schedule') },
            { path: 'deferred', lazy: () => import('./routes/deferred') },
            { path: 'names', lazy: () => import('./routes/names') },
            { path: 'peers', lazy: () => import('./routes/peers') },
            { path: 'tools/abi', lazy: () => import('./routes/tools-abi') },
            { path: 'tools/transaction', lazy: () => import('./routes/tools-transaction') },
            { path: 'settings', lazy: () => import('./routes/settings') },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ];
}

/** The app's base path (VITE_BASE) without the trailing slash, as react-router wants it. */
export function routerBasename(): string {
  const base = import.meta.env.BASE_URL;
  if (!base.startsWith('/')) return '/';
  return base.replace(/\/+$/, '') || '/';
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient), { basename: routerBasename() });
}
