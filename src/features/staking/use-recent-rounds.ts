import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Block } from '@/api/node-client';
import { useNodeClient } from '@/lib/node-store';
import { blockQueries } from '@/queries/blocks';
import { chainQueries } from '@/queries/chain';
import { scheduleQueries } from '@/queries/schedule';
import { tallyRounds, type RoundTally, type TallyBlock } from './round-tally';

/** Rounds looked back over. */
const ROUNDS = 2;
/** Blocks read at most (an EOSIO round of 21 × 12 would be hundreds). */
const MAX_BLOCKS = 60;

export interface RecentRounds {
  tally: RoundTally | null;
  /** The blocks read, newest last (for the raw view and the range shown). */
  first: number | null;
  last: number | null;
  isLoading: boolean;
  error: unknown;
}

/**
 * The newest blocks of the last rounds of the active schedule, read once each (a block number
 * below the head does not change often enough to read twice), tallied by validator.
 */
export function useRecentRounds(): RecentRounds {
  const client = useNodeClient();
  const info = useQuery({ ...chainQueries.info(client), staleTime: 30_000 });
  const schedule = useQuery(scheduleQueries.schedule(client));
  const producers = schedule.data?.active?.producers.map((p) => p.producer_name) ?? [];
  const head = info.data?.head_block_num;
  const count = Math.min(MAX_BLOCKS, Math.max(2, producers.length * ROUNDS));
  const nums =
    head === undefined || producers.length === 0
      ? []
      : Array.from({ length: Math.min(count, head) }, (_, i) => head - i);
  const combine = useCallback(
    (results: UseQueryResult<Block>[]) => ({
      blocks: results.flatMap((r): TallyBlock[] =>
        r.data
          ? [
              {
                blockNum: r.data.block_num,
                timestamp: r.data.timestamp,
                producer: r.data.producer,
                scheduleVersion: r.data.schedule_version,
              },
            ]
          : [],
      ),
      pending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
    }),
    [],
  );
  const read = useQueries({
    queries: nums.map((n) => ({ ...blockQueries.detail(client, n), staleTime: Infinity })),
    combine,
  });
  const version = schedule.data?.active?.version ?? 0;
  return {
    tally: read.pending ? null : tallyRounds(read.blocks, producers, version),
    first: nums.length ? (nums[nums.length - 1] ?? null) : null,
    last: nums[0] ?? null,
    isLoading: info.isPending || schedule.isPending || read.pending,
    error: info.error ?? schedule.error ?? read.error,
  };
}
