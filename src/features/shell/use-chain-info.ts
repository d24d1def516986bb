import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { noteNodeAnswered, useNodeClient } from '@/lib/node-store';
import { chainQueries } from '@/queries/chain';

/** How often the head is polled; one get_info per poll, shared by every component. */
export const HEAD_POLL_MS = 1_000;

/** The live chain head, shared by header, footer and pages (one query, one poll). */
export function useChainInfo() {
  const client = useNodeClient();
  const query = useQuery({ ...chainQueries.info(client), refetchInterval: HEAD_POLL_MS });
  const answered = query.isSuccess;
  useEffect(() => {
    if (answered) noteNodeAnswered(client.baseUrl);
  }, [answered, client.baseUrl]);
  return query;
}
