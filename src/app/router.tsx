import type { ComponentType } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import { loadPageCatalog } from '@/lib/locale';
import { PageErrorBoundary } from './page-error-boundary';
import { PageSlot } from './page-slot';
import { RootLayout } from './root-layout';
import { pageRoutes, type FirstDataArgs, type PageRoute } from './route-table';

interface PageModule {
  Component: ComponentType;
}

/** Every page module, each its own lazy chunk. */
const pageModules = import.meta.glob<PageModule>('./routes/*.tsx');

/**
 * A page's component: its code and, in the same round, its messages in the visit's language, so
 * the page is never drawn before them (a catalog that fails leaves its messages in English). A
 * chunk that failed to download is downloaded again on "Try again" (lazy-with-retry).
 */
function pageComponent(page: string): ComponentType {
  const load = pageModules[`./routes/${page}.tsx`];
  if (!load) throw new Error(`The route table names src/app/routes/${page}.tsx, which is missing`);
  return lazyWithRetry(
    () => Promise.all([load(), loadPageCatalog(page)]).then(([module]) => module),
    (module) => module.Component,
  );
}

function toRouteObject(route: PageRoute): RouteObject {
  // Keyed by page, so two pages never share one slot's state.
  const element = <PageSlot key={route.page} page={pageComponent(route.page)} />;
  if (route.index) return { index: true, element, handle: route };
  return { path: route.path, element, handle: route, children: route.children?.map(toRouteObject) };
}

/** The route table as react-router's routes: the shell around every page, and its error boundary. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        element: (
          <PageErrorBoundary>
            <Outlet />
          </PageErrorBoundary>
        ),
        children: pageRoutes.map(toRouteObject),
      },
    ],
  },
];

/**
 * Starts the first data of the pages drawn at `pathname` (inside the app's base path; for an
 * account tab, the account page around it too), from the route table.
 */
export function startFirstData(
  { queryClient, client, search }: Omit<FirstDataArgs, 'params'>,
  pathname: string,
): void {
  for (const match of matchRoutes(appRoutes, pathname) ?? []) {
    const route = match.route.handle as PageRoute | undefined;
    route?.firstData?.({ queryClient, client, params: match.params, search });
  }
}
