import { t } from '@lingui/core/macro';
import type { NodeErrorBody, NodeErrorDetail } from './schemas/error';

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
  message: string;
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
function saysNotFound(e: NodeHttpError): boolean {
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

function netApiMissing(e: NodeHttpError): boolean {
  return e.status === 404 && e.endpoint.startsWith('/v1/net/');
}

export interface NodeErrorDescription {
  /** One short line: what went wrong. */
  title: string;
  /** The specifics (node message, status, URL). */
  detail: string;
  /** What the person can do about it. */
  hint: string;
}

function pageIsHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

function describeUnreachable(e: NodeUnreachableError): NodeErrorDescription {
  if (e.reason === 'timeout') {
    const seconds = e.timeoutMs !== undefined ? Math.round(e.timeoutMs / 100) / 10 : undefined;
    return {
      title: t`The node did not answer in time`,
      detail:
        seconds === undefined
          ? t`${e.baseUrl} gave no answer to ${e.endpoint}.`
          : t`${e.baseUrl} gave no answer to ${e.endpoint} within ${seconds} s.`,
      hint: t`The node may be overloaded, syncing or far away. Try again, or choose another node in Settings.`,
    };
  }
  if (e.reason === 'cors') {
    return {
      title: t`The node blocks browser requests (CORS)`,
      detail: t`${e.baseUrl} answered ${e.endpoint}, but without an access-control-allow-origin header, so the browser hid the answer from the explorer.`,
      hint: t`Enable CORS on the node (access-control-allow-origin = * and access-control-allow-headers = Content-Type in config.ini), put it behind a proxy that adds the headers, or choose another node in Settings.`,
    };
  }
  if (e.reason === 'cut-off') {
    return {
      title: t`The node's answer was cut off`,
      detail:
        e.status !== undefined
          ? t`${e.baseUrl}${e.endpoint} started to answer (HTTP ${e.status}), but the connection closed before the whole answer arrived.`
          : t`${e.baseUrl}${e.endpoint} started to answer, but the connection closed before the whole answer arrived.`,
      hint: t`The node or a proxy in front of it may have restarted or hit a limit. The explorer tries again; if it keeps happening, choose another node in Settings.`,
    };
  }
  const mixed = pageIsHttps() && e.baseUrl.startsWith('http:');
  return {
    title: t`Can't reach the node`,
    detail: mixed
      ? t`This page is served over https, so the browser blocks requests to the http node ${e.baseUrl} (mixed content).`
      : t`The request to ${e.baseUrl}${e.endpoint} failed before any answer arrived: the node may be down or refused the connection, or its host name may not resolve (DNS).`,
    hint: mixed
      ? t`Use an https URL for the node, or open the explorer over http.`
      : t`Check the URL in Settings and that the node is running. If it is, enable CORS on it (access-control-allow-origin = * in config.ini) or put it behind a proxy that adds the header.`,
  };
}

function nodeMessage(e: NodeHttpError): string {
  const first = e.details[0]?.message;
  const label = [e.what ?? e.body?.message, first].filter(Boolean).join(': ');
  const id = [e.errorName, e.code !== undefined ? t`code ${e.code}` : undefined]
    .filter(Boolean)
    .join(', ');
  return id ? `${label} (${id})` : label;
}

function describeHttp(e: NodeHttpError): NodeErrorDescription {
  const where = `${e.baseUrl}${e.endpoint}`;
  if (netApiMissing(e)) {
    return {
      title: t`The node's net API is disabled`,
      detail: t`${where} answered 404: this node does not serve the peer-network API.`,
      hint: t`Start nodeos with --plugin eosio::net_api_plugin (and only expose it where that is safe).`,
    };
  }
  if (saysNotFound(e)) {
    return {
      title: t`Not found`,
      detail: nodeMessage(e),
      hint: t`Check the number, id or name. A block that is not yet produced, or an account that does not exist on this chain, gives this answer.`,
    };
  }
  if (e.status === 429) {
    return {
      title: t`The node is busy`,
      detail: t`${where} answered 429 (too many requests in flight).`,
      hint:
        e.retryAfterSeconds !== undefined
          ? t`Try again in ${e.retryAfterSeconds} s.`
          : t`Wait a moment and try again, or choose a less loaded node.`,
    };
  }
  if (!e.body) {
    const excerpt = e.bodyExcerpt;
    const status = e.status;
    return {
      title:
        e.status >= 500
          ? t`The node (or a proxy in front of it) failed`
          : t`The node answered with an unexpected error`,
      detail: excerpt
        ? t`HTTP ${status} from ${where}: “${excerpt}”.`
        : t`HTTP ${status} from ${where} with an empty body.`,
      hint:
        e.status === 502 || e.status === 503 || e.status === 504
          ? t`A gateway could not reach nodeos; the node may be down or restarting. Try again later.`
          : e.status === 404
            ? t`This node does not offer this operation (CyberWay-only calls are missing on EOSIO/Leap nodes), or the URL is not a node API.`
            : e.status === 400 && !e.bodyExcerpt
              ? t`nodeos refuses requests whose Host header is not its own address (http-validate-host): add this host name with http-alias, or reach the node by its listen address.`
              : t`The URL may point at a web server rather than a node API. Check it in Settings.`,
    };
  }
  if (e.status === 404) {
    return {
      title: t`The node does not offer this operation`,
      detail: t`${where}: ${nodeMessage(e)}.`,
      hint: t`The plugin serving it may be disabled, or it may be CyberWay-only (resolve_names, get_agent_public_key, get_proxy_status).`,
    };
  }
  return {
    title: e.status >= 500 ? t`The node reported an error` : t`The node rejected the request`,
    detail: t`${where} answered ${e.status}: ${nodeMessage(e)}`,
    hint:
      e.status >= 500
        ? t`nodeos answers most invalid requests with 500 too; check the input. If it is right, the node may be in trouble: try again or use another node.`
        : t`Check the input and try again.`,
  };
}

function describeResponse(e: NodeResponseError): NodeErrorDescription {
  if (e.kind === 'not-json') {
    return {
      title: t`The node's answer is not JSON`,
      detail: e.excerpt
        ? t`${e.endpoint} answered: “${e.excerpt}”`
        : t`${e.endpoint} answered with an empty body.`,
      hint: t`The URL may point at a web page or proxy rather than a node API, or the answer was cut off. Check the URL in Settings.`,
    };
  }
  const issues = e.issues
    .slice(0, 3)
    .map((i) => `${i.path || '(root)'}: ${i.message}`)
    .join('; ');
  return {
    title: t`Unexpected answer from the node`,
    detail: t`${e.endpoint} answered with a shape the explorer does not understand (${issues}).`,
    hint: t`The node may run a version or fork the explorer does not support.`,
  };
}

function isAbort(e: unknown): boolean {
  return e instanceof Error && (e.name === 'AbortError' || e.name === 'CancelledError');
}

/** Plain-language description of any failure, for error panels and banners. */
export function describeNodeError(e: unknown): NodeErrorDescription {
  if (e instanceof NodeUnreachableError) return describeUnreachable(e);
  if (e instanceof NodeHttpError) return describeHttp(e);
  if (e instanceof NodeResponseError) return describeResponse(e);
  if (isAbort(e)) return { title: t`Request cancelled`, detail: '', hint: t`Try again.` };
  return {
    title: t`Something went wrong`,
    detail: e instanceof Error ? e.message : String(e),
    hint: t`Try again. If it keeps happening, reload the page.`,
  };
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
