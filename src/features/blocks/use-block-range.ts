import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Block } from '@/api/node-client';
import { useNodeClient } from '@/lib/node-store';
import { blockQueries, newestBlockNumbers, type NumberedBlock } from '@/queries/blocks';

/**
 * Blocks `top`, `top - 1`, … Each is fetched once and then held (a block below the last
 * irreversible one never changes; a newer one is not re-asked for on every head poll).
 */
export function useBlockRange(top: number | undefined, count: number): NumberedBlock[] {
  const client = useNodeClient();
  const nums = useMemo(
    () => (top === undefined ? [] : newestBlockNumbers(top, count)),
    [top, count],
  );
  const combine = useCallback(
    (results: UseQueryResult<Block>[]) =>
      results.map((r, i): NumberedBlock => ({
        blockNum: nums[i] ?? 0,
        block: r.data,
        error: r.error,
      })),
    [nums],
  );
  return useQueries({
    queries: nums.map((n) => ({ ...blockQueries.detail(client, n), staleTime: Infinity })),
    combine,
  });
}
