import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DICE } from './src/fixtures.ts';
import { createDevNode } from './src/server.ts';

const SECONDS = 4;

async function load(url: string, path: string, body: object): Promise<number> {
  const result = await autocannon({
    url: `${url}${path}`,
    method: 'POST',
    body: JSON.stringify(body),
    connections: 32,
    pipelining: 4,
    duration: SECONDS,
  });
  return Math.round(result.requests.average);
}

/** Memory (MB, RSS) of a --scale node, measured in a child process so it is not shared with this one. */
function scaleMemoryMb(): Promise<number> {
  const main = fileURLToPath(new URL('./src/main.ts', import.meta.url));
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', main, '--port', '0', '--manual', '--scale'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /rss (\d+) MB/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        child.kill('SIGTERM');
        resolve(Number(match[1]));
      }
    });
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(Number.NaN);
    });
  });
}

/**
 * Requests per second on loopback against an in-process node (targets: get_info 8000,
 * get_block 3000, get_table_rows limit 100 1500), plus the memory of a --scale node.
 */
export async function benchDevNode(): Promise<Record<string, number>> {
  const node = await createDevNode({ port: 0, manual: true });
  try {
    // Warm the caches the way a browsing explorer would before measuring.
    await fetch(`${node.url}/v1/chain/get_block`, {
      method: 'POST',
      body: '{"block_num_or_id":12000}',
    });
    const results: Record<string, number> = {
      get_info_rps: await load(node.url, '/v1/chain/get_info', {}),
      get_block_rps: await load(node.url, '/v1/chain/get_block', { block_num_or_id: 12000 }),
      get_table_rows_limit100_rps: await load(node.url, '/v1/chain/get_table_rows', {
        code: DICE.account,
        scope: DICE.scope,
        table: DICE.table,
        index: 'byplayer',
        lower_bound: { player: 'alice' },
        limit: 100,
        json: true,
      }),
    };
    await node.close();
    results['scale_rss_mb'] = await scaleMemoryMb();
    return results;
  } finally {
    await node.close();
  }
}
