import { nodeErrorTitle } from '@/api/node-errors';
import type { GetInfo } from '@/api/schemas/chain';
import { parseNodeTime } from '@/lib/format';

/** A node is lagging when its head is this many seconds of chain time behind its chain's best. */
export const LAG_SECONDS = 6;
/** A head older than this (by the browser's clock) means the node, or its chain, has stopped. */
export const STALE_SECONDS = 30;

export type NodeStatus = 'ok' | 'lagging' | 'stale' | 'down' | 'other chain' | 'waiting';

/** What the page knows of one node: its last get_info answer, or why the last poll failed. */
export interface NodeReading {
  url: string;
  info: GetInfo | null;
  /** The last poll's failure; null when it answered. */
  error: unknown;
  /** Round-trip times (ms) of the last minute's answers, oldest first. */
  latencies: readonly number[];
}

export interface NodeHealth {
  url: string;
  status: NodeStatus;
  chainId: string | null;
  headNum: number | null;
  libNum: number | null;
  /** Seconds since the head block's time, by the browser's clock. */
  headAgeSeconds: number | null;
  /** How far behind the best node of its chain: blocks and seconds of chain time. */
  lagBlocks: number | null;
  lagSeconds: number | null;
  p50: number | null;
  p95: number | null;
  /** Why a down node is down: the connection doctor's title. */
  cause: string | null;
}

/** Nearest-rank percentile (p in 0..100) of the values; null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(Math.max(p, 0), 100) / 100) * sorted.length);
  return sorted[Math.max(rank, 1) - 1] ?? null;
}

function headMs(info: GetInfo): number | null {
  return parseNodeTime(info.head_block_time)?.getTime() ?? null;
}

/**
 * The chain the page is about: the current node's, when it answers; otherwise the chain most
 * answering nodes are on (ties: the first listed).
 */
export function referenceChain(
  readings: readonly NodeReading[],
  currentUrl: string,
): string | null {
  const answering = readings.filter((r) => r.info !== null && r.error === null);
  const current = answering.find((r) => r.url === currentUrl)?.info?.chain_id;
  if (current) return current;
  const counts = new Map<string, number>();
  for (const r of answering) {
    const id = r.info?.chain_id ?? '';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [id, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = id;
  return best;
}

/**
 * Each node's status and lag. Lag is measured against the best (highest) head among the
 * answering nodes of the same chain; a node that fails is down whatever it said before, and a
 * node on another chain than the reference one is "other chain" rather than compared with it.
 */
export function assessNodes(
  readings: readonly NodeReading[],
  opts: { now: number; currentUrl: string },
): NodeHealth[] {
  const reference = referenceChain(readings, opts.currentUrl);
  const best = new Map<string, GetInfo>();
  for (const r of readings) {
    if (!r.info || r.error !== null) continue;
    const top = best.get(r.info.chain_id);
    if (!top || r.info.head_block_num > top.head_block_num) best.set(r.info.chain_id, r.info);
  }
  return readings.map((r) => {
    const info = r.info;
    const top = info ? best.get(info.chain_id) : undefined;
    const ms = info ? headMs(info) : null;
    const topMs = top ? headMs(top) : null;
    const headAgeSeconds = ms === null ? null : Math.max(0, (opts.now - ms) / 1000);
    const lagBlocks = info && top ? Math.max(0, top.head_block_num - info.head_block_num) : null;
    const lagSeconds = ms !== null && topMs !== null ? Math.max(0, (topMs - ms) / 1000) : null;
    const status: NodeStatus =
      r.error !== null
        ? 'down'
        : !info
          ? 'waiting'
          : reference !== null && info.chain_id !== reference
            ? 'other chain'
            : headAgeSeconds !== null && headAgeSeconds > STALE_SECONDS
              ? 'stale'
              : lagSeconds !== null && lagSeconds >= LAG_SECONDS
                ? 'lagging'
                : 'ok';
    return {
      url: r.url,
      status,
      chainId: info?.chain_id ?? null,
      headNum: info?.head_block_num ?? null,
      libNum: info?.last_irreversible_block_num ?? null,
      headAgeSeconds,
      lagBlocks,
      lagSeconds,
      p50: percentile(r.latencies, 50),
      p95: percentile(r.latencies, 95),
      cause: r.error !== null ? nodeErrorTitle(r.error) : null,
    };
  });
}

/** A block number to fetch from the nodes that have it, to compare their ids. */
export interface ForkProbe {
  height: number;
  urls: string[];
}

/**
 * Where two nodes of one chain may disagree: at each one's LIB and at the lowest head of the
 * chain's answering nodes, asked of every answering node of that chain that has the block.
 */
export function forkProbes(health: readonly NodeHealth[]): ForkProbe[] {
  const chains = new Map<string, NodeHealth[]>();
  for (const h of health) {
    if (h.status === 'down' || h.status === 'waiting' || h.chainId === null) continue;
    chains.set(h.chainId, [...(chains.get(h.chainId) ?? []), h]);
  }
  const probes: ForkProbe[] = [];
  for (const nodes of chains.values()) {
    if (nodes.length < 2) continue;
    const heads = nodes.map((n) => n.headNum ?? 0);
    const heights = new Set([Math.min(...heads), ...nodes.map((n) => n.libNum ?? 0)]);
    for (const height of [...heights].sort((a, b) => a - b)) {
      if (height < 1) continue;
      const urls = nodes.filter((n) => (n.headNum ?? 0) >= height).map((n) => n.url);
      if (urls.length >= 2) probes.push({ height, urls });
    }
  }
  return probes;
}

/** Nodes that answered one block id at a height where another node answered another. */
export interface Fork {
  height: number;
  branches: { id: string; urls: string[] }[];
}

/** The forks among blocks read at the probes' heights (one entry per node and height). */
export function findForks(blocks: readonly { url: string; height: number; id: string }[]): Fork[] {
  const byHeight = new Map<number, Map<string, string[]>>();
  for (const b of blocks) {
    const ids = byHeight.get(b.height) ?? new Map<string, string[]>();
    ids.set(b.id, [...(ids.get(b.id) ?? []), b.url]);
    byHeight.set(b.height, ids);
  }
  return [...byHeight]
    .filter(([, ids]) => ids.size > 1)
    .sort(([a], [b]) => a - b)
    .map(([height, ids]) => ({
      height,
      branches: [...ids].map(([id, urls]) => ({ id, urls })),
    }));
}
