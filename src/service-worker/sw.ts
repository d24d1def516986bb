/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/*
 * The service worker (built by vite-plugin-pwa's injectManifest, with Workbox): the app shell
 * and every chunk precached, so repeat and offline visits load no code from the network. Node
 * and history answers never pass through it (no runtime caching: the app keeps what is
 * immutable in IndexedDB; static routes send their requests past it). A new deployment
 * installs beside the old one and waits until the page asks it to take over
 * (src/app/service-worker.tsx), so no page mixes two builds' chunks.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

/** A static route (the Service Worker Static Routing API; Chromium 123+). */
interface RouterRule {
  condition: RouterCondition;
  source: 'network';
}
interface RouterCondition {
  requestMethod?: string;
  urlPattern?: { protocol?: string; hostname?: string; port?: string };
  not?: RouterCondition;
}
type InstallEventWithRoutes = ExtendableEvent & {
  addRoutes?: (rules: RouterRule | RouterRule[]) => Promise<void>;
};

/**
 * What the worker never answers goes straight to the network, without waking it: every node
 * call (a POST) and every request to another origin (the node, the history service). Otherwise
 * each passed through its fetch event, and the block scan read 14% fewer blocks a second on a
 * page the worker controls. One rule a call, so a browser without `not` still takes the first.
 */
const STRAIGHT_TO_NETWORK: RouterRule[] = [
  { condition: { requestMethod: 'POST' }, source: 'network' },
  {
    condition: {
      not: {
        urlPattern: {
          protocol: self.location.protocol.replace(/:$/, ''),
          hostname: self.location.hostname,
          port: self.location.port,
        },
      },
    },
    source: 'network',
  },
];

self.addEventListener('install', (event) => {
  const install = event as InstallEventWithRoutes;
  if (typeof install.addRoutes !== 'function') return;
  for (const rule of STRAIGHT_TO_NETWORK) {
    try {
      // A rule this browser cannot read is left out; the worker installs all the same.
      install.waitUntil(install.addRoutes(rule).catch(() => undefined));
    } catch {
      // Thrown rather than rejected: the same.
    }
  }
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Earlier versions kept whole block pages here; the app no longer reads them.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete('explorer-page-snapshots-v1').then(() => undefined));
});

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    // A node or history service proxied on the site's own origin answers its own paths.
    denylist: [/\/v[12]\//],
  }),
);
