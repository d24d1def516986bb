import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Block } from '@/api/node-client';
import { useNodeClient } from '@/lib/node-store';
import { useAfterIdle } from '@/lib/use-after-idle';
import { blockQueries } from '@/queries/blocks';
import { newestBlockNumbers } from './live-window';

export interface LiveBlock {
  blockNum: number;
  block: Block | undefined;
  isLoading: boolean;
  error: unknown;
}

/**
 * The newest `count` blocks below (and including) `head`. Each block number is fetched once:
 * a held block is never asked for again (staleTime Infinity, no refetch on mount), so when the
 * head moves by several blocks between polls only the missing numbers are requested.
 */
export function useLiveBlocks(head: number | undefined, count: number): LiveBlock[] {
  const client = useNodeClient();
  // The head shows first; the window's requests start once it is painted.
  const ready = useAfterIdle(500);
  const nums = useMemo(
    () => (head === undefined ? [] : newestBlockNumbers(head, count)),
    [head, count],
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
    queries: nums.map((n) => ({
      ...blockQueries.detail(client, n),
      // Re-forks of the few reversible blocks in the feed are not worth a request per poll.
      staleTime: Infinity,
      enabled: ready,
    })),
    combine,
  });
}
