/**
 * Every page's code, each its own lazy chunk. The router loads a page from here when it is
 * shown; the start-up module loads the first page's at once (first-page.ts), alongside the
 * app's code, so the router finds it loaded.
 */
export const pages = {
  home: () => import('./routes/home'),
  blocks: () => import('./routes/blocks'),
  block: () => import('./routes/block'),
  transaction: () => import('./routes/transaction'),
  account: () => import('./routes/account'),
  'account-overview': () => import('./routes/account-overview'),
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
  'tools-abi': () => import('./routes/tools-abi'),
  'tools-transaction': () => import('./routes/tools-transaction'),
  settings: () => import('./routes/settings'),
  'not-found': () => import('./routes/not-found'),
};

export type PageName = keyof typeof pages;
