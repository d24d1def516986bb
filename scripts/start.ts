/**
 * `npm start`: the dev node on 127.0.0.1:8888 and the explorer (Vite dev server) pointed at it.
 * Extra flags after `--` go to the dev node (e.g. `npm start -- --block-interval-ms 1000`).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const NODE_PORT = Number(process.env['DEV_NODE_PORT'] ?? 8888);
const NODE_URL = `http://127.0.0.1:${NODE_PORT}`;

const node = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    'dev-node/src/main.ts',
    '--port',
    String(NODE_PORT),
    ...process.argv.slice(2),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
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
        `Set DEV_NODE_PORT to use another port.`,
    );
    stop(1);
  }
});

await new Promise<void>((resolve) => {
  node.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(`[dev-node] ${chunk.toString()}`);
    if (chunk.toString().includes(NODE_URL)) resolve();
  });
});

const server = await createServer({
  // The explorer's default node is the dev node; VITE_NODE_URL keeps a custom port consistent.
  define: { 'import.meta.env.VITE_NODE_URL': JSON.stringify(NODE_URL) },
  server: { host: '127.0.0.1' },
});
await server.listen();
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
console.log(`\n  Explorer ready: open ${url}\n  Dev node:       ${NODE_URL}\n`);
