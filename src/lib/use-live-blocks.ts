import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNodeClient } from './node-store';
import { useAfterIdle } from './use-after-idle';
import {
  blockQueries,
  newestBlockNumbers,
  type BlockWindow,
  type NumberedBlock,
} from '@/queries/blocks';

/**
 * The newest `count` blocks below (and including) `head`, one entry per number whether read yet
 * or not. The window's blocks are read a few at a time and drawn in batches (blockQueries.window);
 * while a new head's window is read, the last window's blocks stay on screen.
 */
export function useLiveBlocks(head: number | undefined, count: number): NumberedBlock[] {
  const client = useNodeClient();
  // The head shows first; the window's requests start in an idle moment after it is painted,
  // not in the same task as the head's render.
  const ready = useAfterIdle(500, head !== undefined);
  const nums = useMemo(
    () => (head === undefined ? [] : newestBlockNumbers(head, count)),
    [head, count],
  );
  // Rows are plain objects the query shares structurally with the last ones, so a row whose
  // block did not change keeps its identity and the feed redraws only the rows that did.
  const select = useCallback(
    (window: BlockWindow) =>
      nums.map((n): NumberedBlock => ({
        blockNum: n,
        block: window[n]?.block,
        error: window[n]?.error,
      })),
    [nums],
  );
  const live = useQuery({
    ...blockQueries.window(client, head ?? 0, count),
    enabled: ready && head !== undefined,
    placeholderData: keepPreviousData,
    select,
  });
  // Before any block is read, each number's row is its empty place.
  return useMemo(() => live.data ?? select({}), [live.data, select]);
}
