import { t } from '@lingui/core/macro';
import type { NodeErrorBody, NodeErrorDetail } from './schemas/error';
import type { z } from './zod';

export type { NodeErrorBody, NodeErrorDetail } from './schemas/error';

/**
 * Why no (whole) answer arrived. A browser cannot tell refused and DNS apart ('network'); 'cors'
 * means the node did answer a follow-up probe, so only the missing CORS headers hid the answer;
 * 'cut-off' means the answer started (status and headers) but the connection closed mid-body.
 */
export type UnreachableReason = 'timeout' | 'network' | 'cors' | 'cut-off';

function unreachableMessage(opts: {
  reason: UnreachableReason;
  baseUrl: string;
  endpoint: string;
  timeoutMs?: number;
}): string {
  switch (opts.reason) {
    case 'timeout':
      return `${opts.baseUrl} did not answer ${opts.endpoint} within ${opts.timeoutMs ?? '?'} ms`;
    case 'cors':
      return `${opts.baseUrl} answered ${opts.endpoint} without CORS headers`;
    case 'cut-off':
      return `The answer of ${opts.baseUrl} to ${opts.endpoint} was cut off`;
    case 'network':
      return `Could not reach ${opts.baseUrl} (${opts.endpoint})`;
  }
}

/** The request never got an HTTP answer: connection refused, DNS, CORS, mixed content, or timeout. */
export class NodeUnreachableError extends Error {
  override readonly name = 'NodeUnreachableError';
  readonly reason: UnreachableReason;
  readonly baseUrl: string;
  /** Path of the operation, e.g. `/v1/chain/get_info`. */
  readonly endpoint: string;
  /** The time limit that ran out, for reason 'timeout'. */
  readonly timeoutMs: number | undefined;
  /** HTTP status of an answer that was cut off (reason 'cut-off'). */
  readonly status: number | undefined;

  constructor(opts: {
    reason: UnreachableReason;
    baseUrl: string;
    endpoint: string;
    cause: unknown;
    timeoutMs?: number;
    status?: number;
  }) {
    super(unreachableMessage(opts), { cause: opts.cause });
    this.reason = opts.reason;
    this.baseUrl = opts.baseUrl;
    this.endpoint = opts.endpoint;
    this.timeoutMs = opts.timeoutMs;
    this.status = opts.status;
  }
}

/** The node answered with a non-2xx status, or a 2xx whose body is a nodeos error object. */
export class NodeHttpError extends Error {
  override readonly name = 'NodeHttpError';
  readonly status: number;
  readonly baseUrl: string;
  readonly endpoint: string;
  /** The nodeos error envelope, or undefined when the body was not one (proxy page, empty body). */
  readonly body: NodeErrorBody | undefined;
  /** Seconds from a Retry-After header (429/503), when present. */
  readonly retryAfterSeconds: number | undefined;
  /** Start of the body as plain text when it was not nodeos JSON (e.g. an HTML error page). */
  readonly bodyExcerpt: string | undefined;

  constructor(opts: {
    status: number;
    baseUrl: string;
    endpoint: string;
    body: NodeErrorBody | undefined;
    retryAfterSeconds?: number | undefined;
    bodyExcerpt?: string | undefined;
  }) {
    const first = opts.body?.error.details[0]?.message;
    const summary = opts.body
      ? [opts.body.error.what || opts.body.message, first].filter(Boolean).join(': ')
      : opts.bodyExcerpt || 'no error details';
    super(`HTTP ${opts.status} from ${opts.endpoint}: ${summary}`);
    this.status = opts.status;
    this.baseUrl = opts.baseUrl;
    this.endpoint = opts.endpoint;
    this.body = opts.body;
    this.retryAfterSeconds = opts.retryAfterSeconds;
    this.bodyExcerpt = opts.bodyExcerpt;
  }

  /** fc exception code, e.g. 3100002. */
  get code(): number | undefined {
    return this.body?.error.code;
  }
  /** fc exception name, e.g. `unknown_block_exception`. */
  get errorName(): string | undefined {
    return this.body?.error.name || undefined;
  }
  /** Exception class summary, e.g. "Unknown block". */
  get what(): string | undefined {
    return this.body?.error.what || undefined;
  }
  /** Log entries; their messages carry the specifics. */
  get details(): NodeErrorDetail[] {
    return this.body?.error.details ?? [];
  }
}

export interface ResponseIssue {
  /** Dotted path into the response, e.g. `transactions.0.trx`; `""` for the root. */
  path: string;
  /** The schema's own message, else zod's bare "Invalid input" (see issueMessages). */
  message: string;
  /** zod's issue, its input reduced to a stand-in of the same type, for issueMessages. */
  issue?: z.core.$ZodRawIssue;
}

/** 2xx, but the body was not JSON or not the shape this operation answers with. */
export class NodeResponseError extends Error {
  override readonly name = 'NodeResponseError';
  readonly kind: 'not-json' | 'schema';
  readonly baseUrl: string;
  readonly endpoint: string;
  /** What did not match (empty for 'not-json'). */
  readonly issues: ResponseIssue[];
  /** Start of the body, for showing what arrived instead. */
  readonly excerpt: string;

  constructor(opts: {
    kind: 'not-json' | 'schema';
    baseUrl: string;
    endpoint: string;
    issues?: ResponseIssue[];
    excerpt: string;
  }) {
    const issues = opts.issues ?? [];
    super(
      opts.kind === 'not-json'
        ? `${opts.endpoint} answered with something that is not JSON`
        : `${opts.endpoint} answered with an unexpected shape: ${issues
            .slice(0, 3)
            .map((i) => `${i.path || '(root)'}: ${i.message}`)
            .join('; ')}`,
    );
    this.kind = opts.kind;
    this.baseUrl = opts.baseUrl;
    this.endpoint = opts.endpoint;
    this.issues = issues;
    this.excerpt = opts.excerpt;
  }
}

