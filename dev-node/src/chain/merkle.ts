import { createHash } from 'node:crypto';

/**
 * EOSIO's merkle(): pairs are made canonical (left hash with the top bit cleared, right with it
 * set) before hashing, and an odd last node is paired with itself. Empty → 32 zero bytes.
 */
export function merkleRoot(digests: readonly Uint8Array[]): Buffer {
  if (digests.length === 0) return Buffer.alloc(32);
  let level: Buffer[] = digests.map((d) => Buffer.from(d));
  while (level.length > 1) {
    if (level.length % 2 === 1) level.push(level[level.length - 1] ?? Buffer.alloc(32));
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(canonicalPairHash(level[i], level[i + 1]));
    level = next;
  }
  return level[0] ?? Buffer.alloc(32);
}

function canonicalPairHash(left: Buffer | undefined, right: Buffer | undefined): Buffer {
  const l = Buffer.from(left ?? Buffer.alloc(32));
  const r = Buffer.from(right ?? Buffer.alloc(32));
  l[0] = (l[0] ?? 0) & 0x7f;
  r[0] = (r[0] ?? 0) | 0x80;
  return createHash('sha256').update(l).update(r).digest();
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
