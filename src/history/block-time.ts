import type { CallOptions, NodeClient } from '@/api/node-client';
import { normaliseChainTime } from '@/api/chain-time';

/** CyberWay produces a block every 3 s (EOSIO: 0.5 s); a wrong guess only costs more requests. */
export const CYBERWAY_SLOT_MS = 3_000;

function timeMs(chainTime: string): number {
  const normal = normaliseChainTime(chainTime);
  if (normal === null) throw new RangeError(`Not a time: ${JSON.stringify(chainTime)}`);
  return Date.parse(`${normal}Z`);
}

/**
 * The first block whose time is at or after `time` (ISO, UTC), or `head + 1` when the head is
 * older. Guesses by slot arithmetic from the head and checks the guess and its predecessor
 * (2 requests when no slot was missed since); when the chain skipped slots or halted, it
 * bisects on get_block timestamps from the guess (about log2(head) requests).
 */
export async function firstBlockAtOrAfter(
  node: Pick<NodeClient, 'getBlock'>,
  time: string,
  head: { blockNum: number; timestamp: string },
  opts: CallOptions & { slotMs?: number } = {},
): Promise<number> {
  const target = timeMs(time);
  const headMs = timeMs(head.timestamp);
  if (target > headMs) return head.blockNum + 1;
  const slotMs = opts.slotMs ?? CYBERWAY_SLOT_MS;
  const call: CallOptions = opts.signal ? { signal: opts.signal } : {};
  const times = new Map<number, number>([[head.blockNum, headMs]]);
  const at = async (n: number): Promise<number> => {
    let t = times.get(n);
    if (t === undefined) {
      t = timeMs((await node.getBlock(n, call)).timestamp);
      times.set(n, t);
    }
    return t;
  };

  // Invariant: time(lo) < target <= time(hi); block 0 stands for "before the chain".
  let lo = 0;
  let hi = head.blockNum;
  const guess = Math.min(
    head.blockNum,
    Math.max(1, head.blockNum - Math.floor((headMs - target) / slotMs)),
  );
  if ((await at(guess)) >= target) {
    hi = guess;
    if (guess === 1 || (await at(guess - 1)) < target) return guess;
    lo = 0;
    hi = guess - 1;
  } else {
    lo = guess;
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if ((await at(mid)) >= target) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The last block whose time is at or before `time`, or 0 when the first block is newer. */
export async function lastBlockAtOrBefore(
  node: Pick<NodeClient, 'getBlock'>,
  time: string,
  head: { blockNum: number; timestamp: string },
  opts: CallOptions & { slotMs?: number } = {},
): Promise<number> {
  const next = new Date(timeMs(time) + 1).toISOString();
  return (await firstBlockAtOrAfter(node, next, head, opts)) - 1;
}
