import { parseArgs } from 'node:util';
import { parseFaultSpec } from './faults.ts';
import { BLOCK_INTERVAL_MS, DEFAULT_HOST, DEFAULT_PORT, DEFAULT_SEED } from './fixtures.ts';
import { createDevNode } from './server.ts';
import { testKeysText } from './test-keys.ts';

const USAGE = `usage: npm run dev-node -- [--port 8888] [--host 127.0.0.1] [--block-interval-ms 3000]
       [--seed 1] [--manual] [--scale] [--faults '{"mode":"5xx","paths":["get_block"]}']
       [--cors-origin '*'] [--start-time 2024-01-01T00:00:00Z] [--no-history]
       [--block-log-from 11000]`;

function intOption(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a non-negative integer\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'block-interval-ms': { type: 'string' },
      seed: { type: 'string' },
      manual: { type: 'boolean' },
      scale: { type: 'boolean' },
      faults: { type: 'string' },
      'cors-origin': { type: 'string' },
      'start-time': { type: 'string' },
      // The Hyperion v2 subset under /v2 is on unless this is given (the explorer then scans blocks).
      'no-history': { type: 'boolean' },
      // A trimmed block log: get_block answers only blocks from this one on.
      'block-log-from': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  let faults;
  if (values.faults !== undefined) {
    try {
      faults = parseFaultSpec(JSON.parse(values.faults));
    } catch (e) {
      console.error(`--faults: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
      process.exit(2);
    }
  }
  const startMs = values['start-time'] !== undefined ? Date.parse(values['start-time']) : undefined;
  if (startMs !== undefined && Number.isNaN(startMs)) {
    console.error(`--start-time must be an ISO date\n${USAGE}`);
    process.exit(2);
  }
  const started = performance.now();
  const node = await createDevNode({
    port: intOption(values.port, 'port', DEFAULT_PORT),
    host: values.host ?? DEFAULT_HOST,
    blockIntervalMs: intOption(values['block-interval-ms'], 'block-interval-ms', BLOCK_INTERVAL_MS),
    seed: intOption(values.seed, 'seed', DEFAULT_SEED),
    manual: values.manual ?? false,
    scale: values.scale ?? false,
    ...(values['cors-origin'] !== undefined ? { corsOrigin: values['cors-origin'] } : {}),
    ...(faults ? { faults } : {}),
    ...(startMs !== undefined ? { startMs } : {}),
    history: values['no-history'] !== true,
    blockLogFrom: intOption(values['block-log-from'], 'block-log-from', 1),
  });
  const head = node.chain.head();
  console.log(
    `CyberWay dev node listening on ${node.url} (chain ${node.chain.chainId.toString('hex').slice(0, 16)}…, head ${head.num}, ready in ${Math.round(performance.now() - started)} ms, rss ${Math.round(process.memoryUsage().rss / 1e6)} MB${values.manual ? ', manual blocks' : ''}${values['no-history'] ? ', no history service' : ', history service at /v2'})`,
  );
  // The keys that sign for the test accounts (npm start prints them itself, with the URLs).
  if (process.env['DEV_NODE_QUIET_KEYS'] !== '1') console.log(testKeysText(node.chain.seed));
  const stop = () => {
    void node.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
