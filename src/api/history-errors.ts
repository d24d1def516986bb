import type { ResponseIssue, UnreachableReason } from './node-errors';
import type { HistoryErrorBody } from '@/api/schemas/history';

export type { HistoryErrorBody } from '@/api/schemas/history';

/**
 * Errors of the history service (Hyperion). They are separate classes from the node's, so a
 * history failure never reads as "the node is down" (the shell's node status, the query client's
 * node recovery) and a page can show a specific message while its chain data keeps working.
 */

function unreachableMessage(o: {
  reason: UnreachableReason;
  serviceUrl: string;
  endpoint: string;
  timeoutMs?: number | undefined;
}): string {
  switch (o.reason) {
    case 'timeout':
      return `History service ${o.serviceUrl} did not answer ${o.endpoint} within ${o.timeoutMs ?? '?'} ms`;
    case 'cors':
      return `History service ${o.serviceUrl} answered ${o.endpoint} without CORS headers`;
    case 'cut-off':
      return `The answer of history service ${o.serviceUrl} to ${o.endpoint} was cut off`;
    case 'network':
      return `Could not reach history service ${o.serviceUrl} (${o.endpoint})`;
  }
}

/** The history service gave no (whole) answer: refused, DNS, CORS, timeout or cut off. */
export class HistoryUnreachableError extends Error {
  override readonly name = 'HistoryUnreachableError';
  readonly reason: UnreachableReason;
  /** The history service's base URL. */
  readonly serviceUrl: string;
  /** Path of the operation, e.g. `/v2/history/get_actions`. */
  readonly endpoint: string;
  readonly timeoutMs: number | undefined;
  readonly status: number | undefined;

  constructor(o: {
    reason: UnreachableReason;
    baseUrl: string;
    endpoint: string;
    cause: unknown;
    timeoutMs?: number | undefined;
    status?: number | undefined;
  }) {
    super(unreachableMessage({ ...o, serviceUrl: o.baseUrl }), { cause: o.cause });
    this.reason = o.reason;
    this.serviceUrl = o.baseUrl;
    this.endpoint = o.endpoint;
    this.timeoutMs = o.timeoutMs;
    this.status = o.status;
  }
}

/** A non-2xx answer (Hyperion: 400 bad query, 404 no such endpoint, 500 server trouble, 429). */
export class HistoryHttpError extends Error {
  override readonly name = 'HistoryHttpError';
  readonly status: number;
  readonly serviceUrl: string;
  readonly endpoint: string;
  /** Hyperion's `{statusCode, error, message}`, or undefined when the body was not one. */
  readonly body: HistoryErrorBody | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** Start of a body that was not Hyperion JSON (a proxy page). */
  readonly bodyExcerpt: string | undefined;

  constructor(o: {
    status: number;
    serviceUrl: string;
    endpoint: string;
    body: HistoryErrorBody | undefined;
    retryAfterSeconds?: number | undefined;
    bodyExcerpt?: string | undefined;
  }) {
    const summary = o.body
      ? [o.body.error, o.body.message].filter(Boolean).join(': ')
      : o.bodyExcerpt || 'no error details';
    super(`HTTP ${o.status} from history service ${o.endpoint}: ${summary}`);
    this.status = o.status;
    this.serviceUrl = o.serviceUrl;
    this.endpoint = o.endpoint;
    this.body = o.body;
    this.retryAfterSeconds = o.retryAfterSeconds;
    this.bodyExcerpt = o.bodyExcerpt;
  }
}

/** Dotted path into the answer (`""` for the root), and what did not match there. */
export type HistoryResponseIssue = ResponseIssue;

/** 2xx, but not JSON or not the shape of this operation. */
export class HistoryResponseError extends Error {
  override readonly name = 'HistoryResponseError';
  readonly kind: 'not-json' | 'schema';
  readonly serviceUrl: string;
  readonly endpoint: string;
  readonly issues: HistoryResponseIssue[];
  readonly excerpt: string;

  constructor(o: {
    kind: 'not-json' | 'schema';
    serviceUrl: string;
    endpoint: string;
    issues?: HistoryResponseIssue[];
    excerpt: string;
  }) {
    const issues = o.issues ?? [];
    super(
      o.kind === 'not-json'
        ? `History service ${o.endpoint} answered with something that is not JSON`
        : `History service ${o.endpoint} answered with an unexpected shape: ${issues
            .slice(0, 3)
            .map((i) => `${i.path || '(root)'}: ${i.message}`)
            .join('; ')}`,
    );
    this.kind = o.kind;
    this.serviceUrl = o.serviceUrl;
    this.endpoint = o.endpoint;
    this.issues = issues;
    this.excerpt = o.excerpt;
  }
}

/**
 * The history service indexes another chain than the node in use (or does not say which): its
 * answers must never be mixed with the node's.
 */
export class HistoryChainMismatchError extends Error {
  override readonly name = 'HistoryChainMismatchError';
  readonly serviceUrl: string;
  readonly nodeUrl: string;
  /** The service's chain id from /v2/health; undefined when it does not report one. */
  readonly serviceChainId: string | undefined;
  readonly nodeChainId: string;

  constructor(o: {
    serviceUrl: string;
    nodeUrl: string;
    serviceChainId: string | undefined;
    nodeChainId: string;
  }) {
    super(
      o.serviceChainId === undefined
        ? `History service ${o.serviceUrl} does not say which chain it indexes, so it cannot be used with ${o.nodeUrl}`
        : `History service ${o.serviceUrl} indexes chain ${o.serviceChainId.slice(0, 12)}…, not the chain of ${o.nodeUrl} (${o.nodeChainId.slice(0, 12)}…)`,
    );
    this.serviceUrl = o.serviceUrl;
    this.nodeUrl = o.nodeUrl;
    this.serviceChainId = o.serviceChainId;
    this.nodeChainId = o.nodeChainId;
  }
}

export type HistoryError =
  HistoryUnreachableError | HistoryHttpError | HistoryResponseError | HistoryChainMismatchError;

export function isHistoryError(e: unknown): e is HistoryError {
  return (
    e instanceof HistoryUnreachableError ||
    e instanceof HistoryHttpError ||
    e instanceof HistoryResponseError ||
    e instanceof HistoryChainMismatchError
  );
}
