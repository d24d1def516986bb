import { t } from '@lingui/core/macro';
import type { UnreachableReason } from './node-errors';
import type { HistoryErrorBody } from './schemas/history';

export type { HistoryErrorBody } from './schemas/history';

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

export interface HistoryResponseIssue {
  /** Dotted path into the answer; `""` for the root. */
  path: string;
  message: string;
}

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

export interface HistoryErrorDescription {
  /** One short line: what went wrong. */
  title: string;
  /** The specifics (service message, status, URL). */
  detail: string;
  /** What the person can do about it. */
  hint: string;
}

/** Plain-language description of a history failure, for the panels of history views. */
export function describeHistoryError(e: HistoryError): HistoryErrorDescription {
  // Read when shown, so it follows the language.
  const settingsHint = t`Choose another history service in Settings, or turn it off to read the node’s blocks instead.`;
  if (e instanceof HistoryChainMismatchError) {
    const { serviceUrl, nodeUrl, serviceChainId, nodeChainId } = e;
    return {
      title: t`This history service belongs to another chain`,
      detail:
        serviceChainId === undefined
          ? t`${serviceUrl} does not report a chain id in /v2/health, so the explorer cannot tell whether it indexes the chain of ${nodeUrl}.`
          : t`${serviceUrl} indexes chain ${serviceChainId}; the node ${nodeUrl} is on chain ${nodeChainId}.`,
      hint: t`Its answers are not shown, so the two chains are never mixed. ${settingsHint}`,
    };
  }
  if (e instanceof HistoryUnreachableError) {
    const titles: Record<UnreachableReason, string> = {
      timeout: t`The history service did not answer in time`,
      cors: t`The history service blocks browser requests (CORS)`,
      'cut-off': t`The history service's answer was cut off`,
      network: t`Can't reach the history service`,
    };
    return {
      title: titles[e.reason],
      detail: e.message,
      hint:
        e.reason === 'cors'
          ? t`The service must send access-control-allow-origin. ${settingsHint}`
          : t`The node's own pages keep working. Try again later. ${settingsHint}`,
    };
  }
  if (e instanceof HistoryHttpError) {
    const said = e.body ? `${e.body.error || 'Error'}: ${e.body.message}` : e.bodyExcerpt;
    const where = `${e.serviceUrl}${e.endpoint}`;
    const status = e.status;
    const seconds = e.retryAfterSeconds;
    return {
      title:
        e.status === 429
          ? t`The history service is busy`
          : e.status === 404
            ? t`The history service does not offer this operation`
            : e.status >= 500
              ? t`The history service failed`
              : t`The history service rejected the request`,
      detail: said ? t`${where} answered ${status}: ${said}.` : t`${where} answered ${status}.`,
      hint:
        e.status === 429 && seconds !== undefined
          ? t`Try again in ${seconds} s.`
          : e.status === 404
            ? t`The URL may not be a Hyperion v2 API. ${settingsHint}`
            : t`Try again later. ${settingsHint}`,
    };
  }
  const endpoint = e.endpoint;
  const excerpt = e.kind === 'not-json' ? e.excerpt : '';
  const issues = e.issues
    .slice(0, 3)
    .map((i) => `${i.path || '(root)'}: ${i.message}`)
    .join('; ');
  return {
    title: t`Unexpected answer from the history service`,
    detail:
      e.kind === 'not-json'
        ? t`${endpoint} answered: “${excerpt}”`
        : t`${endpoint} answered with a shape the explorer does not understand (${issues}).`,
    hint: t`The service may run a Hyperion version the explorer does not support. ${settingsHint}`,
  };
}

/** Failures worth another try: no answer (except CORS), 429 and 5xx. */
function isTransientHistoryError(e: unknown): boolean {
  if (e instanceof HistoryUnreachableError) return e.reason !== 'cors';
  if (e instanceof HistoryHttpError) return e.status === 429 || e.status >= 500;
  return false;
}

/** QueryClient `retry` for history queries: up to 2 retries of transient failures, never of a refusal. */
export function shouldRetryHistory(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isTransientHistoryError(error);
}

/** QueryClient `retryDelay` for history queries: Retry-After when sent (max 30 s), else 1, 2, 4 s. */
export function historyRetryDelay(attempt: number, error: unknown): number {
  if (error instanceof HistoryHttpError && error.retryAfterSeconds !== undefined) {
    return Math.min(error.retryAfterSeconds * 1000, 30_000);
  }
  return Math.min(1000 * 2 ** attempt, 8_000);
}
