import { useQuery } from '@tanstack/react-query';
import { useNodeClient } from '@/lib/node-store';
import { chainQueries } from '@/queries/chain';

/** How often the head is polled; one get_info per poll, shared by every component. */
export const HEAD_POLL_MS = 1_000;

/** The live chain head, shared by header, footer and pages (one query, one poll). */
export function useChainInfo() {
  const client = useNodeClient();
  return useQuery({ ...chainQueries.info(client), refetchInterval: HEAD_POLL_MS });
}
