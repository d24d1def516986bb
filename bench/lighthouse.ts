import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.ts';
import { median } from './browser.ts';

export interface LighthouseResult {
  url: string;
  score: number;
  scores: number[];
  /** Median of the key metrics (ms) over the runs, as Lighthouse's simulated mobile device. */
  metrics: Record<string, number>;
  /** Median count of the main thread's long tasks Lighthouse lists (its `long-tasks` audit). */
  longTasks: number;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/**
 * Lighthouse's default (mobile: simulated slow 4G and 4× CPU slowdown) performance category,
 * `runs` times on a fresh headless Chromium each, median score.
 */
export async function lighthouseScore(
  url: string,
  chromePath: string,
  runs: number,
  /** Requests that fail as a refused connection would (Lighthouse's blockedUrlPatterns). */
  blocked: readonly string[] = [],
): Promise<LighthouseResult> {
  const scores: number[] = [];
  const longTasks: number[] = [];
  const values: Record<string, number[]> = {};
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        blockedUrlPatterns: [...blocked],
      });
      const lhr = result?.lhr;
      const score = lhr?.categories['performance']?.score;
      if (!lhr || typeof score !== 'number') {
        throw new Error(`no performance score (${lhr?.runtimeError?.message ?? 'no result'})`);
      }
      scores.push(score);
      // The full report of the last run, to see where the time goes (open it in Lighthouse's viewer).
      mkdirSync('.tmp', { recursive: true });
      const slug =
        (new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home') +
        (blocked.length > 0 ? '-blocked' : '');
      writeFileSync(`.tmp/lighthouse-${slug}.json`, JSON.stringify(lhr));
      const tasks = lhr.audits['long-tasks']?.details;
      longTasks.push(tasks?.type === 'table' ? tasks.items.length : Number.NaN);
      for (const id of METRICS) {
        const v = lhr.audits[id]?.numericValue;
        if (typeof v === 'number') (values[id] ??= []).push(v);
      }
    } finally {
      chrome.kill();
    }
  }
  const metrics: Record<string, number> = {};
  for (const [id, list] of Object.entries(values))
    metrics[id] = Math.round(median(list) * 1000) / 1000;
  return { url, score: median(scores), scores, metrics, longTasks: median(longTasks) };
}
