import { soak } from '../big-data.ts';
import { TARGETS } from '../config.ts';
import { log, measure, round, type BenchApp, type PhaseContext } from '../phase.ts';
import { failed, figure, notMeasured } from '../report.ts';

/** The soak phase: the live dashboard for minutes, its heap and its requests. */
export async function soakRows(ctx: PhaseContext, env: BenchApp | undefined): Promise<void> {
  const m = ctx.opts.soakMinutes;
  const browser = env?.browser;
  if (m <= 0 || !env || !browser) {
    const note = ctx.opts.quick ? 'skipped (--quick)' : 'skipped';
    ctx.figures.push(
      notMeasured('Big data', 'Dashboard 10 min @ 300 ms blocks: max JS heap', 'MB', note, {
        op: '<',
        value: TARGETS.heapMb,
      }),
      notMeasured('Big data', 'Dashboard: heap growth minute 2 → 10', 'MB', note, {
        op: '<=',
        value: TARGETS.heapGrowthMb,
      }),
    );
    return;
  }
  await measure(ctx, 'Big data', 'Dashboard soak', async () => {
    log(`dashboard soak: ${m} min, a block every 300 ms`);
    const r = await soak(browser, env.app, env.bench, m, 300, log);
    ctx.details['soak'] = r;
    ctx.figures.push(
      figure(
        'Big data',
        `Dashboard ${m} min @ 300 ms blocks: max JS heap`,
        round(r.maxMb, 1),
        'MB',
        { op: '<', value: TARGETS.heapMb },
        `after GC; ${r.produced} blocks`,
      ),
      figure(
        'Big data',
        `Dashboard: heap growth minute 2 → ${m}`,
        round(r.growthMb, 2),
        'MB',
        { op: '<=', value: TARGETS.heapGrowthMb },
        `${round(r.atMinute2, 2)} → ${round(r.atEnd, 2)} MB; slope ${round(r.slopeMbPerMin, 3)} MB/min`,
      ),
      figure(
        'Big data',
        `Dashboard ${m} min: get_block repeats`,
        r.getBlockRepeats,
        '',
        { op: '==', value: 0 },
        `${r.getBlock} get_block for ${r.produced} new blocks; head shown ${r.headShown ?? '—'} of ${r.head}`,
      ),
    );
    if (r.pageErrors.length > 0) {
      ctx.figures.push(failed('Big data', 'Dashboard soak page errors', r.pageErrors[0]));
    }
  });
}
