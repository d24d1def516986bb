import { timePoint } from '../json.ts';
import { sha256 } from './rng.ts';
import { slotTime } from './slots.ts';

/** Everything that decides the generated history: equal keys build the same blocks, byte for byte. */
export interface HistoryKey {
  seed: number;
  /** --scale: 100,000 accounts, so other activity in every block. */
  scale: boolean;
  /** How many blocks of history are generated. */
  historyBlocks: number;
  /**
   * The slot of the last history block: the start time (never after the clock) less the reserve
   * slots. It places every block of the history, and the genesis state before it.
   */
  lastSlot: number;
}

/**
 * The chain id: sha256 of all that decides the history, so that one chain id always names the
 * same blocks (a browser keeps irreversible blocks by chain id, as on a real chain where they
 * never change) and a node whose history differs (another seed, --scale, or the last hour ending
 * at another time) is another chain.
 */
export function chainIdOf(key: HistoryKey): Buffer {
  const scale = key.scale ? 'scale' : 'default';
  const end = timePoint(slotTime(key.lastSlot));
  return sha256(`cyberway-dev-node/chain/${key.seed}/${scale}/${key.historyBlocks}/${end}`);
}
