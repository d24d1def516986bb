import type { Block } from '@/api/schemas/block';
import { isBlockId } from '@/api/chain-refs';

/**
 * Kept blocks looked up by the start-up module (app/first-page), as api/early-responses sends
 * the node's first requests: the kept store's code loads and IndexedDB opens while the app's
 * code does, not after it. The block query takes the lookup in flight instead of starting its
 * own; each is taken once, and a block that is not kept is then asked of the node as before.
 */
const started = new Map<string, Promise<Block | undefined>>();

const keyOf = (baseUrl: string, ref: string | number) =>
  `${baseUrl}\n${isBlockId(ref) ? String(ref).toLowerCase() : String(ref).trim()}`;

/** Starts looking `ref` up in the kept store, unless a lookup of it is already waiting. */
export function readKeptEarly(baseUrl: string, ref: string): void {
  const key = keyOf(baseUrl, ref);
  if (started.has(key)) return;
  // A store that cannot be read (private mode, blocked storage) only means asking the node.
  const read = import('./kept-blocks')
    .then((m) => m.readKeptBlock(baseUrl, ref))
    .catch(() => undefined);
  started.set(key, read);
}

/** The early lookup of `ref`, at most once; undefined when none was started. */
export function takeKeptEarly(
  baseUrl: string,
  ref: string | number,
): Promise<Block | undefined> | undefined {
  const key = keyOf(baseUrl, ref);
  const read = started.get(key);
  started.delete(key);
  return read;
}
