import { spawn } from 'node:child_process';
import { TARGETS } from '../config.ts';
import { log, measure, type PhaseContext } from '../phase.ts';
import { figure, notMeasured, type Figure } from '../report.ts';

interface DevNodeFigures {
  source: string;
  figures: Record<string, number>;
}

/** The dev node's own bench, in a child process (bench/dev-node-figures.ts). */
function devNodeFigures(): Promise<DevNodeFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/dev-node-figures.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 9 * 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const line = out.split('\n').find((l) => l.startsWith('BENCH_DEV_NODE '));
      if (!line) {
        reject(new Error(`dev node bench exited ${code} without figures`));
        return;
      }
      resolve(JSON.parse(line.slice('BENCH_DEV_NODE '.length)) as DevNodeFigures);
    });
  });
}

function devNodeFigureRows(r: DevNodeFigures): Figure[] {
  const f = r.figures;
  const notReported = `not reported by ${r.source}`;
  const rps = (key: string, label: string, target: number) => {
    const value = f[key];
    return typeof value === 'number'
      ? figure('Dev node', label, value, 'req/s', { op: '>=', value: target })
      : notMeasured('Dev node', label, 'req/s', notReported, { op: '>=', value: target });
  };
  const rss = f['scale_rss_mb'];
  const rssName = '--scale memory (100k accounts, 1M rows)';
  const rssTarget = { op: '<=', value: TARGETS.scaleRssMb } as const;
  return [
    rps('get_info_rps', 'get_info', TARGETS.getInfoRps),
    rps('get_block_rps', 'get_block', TARGETS.getBlockRps),
    rps('get_table_rows_limit100_rps', 'get_table_rows (limit 100)', TARGETS.getTableRowsRps),
    rps(
      'scale_get_table_rows_limit100_rps',
      '--scale: get_table_rows (limit 100)',
      TARGETS.getTableRowsRps,
    ),
    ...(typeof f['scale_get_table_rows_byamount_rps'] === 'number'
      ? [
          rps(
            'scale_get_table_rows_byamount_rps',
            '--scale: get_table_rows (limit 100, byamount)',
            TARGETS.getTableRowsRps,
          ),
        ]
      : []),
    typeof rss === 'number' && !Number.isNaN(rss)
      ? figure('Dev node', rssName, rss, 'MB RSS', rssTarget)
      : notMeasured('Dev node', rssName, 'MB RSS', notReported, rssTarget),
  ];
}

/** The dev-node phase: its request rates and its memory at scale. */
export function devNodeRows(ctx: PhaseContext): Promise<void> {
  return measure(ctx, 'Dev node', 'dev node bench', async () => {
    log('dev node load figures (autocannon; --scale memory)');
    const r = await devNodeFigures();
    ctx.details['devNode'] = r;
    ctx.figures.push(...devNodeFigureRows(r));
  });
}
