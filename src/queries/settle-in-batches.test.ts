import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleInBatches, type Settled } from './settle-in-batches';

/** A job that settles when the test says so, recording that it started. */
function deferredJobs(count: number) {
  const started: number[] = [];
  const settle: ((ok: boolean) => void)[] = [];
  const jobs = Array.from(
    { length: count },
    (_, i) => () =>
      new Promise<string>((resolve, reject) => {
        started.push(i);
        settle[i] = (ok) => (ok ? resolve(`block ${i}`) : reject(new Error(`no block ${i}`)));
      }),
  );
  return { jobs, started, settle };
}

async function collect<T>(it: AsyncGenerator<Settled<T>[]>, into: Settled<T>[][]) {
  for await (const batch of it) into.push(batch);
}

describe('settleInBatches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands over every outcome at once when all settle within the interval', async () => {
    const { jobs, started, settle } = deferredJobs(5);
    const batches: Settled<string>[][] = [];
    const done = collect(settleInBatches(jobs, { maxInFlight: 2, intervalMs: 250 }), batches);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1]);
    settle[0]?.(true);
    settle[1]?.(false);
    await vi.advanceTimersByTimeAsync(10);
    // The next jobs start as soon as a slot frees, not when the batch is handed over.
    expect(started).toEqual([0, 1, 2, 3]);
    settle[2]?.(true);
    settle[3]?.(true);
    await vi.advanceTimersByTimeAsync(10);
    settle[4]?.(true);
    await done;
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((s) => s.index).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(batches[0]?.find((s) => s.index === 1)).toMatchObject({ ok: false });
    expect(batches[0]?.find((s) => s.index === 4)).toEqual({
      index: 4,
      ok: true,
      value: 'block 4',
    });
  });

  it('hands over what settled in each interval when the jobs are slow', async () => {
    const { jobs, settle } = deferredJobs(3);
    const batches: Settled<string>[][] = [];
    const done = collect(settleInBatches(jobs, { maxInFlight: 3, intervalMs: 250 }), batches);
    await vi.advanceTimersByTimeAsync(0);
    settle[0]?.(true);
    await vi.advanceTimersByTimeAsync(250);
    expect(batches.map((b) => b.map((s) => s.index))).toEqual([[0]]);
    // An interval in which nothing settled hands over nothing.
    await vi.advanceTimersByTimeAsync(250);
    expect(batches).toHaveLength(1);
    settle[2]?.(true);
    settle[1]?.(true);
    await done;
    expect(batches.map((b) => b.map((s) => s.index))).toEqual([[0], [2, 1]]);
  });

  it('starts nothing more and yields nothing once aborted', async () => {
    const { jobs, started, settle } = deferredJobs(4);
    const abort = new AbortController();
    const batches: Settled<string>[][] = [];
    const done = collect(
      settleInBatches(jobs, { maxInFlight: 1, intervalMs: 250, signal: abort.signal }),
      batches,
    );
    await vi.advanceTimersByTimeAsync(0);
    abort.abort();
    settle[0]?.(true);
    await done;
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toEqual([0]);
    expect(batches).toEqual([]);
  });

  it('yields nothing for no jobs', async () => {
    const batches: Settled<string>[][] = [];
    await collect(settleInBatches<string>([], { maxInFlight: 3, intervalMs: 250 }), batches);
    expect(batches).toEqual([]);
  });
});
