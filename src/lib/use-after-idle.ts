import { useEffect, useState } from 'react';

/**
 * True once the browser has had an idle moment after mount (at most `timeoutMs` later): work that
 * can wait (a chart's code, a feed's twenty requests) then never competes with a page's first
 * content.
 */
export function useAfterIdle(timeoutMs = 2_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 500);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
