import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, for the back and forward buttons. */
const positions = new Map<string, number>();

/**
 * A new page opens at its top (or at its #anchor); back and forward return to where the person
 * was. A change of search params only (a tab, a pager, a filter) keeps the scroll position.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Recorded as the person scrolls: by the time a navigation commits, the new page may already
  // have changed the document's height and clamped the old position. Moved to the new entry in
  // the commit itself, before the scroll below: a passive effect's cleanup may run only after
  // that scroll's event (Preact runs passive effects a frame later), which would record the new
  // page's top as the old entry's position.
  useLayoutEffect(() => {
    const key = location.key;
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const samePath = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    let cancelled = false;
    // Preact commits a location change in steps, this layout first and the page under its
    // <Outlet> (which reads the location from context) after it: the new page, its height and
    // its anchors exist only once the whole update has rendered, still before the next paint.
    queueMicrotask(() => {
      if (cancelled) return;
      if (navigationType === NavigationType.Pop) {
        const y = positions.get(location.key);
        if (y !== undefined) window.scrollTo(0, y);
        return;
      }
      if (location.hash) {
        document.getElementById(anchorId(location.hash))?.scrollIntoView();
        return;
      }
      if (!samePath) window.scrollTo(0, 0);
    });
    return () => {
      cancelled = true;
    };
  }, [location.key, location.pathname, location.hash, navigationType]);
}

/** The element id a #hash names; a malformed escape (a hand-typed URL) is taken as written. */
function anchorId(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
