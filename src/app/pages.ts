import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { NodeClient } from '@/api/node-client';
import { retryableImport } from '@/api/retryable-import';
import { loadPageCatalog } from '@/lib/locale';

/** A page module: its component, as every module under routes/ exports it. */
export interface PageModule {
  Component: ComponentType;
  /**
   * What the page asks first that needs its own code (route-prefetch starts it once the chunk
   * is there): the subject's name from the address, and the address's query. Settles (never
   * rejects) once those first answers have come, failed or been given up.
   */
  prefetch?: (
    queryClient: QueryClient,
    client: NodeClient,
    subject: string,
    search: URLSearchParams,
  ) => Promise<void>;
}

/**
 * Every page's code, each its own lazy chunk. The router loads a page from here when it is
 * shown; the start-up module loads the first page's at once (first-page.ts), alongside the
 * app's code, so the router usually finds it loaded.
 */
export const pages = {
  home: () => import('./routes/home'),
  blocks: () => import('./routes/blocks'),
  block: () => import('./routes/block'),
  transaction: () => import('./routes/transaction'),
  'transaction-lookup': () => import('./routes/transaction-lookup'),
  account: () => import('./routes/account'),
  'account-overview': () => import('./routes/account-overview'),
  // With it, the history service's client, which the page would ask for only once it runs: one
  // round of chunk loading instead of two before the first row (a scan-only setup loads ~3 kB
  // it does not use). Only a head start: if that code fails to download, the page still opens
  // and the history source reports it (and loads it again on "Try again"), as before.
  'account-activity': () =>
    Promise.all([
      import('./routes/account-activity'),
      import('@/api/history-client').catch(() => undefined),
      import('@/api/history/hyperion-source').catch(() => undefined),
    ]).then(([page]) => page),
  'account-permissions': () => import('./routes/account-permissions'),
  'account-tokens': () => import('./routes/account-tokens'),
  'account-contract': () => import('./routes/account-contract'),
  'account-tables': () => import('./routes/account-tables'),
  'account-table': () => import('./routes/account-table'),
  token: () => import('./routes/token'),
  producers: () => import('./routes/producers'),
  schedule: () => import('./routes/schedule'),
  deferred: () => import('./routes/deferred'),
  names: () => import('./routes/names'),
  peers: () => import('./routes/peers'),
  nodes: () => import('./routes/nodes'),
  tools: () => import('./routes/tools'),
  'tools-abi': () => import('./routes/tools-abi'),
  'tools-transaction': () => import('./routes/tools-transaction'),
  settings: () => import('./routes/settings'),
  search: () => import('./routes/search'),
  'not-found': () => import('./routes/not-found'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageName = keyof typeof pages;

const loaders = new Map<PageName, () => Promise<PageModule>>();
const loaded = new Map<PageName, PageModule>();

/**
 * Loads a page's code once, wherever it is first asked for (the start-up module or the router),
 * and with it, in the same round, its messages in the visit's language: the page is never drawn
 * before them (a catalog that fails leaves its messages in English). After a failed load, the
 * next call downloads the chunk again (retryable-import), so showing the page again or "Try
 * again" really tries again.
 */
export function loadPage(name: PageName): Promise<PageModule> {
  let load = loaders.get(name);
  if (!load) {
    load = retryableImport<PageModule>(pages[name]);
    loaders.set(name, load);
  }
  return Promise.all([load(), loadPageCatalog(name)]).then(([module]) => {
    loaded.set(name, module);
    return module;
  });
}

/** A page whose code has arrived, to be drawn at once rather than through a Suspense boundary. */
export function loadedPage(name: PageName): PageModule | undefined {
  return loaded.get(name);
}
