export type Settled<T> = { index: number } & (
  { ok: true; value: T } | { ok: false; error: unknown }
);

export interface BatchOptions {
  /** Jobs running at once: a node sees no burst, and each answer is handled in a short task. */
  maxInFlight: number;
  /** The longest a settled job waits in the batch before the batch is handed on. */
  intervalMs: number;
  /** Once aborted, no further job starts and nothing more is yielded. */
  signal?: AbortSignal;
}

/**
 * Runs `jobs`, at most `maxInFlight` at a time, newest index first, and yields what settled in
 * batches: every outcome at once when all the jobs settle within `intervalMs` of the previous
 * batch, otherwise what settled in each interval. A consumer that draws each batch (a feed's
 * rows) does that work once per interval instead of once per answer.
 */
export async function* settleInBatches<T>(
  jobs: readonly (() => Promise<T>)[],
  { maxInFlight, intervalMs, signal }: BatchOptions,
): AsyncGenerator<Settled<T>[], void, undefined> {
  let batch: Settled<T>[] = [];
  let unsettled = jobs.length;
  let next = 0;
  let wake: (() => void) | undefined;
  const settle = (outcome: Settled<T>) => {
    batch.push(outcome);
    unsettled--;
    if (unsettled === 0) wake?.();
  };
  const worker = async () => {
    for (let index = next++; index < jobs.length && !signal?.aborted; index = next++) {
      const job = jobs[index];
      if (!job) continue;
      try {
        settle({ index, ok: true, value: await job() });
      } catch (error) {
        settle({ index, ok: false, error });
      }
    }
  };
  for (let i = 0; i < Math.min(maxInFlight, jobs.length); i++) void worker();
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  try {
    while (unsettled > 0 && !signal?.aborted) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, intervalMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
      if (batch.length > 0 && !signal?.aborted) {
        const out = batch;
        batch = [];
        yield out;
      }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
