import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type Http2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

interface Cached {
  body: Buffer;
  gzip: Buffer | null;
  type: string;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** A certificate and its key (PEM), for serving over TLS. */
export interface Tls {
  key: Buffer;
  cert: Buffer;
}

/**
 * Serves a built app as a static host would (nginx in deploy/): gzip for text, long-lived cache
 * for hashed assets, `no-cache` for the rest, and index.html for every path that is not a file
 * (the single-page app's history fallback). Files are read and compressed once, then kept.
 * With `tls`, over HTTPS and HTTP/2, as public static hosts and CDNs serve a site: many small
 * chunks then share one connection instead of queueing for HTTP/1.1's six.
 */
export async function serveStatic(root: string, port: number, tls?: Tls): Promise<StaticServer> {
  const cache = new Map<string, Cached | null>();
  const load = (path: string): Cached | null => {
    if (cache.has(path)) return cache.get(path) ?? null;
    let entry: Cached | null = null;
    try {
      if (statSync(path).isFile()) {
        const body = readFileSync(path);
        const ext = extname(path);
        entry = {
          body,
          gzip: COMPRESSIBLE.has(ext) ? gzipSync(body) : null,
          type: TYPES[ext] ?? 'application/octet-stream',
        };
      }
    } catch {
      entry = null;
    }
    cache.set(path, entry);
    return entry;
  };
  const base = normalize(root);

  const handle = (
    req: IncomingMessage | Http2ServerRequest,
    res: ServerResponse | Http2ServerResponse,
  ) => {
    const rawPath = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    const filePath = normalize(join(base, rawPath));
    const inside = filePath === base || filePath.startsWith(base + sep);
    let file = inside && !rawPath.endsWith('/') ? load(filePath) : null;
    const isAsset = rawPath.startsWith('/assets/');
    if (!file && isAsset) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    file ??= load(join(base, 'index.html'));
    if (!file) {
      res.writeHead(500);
      res.end('no index.html');
      return;
    }
    const gzip = file.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip && file.gzip ? file.gzip : file.body;
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  };
  const sessions = new Set<Http2Session>();
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, handle).on('session', (session) => {
        sessions.add(session);
        session.once('close', () => sessions.delete(session));
      })
    : createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
