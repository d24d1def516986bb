import { useState, type ComponentType } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router';
import { retryableImport } from '@/api/retryable-import';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import { loadPageCatalog } from '@/lib/locale';
import { PageErrorBoundary } from './page-error-boundary';
import { PageSlot } from './page-slot';
import { RootLayout } from './root-layout';
import { pageRoutes, shellFirstData, type FirstDataArgs, type PageRoute } from './route-table';

interface PageModule {
  Component: ComponentType;
}

/** Every page module, each its own lazy chunk. */
const pageModules = import.meta.glob<PageModule>('./routes/*.tsx');

/** Each page's code, loaded once (and again after a failed download), by name. */
const pageCode = new Map<string, () => Promise<PageModule>>();

/**
 * Each page's component, by name: one per page however many addresses lead to it (the account's
 * Overview has two), so loading the code of one address draws the page at all of them at once.
 */
const pageComponents = new Map<string, ComponentType>();

/**
 * A page's component: its code and, in the same round, its messages in the visit's language, so
 * the page is never drawn before them (a catalog that fails leaves its messages in English). A
 * chunk that failed to download is downloaded again on "Try again" (lazy-with-retry). A page
 * whose code is already here is drawn at once, not through Suspense: React 19 holds a Suspense
 * boundary's content back until 300 ms after its fallback showed.
 */
function pageComponent(page: string): ComponentType {
  const known = pageComponents.get(page);
  if (known) return known;
  const load = pageModules[`./routes/${page}.tsx`];
  if (!load) throw new Error(`The route table names src/app/routes/${page}.tsx, which is missing`);
  let loaded: ComponentType | undefined;
  const code = retryableImport(() =>
    Promise.all([load(), loadPageCatalog(page)]).then(([module]) => {
      loaded = module.Component;
      return module;
    }),
  );
  pageCode.set(page, code);
  const LazyPage = lazyWithRetry(code, (module) => module.Component);
  function Page() {
    // Chosen once per mount: switching to the loaded component later would remount the page.
    const [Chosen] = useState(() => loaded ?? LazyPage);
    return <Chosen />;
  }
  pageComponents.set(page, Page);
  return Page;
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

type PagesAt = { route: PageRoute; params: FirstDataArgs['params'] }[];

/** The last address matched: the start asks for its page's code and then for its first data. */
let lastMatch: { pathname: string; pages: PagesAt } | undefined;

/** The route table's pages drawn at `pathname` (inside the app's base path), outermost first. */
function pagesAt(pathname: string): PagesAt {
  // Matching flattens and ranks the whole route table, a cost the start paid twice.
  if (lastMatch?.pathname === pathname) return lastMatch.pages;
  const pages = (matchRoutes(appRoutes, pathname) ?? []).flatMap((match) => {
    const route = match.route.handle as PageRoute | undefined;
    return route ? [{ route, params: match.params }] : [];
  });
  lastMatch = { pathname, pages };
  return pages;
}

/**
 * Starts the first data of the pages drawn at `pathname` (for an account tab, the account page
 * around it too), from the route table.
 */
export function startFirstData(
  { queryClient, client, search }: Omit<FirstDataArgs, 'params'>,
  pathname: string,
): void {
  shellFirstData({ queryClient, client, params: {}, search });
  for (const { route, params } of pagesAt(pathname)) {
    route.firstData?.({ queryClient, client, params, search });
  }
}

/**
 * Starts downloading the code of the pages drawn at `pathname`, before React has drawn anything;
 * settles once it is here (or failed: the router reports that when it draws the page).
 */
export function loadPageCode(pathname: string): Promise<unknown> {
  const loads = pagesAt(pathname).flatMap(({ route }) => pageCode.get(route.page) ?? []);
  return Promise.all(loads.map((load) => load().catch(() => undefined)));
}
