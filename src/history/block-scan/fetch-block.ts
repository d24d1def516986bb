import type { Block } from '@/api/node-client';
import { NodeHttpError, isNodeError, isNotFoundError, shouldRetry } from '@/api/node-errors';
import { ScanFailedError, type ScanOptions } from './scan-types';

const TRANSIENT_RETRIES = 3;
const MAX_429_WAITS = 30;

/** A 429's wait, shared by every request of a scan: the node asked the client to wait. */
export interface ScanPause {
  until: number;
}

function isAbort(e: unknown): boolean {
  return e instanceof Error && e.name === 'AbortError';
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * One block, asked again after a transient failure (up to 3 times, backing off) and after a 429
 * (as long as the node asks, up to 30 waits). Undefined once the scan is stopped; a not-found
 * error as it is (the node keeps no blocks this old); any other failure as a ScanFailedError.
 */
export async function fetchBlockPatiently(
  node: ScanOptions['node'],
  n: number,
  pause: ScanPause,
  signal: AbortSignal,
  onPaused: () => void,
): Promise<Block | undefined> {
  let transientFailures = 0;
  let waits = 0;
  for (;;) {
    const wait = pause.until - Date.now();
    if (wait > 0) await sleep(wait, signal);
    if (signal.aborted) return undefined;
    try {
      return await node.getBlock(n, { signal });
    } catch (e) {
      if (signal.aborted || isAbort(e)) return undefined;
      if (e instanceof NodeHttpError && e.status === 429 && waits < MAX_429_WAITS) {
        waits += 1;
        pause.until = Math.max(pause.until, Date.now() + (e.retryAfterSeconds ?? 1) * 1000);
        onPaused();
        continue;
      }
      if (isNotFoundError(e)) throw e;
      if (isNodeError(e) && shouldRetry(0, e) && transientFailures < TRANSIENT_RETRIES) {
        transientFailures += 1;
        await sleep(500 * 2 ** (transientFailures - 1), signal);
        continue;
      }
      const message = e instanceof Error ? e.message : String(e);
      throw new ScanFailedError(`Reading block ${n} failed: ${message}`, { cause: e, blockNum: n });
    }
  }
}
