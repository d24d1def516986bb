import { launchBrowser } from '../browser.ts';
import { TARGETS } from '../config.ts';
import { lighthouseScore } from '../lighthouse.ts';
import { log, measure, round, type BenchApp, type PhaseContext } from '../phase.ts';
import { figure, notMeasured } from '../report.ts';

/**
 * The Lighthouse phase: the dashboard, a block page and an account page (the three issue 32
 * budgets), each `lighthouseRuns` times. The bench's
 * browser is closed meanwhile (it would share the CPU with Lighthouse's trace), then reopened.
 */
export async function lighthouseRows(ctx: PhaseContext, env: BenchApp | undefined): Promise<void> {
  const { opts } = ctx;
  const paths = ['/', `/block/${env?.block.num ?? 0}`, '/account/alice'];
  if (!opts.lighthouse || !env) {
    const note = opts.quick ? 'skipped (--quick)' : 'skipped';
    for (const path of paths) {
      ctx.figures.push(
        notMeasured('Speed', `Lighthouse mobile performance ${path}`, 'score', note, {
          op: '>=',
          value: TARGETS.lighthouse,
        }),
      );
    }
    return;
  }
  await env.browser?.close();
  env.browser = undefined;
  const results: unknown[] = [];
  for (const path of paths) {
    await measure(ctx, 'Speed', `Lighthouse ${path}`, async () => {
      log(`Lighthouse ${path} (${opts.lighthouseRuns} runs)`);
      const url = `${env.app}${path}`;
      const r = await lighthouseScore(url, opts.lighthouseChromiumPath, opts.lighthouseRuns);
      results.push(r);
      const lcp = round(r.metrics['largest-contentful-paint'] ?? Number.NaN);
      const tbt = round(r.metrics['total-blocking-time'] ?? Number.NaN);
      ctx.figures.push(
        figure(
          'Speed',
          `Lighthouse mobile performance ${path}`,
          r.score,
          'score',
          { op: '>=', value: TARGETS.lighthouse },
          `median of ${r.scores.length}: ${r.scores.join(', ')}; LCP ${lcp} ms, TBT ${tbt} ms`,
        ),
      );
    });
  }
  ctx.details['lighthouse'] = results;
  env.browser = await launchBrowser(opts.chromiumPath);
}
