import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SimulatedChain } from './chain/simulated-chain.ts';
import {
  BLOCK_INTERVAL_MS,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_SEED,
  RESERVE_SLOTS,
} from './fixtures.ts';
import { FaultInjector, parseFaultSpec, type FaultSpec } from './faults.ts';
import { errorBody, NodeError, nodeErrors } from './node-errors.ts';
import { accountRoutes } from './routes/account-routes.ts';
import { blockRoutes } from './routes/block-routes.ts';
import { devRoutes } from './routes/dev-routes.ts';
import { helperRoutes } from './routes/helper-routes.ts';
import { HistoryError } from './routes/history-query.ts';
import { historyRoutes } from './routes/history-routes.ts';
import { netRoutes } from './routes/net-routes.ts';
import type { RouteHandler } from './routes/route-types.ts';
import { tableRoutes } from './routes/table-routes.ts';

export interface DevNodeOptions {
  port?: number;
  host?: string;
  seed?: number;
  blockIntervalMs?: number;
  /** Produce blocks only on POST /dev/produce_block. */
  manual?: boolean;
  /** access-control-allow-origin; `*` by default. */
  corsOrigin?: string;
  clock?: () => number;
  /** 100,000 accounts and 1,000,000 table rows. */
  scale?: boolean;
  /** Faults active from the start (same shape as POST /dev/faults). */
  faults?: FaultSpec;
  /** Time of the last history block (ms); pins block times and ids across runs. */
  startMs?: number;
  /** Serve the Hyperion v2 subset under /v2 (on by default; false: the node alone). */
  history?: boolean;
}

