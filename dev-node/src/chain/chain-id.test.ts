import { describe, expect, it } from 'vitest';
import { chainIdOf, type HistoryKey } from './chain-id.ts';

const KEY: HistoryKey = { seed: 1, scale: false, historyBlocks: 12_550, lastSlot: 757_469_000 };
const id = (change: Partial<HistoryKey> = {}) => chainIdOf({ ...KEY, ...change }).toString('hex');

describe('chainIdOf', () => {
  it('is 64 hex digits, the same for the same history', () => {
    expect(id()).toMatch(/^[0-9a-f]{64}$/);
    expect(id()).toBe(id({}));
  });

  it('changes with everything that decides the history', () => {
    const ids = [
      id(),
      id({ seed: 2 }),
      id({ scale: true }),
      id({ historyBlocks: 300 }),
      // The last block one slot earlier: another start time, or the reserve of --manual.
      id({ lastSlot: KEY.lastSlot - 1 }),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });
});
