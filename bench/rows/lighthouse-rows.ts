import { launchBrowser } from '../browser.ts';
import { BENCH_NODE_URL, TARGETS } from '../config.ts';
import { lighthouseScore } from '../lighthouse.ts';
import { log, measure, round, type BenchApp, type PhaseContext } from '../phase.ts';
import { aimFigure, notMeasured } from '../report.ts';

/**
 * The Lighthouse phase: the dashboard, a block page and an account page (the three issue 32
 * budgets), and the dashboard without a node (issue 37: its requests refused), each
 * `lighthouseRuns` times. The bench's browser is closed meanwhile (it would share the CPU with
 * Lighthouse's trace), then reopened.
 *
 * The score is an aim, printed and never failing the run (issue 37, item 6): Lighthouse's mobile
 * device is this machine's CPU slowed four times, so its score moves with whatever else the two
 * cores run; what the app itself changed shows in `npm run bench:ab -- … --lighthouse`, the two
 * builds side by side in one run.
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
  if (!opts.lighthouse || !env) {
    const note = opts.quick ? 'skipped (--quick)' : 'skipped';
    for (const { name } of pages) {
      ctx.figures.push({
        ...notMeasured('Speed', `Lighthouse mobile performance ${name}`, 'score', note),
        aim,
      });
    }
    return;
  }
  await env.browser?.close();
  env.browser = undefined;
  const results: unknown[] = [];
  for (const { path, name, blocked } of pages) {
    await measure(ctx, 'Speed', `Lighthouse ${name}`, async () => {
      log(`Lighthouse ${name} (${opts.lighthouseRuns} runs)`);
      const url = `${env.app}${path}`;
      const r = await lighthouseScore(
        url,
        opts.lighthouseChromiumPath,
        opts.lighthouseRuns,
        blocked,
      );
      results.push({ ...r, name });
      const lcp = round(r.metrics['largest-contentful-paint'] ?? Number.NaN);
      const tbt = round(r.metrics['total-blocking-time'] ?? Number.NaN);
      const cls = r.metrics['cumulative-layout-shift'] ?? Number.NaN;
      ctx.figures.push(
        aimFigure(
          'Speed',
          `Lighthouse mobile performance ${name}`,
          r.score,
          'score',
          aim,
          `median of ${r.scores.length}: ${r.scores.join(', ')}; LCP ${lcp} ms, TBT ${tbt} ms, ` +
            `CLS ${cls.toFixed(3)}, long tasks ${r.longTasks}`,
        ),
      );
    });
  }
  ctx.details['lighthouse'] = results;
  env.browser = await launchBrowser(opts.chromiumPath);
}
