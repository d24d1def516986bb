import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { wantsHeadingFocus } from '@/lib/heading-focus';

/** How long a page may take (its code, then its data) to draw its heading and still get focus. */
const WAIT_FOR_HEADING_MS = 15_000;

/**
 * After a search, focus goes to the main heading (`<main> h1`, tabIndex -1) of the page it opened.
 * The page's code or data may still be on their way, so the heading is awaited; back and forward
 * (whose entries keep the search's state) leave focus alone. A person who puts focus somewhere
 * while the heading is awaited (typing the next search, say) keeps it: the wait ends there.
 */
export function useHeadingFocusAfterSearch() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const requested = navigationType !== NavigationType.Pop && wantsHeadingFocus(location.state);

  useEffect(() => {
    const main = document.getElementById('main');
    if (!requested || !main) return;
    const focusHeading = (): boolean => {
      const heading = main.querySelector('h1');
      heading?.focus();
      return heading !== null;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('focusin', stop);
    }
    observer.observe(main, { childList: true, subtree: true });
    document.addEventListener('focusin', stop);
    return stop;
  }, [location.key, requested]);
}
