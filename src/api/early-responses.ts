/**
 * Requests sent by the start-up module before the client's code has loaded (see
 * app/first-page). The client takes the answer instead of sending the same request again:
 * each is taken once, and only while fresh enough to stand for a request made now.
 */
const MAX_AGE_MS = 10_000;

interface EarlyRequest {
  response: Promise<Response>;
  sentAt: number;
}

const sent = new Map<string, EarlyRequest>();

type Method = 'POST' | 'GET';

const keyOf = (method: Method, url: string, body: string | undefined) =>
  `${method} ${url}\n${body ?? ''}`;

/**
 * Sends a request exactly as the client would (same method, URL, body and no headers): a POST to
 * the node, a GET to a history service.
 */
export function sendEarly(url: string, body: string | undefined, method: Method = 'POST'): void {
  const key = keyOf(method, url, body);
  if (sent.has(key)) return;
  const init: RequestInit = { method };
  if (body !== undefined) init.body = body;
  const response = globalThis.fetch(url, init);
  // If the page never asks (the person leaves first), a failure must not surface as unhandled.
  response.catch(() => undefined);
  sent.set(key, { response, sentAt: performance.now() });
}

/** The answer to an identical early request, at most once; undefined when there is none. */
export function takeEarly(
  url: string,
  body: string | undefined,
  method: Method = 'POST',
): Promise<Response> | undefined {
  const key = keyOf(method, url, body);
  const early = sent.get(key);
  if (!early) return undefined;
  sent.delete(key);
  return performance.now() - early.sentAt <= MAX_AGE_MS ? early.response : undefined;
}
