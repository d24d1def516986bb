import type { Block } from '@/api/schemas/block';
import { isBlockId } from '@/api/chain-refs';
import { recalledChain } from './chain-memory';
import { keptStore as kept, type KeptStore, type KeptUsage } from './kept-db';

/**
 * Irreversible blocks kept in this browser (kept-db.ts). Loaded lazily, by the block query only
 * when a block may be kept (chain-memory.ts) and after a block was read.
 */

/** A kept block of the node's chain, by number or id; undefined when it is not kept. */
export async function readKeptBlock(
  baseUrl: string,
  ref: string | number,
  from: KeptStore = kept(),
): Promise<Block | undefined> {
  const chain = recalledChain(baseUrl);
  if (!chain) return undefined;
  let num: unknown = String(ref).trim();
  if (isBlockId(ref)) num = await from.get(chain.chainId, 'block-id', String(ref).toLowerCase());
  if (num === undefined) return undefined;
  return (await from.get(chain.chainId, 'block', String(Number(num)))) as Block | undefined;
}

/**
 * Keeps a block the node has just answered if it was irreversible when read: at or below the
 * last irreversible block of a get_info answered before it (LIB only moves forward). A
 * reversible block can still be replaced by a fork: it is never kept.
 */
export async function keepBlock(
  baseUrl: string,
  block: Block,
  into: KeptStore = kept(),
): Promise<void> {
  const chain = recalledChain(baseUrl);
  if (!chain || block.block_num > chain.lib) return;
  await into.putAll(chain.chainId, [
    { kind: 'block', key: String(block.block_num), value: block },
    { kind: 'block-id', key: block.id.toLowerCase(), value: block.block_num },
  ]);
}

/** What is kept, for Settings. */
export function keptUsage(): Promise<KeptUsage> {
  return kept().usage();
}

export function clearKept(): Promise<void> {
  return kept().clear();
}
