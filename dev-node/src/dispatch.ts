import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AnswerWriter } from './answer-writer.ts';
import type { SimulatedChain } from './chain/simulated-chain.ts';
import { parseFaultSpec, type FaultInjector } from './faults.ts';
import { errorBody, NodeError, nodeErrors } from './node-errors.ts';
import { parseBody, readBody, type BodyHandlers, type PendingRequest } from './request-body.ts';
import { HistoryError } from './routes/history-query.ts';
import { historyRoutes } from './routes/history-routes.ts';
import { routeTable } from './routes/route-table.ts';

/**
 * The node's request listener: preflights answered at once, then each body read and passed to
 * its route (/v1, /dev) or to the history service (/v2, unless `history` is off, which also
 * drops /v1/history), through the active fault if one matches.
 */
export function requestListener(
  chain: SimulatedChain,
  faults: FaultInjector,
  writer: AnswerWriter,
  history: boolean,
  firstBlock = 1,
): RequestListener {
  const cors = writer.cors;
  const routes = routeTable(history, firstBlock);
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
      writer.send(res, 404, errorBody(nodeErrors.notFound()), undefined, corsHeaders);
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
      writer.send(res, error.status, errorBody(error), undefined, corsHeaders);
      return;
    }
    writer.send(res, route.status, body, undefined, corsHeaders);
  };

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
    writer.send(res, status, body, undefined, corsHeaders);
  };

  const handlers: BodyHandlers = {
    tooLarge: (res) =>
      writer.send(res, 413, errorBody(nodeErrors.payloadTooLarge()), { connection: 'close' }),
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

  return (req: PendingRequest, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(200, writer.optionsHeaders);
      res.end();
      return;
    }
    readBody(req, res, handlers);
  };
}
