import { retryableImport } from './retryable-import';
import type { z } from './zod';
import type { Endpoint } from './endpoints';
import { parseJson } from './lossless-json';
import {
  NodeHttpError,
  NodeResponseError,
  NodeUnreachableError,
  type NodeErrorBody,
  type ResponseIssue,
  type UnreachableReason,
} from './node-errors';
import { logAnswer, logRequest } from './request-log';

export interface CallOptions {
  /** Cancels the request (React Query passes one to every queryFn). An abort is re-thrown as is. */
  signal?: AbortSignal;
  /** Overrides the client's time limit for this call; 0 disables it. */
  timeoutMs?: number;
}

export interface Transport {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

const EXCERPT_LENGTH = 200;

/**
 * Parse options for answers: zod keeps each issue's input (see schemaIssues). zod/mini writes no
 * message itself (its English texts are in the lazy error help: src/api/zod-issues.ts).
 */
export const PARSE_ANSWER = { reportInput: true } as const;

/** A value of the same type as `input` as zod's messages name types, none of its contents. */
function standIn(input: unknown): unknown {
  if (Array.isArray(input)) return [];
  if (typeof input === 'string') return '';
  return typeof input === 'object' && input !== null ? {} : input;
}

/**
 * Where and why an answer failed its schema, as the node and history errors report it. An
 * issue's input only tells its type ("expected number, received string"): a stand-in keeps that
 * without holding on to the answer.
 */
export function schemaIssues(error: z.core.$ZodError): ResponseIssue[] {
  return error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
    message: i.message,
    issue: { ...i, input: standIn(i.input) } as z.core.$ZodRawIssue,
  }));
}

/** A readable start of a body: HTML tags dropped, whitespace collapsed. */
export function textExcerpt(text: string): string {
  const plain = text
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > EXCERPT_LENGTH ? `${plain.slice(0, EXCERPT_LENGTH)}…` : plain;
}

/** Retry-After as seconds (delta-seconds or an HTTP date). */
export function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** wharfkit's rule: a 2xx body carrying an `error` object is still an error. */
function isErrorEnvelope(json: unknown): boolean {
  return isRecord(json) && isRecord(json['error']) && 'code' in json && 'message' in json;
}

function anySignal(signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  if (present.length <= 1) return present[0];
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(present);
  const controller = new AbortController();
  for (const s of present) {
    if (s.aborted) controller.abort(s.reason);
    else s.addEventListener('abort', () => controller.abort(s.reason), { once: true });
  }
  return controller.signal;
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException(String(reason), 'AbortError');
}

/**
 * Settles with the promise or rejects on abort, so even a fetch that ignores its signal is
 * bounded. The promise's own later failure is always handled: a fetch under an aborted signal
 * rejects too, and left alone that is an unhandled rejection (a page error).
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    if (signal.aborted) {
      promise.catch(() => undefined);
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

interface SchedulerYield {
  yield?: () => Promise<void>;
}

/** Lets the page (or worker) run other tasks before a long parse. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long the CORS probe may take before the server counts as down. */
const CORS_PROBE_TIMEOUT_MS = 3_000;

/** Operations that change the node (or the chain): never sent again, not even as a probe. */
const CHANGES_NODE = new Set([
  '/v1/net/connect',
  '/v1/net/disconnect',
  '/v1/chain/push_transaction',
  '/v1/chain/push_transactions',
]);

/**
 * After a request failed without an answer, tells CORS from a dead server: a `no-cors` GET gets
 * an opaque answer from a server that is up, but fails like the request did when it is down.
 * Only in a browser and only across origins (the one place CORS applies).
 */
