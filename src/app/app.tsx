import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { routerBasename } from '@/lib/base-path';
import { useLocaleState } from '@/lib/i18n';
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
  /**
   * A new language draws the app afresh: messages read outside React's context (the `t` macro,
   * error texts) are then read again too. Query data stays cached, so nothing is asked again.
   */
  const LocaleRoot = function LocaleRoot() {
    const { locale } = useLocaleState();
    return <AppRoutes key={locale} />;
  };
  const App = function App() {
    return (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <VisitRouter basename={routerBasename()}>
            <PrefetchOnNavigate queryClient={queryClient} />
            <LocaleRoot />
          </VisitRouter>
        </QueryClientProvider>
      </I18nProvider>
    );
  };
  return { App, queryClient };
}
