import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig } from '@/api/runtime-config';
import { App } from '@/app/app';
import {
  batchNotificationsPerFrame,
  createQueryClient,
  startOnlineFromBrowser,
} from '@/app/query-client';
import { initLocale } from '@/lib/i18n';
import { loadCatalogs, startingLocale } from '@/lib/locale';
import { needsRuntimeConfig } from '@/lib/node-choice';
import { initNodeStore, setRuntimeConfig } from '@/lib/node-store';
import { applyTheme, watchSystemTheme } from '@/lib/theme';
import './index.css';

function readBuildNodeUrl(): string | null {
  const value: unknown = import.meta.env['VITE_NODE_URL'];
  return typeof value === 'string' && value ? value : null;
}

/** Knows the node and the language, then draws the app. */
async function start(root: HTMLElement) {
  // index.html painted the theme already; again here for hosts whose own CSP blocks that script.
  applyTheme();
  watchSystemTheme();
  const { search } = window.location;
  const buildUrl = readBuildNodeUrl();
  const base = { search, ...(buildUrl ? { buildUrl } : {}) };
  const config = fetchRuntimeConfig(import.meta.env.BASE_URL);
  if (needsRuntimeConfig(search)) {
    initNodeStore({ ...base, config: await config });
  } else {
    // The node is known: draw now, and take the token and node lists when they come.
    initNodeStore({ ...base, config: {} });
    void config.then(setRuntimeConfig);
  }
  // Russian needs its shell's catalog before the first drawing; one that failed leaves English.
  const locale = startingLocale(search);
  initLocale(search, (await loadCatalogs(locale)) ? locale : 'en');

  batchNotificationsPerFrame();
  startOnlineFromBrowser();
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
  if (import.meta.env.PROD && 'serviceWorker' in navigator) whenSettled(registerServiceWorker);
}

/** The service worker's code and its precaching never compete with the first page's. */
function registerServiceWorker() {
  import('@/app/register-service-worker').then(
    (m) => m.registerServiceWorker(),
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

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    console.error('The explorer failed to start', error);
    const p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.className = 'mx-auto max-w-xl p-8 text-center';
    p.textContent = 'The explorer failed to start. Reload the page to try again.';
    root.replaceChildren(p);
  });
}
