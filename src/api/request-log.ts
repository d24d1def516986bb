/*
 * Every request the node and history clients send, for the request inspector: a buffer of the
 * last 200 and a subscribe function, nothing more. It is in every first load (call.ts
 * records into it), so it stays this small; the inspector's code loads on first open.
 */

export interface LoggedRequest {
  id: number;
  url: string;
  method: string;
  /** JSON text sent, if any. */
  body: string | undefined;
  /** performance.now() when sent (matches Resource Timing's startTime). */
  start: number;
  /** Milliseconds to the whole answer; undefined while waiting. */
  ms?: number;
  /** HTTP status; undefined without an answer. */
  status?: number;
  /** The answer's text: cut at ANSWER_LIMIT, dropped (undefined) once the buffer is full. */
  text?: string;
  /** Length of the whole answer in characters. */
  size?: number;
  /** Why there is no answer (network, time limit, cancelled). */
  error?: string;
}

const MAX_REQUESTS = 200;
/** One answer keeps at most this many characters. */
export const ANSWER_LIMIT = 256_000;
/** All kept answers together: past it, the oldest answers' text is dropped. */
export const TOTAL_LIMIT = 1_000_000;

const log: LoggedRequest[] = [];
const listeners = new Set<() => void>();
let version = 0;
let kept = 0;

const changed = () => {
  version++;
  for (const listener of listeners) listener();
};

/** The requests, oldest first (the array is updated in place; see requestLogVersion). */
export const requestLog = (): readonly LoggedRequest[] => log;
/** Changes whenever the log does: a snapshot for useSyncExternalStore. */
export const requestLogVersion = () => version;

export function subscribeRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function logRequest(sent: Omit<LoggedRequest, 'id' | 'start'>): LoggedRequest {
  const entry: LoggedRequest = { ...sent, id: version, start: performance.now() };
  if (log.push(entry) > MAX_REQUESTS) kept -= log.shift()?.text?.length ?? 0;
  changed();
  return entry;
}

export function logAnswer(
  entry: LoggedRequest,
  status: number | undefined,
  text: string | undefined,
  error?: string,
): void {
  entry.ms = performance.now() - entry.start;
  entry.status = status;
  entry.error = error;
  if (text !== undefined) {
    entry.size = text.length;
    entry.text = text.slice(0, ANSWER_LIMIT);
    kept += entry.text.length;
    for (const old of log) {
      if (kept <= TOTAL_LIMIT) break;
      kept -= old.text?.length ?? 0;
      delete old.text;
    }
  }
  changed();
}
