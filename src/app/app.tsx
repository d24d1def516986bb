import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { getNodeClient } from '@/lib/node-store';
import { createQueryClient } from './query-client';
import { PrefetchOnNavigate } from './prefetch-on-navigate';
import { prefetchPage } from './route-prefetch';
import { pathInApp, routerBasename } from './base-path';
import { preloadPageCode } from './route-table';
import { AppRoutes } from './router';

/**
 * Built once the node store knows the node: the first page's requests start here, so it must not
 * run at import time.
 */
export function createApp() {
  const queryClient = createQueryClient();
  const basename = routerBasename();
  const firstPath = pathInApp(window.location.pathname, basename);
  // The first page's code and its first requests start together, before React renders.
  preloadPageCode(firstPath);
  prefetchPage(queryClient, getNodeClient(), firstPath);
  return function App() {
    return (
      <QueryClientProvider client={queryClient}>
        {/* Without transitions a page whose code is still loading shows its skeleton at once,
            instead of the previous page lingering with no sign that the click was taken. */}
        <BrowserRouter basename={basename} useTransitions={false}>
          <PrefetchOnNavigate queryClient={queryClient} />
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    );
  };
}
