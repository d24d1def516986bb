import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Block } from '@/api/node-client';
import { useNodeClient } from './node-store';
import { useAfterIdle } from './use-after-idle';
import { blockQueries } from '@/queries/blocks';
import { newestBlockNumbers, requestQueue } from './live-block-window';

/**
 * Blocks requested at once. Three fill the feed in a few round trips while each batch of answers
 * (and the requests that follow them) stays a short task, and a public node sees no burst.
 */
const MAX_IN_FLIGHT = 3;

export interface LiveBlock {
  blockNum: number;
  block: Block | undefined;
  isLoading: boolean;
  error: unknown;
}

/**
 * The newest `count` blocks below (and including) `head`. Each block number is fetched once:
 * a held block is never asked for again (staleTime Infinity, no refetch on mount), so when the
 * head moves by several blocks between polls only the missing numbers are requested, newest
 * first and never more than MAX_IN_FLIGHT at a time.
 */
export function useLiveBlocks(head: number | undefined, count: number): LiveBlock[] {
  const client = useNodeClient();
  const queryClient = useQueryClient();
  // The head shows first; the window's requests start in an idle moment after it is painted,
  // not in the same task as the head's render.
  const ready = useAfterIdle(500, head !== undefined);
  const nums = useMemo(
    () => (head === undefined ? [] : newestBlockNumbers(head, count)),
    [head, count],
  );
  const options = nums.map((n) => blockQueries.detail(client, n));
  // Read from the cache on each render: every answer re-renders this hook (its query's
  // observer reports it), which lets the next waiting block in.
  const enabled = requestQueue(
    options.map((o) => {
      const state = queryClient.getQueryState(o.queryKey);
      return state !== undefined && state.status !== 'pending';
    }),
    MAX_IN_FLIGHT,
  );
  // A stable combine keeps the result referentially stable until a block or the window changes.
  const combine = useCallback(
    (results: UseQueryResult<Block>[]) =>
      results.map((r, i): LiveBlock => ({
        blockNum: nums[i] ?? 0,
        block: r.data,
        isLoading: r.isPending,
        error: r.error,
      })),
    [nums],
  );
  return useQueries({
    queries: options.map((o, i) => ({
      ...o,
      // Re-forks of the few reversible blocks in the feed are not worth a request per poll.
      staleTime: Infinity,
      enabled: ready && enabled[i] === true,
    })),
    combine,
  });
}
