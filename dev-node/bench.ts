import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DICE } from './src/fixtures.ts';

/** Seconds per measured run; each figure is the median of ROUNDS runs. */
const SECONDS = 4;
const ROUNDS = 3;

const GET_TABLE_ROWS = {
  code: DICE.account,
  scope: DICE.scope,
  table: DICE.table,
  index: 'byplayer',
  lower_bound: { player: 'alice' },
  limit: 100,
  json: true,
};

interface RunningNode {
  url: string;
  child: ChildProcess;
  /** Wall time from spawning the process to its "listening" line (includes Node and tsx start). */
  readyMs: number;
  /** What the node printed: time in main() and RSS when it was ready. */
  ownReadyMs: number;
  readyRssMb: number;
}

/**
 * Starts `npm run dev-node` in its own process, so the node does not share an event loop (or a
 * core) with the load generator in this one.
 */
function startNode(args: string[]): Promise<RunningNode> {
  const main = fileURLToPath(new URL('./src/main.ts', import.meta.url));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', main, '--port', '0', '--manual', ...args],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`dev node ${args.join(' ')} not ready in 300 s`));
    }, 300_000);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+) .*ready in (\d+) ms, rss (\d+) MB/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1] ?? '',
        child,
        readyMs: Math.round(performance.now() - started),
        ownReadyMs: Number(match[2]),
        readyRssMb: Number(match[3]),
      });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`dev node ${args.join(' ')} exited (${code}) before it was ready`));
    });
  });
}

function stopNode(node: RunningNode): Promise<void> {
  return new Promise((resolve) => {
    if (node.child.exitCode !== null) {
      resolve();
      return;
    }
    node.child.removeAllListeners('exit');
    node.child.once('exit', () => resolve());
    node.child.kill('SIGTERM');
  });
}

/** Peak RSS (VmHWM) of a process in MB (10^6 bytes, as main.ts prints), from /proc; NaN without it. */
function peakRssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Math.round((Number(kb) * 1024) / 1e6) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Median requests/s of ROUNDS runs (after a 1 s warm-up), and the 1-minute load average. */
async function load(
  url: string,
  path: string,
  body: object,
  log: (line: string) => void,
): Promise<{ rps: number; load: number }> {
  const run = async (duration: number) => {
    const result = await autocannon({
      url: `${url}${path}`,
      method: 'POST',
      body: JSON.stringify(body),
      connections: 32,
      pipelining: 4,
      duration,
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return Math.round(result.requests.average);
  };
  await run(1);
  const runs: number[] = [];
  const loads: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    loads.push(loadavg()[0] ?? Number.NaN);
    runs.push(await run(SECONDS));
  }
  const rps = median(runs);
  const avg = Math.round(median(loads) * 10) / 10;
  log(`${path}: ${runs.join(', ')} req/s (median ${rps}), load average ${avg}`);
  return { rps, load: avg };
}

/**
 * The dev node's figures (issue 2 targets on a 2-core machine: get_info 8000 req/s, get_block
 * 3000, get_table_rows limit 100 1500, --scale within 1 GB): autocannon on loopback against
 * nodes in child processes, medians of 3 runs with the load average at the time (the machine may
 * be shared), then the same get_table_rows against a --scale node with its ready time and RSS.
 */
export async function benchDevNode(
  log: (line: string) => void = (line) => process.stderr.write(`[dev-node bench] ${line}\n`),
): Promise<Record<string, number>> {
  const results: Record<string, number> = {};
  const node = await startNode([]);
  try {
    log(`node ready in ${node.readyMs} ms (rss ${node.readyRssMb} MB)`);
    results['ready_ms'] = node.readyMs;
    // Warm the block cache the way a browsing explorer would before measuring.
    await fetch(`${node.url}/v1/chain/get_block`, {
      method: 'POST',
      body: '{"block_num_or_id":12000}',
    });
    const info = await load(node.url, '/v1/chain/get_info', {}, log);
    const block = await load(node.url, '/v1/chain/get_block', { block_num_or_id: 12000 }, log);
    const rows = await load(node.url, '/v1/chain/get_table_rows', GET_TABLE_ROWS, log);
    Object.assign(results, {
      get_info_rps: info.rps,
      get_info_load_avg: info.load,
      get_block_rps: block.rps,
      get_block_load_avg: block.load,
      get_table_rows_limit100_rps: rows.rps,
      get_table_rows_load_avg: rows.load,
    });
  } finally {
    await stopNode(node);
  }

  const scaled = await startNode(['--scale']);
  try {
    log(
      `--scale node ready in ${scaled.readyMs} ms (${scaled.ownReadyMs} ms in main), rss ${scaled.readyRssMb} MB`,
    );
    const rows = await load(scaled.url, '/v1/chain/get_table_rows', GET_TABLE_ROWS, log);
    // A page deep inside the million rows, by the descending secondary index.
    const deep = await load(
      scaled.url,
      '/v1/chain/get_table_rows',
      {
        ...GET_TABLE_ROWS,
        index: 'byamount',
        lower_bound: { amount: '50.0000 CYBER', id: 500_000 },
      },
      log,
    );
    const peak = peakRssMb(scaled.child.pid);
    log(`--scale peak rss ${peak} MB`);
    Object.assign(results, {
      scale_ready_ms: scaled.readyMs,
      scale_ready_rss_mb: scaled.readyRssMb,
      // Peak RSS over start-up and the load runs (RSS when ready where /proc is missing).
      scale_rss_mb: Number.isNaN(peak) ? scaled.readyRssMb : peak,
      scale_get_table_rows_limit100_rps: rows.rps,
      scale_get_table_rows_load_avg: rows.load,
      scale_get_table_rows_byamount_rps: deep.rps,
    });
  } finally {
    await stopNode(scaled);
  }
  return results;
}
