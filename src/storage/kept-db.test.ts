import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openKeptStore } from './kept-db';

let n = 0;
/** Each test its own database and clock. */
function store(limitBytes = 1_000) {
  let clock = 0;
  const s = openKeptStore({ name: `kept-test-${++n}`, limitBytes, now: () => ++clock });
  return s;
}
const value = (bytes: number) => 'x'.repeat(bytes - 2); // JSON adds the quotes

describe('kept store', () => {
  it('reads back what it kept, per chain id', async () => {
    const s = store();
    await s.put('chain-a', 'block', '5', { block_num: 5, on: 'a' });
    await s.put('chain-b', 'block', '5', { block_num: 5, on: 'b' });
    expect(await s.get('chain-a', 'block', '5')).toEqual({ block_num: 5, on: 'a' });
    expect(await s.get('chain-b', 'block', '5')).toEqual({ block_num: 5, on: 'b' });
    expect(await s.get('chain-c', 'block', '5')).toBeUndefined();
    expect(await s.get('chain-a', 'abi', '5')).toBeUndefined();
  });

  it('forgets the kinds of one chain it is told to, and only those', async () => {
    const s = store();
    await s.putAll('chain-a', [
      { kind: 'block', key: '5', value: value(10) },
      { kind: 'block-id', key: 'ab', value: 5 },
      { kind: 'abi', key: 'h', value: value(20) },
    ]);
    await s.put('chain-b', 'block', '5', value(30));
    await s.dropKinds('chain-a', ['block', 'block-id']);
    expect(await s.get('chain-a', 'block', '5')).toBeUndefined();
    expect(await s.get('chain-a', 'block-id', 'ab')).toBeUndefined();
    expect(await s.get('chain-a', 'abi', 'h')).toBe(value(20));
    expect(await s.get('chain-b', 'block', '5')).toBe(value(30));
    expect(await s.usage()).toEqual({ entries: 2, bytes: 50 });
  });

  it('keeps several entries together or none of them', async () => {
    const s = store();
    await s.putAll('c', [
      { kind: 'block', key: '7', value: value(100) },
      { kind: 'block-id', key: 'ab', value: 7 },
    ]);
    expect(await s.get('c', 'block-id', 'ab')).toBe(7);
    expect(await s.usage()).toEqual({ entries: 2, bytes: 101 });
    // A value IndexedDB cannot store fails the second write: the first is not kept either.
    const unstorable = { then: 8, fn: () => 8 };
    await expect(
      s.putAll('c', [
        { kind: 'block', key: '8', value: value(100) },
        { kind: 'block-id', key: 'cd', value: unstorable },
      ]),
    ).rejects.toThrow();
    expect(await s.get('c', 'block', '8')).toBeUndefined();
    expect(await s.usage()).toEqual({ entries: 2, bytes: 101 });
  });

  it('counts its entries and their size, replacing an entry without counting it twice', async () => {
    const s = store();
    await s.put('c', 'block', '1', value(100));
    await s.put('c', 'block', '2', value(200));
    await s.put('c', 'block', '1', value(150));
    expect(await s.usage()).toEqual({ entries: 2, bytes: 350 });
  });

  it('drops the least recently used entries once past its limit', async () => {
    const s = store(1_000);
    await s.put('c', 'block', '1', value(400));
    await s.put('c', 'block', '2', value(400));
    // Reading 1 makes 2 the least recently used.
    expect(await s.get('c', 'block', '1')).toBeDefined();
    await s.put('c', 'block', '3', value(400));
    expect(await s.get('c', 'block', '2')).toBeUndefined();
    expect(await s.get('c', 'block', '1')).toBeDefined();
    expect(await s.get('c', 'block', '3')).toBeDefined();
    expect(await s.usage()).toEqual({ entries: 2, bytes: 800 });
  });

  it('never keeps an entry larger than the whole limit', async () => {
    const s = store(1_000);
    await s.put('c', 'block', '1', value(400));
    await s.put('c', 'code', 'big', value(2_000));
    expect(await s.get('c', 'code', 'big')).toBeUndefined();
    expect(await s.get('c', 'block', '1')).toBeDefined();
  });

  it('clears everything, and keeps again afterwards', async () => {
    const s = store();
    await s.put('c', 'block', '1', value(100));
    await s.clear();
    expect(await s.usage()).toEqual({ entries: 0, bytes: 0 });
    expect(await s.get('c', 'block', '1')).toBeUndefined();
    await s.put('c', 'block', '1', value(100));
    expect(await s.usage()).toEqual({ entries: 1, bytes: 100 });
  });
});
