import type { ServerResponse } from 'node:http';
import { isPlainObject } from './json.ts';
import { nodeErrors, errorBody } from './node-errors.ts';

export const FAULT_MODES = [
  'timeout',
  '5xx',
  'html',
  'truncated',
  'malformed',
  'wrong-shape',
  'no-cors',
  '429',
  'net-off',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** What POST /dev/faults and --faults take; `{}` clears every fault. */
export interface FaultSpec {
  /** Delay before every matching answer. */
  latencyMs?: number;
  mode?: FaultMode;
  /** Seconds for the retry-after header of mode 429. */
  retryAfter?: number;
  /**
   * Operation names (`get_block`, `get_actions`), full paths (`/v1/chain/get_block`,
   * `/v2/health`) or a prefix (`/v2`: the whole history service); every /v1 path when absent.
   */
  paths?: string[];
}

/** Parses a fault spec from JSON (body or --faults), refusing unknown modes and wrong types. */
export function parseFaultSpec(value: unknown): FaultSpec {
  if (!isPlainObject(value))
    throw nodeErrors.badCast(Array.isArray(value) ? 'array_type' : typeof value, 'Object');
  const spec: FaultSpec = {};
  const { latencyMs, mode, retryAfter, paths } = value;
  if (latencyMs !== undefined) {
    if (typeof latencyMs !== 'number' || !(latencyMs >= 0) || latencyMs > 600_000)
      throw nodeErrors.invalidValue('latencyMs must be a number of ms (0..600000)');
    spec.latencyMs = latencyMs;
  }
  if (mode !== undefined) {
    if (typeof mode !== 'string' || !(FAULT_MODES as readonly string[]).includes(mode))
      throw nodeErrors.invalidValue(`mode must be one of ${FAULT_MODES.join(', ')}`);
    spec.mode = mode as FaultMode;
  }
  if (retryAfter !== undefined) {
    if (typeof retryAfter !== 'number' || !(retryAfter >= 0))
      throw nodeErrors.invalidValue('retryAfter must be a number of seconds');
    spec.retryAfter = retryAfter;
  }
  if (paths !== undefined) {
    if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string'))
      throw nodeErrors.invalidValue('paths must be an array of strings');
    spec.paths = paths;
  }
  return spec;
}

/**
 * Fault injection for the explorer's hardening tests: slow, hung, failing, garbled or
 * CORS-less answers on chosen paths. /dev/* is never affected, so a test can always clear.
 */
export class FaultInjector {
  spec: FaultSpec;
  private readonly held = new Set<ServerResponse>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(spec: FaultSpec) {
    this.spec = spec;
  }

  set(spec: FaultSpec): void {
    this.spec = spec;
  }

  active(): boolean {
    return this.spec.latencyMs !== undefined || this.spec.mode !== undefined;
  }

  match(path: string): FaultSpec | undefined {
    if (!this.active()) return undefined;
    const paths = this.spec.paths;
    if (!paths || paths.length === 0) return path.startsWith('/v1/') ? this.spec : undefined;
    const named = paths.some(
      (p) =>
        p === path || path.endsWith(`/${p}`) || (p.startsWith('/') && path.startsWith(`${p}/`)),
    );
    return named ? this.spec : undefined;
  }

  /** Runs `proceed` (the real answer, with or without CORS headers) or misbehaves instead. */
  apply(
    fault: FaultSpec,
    res: ServerResponse,
    cors: Record<string, string>,
    proceed: (cors: Record<string, string>) => void,
  ): void {
    const act = () => this.misbehave(fault, res, cors, proceed);
    if (fault.latencyMs) {
      const t = setTimeout(() => {
        this.timers.delete(t);
        act();
      }, fault.latencyMs);
      this.timers.add(t);
    } else act();
  }

  private misbehave(
    fault: FaultSpec,
    res: ServerResponse,
    cors: Record<string, string>,
    proceed: (cors: Record<string, string>) => void,
  ): void {
    if (res.destroyed) return;
    const json = { ...cors, 'content-type': 'application/json' };
    // The history service fails in its own shapes (fastify's error object, its own fields).
    const history = res.req.url?.startsWith('/v2') === true;
    switch (fault.mode) {
      case undefined:
        return proceed(cors);
      case 'no-cors':
        return proceed({});
      case 'timeout':
        // Never answer; the connection is dropped when the node closes.
        this.held.add(res);
        res.on('close', () => this.held.delete(res));
        return;
      case 'net-off':
        res.socket?.destroy();
        return;
      case '5xx': {
        if (history) {
          res.writeHead(500, json).end(
            JSON.stringify({
              statusCode: 500,
              error: 'Internal Server Error',
              message: 'injected fault: 5xx',
            }),
          );
          return;
        }
        const body = JSON.stringify({
          code: 503,
          message: 'Service Unavailable',
          error: {
            code: 0,
            name: 'exception',
            what: 'unspecified',
            details: [
              {
                message: 'injected fault: 5xx',
                file: 'dev-node',
                line_number: 0,
                method: 'faults',
              },
            ],
          },
        });
        res.writeHead(503, json).end(body);
        return;
      }
      case 'html':
        res
          .writeHead(502, { ...cors, 'content-type': 'text/html' })
          .end(
            '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
          );
        return;
      case 'truncated': {
        const body =
          '{"server_version":"de7e1e00","chain_id":"' + '0'.repeat(64) + '","head_block_num":';
        res.writeHead(200, { ...json, 'content-length': String(body.length * 2) });
        res.write(body);
        setTimeout(() => res.socket?.destroy(), 10);
        return;
      }
      case 'malformed':
        res.writeHead(200, json).end('{"head_block_num": 12, "rows": [1, 2,, "more": tru');
        return;
      case 'wrong-shape':
        res.writeHead(200, json).end(
          history
            ? // Fails every history answer's shape: health, actions, transaction, creator, created.
              '{"version":7,"health":"OK","total":"many","actions":"not an array","executed":"yes","account":42,"accounts":"none"}'
            : '{"unexpected":"shape","rows":"not an array","head_block_num":"not a number"}',
        );
        return;
      case '429':
        res
          .writeHead(429, {
            ...json,
            'retry-after': String(fault.retryAfter ?? 1),
            // Not a CORS-safelisted header: without this a browser client cannot read it.
            ...(cors['access-control-allow-origin']
              ? { 'access-control-expose-headers': 'Retry-After' }
              : {}),
          })
          .end(errorBody(nodeErrors.busy()));
        return;
    }
  }

  clearTimers(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const res of this.held) res.destroy();
    this.held.clear();
  }
}
