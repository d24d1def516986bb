import { QueryClientProvider } from '@tanstack/react-query';
import { routerBasename } from '@/lib/base-path';
import { PrefetchOnNavigate } from './prefetch-on-navigate';
import {
  batchNotificationsPerFrame,
  createQueryClient,
  startOnlineFromBrowser,
} from './query-client';
import { AppRoutes } from './app-routes';
import { VisitRouter } from './visit-router';

/** Built once the node store knows the node, which the first page's requests go to. */
export function createApp() {
  batchNotificationsPerFrame();
  startOnlineFromBrowser();
  const queryClient = createQueryClient();
  const App = function App() {
    return (
      <QueryClientProvider client={queryClient}>
        <VisitRouter basename={routerBasename()}>
          <PrefetchOnNavigate queryClient={queryClient} />
          <AppRoutes />
        </VisitRouter>
      </QueryClientProvider>
    );
  };
  return { App, queryClient };
}
