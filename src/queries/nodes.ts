import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import type { GetInfo } from '@/api/schemas/chain';
import { nodeKey } from './keys';

/** How long latency samples are kept (the node view's p50/p95 and sparkline). */
export const LATENCY_WINDOW_MS = 60_000;

/**
 * One node's health poll. A failure is an outcome here, not a query error: the poll keeps the
 * node's last answer, its latencies of the last minute and how many polls in a row failed (the
 * back-off), which an errored query would not carry.
 */
export interface NodeProbe {
  /** The last answer, kept while the node fails (null: it never answered). */
  info: GetInfo | null;
  /** The last poll's failure, null when it answered. */
  error: unknown;
  /** Polls failed in a row. */
  failures: number;
  /** When and how fast the last minute's answers came, oldest first. */
  samples: { at: number; ms: number }[];
}

/** The probe after one more poll: the answer (or failure) at `now`, the window moved on. */
export function nextProbe(
  previous: NodeProbe | undefined,
  outcome: { info: GetInfo; ms: number } | { error: unknown },
  now: number,
): NodeProbe {
  const kept = (previous?.samples ?? []).filter((s) => now - s.at < LATENCY_WINDOW_MS);
  if ('error' in outcome)
    return {
      info: previous?.info ?? null,
      error: outcome.error,
      failures: (previous?.failures ?? 0) + 1,
      samples: kept,
    };
  return {
    info: outcome.info,
    error: null,
    failures: 0,
    samples: [...kept, { at: now, ms: outcome.ms }],
  };
}

/** Poll every second; while failing, wait 2, 4, 8 … up to 30 s between polls. */
function probeInterval(probe: NodeProbe | undefined): number {
  const failures = probe?.failures ?? 0;
  return failures === 0 ? 1_000 : Math.min(30_000, 1_000 * 2 ** failures);
}

function isAbort(e: unknown): boolean {
  return e instanceof Error && (e.name === 'AbortError' || e.name === 'CancelledError');
}

export const nodeWatchQueries = {
  /** get_info timed, with the last minute's latencies; polled while mounted, backing off while failing. */
  probe: (client: NodeClient) =>
    queryOptions({
      queryKey: nodeKey(client, 'node-probe'),
      queryFn: async ({ signal, client: queryClient, queryKey }): Promise<NodeProbe> => {
        const previous = queryClient.getQueryData<NodeProbe>(queryKey);
        const started = performance.now();
        try {
          const info = await client.getInfo({ signal });
          return nextProbe(previous, { info, ms: performance.now() - started }, Date.now());
        } catch (error) {
          // A poll cancelled by leaving the page is no failure of the node.
          if (isAbort(error)) throw error;
          return nextProbe(previous, { error }, Date.now());
        }
      },
      retry: false,
      staleTime: 500,
      refetchInterval: (query) => probeInterval(query.state.data),
    }),
};
