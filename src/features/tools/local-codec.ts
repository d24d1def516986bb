import type { LocalResult } from '@/lib/abi-codec';

/** Index of the first differing byte of two hex strings, or -1 when they are equal. */
export function firstDifference(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return -1;
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i += 2) if (x.slice(i, i + 2) !== y.slice(i, i + 2)) return i / 2;
  return n / 2;
}

/** An action's arguments packed by the node (`hex`), and again in the browser (`local`). */
export interface EncodedAction {
  hex: string;
  local: LocalResult<string>;
  args: Record<string, unknown>;
}
