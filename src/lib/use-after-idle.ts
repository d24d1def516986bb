import { useEffect, useState } from 'react';

/**
 * True once the browser has had an idle moment after mount, or after `when` first became true
 * (at most `timeoutMs` later): work that can wait (a chart's code, a feed's requests) then never
 * competes with a page's first content. It stays true.
 */
export function useAfterIdle(timeoutMs = 2_000, when = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!when || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 500);
    return () => clearTimeout(timer);
  }, [timeoutMs, when, idle]);
  return idle;
}
