import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { isBlockId } from '@/api/chain-refs';
import { mayBeKeptBlock, recalledChain } from '@/storage/chain-memory';
import { nodeKey } from './keys';

const keptBlocks = () => import('@/storage/kept-blocks');

/**
 * An irreversible block kept in this browser (storage/) opens without a request, offline too;
 * otherwise the node is asked, and an answer that was irreversible when read is kept. The kept
 * store's code loads only when a block may be in it or is worth keeping.
 */
async function readBlock(client: NodeClient, numOrId: string | number, signal: AbortSignal) {
  if (mayBeKeptBlock(client.baseUrl, numOrId)) {
    // A store that cannot be read (private mode, blocked storage) only means asking the node.
    const block = await keptBlocks()
      .then((m) => m.readKeptBlock(client.baseUrl, numOrId))
      .catch(() => undefined);
    if (block) return block;
  }
  const block = await client.getBlock(numOrId, { signal });
  const lib = recalledChain(client.baseUrl)?.lib;
  if (lib !== undefined && block.block_num <= lib) {
    // Keeping is a favour to the next visit: a failure (quota, private mode) changes nothing now.
    keptBlocks()
      .then((m) => m.keepBlock(client.baseUrl, block))
      .catch(() => undefined);
  }
  return block;
}

function blockKeyPart(numOrId: string | number): string {
  return isBlockId(numOrId) ? String(numOrId).toLowerCase() : String(numOrId).trim();
}

export const blockQueries = {
  all: (client: NodeClient) => nodeKey(client, 'block'),
  /**
   * A block by number or id. A block id never changes, nor does a number at or below the last
   * irreversible block (pass `isIrreversible`); a newer number can still be re-forked.
   */
  detail: (client: NodeClient, numOrId: string | number, opts: { isIrreversible?: boolean } = {}) =>
    queryOptions({
      queryKey: [...blockQueries.all(client), blockKeyPart(numOrId)] as const,
      queryFn: ({ signal }) => readBlock(client, numOrId, signal),
      staleTime: isBlockId(numOrId) || opts.isIrreversible ? Infinity : 0,
      // Offline, a kept block still opens: the query runs, and only a request waits for a
      // connection.
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
