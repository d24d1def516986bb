/**
 * `npm start`: the dev node on 127.0.0.1:8888 and the explorer (Vite dev server) pointed at it.
 * `--port N` (or DEV_NODE_PORT) moves the node; other flags after `--` go to the dev node (e.g.
 * `npm start -- --block-interval-ms 1000`).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';
import { testKeysText } from '../dev-node/src/test-keys.ts';
import { listeningUrl, nodeSeed, startOptions } from './start-options';

const options = startOptions(process.argv.slice(2), process.env);
if ('problem' in options) {
  console.error(`npm start: ${options.problem}`);
  process.exit(1);
}
const NODE_PORT = options.port;

const node = spawn(
  process.execPath,
  ['--import', 'tsx', 'dev-node/src/main.ts', '--port', String(NODE_PORT), ...options.nodeArgs],
  // The node would print its test keys too; they come below, with the URLs.
  { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, DEV_NODE_QUIET_KEYS: '1' } },
);

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  node.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

node.on('exit', (code) => {
  if (!stopping) {
    console.error(
      `The dev node stopped (exit ${code ?? 'signal'}). Is port ${NODE_PORT} already in use? ` +
        `Use another with npm start -- --port N (or DEV_NODE_PORT=N).`,
    );
    stop(1);
  }
});

// The URL the node says it listens on, so `--port 0` (a free port) works too.
const NODE_URL = await new Promise<string>((resolve) => {
  node.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(`[dev-node] ${chunk.toString()}`);
    const url = listeningUrl(chunk.toString());
    if (url) resolve(url);
  });
});

// The dev node serves the history service (/v2) too, unless it was started with --no-history.
const HISTORY_URL = options.nodeArgs.includes('--no-history') ? '' : NODE_URL;

const server = await createServer({
  // The explorer's default node is the dev node; VITE_NODE_URL keeps a custom port consistent.
  define: {
    'import.meta.env.VITE_NODE_URL': JSON.stringify(NODE_URL),
    'import.meta.env.VITE_HISTORY_URL': JSON.stringify(HISTORY_URL),
  },
  server: { host: '127.0.0.1' },
});
await server.listen();
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
console.log(
  `\n  Explorer ready: open ${url}\n  Dev node:       ${NODE_URL}\n  History:        ${HISTORY_URL ? `${HISTORY_URL}/v2` : 'off (blocks are read)'}\n\n${testKeysText(nodeSeed(options.nodeArgs))}\n`,
);
