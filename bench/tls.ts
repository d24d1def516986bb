import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tls } from './static-server.ts';

/**
 * A self-signed certificate for 127.0.0.1, made by openssl for this bench run (Node cannot make
 * one itself); null where openssl is missing, and the HTTP/2 figures are then not measured. The
 * browsers that load over it are told to accept it (Lighthouse's `--ignore-certificate-errors`).
 */
export function benchCertificate(dir = '.tmp/bench-tls'): Tls | null {
  mkdirSync(dir, { recursive: true });
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'],
      ...['-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  if (made.status !== 0) return null;
  return { key: readFileSync(key), cert: readFileSync(cert) };
}
