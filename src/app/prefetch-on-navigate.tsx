import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useNodeClient } from '@/lib/node-store';
import { prefetchRoute } from './route-prefetch';

/**
 * Starts each page's first requests as its address commits, in parallel with its chunk if that
 * is still loading. A layout effect runs before the page's own queries start (in passive effects).
 */
export function PrefetchOnNavigate({ queryClient }: { queryClient: QueryClient }) {
  const { pathname, search } = useLocation();
  const client = useNodeClient();
  useLayoutEffect(() => {
    void prefetchRoute(queryClient, client, pathname, search);
  }, [queryClient, client, pathname, search]);
  return null;
}
