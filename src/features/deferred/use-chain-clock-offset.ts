import { useQuery } from '@tanstack/react-query';
import type { GetInfo } from '@/api/node-client';
import { parseNodeTime } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { chainQueries } from '@/queries/chain';

/** Head times normally trail the wall clock by up to one block; that much is not a skew. */
const NORMAL_LAG_MS = 6_000;
const NORMAL_LEAD_MS = 1_000;

/**
 * How far the chain's clock (head block time) is from this browser's, in whole seconds, or 0
 * when they agree within a block. Deferred transactions run by chain time, so countdowns use it:
 * it corrects a wrong browser clock and a dev node whose blocks run ahead of real time.
 */
export function chainClockOffset(info: Pick<GetInfo, 'head_block_time'>, now = Date.now()) {
  const head = parseNodeTime(info.head_block_time)?.getTime();
  if (head === undefined) return 0;
  const offset = head - now;
  if (offset >= -NORMAL_LAG_MS && offset <= NORMAL_LEAD_MS) return 0;
  return Math.round(offset / 1000) * 1000;
}

const selectOffset = (info: GetInfo) => chainClockOffset(info);

/** Reads the offset from the shell's shared get_info poll (never starts another poll). */
export function useChainClockOffset(): number {
  const client = useNodeClient();
  const { data } = useQuery({
    ...chainQueries.info(client),
    select: selectOffset,
    refetchOnMount: false,
  });
  return data ?? 0;
}
