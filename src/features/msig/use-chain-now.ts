import { useQuery } from '@tanstack/react-query';
import { parseNodeTime } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { useNow } from '@/lib/use-now';
import { chainQueries } from '@/queries/chain';

/**
 * The chain's time: its head block's, which the contract compares expirations with; the clock's
 * until the head is known.
 */
export function useChainNow(): number {
  const client = useNodeClient();
  const info = useQuery(chainQueries.info(client));
  const wall = useNow();
  const head = info.data ? parseNodeTime(info.data.head_block_time)?.getTime() : undefined;
  return head ?? wall;
}
