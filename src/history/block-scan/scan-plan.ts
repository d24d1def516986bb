import type { BlockRange } from '@/api/history-model';
import { firstBlockAtOrAfter, lastBlockAtOrBefore } from '@/history/block-time';
import { blockCount, uncoveredDescending } from '@/history/ranges';
import type { HistoryStore } from './scan-store';
import { ScanFailedError, type ScanOptions, type ScanPlan, type ScanRange } from './scan-types';

/** Resolves the range asked for to block numbers against the head. */
async function resolveRange(
  node: ScanOptions['node'],
  range: ScanRange,
  head: { blockNum: number; timestamp: string },
  signal: AbortSignal,
): Promise<BlockRange> {
  if (range.kind === 'last') {
    const blocks = Math.max(1, Math.floor(range.blocks));
    return { from: Math.max(1, head.blockNum - blocks + 1), to: head.blockNum };
  }
  if (range.kind === 'blocks') {
    return { from: Math.max(1, range.from), to: Math.min(head.blockNum, range.to) };
  }
  const [from, to] = await Promise.all([
    firstBlockAtOrAfter(node, range.from, head, { signal }),
    lastBlockAtOrBefore(node, range.to, head, { signal }),
  ]);
  return { from, to };
}

/**
 * What a scan will read: the range asked for, less what the store already holds, as segments
 * newest first. Refuses a store of another chain than the node's.
 */
export async function planScan(
  node: ScanOptions['node'],
  store: HistoryStore | undefined,
  asked: ScanRange,
  signal: AbortSignal,
): Promise<{ plan: ScanPlan; segments: BlockRange[] }> {
  const info = await node.getInfo({ signal });
  if (store && store.chainId !== info.chain_id.toLowerCase()) {
    throw new ScanFailedError(
      `The node is on chain ${info.chain_id}, not ${store.chainId} whose history store was opened`,
      { cause: undefined },
    );
  }
  const head = { blockNum: info.head_block_num, timestamp: info.head_block_time };
  const range = await resolveRange(node, asked, head, signal);
  const covered = store ? await store.readRanges() : [];
  const segments = range.from <= range.to ? uncoveredDescending(range, covered) : [];
  const blocksToRead = blockCount(segments);
  const plan: ScanPlan = {
    chainId: info.chain_id.toLowerCase(),
    head: head.blockNum,
    lib: info.last_irreversible_block_num,
    from: range.from,
    to: range.to,
    blocksToRead,
    alreadyRead: Math.max(0, range.to - range.from + 1 - blocksToRead),
    persistent: store !== undefined,
  };
  return { plan, segments };
}
