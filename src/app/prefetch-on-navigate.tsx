import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useNodeClient } from '@/lib/node-store';
import { prefetchPage } from './route-prefetch';
import { preloadPageCode } from './route-table';

/**
 * Starts each page's first requests, and the code of all its nested parts (an account tab with
 * the account layout), as its address commits.
 */
export function PrefetchOnNavigate({ queryClient }: { queryClient: QueryClient }) {
  const { pathname } = useLocation();
  const client = useNodeClient();
  // A layout effect runs before the page's own queries start (they start in passive effects).
  useLayoutEffect(() => {
    preloadPageCode(pathname);
    prefetchPage(queryClient, client, pathname);
  }, [queryClient, client, pathname]);
  return null;
}
