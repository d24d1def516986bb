import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig } from '@/api/runtime-config';
import { App } from '@/app/app';
import {
  batchNotificationsPerFrame,
  createQueryClient,
  startOnlineFromBrowser,
} from '@/app/query-client';
import { prepareNumberFormat } from '@/lib/format';
import { initLocale } from '@/lib/i18n';
import { loadCatalogs, startingLocale } from '@/lib/locale';
import { loadPageCode, startFirstData } from '@/app/router';
import { appPath } from '@/lib/base-path';
import { needsRuntimeConfig } from '@/lib/node-choice';
import { getNodeClient, initNodeStore, setRuntimeConfig } from '@/lib/node-store';
import { applyTheme, watchSystemTheme } from '@/lib/theme';
import './index.css';

/** How long the first drawing may wait for the first page's code. */
const PAGE_CODE_WAIT_MS = 500;

function readBuildNodeUrl(): string | null {
  const value: unknown = import.meta.env['VITE_NODE_URL'];
  return typeof value === 'string' && value ? value : null;
}

/**
 * Knows the node and the language, then draws the app. The first page's code and first data are
 * asked for as soon as they can be (the route table says which), not after React's first render.
 */
async function start(root: HTMLElement) {
  // index.html painted the theme already; again here for hosts whose own CSP blocks that script.
  applyTheme();
  watchSystemTheme();
  const { search, pathname } = window.location;
  const path = appPath(pathname);
  // config.json's checker first: with no saved node, the first data waits for it, while the
  // page's code, asked for next, has the page's first drawing to wait for.
  const config = fetchRuntimeConfig(import.meta.env.BASE_URL);
  // Russian needs its shell's catalog before the first drawing; one that failed leaves English.
  const locale = startingLocale(search);
  const catalogs = loadCatalogs(locale);
  const pageCode = path === null ? Promise.resolve() : loadPageCode(path);
  const buildUrl = readBuildNodeUrl();
  const base = { search, ...(buildUrl ? { buildUrl } : {}) };
  if (needsRuntimeConfig(search)) {
    initNodeStore({ ...base, config: await config });
  } else {
    // The node is known: draw now, and take the token and node lists when they come.
    initNodeStore({ ...base, config: {} });
    void config.then(setRuntimeConfig);
  }
  batchNotificationsPerFrame();
  startOnlineFromBrowser();
  const queryClient = createQueryClient();
  if (path !== null) {
    const firstData = { queryClient, client: getNodeClient(), search: new URLSearchParams(search) };
    startFirstData(firstData, path);
  }
  initLocale(search, (await catalogs) ? locale : 'en');
  prepareNumberFormat();
  // The page drawn with the shell, rather than its skeleton then the page (React holds a Suspense
  // boundary's content back 300 ms after its fallback); a slow network still gets the shell soon.
  await Promise.race([pageCode, new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS))]);
  // As a transition, React renders the first drawing in slices that yield to the browser between
  // them, rather than in one long task that blocks input while the page's tree is built.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
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
