import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '@/api/schemas/block';
import { rememberChain } from './chain-memory';
import { readKeptEarly, takeKeptEarly } from './early-kept-block';
import { keepBlock } from './kept-blocks';

const NODE = 'http://node.test';
const idOf = (num: number) => num.toString(16).padStart(8, '0') + 'cd'.repeat(28);
const block = (num: number) =>
  ({ block_num: num, id: idOf(num), transactions: [] }) as unknown as Block;

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  });
  rememberChain(NODE, { chain_id: 'early', last_irreversible_block_num: 100 });
});

afterEach(() => vi.unstubAllGlobals());

describe('a kept block looked up before the app has loaded', () => {
  it('is handed to the block query once, by number or by id in either case', async () => {
    await keepBlock(NODE, block(60));
    readKeptEarly(NODE, '60');
    readKeptEarly(NODE, idOf(60).toUpperCase());
    expect(await takeKeptEarly(NODE, 60)).toEqual(block(60));
    expect(takeKeptEarly(NODE, 60)).toBeUndefined();
    expect(await takeKeptEarly(NODE, idOf(60))).toEqual(block(60));
  });

  it('comes out empty for a block that is not kept, and is only for the node it was read for', async () => {
    readKeptEarly(NODE, '61');
    expect(takeKeptEarly('http://other.test', '61')).toBeUndefined();
    expect(await takeKeptEarly(NODE, '61')).toBeUndefined();
  });
});
