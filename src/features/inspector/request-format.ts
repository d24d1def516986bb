import { t } from '@lingui/core/macro';
import type { LoggedRequest } from '@/api/request-log';

type Sent = Pick<LoggedRequest, 'url' | 'method' | 'body'>;

/** One POSIX shell word: single quotes, each ' written as '\'' (nothing else is special there). */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * The request as a curl command sending the same bytes: no Content-Type of our own (the app sends
 * none; curl's form type is what nodeos ignores too) and the body verbatim (--data-raw reads no @).
 */
export function asCurl(request: Sent): string {
  const words = ['curl', '-sS'];
  if (request.method !== 'GET') words.push('-X', request.method);
  words.push(shellQuote(request.url));
  if (request.body !== undefined) words.push('--data-raw', shellQuote(request.body));
  return words.join(' ');
}

/** The request as a fetch call for a browser console; JSON.stringify quotes a JS string. */
export function asFetch(request: Sent): string {
  const init = [`method: ${JSON.stringify(request.method)}`];
  if (request.body !== undefined) init.push(`body: ${JSON.stringify(request.body)}`);
  return `await fetch(${JSON.stringify(request.url)}, { ${init.join(', ')} }).then((r) => r.json())`;
}

/** A request's path and query: what names it in the list, the node's address being the same. */
export function endpointOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

function failed(r: LoggedRequest): boolean {
  return r.error !== undefined || r.status === undefined || r.status === 429 || r.status >= 500;
}

/**
 * Which attempt of one logical request each entry is: a request repeating the same URL and body
 * right after that one failed is the client (or React Query) trying again.
 */
export function attempts(log: readonly LoggedRequest[]): Map<number, number> {
  const out = new Map<number, number>();
  const last = new Map<string, LoggedRequest>();
  for (const r of log) {
    const key = `${r.method} ${r.url}\n${r.body ?? ''}`;
    const before = last.get(key);
    out.set(r.id, before && failed(before) ? (out.get(before.id) ?? 1) + 1 : 1);
    last.set(key, r);
  }
  return out;
}

/**
 * Where an answer came from, by Resource Timing: nothing transferred for a body the browser had
 * means its HTTP cache. Browsers never answer a POST from it; for a GET, a cross-origin server
 * that sends no Timing-Allow-Origin hides both sizes.
 */
export function cacheSource(
  method: string,
  timing: { transferSize: number; encodedBodySize: number } | undefined,
): string {
  if (method === 'POST') return t`network`;
  if (!timing) return t`unknown`;
  if (timing.transferSize > 0) return t`network`;
  if (timing.encodedBodySize > 0) return t`HTTP cache`;
  return t`not told (no Timing-Allow-Origin)`;
}
