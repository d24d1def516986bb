import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { routerBasename } from '@/lib/base-path';
import { PrefetchOnNavigate } from './prefetch-on-navigate';
import { batchNotificationsPerFrame, createQueryClient } from './query-client';
import { AppRoutes } from './app-routes';

/** Built once the node store knows the node, which the first page's requests go to. */
export function createApp() {
  batchNotificationsPerFrame();
  const queryClient = createQueryClient();
  const App = function App() {
    return (
      <QueryClientProvider client={queryClient}>
        {/* Without transitions a page whose code is still loading shows its skeleton at once,
            rather than the previous page lingering with no sign that the click was taken. */}
        <BrowserRouter basename={routerBasename()} useTransitions={false}>
          <PrefetchOnNavigate queryClient={queryClient} />
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    );
  };
  return { App, queryClient };
}
