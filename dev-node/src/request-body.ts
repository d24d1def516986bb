import type { IncomingMessage, ServerResponse } from 'node:http';
import { nodeErrors } from './node-errors.ts';

/** The largest body the node reads (nodeos's default max_body_size). */
export const MAX_BODY = 1024 * 1024;

/** The body as JSON: empty means "no parameters"; whitespace only is fc's end-of-file (422). */
export function parseBody(text: string): unknown {
  if (text.length === 0) return undefined;
  if (text.trim().length === 0) throw nodeErrors.eof();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const bad =
      [...text.trim()].find((c, i) => i > 0 || !'{["-0123456789tfn'.includes(c)) ??
      text.trim()[0] ??
      ' ';
    throw text.trim().length > 0 && /^[{[]/.test(text.trim()) && !/[}\]]\s*$/.test(text)
      ? nodeErrors.parse(`Unexpected EOF: ${text.slice(0, 64)}`)
      : nodeErrors.parse(`Unexpected char '${bad.charCodeAt(0)}' in "${text.slice(0, 64)}"`);
  }
}

/** What the shared body listeners need: set on each request, no closures per request. */
export interface BodyHandlers {
  onBody(req: PendingRequest, res: ServerResponse, text: string): void;
  tooLarge(res: ServerResponse): void;
}

export interface PendingRequest extends IncomingMessage {
  response?: ServerResponse;
  handlers?: BodyHandlers;
  chunks?: Buffer[];
  size?: number;
  refused?: boolean;
}

function onData(this: PendingRequest, chunk: Buffer): void {
  if (this.refused) return;
  this.size = (this.size ?? 0) + chunk.length;
  if (this.size > MAX_BODY) {
    this.refused = true;
    if (this.response) this.handlers?.tooLarge(this.response);
    return;
  }
  (this.chunks ??= []).push(chunk);
}

function onEnd(this: PendingRequest): void {
  if (this.refused || !this.response) return;
  const chunks = this.chunks;
  const text =
    chunks === undefined
      ? ''
      : (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)).toString('utf8');
  this.handlers?.onBody(this, this.response, text);
}

function onError(this: PendingRequest): void {
  this.response?.destroy();
}

/**
 * Reads a request's body and hands it to `handlers.onBody` (or refuses it with
 * `handlers.tooLarge` once it passes MAX_BODY), through listeners shared by every request.
 */
export function readBody(req: PendingRequest, res: ServerResponse, handlers: BodyHandlers): void {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > MAX_BODY) {
    handlers.tooLarge(res);
    req.resume();
    return;
  }
  req.response = res;
  req.handlers = handlers;
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onError);
}
