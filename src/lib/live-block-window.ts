/** Block numbers of the newest `count` blocks, newest first, never below block 1. */
export function newestBlockNumbers(head: number, count: number): number[] {
  const out: number[] = [];
  for (let n = head; n >= 1 && out.length < count; n--) out.push(n);
  return out;
}

/**
 * Which blocks of a newest-first window may be requested now: at most `maxInFlight` of the
 * unsettled ones (still loading or not yet asked for), taking the newest first. The rest wait
 * their turn, so a feed never opens a burst of requests on a node (public nodes throttle that)
 * and each answer's work lands in its own task instead of one long one.
 */
export function requestQueue(settled: readonly boolean[], maxInFlight: number): boolean[] {
  let waiting = 0;
  return settled.map((isSettled) => {
    if (isSettled) return true;
    waiting++;
    return waiting <= maxInFlight;
  });
}