export type NodeError = NodeUnreachableError | NodeHttpError | NodeResponseError;

export function isNodeError(e: unknown): e is NodeError {
  return (
    e instanceof NodeUnreachableError ||
    e instanceof NodeHttpError ||
    e instanceof NodeResponseError
  );
}

/** Exception names that mean "the thing asked for does not exist". */
const NOT_FOUND_NAMES = new Set([
  'unknown_block_exception', // 3100002, 400: block number/id or reversible block not found
  'chaindb_midx_find_exception', // 3800003, 500: CyberWay account/code/abi lookups
  'account_query_exception', // 3060002, 400 "Account lookup": newer Leap
  'domain_query_exception', // 3060005: resolve_names, domain not found
  'username_query_exception', // 3060007: resolve_names, username not found
]);
const NOT_FOUND_CODES = new Set([3100002, 3800003, 3060002, 3060005, 3060007]);

/** True when the node says the block, account, name, … does not exist (so: no retry, "not found" page). */
export function isNotFoundError(e: unknown): e is NodeHttpError {
  return e instanceof NodeHttpError && saysNotFound(e);
}

// Plain boolean (not a type guard) so a false result does not narrow a NodeHttpError to never.
export function saysNotFound(e: NodeHttpError): boolean {
  if (!e.body) return false;
  const { name, code } = e.body.error;
  if (NOT_FOUND_NAMES.has(name) || NOT_FOUND_CODES.has(code)) return true;
  // EOSIO 1.x / Leap 3: 500, code 0, "unknown key (…)" for a missing account.
  // get_transaction_id per the spec (and get_scheduled_transactions' lower_bound): not in the chain.
  return e.details.some(
    (d) => d.message.startsWith('unknown key') || d.message.startsWith('Unknown Transaction ID'),
  );
}

/** True when the node has no net_api_plugin (a 404 on a /v1/net path). */
export function isNetApiDisabled(e: unknown): e is NodeHttpError {
  return e instanceof NodeHttpError && netApiMissing(e);
}

export function netApiMissing(e: NodeHttpError): boolean {
  return e.status === 404 && e.endpoint.startsWith('/v1/net/');
}

function unreachableTitle(e: NodeUnreachableError): string {
  switch (e.reason) {
    case 'timeout':
      return t`The node did not answer in time`;
    case 'cors':
      return t`The node blocks browser requests (CORS)`;
    case 'cut-off':
      return t`The node's answer was cut off`;
    case 'network':
      return t`Can't reach the node`;
  }
}

function httpTitle(e: NodeHttpError): string {
  if (netApiMissing(e)) return t`The node's net API is disabled`;
  if (saysNotFound(e)) return t`Not found`;
  if (e.status === 429) return t`The node is busy`;
  if (!e.body) {
    return e.status >= 500
      ? t`The node (or a proxy in front of it) failed`
      : t`The node answered with an unexpected error`;
  }
  if (e.status === 404) return t`The node does not offer this operation`;
  return e.status >= 500 ? t`The node reported an error` : t`The node rejected the request`;
}

export function isAbort(e: unknown): boolean {
  return e instanceof Error && (e.name === 'AbortError' || e.name === 'CancelledError');
}

/**
 * One short line saying what went wrong, for any failure. The specifics and what to do about them
 * (describeNodeError in ./node-error-help) are long texts no first paint needs: they load with the
 * first error shown, and the title stays here so an error is said at once.
 */
export function nodeErrorTitle(e: unknown): string {
  if (e instanceof NodeUnreachableError) return unreachableTitle(e);
  if (e instanceof NodeHttpError) return httpTitle(e);
  if (e instanceof NodeResponseError) {
    return e.kind === 'not-json'
      ? t`The node's answer is not JSON`
      : t`Unexpected answer from the node`;
  }
  if (isAbort(e)) return t`Request cancelled`;
  return t`Something went wrong`;
}

/**
 * nodeos exceptions with a specific fc code (bad name, bad symbol, unknown index, …) are answers
 * about the input and come back identical on retry; only a generic failure (code 0) or an error
 * with no nodeos body (proxy/gateway) is worth retrying.
 */
function isTransient(e: NodeError): boolean {
  // A node without CORS headers answers the same way until its configuration changes.
  if (e instanceof NodeUnreachableError) return e.reason !== 'cors';
  if (e instanceof NodeResponseError) return false;
  if (e.status === 429) return true;
  if (e.status < 500 || saysNotFound(e)) return false;
  return !e.body || e.body.error.code === 0;
}

export const MAX_RETRIES = 2;

/** QueryClient `retry`: up to 2 retries for unreachable, 429 and transient 5xx; never for 4xx, not-found or bad shapes. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isNodeError(error)) return false;
  return isTransient(error);
}

/**
 * Whether a failed request may succeed later without anything changing on our side (the node or
 * its proxy recovers): everything except answers about the input (4xx, not-found, a specific
 * nodeos exception). Failed queries of this kind are refetched when the node answers again.
 */
export function isRecoverableError(error: unknown): boolean {
  if (!isNodeError(error)) return false;
  if (error instanceof NodeUnreachableError || error instanceof NodeResponseError) return true;
  return isTransient(error);
}

/** QueryClient `retryDelay`: Retry-After when the node sent one (capped at 30 s), else 1 s, 2 s, 4 s … (max 8 s). */
export function retryDelay(attempt: number, error: unknown): number {
  if (error instanceof NodeHttpError && error.retryAfterSeconds !== undefined) {
    return Math.min(error.retryAfterSeconds * 1000, 30_000);
  }
  return Math.min(1000 * 2 ** attempt, 8_000);
}
