import { isBlockId, isBlockNumber } from '@/api/chain-refs';

/**
 * What this browser last heard from a node's get_info: its chain id (the kept data's namespace)
 * and its last irreversible block. Synchronous (localStorage), so the start-up module can tell,
 * before any code or answer has arrived, that a block page's block may be kept and need not be
 * asked for.
 */
export interface RecalledChain {
  chainId: string;
  lib: number;
}

const KEY_PREFIX = 'explorer-chain:';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked by the browser's settings: nothing is kept, everything is asked.
    return null;
  }
}

/**
 * Remembers the node's chain and irreversible block; returns the chain id remembered before
 * when the node has moved to another chain (null otherwise), so what was read as that chain's
 * can be read again.
 */
export function rememberChain(
  baseUrl: string,
  info: { chain_id: string; last_irreversible_block_num: number },
): string | null {
  const before = recalledChain(baseUrl);
  const value = JSON.stringify({ chainId: info.chain_id, lib: info.last_irreversible_block_num });
  try {
    const s = storage();
    if (s && s.getItem(KEY_PREFIX + baseUrl) !== value) s.setItem(KEY_PREFIX + baseUrl, value);
  } catch {
    // Quota or blocked storage: the next visit asks the node, as without it.
  }
  return before && before.chainId !== info.chain_id ? before.chainId : null;
}

export function recalledChain(baseUrl: string): RecalledChain | null {
  try {
    const raw = storage()?.getItem(KEY_PREFIX + baseUrl);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<RecalledChain>;
    return typeof value.chainId === 'string' && Number.isSafeInteger(value.lib)
      ? { chainId: value.chainId, lib: value.lib as number }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether a block may be kept in this browser: only irreversible blocks are, so a number above
 * the last irreversible block known here never is; an id may name any kept block.
 */
export function mayBeKeptBlock(baseUrl: string, ref: string | number): boolean {
  const chain = recalledChain(baseUrl);
  if (!chain) return false;
  if (isBlockId(ref)) return true;
  return isBlockNumber(String(ref).trim()) && Number(ref) <= chain.lib;
}
