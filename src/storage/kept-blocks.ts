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
 * reversible block can still be replaced by a fork: it is never kept. True when a block of
 * that number was kept with another id: under one chain id an irreversible block never changes,
 * so the chain's kept blocks are not to be trusted and are forgotten, all of them.
 */
export async function keepBlock(
  baseUrl: string,
  block: Block,
  into: KeptStore = kept(),
): Promise<boolean> {
  const chain = recalledChain(baseUrl);
  if (!chain || block.block_num > chain.lib) return false;
  const before = (await into.get(chain.chainId, 'block', String(block.block_num))) as
    Block | undefined;
  const contradicted = before !== undefined && before.id.toLowerCase() !== block.id.toLowerCase();
  if (contradicted) await forgetKeptBlocks(chain.chainId, into);
  await into.putAll(chain.chainId, [
    { kind: 'block', key: String(block.block_num), value: block },
    { kind: 'block-id', key: block.id.toLowerCase(), value: block.block_num },
  ]);
  return contradicted;
}

/** Forgets every block kept for a chain (its ABIs and code, kept by their hash, stay). */
export function forgetKeptBlocks(chainId: string, from: KeptStore = kept()): Promise<void> {
  return from.dropKinds(chainId, ['block', 'block-id']);
}

/** What is kept, for Settings. */
export function keptUsage(): Promise<KeptUsage> {
  return kept().usage();
}

export function clearKept(): Promise<void> {
  return kept().clear();
}
