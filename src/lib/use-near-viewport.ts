import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport while `when` holds, and from
 * then on. Work for content below the fold (a chart's code and first draw) then waits until it
 * is scrolled to, as the browser does for lazy images; `when` lets a caller wait for the page's
 * final layout before the position counts. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  margin = '200px',
  when = true,
): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !when || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near, when]);
  return near;
}
