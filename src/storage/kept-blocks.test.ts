import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Block } from '@/api/schemas/block';
import { mayBeKeptBlock, rememberChain } from './chain-memory';
import { keepBlock, readKeptBlock } from './kept-blocks';
import { openKeptStore } from './kept-db';

const NODE = 'http://node.test';
const idOf = (num: number) => num.toString(16).padStart(8, '0') + 'ab'.repeat(28);
const block = (num: number) =>
  ({ block_num: num, id: idOf(num), transactions: [] }) as unknown as Block;

/** localStorage for the node environment, as the browser has it. */
function fakeLocalStorage() {
  const items = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

let n = 0;
beforeEach(() => fakeLocalStorage());

describe('kept blocks', () => {
  it('keeps a block irreversible when read, and finds it by number and by id', async () => {
    const store = openKeptStore({ name: `kept-blocks-${++n}` });
    rememberChain(NODE, { chain_id: 'aa', last_irreversible_block_num: 100 });
    await keepBlock(NODE, block(90), store);
    expect(await readKeptBlock(NODE, 90, store)).toEqual(block(90));
    expect(await readKeptBlock(NODE, '90', store)).toEqual(block(90));
    expect(await readKeptBlock(NODE, idOf(90).toUpperCase(), store)).toEqual(block(90));
  });

  it('never keeps a reversible block', async () => {
    const store = openKeptStore({ name: `kept-blocks-${++n}` });
    rememberChain(NODE, { chain_id: 'aa', last_irreversible_block_num: 100 });
    await keepBlock(NODE, block(101), store);
    expect(await readKeptBlock(NODE, 101, store)).toBeUndefined();
    expect(await readKeptBlock(NODE, idOf(101), store)).toBeUndefined();
    expect(await store.usage()).toEqual({ entries: 0, bytes: 0 });
  });

  it('a block the node now answers with another id makes the chain’s kept blocks forgotten', async () => {
    const store = openKeptStore({ name: `kept-blocks-${++n}` });
    rememberChain(NODE, { chain_id: 'aa', last_irreversible_block_num: 100 });
    await keepBlock(NODE, block(50), store);
    await keepBlock(NODE, block(60), store);
    // The same block again agrees with what was kept.
    expect(await keepBlock(NODE, block(50), store)).toBe(false);
    const other = { ...block(50), id: idOf(50).replace(/ab/g, 'cd') };
    expect(await keepBlock(NODE, other, store)).toBe(true);
    expect(await readKeptBlock(NODE, 50, store)).toEqual(other);
    expect(await readKeptBlock(NODE, idOf(50), store)).toBeUndefined();
    expect(await readKeptBlock(NODE, 60, store)).toBeUndefined();
    expect(await store.usage()).toEqual({
      entries: 2,
      bytes: JSON.stringify(other).length + 2,
    });
  });

  it('keeps nothing for a node whose chain is not known yet', async () => {
    const store = openKeptStore({ name: `kept-blocks-${++n}` });
    await keepBlock(NODE, block(5), store);
    expect(await store.usage()).toEqual({ entries: 0, bytes: 0 });
  });

  it('reads the chain the node is on now: another chain’s block of the same number is not served', async () => {
    const store = openKeptStore({ name: `kept-blocks-${++n}` });
    rememberChain(NODE, { chain_id: 'aa', last_irreversible_block_num: 100 });
    await keepBlock(NODE, block(50), store);
    rememberChain(NODE, { chain_id: 'bb', last_irreversible_block_num: 100 });
    expect(await readKeptBlock(NODE, 50, store)).toBeUndefined();
    rememberChain(NODE, { chain_id: 'aa', last_irreversible_block_num: 120 });
    expect(await readKeptBlock(NODE, 50, store)).toEqual(block(50));
  });

  it('says when a node has moved to another chain', () => {
    expect(rememberChain(NODE, { chain_id: 'aa', last_irreversible_block_num: 10 })).toBeNull();
    expect(rememberChain(NODE, { chain_id: 'aa', last_irreversible_block_num: 11 })).toBeNull();
    expect(rememberChain(NODE, { chain_id: 'bb', last_irreversible_block_num: 3 })).toBe('aa');
  });

  it('tells which blocks may be kept without reading the store', () => {
    expect(mayBeKeptBlock(NODE, 5)).toBe(false);
    rememberChain(NODE, { chain_id: 'aa', last_irreversible_block_num: 100 });
    expect(mayBeKeptBlock(NODE, 100)).toBe(true);
    expect(mayBeKeptBlock(NODE, '101')).toBe(false);
    expect(mayBeKeptBlock(NODE, idOf(500))).toBe(true);
    expect(mayBeKeptBlock('http://other.test', 5)).toBe(false);
  });
});
