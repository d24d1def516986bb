import { median } from './browser.ts';
import { lighthouseScore } from './lighthouse.ts';

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
    const samples = apps.map(() => ({
      score: [] as number[],
      tbt: [] as number[],
      lcp: [] as number[],
      longTasks: [] as number[],
    }));
    for (let round = 0; round < rounds; round++) {
      for (const [i, app] of apps.entries()) {
        const result = await lighthouseScore(`${app.url}${path}`, chromium, 1);
        samples[i]!.score.push(result.score);
        samples[i]!.tbt.push(result.metrics['total-blocking-time'] ?? Number.NaN);
        samples[i]!.lcp.push(result.metrics['largest-contentful-paint'] ?? Number.NaN);
        samples[i]!.longTasks.push(result.longTasks);
      }
    }
    console.log(`  ${path}`);
    for (const [i, side] of samples.entries()) {
      const tbt = side.tbt.map(Math.round).join(', ');
      console.log(
        `    ${apps[i]!.dir}: score ${median(side.score).toFixed(2)}, ` +
          `TBT ${Math.round(median(side.tbt))} ms (${tbt}), LCP ${Math.round(median(side.lcp))} ms, ` +
          `long tasks ${side.longTasks.join(', ')}`,
      );
    }
  }
}
