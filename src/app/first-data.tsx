import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useNodeClient } from '@/lib/node-store';
import { startFirstData } from './router';

/**
 * Starts each page's first data (the route table's) as its address commits, in parallel with
 * its code if that is still loading. A layout effect runs before the page's own queries start
 * (in passive effects), so they join these requests rather than sending their own.
 */
export function FirstData() {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const client = useNodeClient();
  useLayoutEffect(() => {
    const params = new URLSearchParams(search);
    startFirstData({ queryClient, client, search: params }, pathname);
  }, [queryClient, client, pathname, search]);
  return null;
}
