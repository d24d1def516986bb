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
  /** Each run's value of each key metric, in run order. */
  samples: Record<string, number[]>;
  /** Median count of the main thread's long tasks Lighthouse lists (its `long-tasks` audit). */
  longTasks: number;
  /** Each run's long-task count. */
  longTaskCounts: number[];
}

/** One address to score, and where its last report goes (`.tmp/lighthouse-<report>.json`). */
export interface LighthouseTarget {
  url: string;
  /** Requests that fail as a refused connection would (Lighthouse's blockedUrlPatterns). */
  blocked?: readonly string[];
  /** The report's file name; by default the address's path (and "-blocked" when some are). */
  report?: string;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

interface Run {
  score: number;
  metrics: Record<string, number>;
  longTasks: number;
}

const slug = (text: string): string => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

function reportName({ url, blocked = [], report }: LighthouseTarget): string {
  if (report) return slug(report);
  return (slug(new URL(url).pathname) || 'home') + (blocked.length > 0 ? '-blocked' : '');
}

/** Lighthouse's default performance category once, on a fresh headless Chromium. */
async function runOnce(target: LighthouseTarget, chromePath: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    // The bench's HTTPS server (HTTP/2) has a self-signed certificate (bench/tls.ts).
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(target.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      blockedUrlPatterns: [...(target.blocked ?? [])],
    });
    const lhr = result?.lhr;
    const score = lhr?.categories['performance']?.score;
    if (!lhr || typeof score !== 'number') {
      throw new Error(`no performance score (${lhr?.runtimeError?.message ?? 'no result'})`);
    }
    // The full report of the last run, to see where the time goes (open it in Lighthouse's viewer).
    mkdirSync('.tmp', { recursive: true });
    writeFileSync(`.tmp/lighthouse-${reportName(target)}.json`, JSON.stringify(lhr));
    const tasks = lhr.audits['long-tasks']?.details;
    const metrics: Record<string, number> = {};
    for (const id of METRICS) {
      const v = lhr.audits[id]?.numericValue;
      if (typeof v === 'number') metrics[id] = v;
    }
    return {
      score,
      metrics,
      longTasks: tasks?.type === 'table' ? tasks.items.length : Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

function summarize(url: string, runs: readonly Run[]): LighthouseResult {
  const samples: Record<string, number[]> = {};
  for (const run of runs) {
    for (const [id, v] of Object.entries(run.metrics)) (samples[id] ??= []).push(v);
  }
  const metrics: Record<string, number> = {};
  for (const [id, list] of Object.entries(samples)) {
    metrics[id] = Math.round(median(list) * 1000) / 1000;
  }
  const scores = runs.map((r) => r.score);
  const longTaskCounts = runs.map((r) => r.longTasks);
  return {
    url,
    score: median(scores),
    scores,
    metrics,
    samples,
    longTasks: median(longTaskCounts),
    longTaskCounts,
  };
}

/**
 * Lighthouse's default (mobile: simulated slow 4G and 4× CPU slowdown) performance category on
 * each target, run by run in turn (A, B, A, B, …) on a fresh headless Chromium each, so all of
 * them see the same load of this shared machine: only such sets compare (a build with another, or
 * the app with the bench's anchor). One result per target, in order, with median figures.
 */
export async function lighthouseSideBySide(
  targets: readonly LighthouseTarget[],
  chromePath: string,
  runs: number,
): Promise<LighthouseResult[]> {
  const done: Run[][] = targets.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [t, target] of targets.entries()) done[t]!.push(await runOnce(target, chromePath));
  }
  return targets.map((target, t) => summarize(target.url, done[t]!));
}
