import type { ServerResponse } from 'node:http';

/** Header names and values in one flat list, as `res.writeHead` takes them. */
export function flatHeaders(...records: Record<string, string>[]): string[] {
  const out: string[] = [];
  for (const record of records) for (const [k, v] of Object.entries(record)) out.push(k, v);
  return out;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * Writes the node's answers with its CORS headers. The header list of an ordinary answer is
 * computed once, and once per cached Buffer (get_info, get_block) with its length.
 */
export class AnswerWriter {
  readonly cors: Record<string, string>;
  /** The headers of an OPTIONS (preflight) answer. */
  readonly optionsHeaders: string[];
  /** The headers of every ordinary answer, computed once. */
  private readonly answerHeaders: string[];
  /** Complete header lists of cached answers (get_info, get_block), keyed by their Buffer. */
  private readonly cachedHeaders = new WeakMap<Buffer, string[]>();

  constructor(corsOrigin: string) {
    this.cors = {
      'access-control-allow-origin': corsOrigin,
      'access-control-allow-headers': 'Content-Type',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    this.answerHeaders = flatHeaders(this.cors, JSON_TYPE);
    this.optionsHeaders = flatHeaders(this.cors, { 'content-length': '0' });
  }

  /** A JSON answer; `corsHeaders` replaces the CORS headers (a fault that drops them). */
  send(
    res: ServerResponse,
    status: number,
    body: string | Buffer,
    extra?: Record<string, string>,
    corsHeaders = this.cors,
  ): void {
    if (res.headersSent || res.destroyed) return;
    const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    let headers: string[] | undefined;
    if (extra === undefined && corsHeaders === this.cors) {
      if (typeof body !== 'string') {
        headers = this.cachedHeaders.get(body);
        if (!headers) {
          headers = [...this.answerHeaders, 'content-length', String(length)];
          this.cachedHeaders.set(body, headers);
        }
      } else headers = [...this.answerHeaders, 'content-length', String(length)];
    } else {
      headers = flatHeaders(
        corsHeaders,
        JSON_TYPE,
        { 'content-length': String(length) },
        extra ?? {},
      );
    }
    res.writeHead(status, headers);
    res.end(body);
  }
}
