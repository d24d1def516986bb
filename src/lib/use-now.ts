import { useEffect, useState } from 'react';

/**
 * One clock for every relative time on screen ("12 sec. ago", the head's age), ticking each
 * second whether or not the node answers. Times that moved only when an answer came froze while
 * the node was down, beside others that went on counting.
 */
const TICK_MS = 1_000;
const listeners = new Set<(now: number) => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: (now: number) => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    // One reading for all: times on the same screen agree to the second.
    const now = Date.now();
    for (const l of listeners) l(now);
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const floorTo = (ms: number, step: number) => Math.floor(ms / step) * step;

/**
 * Now, in ms, moving on every `stepMs`: a long list can ask for a slower step and re-render
 * only when its times change.
 */
export function useNow(stepMs = TICK_MS): number {
  const [now, setNow] = useState(() => floorTo(Date.now(), stepMs));
  useEffect(() => subscribe((ms) => setNow(floorTo(ms, stepMs))), [stepMs]);
  return now;
}
