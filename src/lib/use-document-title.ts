import { useEffect } from 'react';

/** Sets the browser tab title for the page. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} · CyberWay Explorer`;
  }, [title]);
}
