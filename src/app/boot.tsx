import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SNAPSHOT_ATTRIBUTE } from '@/api/kept/page-snapshot-names';
import { parseRuntimeConfig } from '@/api/runtime-config';
import { warmFormatters } from '@/lib/format';
import { initLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/locale';
import { getNodeClient, initNodeStore, setRuntimeConfig } from '@/lib/node-store';
import { applyTheme, watchSystemTheme } from '@/lib/theme';
import { createApp } from './app';
import { firstPageReady } from './first-paint';

/** How long the first render may wait for the data of a page already drawn from a snapshot. */
const SNAPSHOT_WAIT_MS = 3_000;

export interface BootOptions {
  search: string;
  buildUrl: string | null;
  /** config.json's content, fetched by the start-up module (undefined when there is none). */
  configFile: Promise<unknown>;
  /** Whether config.json decides the node (nothing saved, no link). */
  needsConfig: boolean;
  locale: Locale;
  /**
   * Whether the language's shell catalog came, requested by the start-up module alongside the
   * page's code (which requests the page's own).
   */
  catalog: Promise<boolean>;
  /** Whether to build the language's Intl formatters while the first page loads (lib/format). */
  warmIntl: boolean;
}

/** Renders the app once the node store knows the node. */
export async function boot({
  search,
  buildUrl,
  configFile,
  needsConfig,
  locale,
  catalog,
  warmIntl,
}: BootOptions) {
  // index.html painted the theme already; again here for hosts whose own CSP blocks that script.
  applyTheme();
  watchSystemTheme();
  const base = { search, ...(buildUrl ? { buildUrl } : {}) };
  if (needsConfig) {
    initNodeStore({ ...base, config: parseRuntimeConfig(await configFile) });
  } else {
    // The node is known: render now and merge the token list and node list when they come.
    initNodeStore({ ...base, config: {} });
    void configFile.then((file) => setRuntimeConfig(parseRuntimeConfig(file)));
  }

  const el = document.getElementById('root');
  if (!el) return;
  const { App, queryClient } = createApp();
  // A page the service worker drew from a kept snapshot is on screen already: the app may wait
  // longer for its data rather than draw skeletons over it.
  const fromSnapshot = el.hasAttribute(SNAPSHOT_ATTRIBUTE);
  const ready = Promise.all([
    catalog,
    firstPageReady(
      queryClient,
      getNodeClient(),
      window.location,
      fromSnapshot ? SNAPSHOT_WAIT_MS : undefined,
    ),
  ]);
  // Meanwhile, rather than in the first render.
  if (warmIntl) warmFormatters(locale);
  const [shown] = await ready;
  // A shell catalog that failed to download leaves the page in English rather than not at all.
  initLocale(search, shown ? locale : 'en');
  el.removeAttribute(SNAPSHOT_ATTRIBUTE);
  // React 18 logs errors itself, with the component stack, whether a boundary caught them or not.
  createRoot(el).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (import.meta.env.PROD && 'serviceWorker' in navigator) whenSettled(registerLater);
}

/** The service worker's code and its precaching never compete with the first page's. */
function registerLater() {
  import('./service-worker').then(
    ({ registerServiceWorker }) => registerServiceWorker(),
    (error: unknown) => console.warn('The service worker’s code could not be loaded', error),
  );
}

/** After the page's load event and an idle moment (at most 5 s later). */
function whenSettled(run: () => void) {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 5_000 })
      : setTimeout(run, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
