/**
 * `npm run bench` — issue 7's figures: weight, speed, request discipline, big data, the dev
 * node's own load figures. Prints one table (target and pass/fail per row), writes
 * bench/results/latest.json and docs/performance.md, and exits 1 when any budget is exceeded.
 * See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { buildApp } from './build.ts';
import {
  BENCH_NODE_URL,
  BENCH_OUT_DIR,
  parseOptions,
  PERFORMANCE_FILE,
  PHASES,
  RESULTS_FILE,
  runsPhase,
  type BenchOptions,
} from './config.ts';
import {
  log,
  round,
  startApp,
  started,
  stopApp,
  type BenchApp,
  type PhaseContext,
} from './phase.ts';
import { writePerformanceDoc } from './performance-doc.ts';
import { renderTable, writeResults } from './report.ts';
import { bigDataRows } from './rows/big-data-rows.ts';
import { devNodeRows } from './rows/dev-node-rows.ts';
import { historyRows } from './rows/history-rows.ts';
import { holdersRows } from './rows/holders-rows.ts';
import { lighthouseRows } from './rows/lighthouse-rows.ts';
import { requestRows } from './rows/request-rows.ts';
import { soakRows } from './rows/soak-rows.ts';
import { speedRows } from './rows/speed-rows.ts';
import { weightRows } from './rows/weight-rows.ts';

/** Load average when the run began (other work on the machine slows every timing). */
const startLoad = loadavg().map((l) => round(l, 2));

function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'index.html'], {
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head} + uncommitted changes in src/` : head;
  } catch {
    return 'unknown';
  }
}

/** The phases that need the app served, its node and a browser. */
const PAGE_PHASES = [
  'speed',
  'requests',
  'bigdata',
  'soak',
  'lighthouse',
  'history',
  'holders',
] as const;

/** The phases in a browser, in order (Lighthouse closes the browser meanwhile; the soak last). */
async function pagePhases(ctx: PhaseContext, env: BenchApp | undefined): Promise<void> {
  const { opts } = ctx;
  if (env) {
    if (runsPhase(opts, 'speed')) await speedRows(ctx, env);
    if (runsPhase(opts, 'requests')) await requestRows(ctx, env);
    if (runsPhase(opts, 'bigdata')) await bigDataRows(ctx, env);
    if (runsPhase(opts, 'history')) await historyRows(ctx, env);
    if (runsPhase(opts, 'holders')) await holdersRows(ctx, env);
  }
  if (runsPhase(opts, 'lighthouse')) await lighthouseRows(ctx, env);
  if (runsPhase(opts, 'soak')) await soakRows(ctx, env);
}

/** The browser the page phases drove, as docs/performance.md names it; '' when none ran. */
function browserName(details: Record<string, unknown>): string {
  const { chromium, browser } = details;
  if (typeof chromium !== 'string' || !chromium) return '';
  return `Chromium ${chromium}${typeof browser === 'string' ? ` (${browser})` : ''}`;
}

/** Writes latest.json and docs/performance.md, prints the table and the failures; the exit code. */
function finish(ctx: PhaseContext): number {
  const { figures, details, opts } = ctx;
  const failures = figures
    .filter((f) => f.pass === false)
    .map((f) => `${f.section}: ${f.name}${f.error ? ` (${f.error})` : ''}`);
  const date = new Date().toISOString();
  writeResults(RESULTS_FILE, {
    date,
    commit: gitCommit(),
    quick: opts.quick,
    machine: {
      cpus: cpus().length,
      loadAverageAtStart: startLoad,
      loadAverage: loadavg().map((l) => round(l, 2)),
      node: process.version,
      chromium: typeof details['chromium'] === 'string' ? details['chromium'] : '',
    },
    figures,
    details,
    failures,
  });
  writePerformanceDoc(PERFORMANCE_FILE, {
    date,
    browser: browserName(details),
    quick: opts.quick,
    phases: opts.only ? PHASES.filter((p) => opts.only?.has(p)) : null,
    figures,
  });
  const minutes = round((Date.now() - started) / 60_000, 1);
  const endLoad = loadavg().map((l) => l.toFixed(1));
  process.stdout.write(`${renderTable(figures)}\n\n`);
  process.stdout.write(
    `Figures written to ${RESULTS_FILE} and ${PERFORMANCE_FILE} (${minutes} min, load average at start ${startLoad.join(' ')}, at end ${endLoad.join(' ')}).\n`,
  );
  if (failures.length > 0) {
    process.stdout.write(`\nBENCH FAILED: ${failures.length} budget(s) exceeded:\n`);
    for (const f of failures) process.stdout.write(`  ✗ ${f}\n`);
    return 1;
  }
  process.stdout.write('\nAll budgets met.\n');
  return 0;
}

async function main(opts: BenchOptions): Promise<number> {
  const ctx: PhaseContext = { opts, figures: [], details: {} };
  const needsApp = PAGE_PHASES.some((p) => runsPhase(opts, p));
  if (!opts.skipBuild && (needsApp || runsPhase(opts, 'weight'))) {
    log(`building the app into ${BENCH_OUT_DIR} (VITE_NODE_URL=${BENCH_NODE_URL})`);
    ctx.details['buildMs'] = Math.round(await buildApp(BENCH_OUT_DIR, BENCH_NODE_URL));
  }
  if (runsPhase(opts, 'weight')) await weightRows(ctx);
  let env: BenchApp | undefined;
  try {
    if (needsApp) env = await startApp(ctx);
    await pagePhases(ctx, env);
  } finally {
    await stopApp(env);
  }
  if (runsPhase(opts, 'devnode')) await devNodeRows(ctx);
  return finish(ctx);
}

main(parseOptions(process.argv.slice(2)))
  .then((code) => process.exit(code))
  .catch((e: unknown) => {
    process.stderr.write(
      `bench crashed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    process.exit(2);
  });
