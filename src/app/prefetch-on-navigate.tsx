import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useNodeClient } from '@/lib/node-store';
import { prefetchPage } from './route-prefetch';

/** Starts each page's first requests as its address commits, alongside its lazy chunk. */
export function PrefetchOnNavigate({ queryClient }: { queryClient: QueryClient }) {
  const { pathname } = useLocation();
  const client = useNodeClient();
  // A layout effect runs before the page's own queries start (they start in passive effects).
  useLayoutEffect(() => {
    prefetchPage(queryClient, client, pathname);
  }, [queryClient, client, pathname]);
  return null;
}
