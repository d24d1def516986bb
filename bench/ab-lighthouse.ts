import { lighthouseSideBySide } from './lighthouse.ts';

/**
 * Lighthouse (mobile) on the same addresses of each build, run by run in turn (A, B, A, B, …), so
 * both sides see the same load of this shared machine: only such pairs tell whether a change
 * lowered the blocking time, whatever the machine's load makes of the absolute figures.
 */
export async function lighthouseRounds(
  apps: readonly { dir: string; url: string }[],
  paths: readonly string[],
  rounds: number,
  chromium: string,
): Promise<void> {
  console.log(`Lighthouse mobile, ${rounds} interleaved runs each (medians):`);
  for (const path of paths) {
    const results = await lighthouseSideBySide(
      apps.map((app, i) => ({ url: `${app.url}${path}`, report: `ab-${i}-${path}` })),
      chromium,
      rounds,
    );
    console.log(`  ${path}`);
    for (const [i, r] of results.entries()) {
      const tbt = (r.samples['total-blocking-time'] ?? []).map(Math.round).join(', ');
      console.log(
        `    ${apps[i]!.dir}: score ${r.score.toFixed(2)}, ` +
          `TBT ${Math.round(r.metrics['total-blocking-time'] ?? Number.NaN)} ms (${tbt}), ` +
          `LCP ${Math.round(r.metrics['largest-contentful-paint'] ?? Number.NaN)} ms, ` +
          `long tasks ${r.longTaskCounts.join(', ')}`,
      );
    }
  }
}
