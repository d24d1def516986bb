import { useEffect, useState, type ComponentType } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { AppShellSkeleton } from './app-shell-skeleton';
import { RootLayout } from './root-layout';

type PageModule = { Component: ComponentType };
type LoadPage = () => Promise<PageModule>;

interface PageHandle {
  /** Starts fetching the page's code; the page joins the same request when it renders. */
  preload: () => Promise<ComponentType>;
}

/**
 * Every page is its own lazy chunk. Not React.lazy: a Suspense boundary that has shown its
 * fallback reveals the page no sooner than 300 ms later (React batches reveals), which would add
 * up to 300 ms to every cold load. A page whose code is still loading shows its skeleton, and
 * draws itself the moment its code is there; the shell (and an account's header above its tabs)
 * stays throughout.
 */
function page(load: LoadPage): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.Component),
      (error: unknown) => {
        // The next visit tries again (a deploy may have replaced the chunk, or the network is back).
        loading = undefined;
        throw error;
      },
    ));

  function Page() {
    const [Component, setComponent] = useState(() => loaded);
    const [error, setError] = useState<Error | null>(null);
    useEffect(() => {
      if (Component) return;
      let current = true;
      preload().then(
        (c) => current && setComponent(() => c),
        (e: unknown) => current && setError(e instanceof Error ? e : new Error(String(e))),
      );
      return () => {
        current = false;
      };
    }, [Component]);
    // The page's error boundary tells a chunk that failed to load from other errors.
    if (error) throw error;
    return Component ? <Component /> : <AppShellSkeleton />;
  }

  const handle: PageHandle = { preload };
  return { element: <Page />, handle };
}

/**
 * The explorer's pages. Declarative routes rather than a data router: the data router's code
 * was a fifth of the first load, and its only work here, starting a page's first request from
 * its URL, is done by route-prefetch.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, ...page(() => import('./routes/home')) },
          { path: 'blocks', ...page(() => import('./routes/blocks')) },
          { path: 'block/:blockNumOrId', ...page(() => import('./routes/block')) },
          { path: 'block/:blockNum/tx/:txId', ...page(() => import('./routes/transaction')) },
          {
            path: 'account/:accountName',
            ...page(() => import('./routes/account')),
            children: [
              { index: true, ...page(() => import('./routes/account-overview')) },
              { path: 'permissions', ...page(() => import('./routes/account-permissions')) },
              { path: 'tokens', ...page(() => import('./routes/account-tokens')) },
              { path: 'contract', ...page(() => import('./routes/account-contract')) },
              { path: 'tables', ...page(() => import('./routes/account-tables')) },
              { path: 'tables/:table', ...page(() => import('./routes/account-table')) },
            ],
          },
          { path: 'token/:code/:symbol', ...page(() => import('./routes/token')) },
          { path: 'producers', ...page(() => import('./routes/producers')) },
          { path: 'schedule', ...page(() => import('./routes/schedule')) },
          { path: 'deferred', ...page(() => import('./routes/deferred')) },
          { path: 'names', ...page(() => import('./routes/names')) },
          { path: 'peers', ...page(() => import('./routes/peers')) },
          { path: 'tools/abi', ...page(() => import('./routes/tools-abi')) },
          { path: 'tools/transaction', ...page(() => import('./routes/tools-transaction')) },
          { path: 'settings', ...page(() => import('./routes/settings')) },
          { path: '*', ...page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

/**
 * Starts fetching the code of every page drawn at `pathname` (an account tab and the account
 * layout around it) at once, instead of each only once its parent has rendered.
 */
export function preloadPageCode(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as PageHandle | undefined;
    // A failed preload is the page's to report when it renders (its lazy import fails too).
    handle?.preload().catch(() => undefined);
  }
}