export interface DevNode {
  url: string;
  chain: SimulatedChain;
  faults: FaultInjector;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

const CHAIN_ROUTES: Record<string, RouteHandler> = {
  ...blockRoutes,
  ...accountRoutes,
  ...tableRoutes,
  ...helperRoutes,
};
const ROUTES = new Map<string, { handler: RouteHandler; status: number; devOnly?: boolean }>();
for (const [op, handler] of Object.entries(CHAIN_ROUTES))
  ROUTES.set(`/v1/chain/${op}`, { handler, status: 200 });
for (const [op, handler] of Object.entries(netRoutes))
  ROUTES.set(`/v1/net/${op}`, { handler, status: 201 });
for (const [op, handler] of Object.entries({ ...devRoutes }))
  ROUTES.set(`/dev/${op}`, { handler, status: 200, devOnly: true });
ROUTES.set('/v1/node/get_supported_apis', {
  handler: () => JSON.stringify({ apis: [...ROUTES.keys()].filter((p) => p.startsWith('/v1/')) }),
  status: 200,
});

/** The body as JSON: empty means "no parameters"; whitespace only is fc's end-of-file (422). */
function parseBody(text: string): unknown {
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

/** Header names and values in one flat list, as `res.writeHead` takes them. */
function flatHeaders(...records: Record<string, string>[]): string[] {
  const out: string[] = [];
  for (const record of records) for (const [k, v] of Object.entries(record)) out.push(k, v);
  return out;
}

/** What the shared body listeners need: set on each request, no closures per request. */
interface BodyHandlers {
  onBody(req: PendingRequest, res: ServerResponse, text: string): void;
  tooLarge(res: ServerResponse): void;
}

interface PendingRequest extends IncomingMessage {
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

export async function createDevNode(opts: DevNodeOptions = {}): Promise<DevNode> {
  const host = opts.host ?? DEFAULT_HOST;
  const interval = opts.blockIntervalMs ?? BLOCK_INTERVAL_MS;
  // Blocks that may come faster than one per slot start from a head behind the clock (README: Time).
  const fast = opts.manual === true || interval < BLOCK_INTERVAL_MS;
  const chain = new SimulatedChain({
    seed: opts.seed ?? DEFAULT_SEED,
    reserveSlots: fast ? RESERVE_SLOTS : 0,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.scale ? { scale: true } : {}),
    ...(opts.startMs !== undefined ? { startMs: opts.startMs } : {}),
  });
  const faults = new FaultInjector(opts.faults ?? {});
  const cors: Record<string, string> = {
    'access-control-allow-origin': opts.corsOrigin ?? '*',
    'access-control-allow-headers': 'Content-Type',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  };
  const JSON_TYPE = { 'content-type': 'application/json' };
  /** The headers of every ordinary answer, computed once. */
  const answerHeaders = flatHeaders(cors, JSON_TYPE);
  const optionsHeaders = flatHeaders(cors, { 'content-length': '0' });
  /** Complete header lists of cached answers (get_info, get_block), keyed by their Buffer. */
  const cachedHeaders = new WeakMap<Buffer, string[]>();

  const send = (
    res: ServerResponse,
    status: number,
    body: string | Buffer,
    extra?: Record<string, string>,
    corsHeaders = cors,
  ) => {
    if (res.headersSent || res.destroyed) return;
    const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    let headers: string[] | undefined;
    if (extra === undefined && corsHeaders === cors) {
      if (typeof body !== 'string') {
        headers = cachedHeaders.get(body);
        if (!headers) {
          headers = [...answerHeaders, 'content-length', String(length)];
          cachedHeaders.set(body, headers);
        }
      } else headers = [...answerHeaders, 'content-length', String(length)];
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
  };

  const routes = new Map(ROUTES);
  routes.set('/dev/faults', {
    handler: (body) => {
      faults.set(parseFaultSpec(body ?? {}));
      return JSON.stringify(faults.spec);
    },
    status: 200,
    devOnly: true,
  });

  const answer = (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    text: string,
    corsHeaders = cors,
  ) => {
    const route = routes.get(path);
    if (!route || (route.devOnly && req.method !== 'POST')) {
      send(res, 404, errorBody(nodeErrors.notFound()), undefined, corsHeaders);
      return;
    }
    let body: string | Buffer;
    try {
      body = route.handler(parseBody(text), chain);
    } catch (e) {
      const error =
        e instanceof NodeError
          ? e
          : nodeErrors.internal(e instanceof Error ? e.message : String(e));
      send(res, error.status, errorBody(error), undefined, corsHeaders);
      return;
    }
    send(res, route.status, body, undefined, corsHeaders);
  };

  const history = opts.history !== false;
  /** A /v2 request: the history service's answer or its (fastify) error, GET only. */
  const answerHistory = (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    corsHeaders = cors,
  ) => {
    const handler = req.method === 'GET' ? historyRoutes[path] : undefined;
    let status = 200;
    let body: string;
    try {
      if (!handler) throw new HistoryError(404, `Route ${req.method ?? 'GET'}:${path} not found`);
      const url = new URL(req.url ?? '/', 'http://history');
      body = handler({ query: url.searchParams, host: req.headers.host ?? '' }, chain);
    } catch (e) {
      const error =
        e instanceof HistoryError
          ? e
          : new HistoryError(500, e instanceof Error ? e.message : String(e));
      status = error.status;
      body = error.body();
    }
    send(res, status, body, undefined, corsHeaders);
  };

  const handlers: BodyHandlers = {
    tooLarge: (res) =>
      send(res, 413, errorBody(nodeErrors.payloadTooLarge()), { connection: 'close' }),
    onBody: (req, res, text) => {
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const path = q < 0 ? url : url.slice(0, q);
      const fault = path.startsWith('/dev/') ? undefined : faults.match(path);
      const proceed =
        history && (path === '/v2' || path.startsWith('/v2/'))
          ? (headers: Record<string, string>) => answerHistory(req, res, path, headers)
          : (headers: Record<string, string>) => answer(req, res, path, text, headers);
      if (fault) faults.apply(fault, res, cors, proceed);
      else proceed(cors);
    },
  };

  const server = createServer((req: PendingRequest, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(200, optionsHeaders);
      res.end();
      return;
    }
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
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  const timer = opts.manual
    ? undefined
    : setInterval(() => {
        // A block only when its slot has come: at the slot's pace, the clock's own slot (slots
        // missed by a late timer stay empty, as on a real chain); faster, the next slot.
        if (!chain.paused && chain.nextSlot(!fast) !== undefined)
          chain.produceBlock({ followClock: !fast });
      }, interval);

  const urlHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    chain,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        if (timer) clearInterval(timer);
        faults.clearTimers();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
