import type { BrowserContext } from '@playwright/test';

/**
 * Takes the browser offline as a page sees it too. Playwright's offline emulation fails every
 * request, but in Debian's Chromium 150 a document loaded after it (a reload, a navigation)
 * still reads `navigator.onLine === true`, which a browser that is really offline never says;
 * the app reads it at start to tell "offline" from "the node is down". The `online` and
 * `offline` events, which the app follows from then on, still come from the emulation.
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
  });
}
