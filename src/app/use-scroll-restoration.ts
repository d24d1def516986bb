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
  // the commit itself, before the scroll below, which would otherwise be recorded as the old
  // entry's position.
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
    // The new page is committed (a parent's layout effects run after its children's).
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
