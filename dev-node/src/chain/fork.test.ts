import { describe, expect, it } from 'vitest';
import { SimulatedChain } from './simulated-chain.ts';

const START = Date.UTC(2024, 0, 1, 12);

/** Two chains started alike: what a node and its twin (same seed, same start time) build. */
function twins(): [SimulatedChain, SimulatedChain] {
  const make = () =>
    new SimulatedChain({
      seed: 1,
      startMs: START,
      clock: () => START,
      historyBlocks: 300,
      reserveSlots: 100,
    });
  return [make(), make()];
}

const ids = (chain: SimulatedChain, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => chain.block(from + i)?.id);

describe('fork', () => {
  it('makes the ids differ from the twin from the fork height on, and not before', () => {
    const [a, b] = twins();
    for (let i = 0; i < 3; i++) [a, b].forEach((c) => c.produceBlock());
    expect(b.fork(305)).toBe(305);
    for (let i = 0; i < 5; i++) [a, b].forEach((c) => c.produceBlock());
    expect(b.headNum()).toBe(308);
    expect(ids(b, 1, 304)).toEqual(ids(a, 1, 304));
    for (let n = 305; n <= 308; n++) expect(b.block(n)?.id).not.toBe(a.block(n)?.id);
    // Same content, another header: the fork block differs in its confirmed count and id only.
    const [fa, fb] = [a.block(305), b.block(305)];
    expect(fb?.previous).toBe(fa?.previous);
    expect(fb?.actionMroot).toBe(fa?.actionMroot);
    expect(fb?.confirmed).not.toBe(fa?.confirmed);
    expect(b.block(306)?.previous).toBe(fb?.id);
  });

  it('is deterministic: two nodes forked alike build the same fork', () => {
    const [a, b] = twins();
    a.fork();
    b.fork();
    a.produceBlock();
    b.produceBlock();
    expect(a.head().id).toBe(b.head().id);
  });

  it('refuses a height already produced, and reset forgets the fork', () => {
    const [a, b] = twins();
    expect(() => a.fork(300)).toThrow(/already produced/);
    a.fork();
    a.reset();
    a.produceBlock();
    b.produceBlock();
    expect(a.head().id).toBe(b.head().id);
  });
});

describe('pause', () => {
  it('stops the head until resumed', () => {
    const [a] = twins();
    a.paused = true;
    expect(() => a.produceBlock()).toThrow(/paused/);
    expect(a.headNum()).toBe(300);
    a.paused = false;
    a.produceBlock();
    expect(a.headNum()).toBe(301);
  });
});
