import { useEffect } from 'react';
import { appPath } from '@/lib/base-path';
import { loadPageCode } from './router';

/** The app's page an event's link leads to, if it is one. */
function linkedPath(event: Event): string | null {
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? appPath(url.pathname) : null;
}

/**
 * Starts loading a page's code when a pointer rests on a link to it, or the link gets focus or a
 * touch: by the click it is usually here, and the page is drawn at once instead of through its
 * skeleton (which React 19 keeps up at least 300 ms).
 */
export function usePageCodeOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = linkedPath(event);
      if (path !== null) void loadPageCode(path);
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const name of events) document.addEventListener(name, onIntent, { passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, onIntent);
    };
  }, []);
}
