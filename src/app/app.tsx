import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useRoutes } from 'react-router';
import { routerBasename } from '@/lib/base-path';
import { useLocaleState } from '@/lib/i18n';
import { FirstData } from './first-data';
import { appRoutes } from './router';
import { usePageCodeOnIntent } from './use-page-code-on-intent';
import { VisitRouter } from './visit-router';

function AppRoutes() {
  return useRoutes(appRoutes);
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  const { locale } = useLocaleState();
  usePageCodeOnIntent();
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <VisitRouter basename={routerBasename()}>
          <FirstData />
          {/* A new language draws the app afresh: messages read outside React's context (the
              `t` macro, error texts) are then read again too. Query data stays cached. */}
          <AppRoutes key={locale} />
        </VisitRouter>
      </QueryClientProvider>
    </I18nProvider>
  );
}
