import type { HistoryAnswer } from '@/api/history-client';
import { getNodeClient } from '@/lib/node-store';

/** A history service's test: what it says of itself, and the chain of the node it would serve. */
export interface HistoryServiceProbe {
  url: string;
  health: HistoryAnswer<'getHealth'>;
  /** The node's chain id, lower-case. */
  nodeChainId: string;
  latencyMs: number;
}

/** Tests a Hyperion service like a node: its health, and whether it indexes the node's chain. */
export async function probeHistoryService(
  url: string,
  nodeUrl: string,
): Promise<HistoryServiceProbe> {
  const { createHistoryClient } = await import('@/api/history-client');
  const started = performance.now();
  const [health, info] = await Promise.all([
    createHistoryClient({ baseUrl: url, timeoutMs: 8_000 }).getHealth(),
    getNodeClient(nodeUrl).getInfo({ timeoutMs: 8_000 }),
  ]);
  return {
    url,
    health,
    nodeChainId: info.chain_id.toLowerCase(),
    latencyMs: Math.round(performance.now() - started),
  };
}
