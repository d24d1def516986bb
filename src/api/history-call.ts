import type { z } from './zod';
import {
  exchange,
  PARSE_ANSWER,
  parseRetryAfter,
  schemaIssues,
  textExcerpt,
  type CallOptions,
  type Transport,
} from './call';
import { HistoryHttpError, HistoryResponseError, HistoryUnreachableError } from './history-errors';
import type { HistoryEndpoint } from './history-endpoints';
import { parseJson } from './lossless-json';
import type { ResponseIssue } from './node-errors';
import { retryableImport } from './retryable-import';
import type { HistoryErrorBody } from './schemas/history';

/** Query-string parameters; undefined ones are left out. */
export type HistoryQuery = Record<string, string | number | undefined>;

/** A request's URL: the service URL (no trailing slash), the path and the query in its order. */
function historyUrl(serviceUrl: string, path: string, query: HistoryQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return `${serviceUrl}${path}${text ? `?${text}` : ''}`;
}

/** A 2xx body that is Hyperion's error object (a proxy or an old server may send one with 200). */
function isHyperionError(json: unknown): boolean {
  return (
    typeof json === 'object' &&
    json !== null &&
    'statusCode' in json &&
    typeof json.statusCode === 'number' &&
    json.statusCode >= 400 &&
    'error' in json
  );
}

/** Hyperion's error body's schema, as lazy as the answers' own. */
const errorBodySchema = retryableImport(() =>
  import('./schemas/history').then((m) => m.historyErrorBodySchema),
);

/** Hyperion's error body, or undefined when it is not one (or its schema could not load). */
async function errorBody(value: unknown): Promise<HistoryErrorBody | undefined> {
  try {
    const body = (await errorBodySchema()).safeParse(value);
    return body.success ? body.data : undefined;
  } catch {
    return undefined;
  }
}

// A download that failed is tried again, from a fresh URL, at the next failed answer.
const loadIssueMessages = retryableImport(() => import('./zod-issues'));

/**
 * The issues with zod's English messages, whose module (~1.5 kB gzip) loads only when an answer
 * fails its schema; where it cannot be loaded, with zod's bare messages.
 */
async function withEnglishMessages(issues: ResponseIssue[]): Promise<ResponseIssue[]> {
  try {
    return (await loadIssueMessages()).withMessages(issues);
  } catch {
    return issues;
  }
}

/**
 * The one place a history service is called: GET with a query string (no headers, so the request
 * is CORS-simple), the same exchange as the node's (time limit, abort, unreachable/CORS/cut-off),
 * lossless JSON (64-bit counters stay exact), Hyperion's error body, then the endpoint's schema.
 */
export async function callHistory<S extends z.ZodMiniType>(
  transport: Transport,
  endpoint: HistoryEndpoint<S>,
  query: HistoryQuery,
  options: CallOptions = {},
): Promise<z.output<S>> {
  const serviceUrl = transport.baseUrl;
  const path = endpoint.path;
  const url = historyUrl(serviceUrl, path, query);
  // The answer's schema arrives while the request travels; a failed download is the call's.
  const schema = endpoint.schema();
  schema.catch(() => undefined);
  const { response, text } = await exchange(
    transport,
    // The start-up module may have sent this very request already (the Activity page's first).
    { url, endpoint: path, method: 'GET', probeUrl: url },
    options,
    (what) => new HistoryUnreachableError(what),
  );

  const parsed = text.trim() === '' ? { ok: false as const } : parseJson(text);
  if (!response.ok || (parsed.ok && isHyperionError(parsed.value))) {
    const body = parsed.ok ? await errorBody(parsed.value) : undefined;
    throw new HistoryHttpError({
      status: response.ok && body ? body.statusCode : response.status,
      serviceUrl,
      endpoint: path,
      body,
      retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
      bodyExcerpt: body ? undefined : textExcerpt(text),
    });
  }
  if (!parsed.ok) {
    throw new HistoryResponseError({
      kind: 'not-json',
      serviceUrl,
      endpoint: path,
      excerpt: textExcerpt(text),
    });
  }
  const result = (await schema).safeParse(parsed.value, PARSE_ANSWER);
  if (!result.success) {
    throw new HistoryResponseError({
      kind: 'schema',
      serviceUrl,
      endpoint: path,
      issues: await withEnglishMessages(schemaIssues(result.error)),
      excerpt: textExcerpt(text),
    });
  }
  return result.data;
}
