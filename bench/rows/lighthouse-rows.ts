import { launchBrowser } from '../browser.ts';
import { buildAnchor } from '../build.ts';
import { BENCH_APP_PORT, BENCH_NODE_URL, TARGETS } from '../config.ts';
import { lighthouseSideBySide, type LighthouseResult } from '../lighthouse.ts';
import { log, measure, round, type BenchApp, type PhaseContext } from '../phase.ts';
import { aimFigure, notMeasured } from '../report.ts';
import { serveStatic } from '../static-server.ts';

/** Where the anchor (bench/anchor) is built: never the app's own output. */
const ANCHOR_OUT_DIR = '.tmp/bench-anchor';

function describe(r: LighthouseResult): string {
  const lcp = round(r.metrics['largest-contentful-paint'] ?? Number.NaN);
  const tbt = round(r.metrics['total-blocking-time'] ?? Number.NaN);
  const cls = r.metrics['cumulative-layout-shift'] ?? Number.NaN;
  return `median of ${r.scores.length}: ${r.scores.join(', ')}; LCP ${lcp} ms, TBT ${tbt} ms, CLS ${cls.toFixed(3)}, long tasks ${r.longTasks}`;
}

/**
 * The Lighthouse phase: the dashboard, a block page and an account page (the three issue 32
 * budgets), and the dashboard without a node (issue 37: its requests refused), each
 * `lighthouseRuns` times. The bench's browser is closed meanwhile (it would share the CPU with
 * Lighthouse's trace), then reopened.
 *
 * The score is an aim, printed and never failing the run (issue 37, item 6): Lighthouse's mobile
 * device is this machine's CPU slowed four times, so its score moves with whatever else the two
 * cores run. Each page is therefore run in turn with the same address of the anchor
 * (bench/anchor: React, react-router and TanStack Query drawing one node answer, nothing of the
 * app), and the ratio of the two LCPs is the figure that says how much of the time is the app's
 * own work rather than the libraries' and the machine's.
 */
export async function lighthouseRows(ctx: PhaseContext, env: BenchApp | undefined): Promise<void> {
  const { opts } = ctx;
  const pages = [
    { path: '/', name: '/', blocked: [] },
    { path: `/block/${env?.block.num ?? 0}`, name: `/block/${env?.block.num ?? 0}`, blocked: [] },
    { path: '/account/alice', name: '/account/alice', blocked: [] },
    { path: '/', name: '/ without a node', blocked: [`${BENCH_NODE_URL}/*`] },
  ];
  const aim = { op: '>=', value: TARGETS.lighthouse } as const;
  const ratioAim = { op: '<=', value: TARGETS.lighthouseLcpOfAnchor } as const;
  if (!opts.lighthouse || !env) {
    const note = opts.quick ? 'skipped (--quick)' : 'skipped';
    for (const { name } of pages) {
      ctx.figures.push({
        ...notMeasured('Speed', `Lighthouse mobile performance ${name}`, 'score', note),
        aim,
      });
      ctx.figures.push({
        ...notMeasured('Speed', `Lighthouse LCP ${name}, ours / anchor`, '×', note),
        aim: ratioAim,
      });
    }
    return;
  }
  await env.browser?.close();
  env.browser = undefined;
  log('building the Lighthouse anchor (bench/anchor)');
  await buildAnchor(ANCHOR_OUT_DIR, BENCH_NODE_URL);
  const anchor = await serveStatic(ANCHOR_OUT_DIR, BENCH_APP_PORT + 2);
  const results: unknown[] = [];
  try {
    for (const { path, name, blocked } of pages) {
      await measure(ctx, 'Speed', `Lighthouse ${name}`, async () => {
        log(`Lighthouse ${name} and the anchor's, in turn (${opts.lighthouseRuns} runs each)`);
        const [ours, floor] = await lighthouseSideBySide(
          [
            { url: `${env.app}${path}`, blocked },
            { url: `${anchor.url}${path}`, blocked, report: `anchor-${name}` },
          ],
          opts.lighthouseChromiumPath,
          opts.lighthouseRuns,
        );
        if (!ours || !floor) throw new Error('no Lighthouse result');
        results.push({ ...ours, name }, { ...floor, name: `anchor ${name}` });
        ctx.figures.push(
          aimFigure(
            'Speed',
            `Lighthouse mobile performance ${name}`,
            ours.score,
            'score',
            aim,
            `${describe(ours)}; the anchor ${floor.score} (${describe(floor)})`,
          ),
        );
        const lcp = ours.metrics['largest-contentful-paint'] ?? Number.NaN;
        const floorLcp = floor.metrics['largest-contentful-paint'] ?? Number.NaN;
        ctx.figures.push(
          aimFigure(
            'Speed',
            `Lighthouse LCP ${name}, ours / anchor`,
            Math.round((lcp / floorLcp) * 100) / 100,
            '×',
            ratioAim,
            `${round(lcp)} ms / ${round(floorLcp)} ms, medians of runs taken in turn`,
          ),
        );
      });
    }
  } finally {
    await anchor.close();
  }
  ctx.details['lighthouse'] = results;
  env.browser = await launchBrowser(opts.chromiumPath);
}
