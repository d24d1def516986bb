import { matchRoutes, Outlet, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { PageSlot } from './page-slot';
import type { PageName } from './pages';
import { RootLayout } from './root-layout';
import type { routePrefetch } from './route-prefetch';

/** What the app knows of a route beyond react-router: its page, and what it asks the node first. */
export interface RouteHandle {
  page?: PageName;
  prefetch?: keyof typeof routePrefetch;
}

/** The handle of one of appRoutes (react-router types it as unknown). */
export function routeHandle(route: RouteObject): RouteHandle {
  return (route.handle ?? {}) as RouteHandle;
}

function page(name: PageName, prefetch?: RouteHandle['prefetch']) {
  const handle: RouteHandle = prefetch ? { page: name, prefetch } : { page: name };
  return { element: <PageSlot key={name} name={name} />, handle };
}

/**
 * The explorer's pages, each its own lazy chunk; the shell and the client are the only eager
 * code. Declarative routes rather than the data router, whose code was a fifth of every first
 * load: the only loader work, starting a page's first requests from its URL in parallel with its
 * chunk, is done by route-prefetch (prefetch-on-navigate), and the start-up module loads the
 * first page's chunk before the app's code has run.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    handle: { prefetch: 'shell' } satisfies RouteHandle,
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, ...page('home') },
          { path: 'blocks', ...page('blocks') },
          { path: 'block/:blockNumOrId', ...page('block', 'block') },
          { path: 'block/:blockNum/tx/:txId', ...page('transaction', 'transaction') },
          { path: 'tx/:txId', ...page('transaction-lookup') },
          {
            path: 'account/:accountName',
            ...page('account', 'account'),
            children: [
              { index: true, ...page('account-overview') },
              { path: 'activity', ...page('account-activity', 'activity') },
              { path: 'permissions', ...page('account-permissions') },
              { path: 'tokens', ...page('account-tokens') },
              { path: 'contract', ...page('account-contract') },
              { path: 'tables', ...page('account-tables') },
              { path: 'tables/:table', ...page('account-table') },
            ],
          },
          { path: 'token/:code/:symbol', ...page('token', 'token') },
          { path: 'producers', ...page('producers', 'producers') },
          { path: 'schedule', ...page('schedule', 'schedule') },
          { path: 'deferred', ...page('deferred', 'deferred') },
          { path: 'names', ...page('names') },
          { path: 'peers', ...page('peers', 'peers') },
          { path: 'nodes', ...page('nodes') },
          { path: 'tools', ...page('tools') },
          { path: 'tools/abi', ...page('tools-abi') },
          { path: 'tools/transaction', ...page('tools-transaction') },
          { path: 'settings', ...page('settings') },
          { path: 'search', ...page('search') },
          { path: '*', ...page('not-found') },
        ],
      },
    ],
  },
];

/** The pages drawn at `path` (for an account tab, the account page around it), outermost first. */
export function pagesAt(path: string, basename?: string): PageName[] {
  return (matchRoutes(appRoutes, path, basename) ?? []).flatMap(
    (match) => routeHandle(match.route).page ?? [],
  );
}
