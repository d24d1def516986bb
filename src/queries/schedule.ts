import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { nodeKey } from './keys';

export const scheduleQueries = {
  all: (client: NodeClient) => nodeKey(client, 'schedule'),
  /** Active, pending and proposed schedules; they change rarely. */
  schedule: (client: NodeClient) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(client)] as const,
      queryFn: ({ signal }) => client.getProducerSchedule({ signal }),
      staleTime: 30_000,
    }),
};
