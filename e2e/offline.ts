import type { BrowserContext } from '@playwright/test';

declare global {
  interface Window {
    e2eOffline?: { restore: () => void; sawOnline: boolean };
  }
}

/**
 * Takes the browser offline as a page sees it too, and returns what brings it back online.
 *
 * Playwright's offline emulation fails every request, but in Debian's Chromium 150 a document
 * loaded after it (a reload, a navigation) still reads `navigator.onLine === true`, which a
 * browser that is really offline never says; the app reads it at start to tell "offline" from
 * "the node is down". Such a document, believing itself online, then gets no `online` event
 * when the emulation ends, where a real browser always sends one; the app follows that event.
 * So going back online ends the emulation, gives `navigator.onLine` back, and sends `online`
 * to a page the browser left without one.
 */
export async function goOffline(context: BrowserContext): Promise<() => Promise<void>> {
  await context.setOffline(true);
  const override = await context.addInitScript(() => {
    const native = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    const state = {
      sawOnline: false,
      restore: () => {
        if (native) Object.defineProperty(Navigator.prototype, 'onLine', native);
      },
    };
    window.addEventListener('online', () => (state.sawOnline = true));
    window.e2eOffline = state;
  });

  return async function goOnline() {
    await override.dispose();
    await context.setOffline(false);
    for (const page of context.pages()) {
      await page.evaluate(async () => {
        const state = window.e2eOffline;
        if (!state) return;
        state.restore();
        await new Promise((resolve) => setTimeout(resolve, 500));
        if (!state.sawOnline) window.dispatchEvent(new Event('online'));
      });
    }
  };
}
