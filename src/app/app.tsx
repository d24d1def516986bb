import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { routerBasename } from '@/lib/base-path';
import { PrefetchOnNavigate } from './prefetch-on-navigate';
import { batchNotificationsPerFrame, createQueryClient } from './query-client';
import { AppRoutes } from './app-routes';
import { VisitRouter } from './visit-router';

/** Built once the node store knows the node, which the first page's requests go to. */
export function createApp() {
  batchNotificationsPerFrame();
  const queryClient = createQueryClient();
  const App = function App() {
    return (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <VisitRouter basename={routerBasename()}>
            <PrefetchOnNavigate queryClient={queryClient} />
            <AppRoutes />
          </VisitRouter>
        </QueryClientProvider>
      </I18nProvider>
    );
  };
  return { App, queryClient };
}