async function answersWithoutCors(transport: Transport, probeUrl: string): Promise<boolean> {
  if (typeof window === 'undefined' || typeof window.location === 'undefined') return false;
  let crossOrigin: boolean;
  try {
    crossOrigin = new URL(transport.baseUrl).origin !== window.location.origin;
  } catch {
    return false;
  }
  if (!crossOrigin) return false;
  try {
    await transport.fetch(probeUrl, {
      method: 'GET',
      mode: 'no-cors',
      signal: AbortSignal.timeout(CORS_PROBE_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}

/** Why a request got no (whole) answer, for the caller to turn into its own error type. */
export interface NoAnswer {
  reason: UnreachableReason;
  baseUrl: string;
  /** Path of the operation (no query string). */
  endpoint: string;
  cause: unknown;
  /** The time limit that ran out (reason 'timeout'). */
  timeoutMs?: number;
  /** Status of an answer cut off mid-body (reason 'cut-off'). */
  status?: number;
}

export interface ExchangeRequest {
  /** Full URL, query string included. */
  url: string;
  /** Path of the operation, for errors. */
  endpoint: string;
  method: 'GET' | 'POST';
  /** JSON text to send; undefined sends no body. */
  body?: string | undefined;
  /** A request that changes nothing on the server, sent `no-cors` to tell CORS from a dead server. */
  probeUrl: string;
}

/**
 * Sends one request and reads the whole answer as text, under the caller's signal and the time
 * limit. A failure without a whole answer is handed to `noAnswer` (an abort by the caller's own
 * signal is re-thrown as is, so React Query can cancel). Shared by the node and history clients.
 */
export async function exchange(
  transport: Transport,
  request: ExchangeRequest,
  options: CallOptions,
  noAnswer: (what: NoAnswer) => Error,
): Promise<{ response: Response; text: string }> {
  // A query cancelled before its request went out (while the kept blocks were looked up, say)
  // sends nothing, and the request log shows only what was sent.
  if (options.signal?.aborted) throw abortReason(options.signal);
  const timeoutMs = options.timeoutMs ?? transport.timeoutMs;
  const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
  const signal = anySignal([options.signal, timeout]);
  const logged = logRequest({
    url: request.url,
    method: request.method,
    body: request.body,
  });

  const unreachable = async (cause: unknown, answered?: Response): Promise<unknown> => {
    logAnswer(logged, answered?.status, undefined, String(cause));
    if (options.signal?.aborted) return cause;
    const where = { baseUrl: transport.baseUrl, endpoint: request.endpoint, cause };
    if (timeout?.aborted) return noAnswer({ ...where, reason: 'timeout', timeoutMs });
    if (answered) return noAnswer({ ...where, reason: 'cut-off', status: answered.status });
    const reason = (await answersWithoutCors(transport, request.probeUrl)) ? 'cors' : 'network';
    return noAnswer({ ...where, reason });
  };

  let response: Response;
  try {
    const init: RequestInit = { method: request.method, signal: signal ?? null };
    if (request.body !== undefined) init.body = request.body;
    response = await untilAborted(transport.fetch(request.url, init), signal);
  } catch (cause) {
    throw await unreachable(cause);
  }
  try {
    const text = await untilAborted(response.text(), signal);
    logAnswer(logged, response.status, text);
    return { response, text };
  } catch (cause) {
    throw await unreachable(cause, response);
  }
}

/** The error answers' schema, as lazy as the answers' own (zod stays off the start-up chunk). */
const errorBodySchema = retryableImport(() =>
  import('./schemas/error').then((m) => m.nodeErrorBodySchema),
);

/** The node's error body, or undefined when it is not one (or its schema could not load). */
async function errorBody(value: unknown): Promise<NodeErrorBody | undefined> {
  try {
    const envelope = (await errorBodySchema()).safeParse(value);
    return envelope.success ? envelope.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one place a node is called: POST a JSON string body (no Content-Type, so the request stays
 * CORS-simple), map every failure to a typed error, and validate the answer with the endpoint's
 * schema. `body` undefined sends no body (nodeos treats that as `{}`).
 */
export async function call<S extends z.ZodMiniType>(
  transport: Transport,
  endpoint: Endpoint<S>,
  body: unknown,
  options: CallOptions = {},
): Promise<z.output<S>> {
  const { baseUrl } = transport;
  const path = endpoint.path;
  const url = `${baseUrl}${path}`;
  // The answer's schema arrives while the request travels; a failed download is the call's.
  const schema = endpoint.schema();
  schema.catch(() => undefined);
  const bodyText = body === undefined ? undefined : JSON.stringify(body);
  const { response, text } = await exchange(
    transport,
    {
      url,
      endpoint: path,
      method: 'POST',
      body: bodyText,
      // nodeos runs a handler for any method, so the probe asks for the same read (or get_info
      // instead of a change to the node or the chain).
      probeUrl: `${baseUrl}${CHANGES_NODE.has(path) ? '/v1/chain/get_info' : path}`,
    },
    options,
    (what) => new NodeUnreachableError(what),
  );

  // Answers that arrive together (a feed of blocks) are parsed in separate tasks, so the page
  // stays responsive instead of validating them all in one long task.
  await yieldToMain();
  const parsed = text.trim() === '' ? { ok: false as const } : parseJson(text);
  if (!response.ok || (parsed.ok && isErrorEnvelope(parsed.value))) {
    const body = parsed.ok ? await errorBody(parsed.value) : undefined;
    throw new NodeHttpError({
      status: response.status,
      baseUrl,
      endpoint: path,
      body,
      retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
      bodyExcerpt: body ? undefined : textExcerpt(text),
    });
  }

  let value: unknown;
  if (parsed.ok) value = parsed.value;
  else if (endpoint.plainText && text.trim() !== '') value = text.trim();
  else {
    throw new NodeResponseError({
      kind: 'not-json',
      baseUrl,
      endpoint: path,
      excerpt: textExcerpt(text),
    });
  }

  const result = (await schema).safeParse(value, PARSE_ANSWER);
  if (!result.success) {
    throw new NodeResponseError({
      kind: 'schema',
      baseUrl,
      endpoint: path,
      issues: schemaIssues(result.error),
      excerpt: textExcerpt(text),
    });
  }
  return result.data;
}
