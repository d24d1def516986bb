import {
  experimental_streamedQuery as streamedQuery,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import type { Block } from '@/api/schemas/block';
import type { NodeClient } from '@/api/node-client';
import { isBlockId } from '@/api/chain-refs';
import { mayBeKeptBlock, recalledChain } from '@/storage/chain-memory';
import { chainQueries } from './chain';
import { nodeKey } from './keys';
import { pollsToRecover, RECOVERY_POLL_MS } from './poll';
import { settleInBatches } from './settle-in-batches';

const keptBlocks = () => import('@/storage/kept-blocks');

/**
 * An irreversible block kept in this browser (storage/) opens without waiting for the node,
 * offline too; otherwise the node is asked, and an answer that was irreversible when read is
 * kept. The kept store's code loads only when a block may be in it or is worth keeping.
 */
async function readBlock(
  client: NodeClient,
  numOrId: string | number,
  signal: AbortSignal,
  queryClient: QueryClient,
) {
  const chain = recalledChain(client.baseUrl);
  if (chain && mayBeKeptBlock(client.baseUrl, numOrId)) {
    // A store that cannot be read (private mode, blocked storage) only means asking the node.
    const block = await keptBlocks()
      .then((m) => m.readKeptBlock(client.baseUrl, numOrId))
      .catch(() => undefined);
    // The node's get_info may have answered meanwhile with another chain: its invalidation of
    // the blocks is lost on a read still in flight, so what was read is of no use then.
    if (block && recalledChain(client.baseUrl)?.chainId === chain.chainId) {
      void checkKeptChain(client, queryClient, chain.chainId, block).catch(() => {
        // Offline or the node down: the kept block stands, and the next page load checks.
        checkedChains.delete(`${client.baseUrl}|${chain.chainId}`);
      });
      return block;
    }
  }
  const block = await client.getBlock(numOrId, { signal });
  const lib = recalledChain(client.baseUrl)?.lib;
  if (lib !== undefined && block.block_num <= lib) {
    // Keeping is a favour to the next visit: a failure (quota, private mode) changes nothing now.
    keptBlocks()
      .then((m) => m.keepBlock(client.baseUrl, block))
      .then((contradicted) => {
        if (contradicted) readBlocksAgain(client, queryClient, block);
      })
      .catch(() => undefined);
  }
  return block;
}

/** Node and chain pairs whose kept blocks this page load has checked with the node. */
const checkedChains = new Set<string>();

/**
 * Asks the node, once per page load and chain, for the number of the first kept block shown:
 * a node that answers another id under the same chain id (a chain rebuilt, a node of another
 * network under the same id) contradicts what was kept, so the chain's kept blocks are
 * forgotten and the node's block is shown instead. A node on another chain altogether is the
 * chain query's to notice (chain.ts). One request, after the kept block is on screen.
 */
async function checkKeptChain(
  client: NodeClient,
  queryClient: QueryClient,
  chainId: string,
  kept: Block,
) {
  const mark = `${client.baseUrl}|${chainId}`;
  if (checkedChains.has(mark)) return;
  checkedChains.add(mark);
  const info = await queryClient.fetchQuery(chainQueries.info(client));
  if (info.chain_id !== chainId) return;
  const block = await client.getBlock(kept.block_num);
  if (block.id.toLowerCase() === kept.id.toLowerCase()) return;
  const store = await keptBlocks();
  await store.forgetKeptBlocks(chainId);
  await store.keepBlock(client.baseUrl, block);
  readBlocksAgain(client, queryClient, block);
}

/** After kept blocks were found wrong: `block` is the node's, every other block is read again. */
function readBlocksAgain(client: NodeClient, queryClient: QueryClient, block: Block) {
  const key = [...blockQueries.all(client), blockKeyPart(block.block_num)];
  queryClient.setQueryData(key, block);
  void queryClient.invalidateQueries({
    queryKey: blockQueries.all(client),
    predicate: (q) => q.queryKey[2] !== key[2],
  });
}

/**
 * A reversible block number read moments ago is not asked again: the block page's first data
 * starts get_block before the page's code and the node's head arrive, and a page mounting on an
 * answer already "stale" would ask the same block twice in one load. One block of CyberWay (3 s)
 * is as fresh as a reversible block can be told to be.
 */
const REVERSIBLE_BLOCK_FRESH_MS = 3_000;

/** What a window knows of one of its blocks: the block, or why it could not be read. */
export type WindowBlock =
  { block: Block; error?: undefined } | { block?: undefined; error: unknown };

/** One number of a list of blocks, drawn whether its block is read yet, failed or not asked. */
export interface NumberedBlock {
  blockNum: number;
  block: Block | undefined;
  error: unknown;
}

/** A window's blocks by number; a number not yet read is absent. */
export type BlockWindow = Readonly<Record<number, WindowBlock>>;

/**
 * Blocks read at once for a window. Three fill a feed in a few round trips while each answer
 * (and the request that follows it) stays a short task, and a public node sees no burst.
 */
const WINDOW_IN_FLIGHT = 3;

/**
 * Answers that arrive within this time of each other are drawn together: a window read from a
 * near node is drawn once, not once per block, and a far node's rows still appear as they come.
 */
const WINDOW_DRAW_INTERVAL_MS = 250;

/**
 * The blocks `nums` of a window, in batches: those already held (by any page) with the first
 * batch, then the rest as they are read. Each block is read through its own query, so a block
 * opened from the feed is already there, and a number held is never asked for again.
 */
async function* readWindow(
  client: NodeClient,
  queryClient: QueryClient,
  nums: readonly number[],
  signal: AbortSignal,
): AsyncGenerator<BlockWindow> {
  const held: Record<number, WindowBlock> = {};
  const missing: number[] = [];
  for (const n of nums) {
    // A block invalidated (kept blocks found wrong, readBlocksAgain) is read again.
    const state = queryClient.getQueryState(blockQueries.detail(client, n).queryKey);
    if (state?.data && !state.isInvalidated) held[n] = { block: state.data };
    else missing.push(n);
  }
  const reads = missing.map((n) => () => queryClient.fetchQuery(blockQueries.detail(client, n)));
  let first: Record<number, WindowBlock> | undefined = held;
  const batches = settleInBatches(reads, {
    maxInFlight: WINDOW_IN_FLIGHT,
    intervalMs: WINDOW_DRAW_INTERVAL_MS,
    signal,
  });
  for await (const batch of batches) {
    const chunk: Record<number, WindowBlock> = first ?? {};
    first = undefined;
    for (const s of batch) {
      const n = missing[s.index];
      if (n !== undefined) chunk[n] = s.ok ? { block: s.value } : { error: s.error };
    }
    yield chunk;
  }
  if (first) yield first;
}

function blockKeyPart(numOrId: string | number): string {
  return isBlockId(numOrId) ? String(numOrId).toLowerCase() : String(numOrId).trim();
}

export const blockQueries = {
  all: (client: NodeClient) => nodeKey(client, 'block'),
  /**
   * A block by number or id. A block id never changes, nor does a number at or below the last
   * irreversible block (pass `isIrreversible`); a newer number can still be re-forked, so it is
   * asked again when a page opens on it after a block's time.
   */
  detail: (client: NodeClient, numOrId: string | number, opts: { isIrreversible?: boolean } = {}) =>
    queryOptions({
      queryKey: [...blockQueries.all(client), blockKeyPart(numOrId)] as const,
      queryFn: ({ signal, client: queryClient }) => readBlock(client, numOrId, signal, queryClient),
      staleTime: isBlockId(numOrId) || opts.isIrreversible ? Infinity : REVERSIBLE_BLOCK_FRESH_MS,
      // Offline, a kept block still opens: the query runs, and only a request waits for a
      // connection.
      networkMode: 'offlineFirst',
    }),
  /**
   * The newest `count` blocks down from `head` (never below 1), read as a feed shows them.
   * A window is one query, so its blocks arriving redraw the feed once per batch, not once per
   * block; each block is still its own query (detail). A new head is a new window, which finds
   * the blocks it shares with the last one held.
   */
  window: (client: NodeClient, head: number, count: number) =>
    queryOptions({
      queryKey: [...blockQueries.all(client), 'window', head, count] as const,
      queryFn: streamedQuery<BlockWindow, BlockWindow>({
        streamFn: ({ client: queryClient, signal }) =>
          readWindow(client, queryClient, newestBlockNumbers(head, count), signal),
        reducer: (window, chunk) => ({ ...window, ...chunk }),
        initialValue: {},
        // Read again (below), a window keeps its rows until the new reading is complete.
        refetchMode: 'replace',
      }),
      // A block that failed as a node down or overloaded fails is read again on the recovery
      // poll, as a query of its own would be, even while the head does not move.
      refetchInterval: (query) =>
        Object.values(query.state.data ?? {}).some(
          (b) => b.error !== undefined && pollsToRecover(b.error),
        )
          ? RECOVERY_POLL_MS
          : false,
      // A window's numbers never change; a block that could not be read is asked again by the
      // recovery poll and by the next head's window.
      staleTime: Infinity,
      // Windows of past heads are left behind every few seconds; their blocks stay in detail.
      gcTime: 10_000,
      networkMode: 'offlineFirst',
    }),
  /** Header state exists only while the block is reversible, so it is never cached for long. */
  headerState: (client: NodeClient, numOrId: string | number) =>
    queryOptions({
      queryKey: [...nodeKey(client, 'block-header-state'), blockKeyPart(numOrId)] as const,
      queryFn: ({ signal }) => client.getBlockHeaderState(numOrId, { signal }),
      staleTime: 0,
    }),
};

/** Block numbers of the newest `count` blocks, newest first, never below block 1. */
export function newestBlockNumbers(head: number, count: number): number[] {
  const out: number[] = [];
  for (let n = head; n >= 1 && out.length < count; n--) out.push(n);
  return out;
}
