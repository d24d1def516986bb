import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { nodeKey } from './keys';

/** Peer state changes by the second; a 404 (net API disabled) is not retried (see shouldRetry). */
const PEER_STALE_MS = 5_000;

export const peerQueries = {
  all: (client: NodeClient) => nodeKey(client, 'peers'),
  connections: (client: NodeClient) =>
    queryOptions({
      queryKey: [...peerQueries.all(client), 'connections'] as const,
      queryFn: ({ signal }) => client.getConnections({ signal }),
      staleTime: PEER_STALE_MS,
    }),
  /** One peer by its address (`host:port`); null when not connected. */
  status: (client: NodeClient, endpoint: string) =>
    queryOptions({
      queryKey: [...peerQueries.all(client), 'status', endpoint] as const,
      queryFn: ({ signal }) => client.getPeerStatus(endpoint, { signal }),
      staleTime: PEER_STALE_MS,
    }),
};
