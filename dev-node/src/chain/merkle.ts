import { hash } from 'node:crypto';

/**
 * EOSIO's merkle(): pairs are made canonical (left hash with the top bit cleared, right with it
 * set) before hashing, and an odd last node is paired with itself. Empty → 32 zero bytes.
 */
export function merkleRoot(digests: readonly Uint8Array[]): Buffer {
  if (digests.length === 0) return Buffer.alloc(32);
  if (digests.length === 1) return Buffer.from(digests[0] ?? new Uint8Array(32));
  let level: Uint8Array[] = digests.slice();
  while (level.length > 1) {
    if (level.length % 2 === 1) level.push(level[level.length - 1] ?? new Uint8Array(32));
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(canonicalPairHash(level[i], level[i + 1]));
    level = next;
  }
  return Buffer.from(level[0] ?? new Uint8Array(32));
}

const pair = Buffer.alloc(64);

function canonicalPairHash(left: Uint8Array | undefined, right: Uint8Array | undefined): Buffer {
  pair.fill(0);
  if (left) pair.set(left, 0);
  if (right) pair.set(right, 32);
  pair[0] = (pair[0] ?? 0) & 0x7f;
  pair[32] = (pair[32] ?? 0) | 0x80;
  return hash('sha256', pair, 'buffer');
}

/**
 * The incremental merkle tree of block ids (blockroot_merkle in block header state): the
 * pending left node of each level, from the leaves up, and the number of leaves appended.
 */
export function incrementalMerkle(leaves: readonly Uint8Array[]): {
  activeNodes: string[];
  nodeCount: number;
} {
  const levels: (Buffer | undefined)[] = [];
  for (const leaf of leaves) {
    let node: Buffer = Buffer.from(leaf);
    let i = 0;
    for (;;) {
      const left = levels[i];
      if (left === undefined) {
        levels[i] = node;
        break;
      }
      node = canonicalPairHash(left, node);
      levels[i] = undefined;
      i++;
    }
  }
  const activeNodes = levels
    .map((n) => n?.toString('hex'))
    .filter((h): h is string => h !== undefined)
    .reverse();
  return { activeNodes, nodeCount: leaves.length };
}
