import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PAGE_ANCHOR_ATTRIBUTE } from '@/components/links/page-href';
import { appPath } from '@/lib/base-path';

/** The anchor a plain left click on `event` follows in this tab, if it is a PageAnchor. */
function followedPageAnchor(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest(`a[${PAGE_ANCHOR_ATTRIBUTE}]`);
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return anchor;
}

/**
 * Turns clicks on PageAnchors into in-app navigations, as react-router's <Link> does for its own:
 * the same page is replaced rather than pushed again, and a link outside the app's base path is
 * left to the browser.
 */
export function usePageAnchorClicks(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const current = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = followedPageAnchor(event);
      if (!anchor) return;
      const url = new URL(anchor.href);
      const path = url.origin === window.location.origin ? appPath(url.pathname) : null;
      if (path === null) return;
      event.preventDefault();
      const to = `${path}${url.search}${url.hash}`;
      void navigate(to, { replace: to === current });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate, current]);
}
