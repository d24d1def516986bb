import { useEffect } from 'react';

/**
 * A page's markup as it may be shown again before the app runs (api/kept/page-snapshots): only
 * what its immutable data decides. What lives (`data-live`: the node's state in the header and
 * footer, "3 minutes ago"; and controls whose value is a setting) is kept in place but hidden,
 * so nothing stale is shown as current and nothing moves when the app draws the live values over
 * it; a passing notice (`data-live="remove"`: offline, node trouble), a dialog or an expanded
 * section is dropped or closed.
 */
export const LIVE_ATTRIBUTE = 'data-live';

/** How long after the page is drawn its markup is taken: rows drawn after the paint are in by then. */
const SETTLE_MS = 1_500;

export function pageSnapshotOf(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const el of copy.querySelectorAll(`[${LIVE_ATTRIBUTE}="remove"], dialog, script`)) {
    el.remove();
  }
  for (const el of copy.querySelectorAll(`[${LIVE_ATTRIBUTE}], select`)) {
    const own = el.getAttribute('style');
    el.setAttribute('style', own ? `${own}; visibility: hidden` : 'visibility: hidden');
    el.setAttribute('aria-hidden', 'true');
  }
  for (const el of copy.querySelectorAll('details[open]')) el.removeAttribute('open');
  return copy.innerHTML;
}

/** The start-up script of this document: which build drew it. */
function entryScript(): string | null {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/**
 * Once `ready` (the page shows immutable data only) and the page has settled, keeps its markup
 * for this address, if the page is still there and has no query. Only in a build that installs
 * the service worker, which is what shows it again.
 */
export function useKeepPageSnapshot(ready: boolean): void {
  useEffect(() => {
    if (!ready || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const address = window.location.href;
    const timer = setTimeout(() => {
      const root = document.getElementById('root');
      const entry = entryScript();
      if (window.location.href !== address || !root || entry === null) return;
      const html = pageSnapshotOf(root);
      import('@/api/kept/page-snapshots')
        .then(({ keepPageSnapshot }) => keepPageSnapshot(new URL(address), html, entry))
        .catch((error: unknown) => console.warn('The page could not be kept', error));
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [ready]);
}
