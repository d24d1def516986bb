import type { Browser } from '@playwright/test';
import { startBenchNode, type BenchNode } from './bench-node.ts';
import { launchBrowser } from './browser.ts';
import { BENCH_APP_PORT, BENCH_OUT_DIR, type BenchOptions } from './config.ts';
import { failed, type Figure } from './report.ts';
import { serveStatic, type StaticServer } from './static-server.ts';

/** What every phase gets: the options, and the table rows and raw details it adds to. */
export interface PhaseContext {
  opts: BenchOptions;
  figures: Figure[];
  details: Record<string, unknown>;
}

/** The app as the page phases see it: built, served, its node running, a browser open. */
export interface BenchApp {
  /** The static server's URL (no trailing slash). */
  app: string;
  bench: BenchNode;
  server: StaticServer;
  /** Closed while Lighthouse runs (it would share the CPU), then opened again. */
  browser: Browser | undefined;
  /** The seeded block every block figure opens (the alice → bob transfer). */
  block: { num: number; id: string };
}

export const started = Date.now();

export function log(line: string): void {
  const s = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  process.stderr.write(`[bench ${s}s] ${line}\n`);
}

export const kb = (bytes: number) => Math.round(bytes / 100) / 10;
export const round = (v: number, digits = 0) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Runs one measurement; a crash becomes a failed figure instead of ending the bench. */
export async function measure(
  ctx: PhaseContext,
  section: string,
  name: string,
  fn: () => Promise<void> | void,
): Promise<void> {
  try {
    await fn();
  } catch (e) {
    log(`${section} / ${name} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    ctx.figures.push(failed(section, name, e));
  }
}

/** A note's "not measured (why)" for a side figure whose measurement failed. */
export function notMeasuredBecause(e: unknown): string {
  return `not measured (${e instanceof Error ? e.message : String(e)})`;
}

/** Starts the bench's dev node, the static server and the browser. */
export async function startApp(ctx: PhaseContext): Promise<BenchApp> {
  const bench = await startBenchNode();
  let server: StaticServer | undefined;
  try {
    server = await serveStatic(BENCH_OUT_DIR, BENCH_APP_PORT);
    const browser = await launchBrowser(ctx.opts.chromiumPath);
    ctx.details['chromium'] = browser.version();
    ctx.details['browser'] = ctx.opts.chromiumPath;
    log(
      `dev node ${bench.url}, app ${server.url}, Chromium ${browser.version()} (${ctx.opts.chromiumPath})`,
    );
    const num = bench.blockNum;
    const id = bench.node.chain.block(num)?.id ?? '';
    return { app: server.url, bench, server, browser, block: { num, id } };
  } catch (e) {
    await server?.close();
    await bench.close();
    throw e;
  }
}

export async function stopApp(env: BenchApp | undefined): Promise<void> {
  await env?.browser?.close().catch(() => undefined);
  await env?.server.close();
  await env?.bench.close();
}

/** The open browser; a phase runs only while one is. */
export function browserOf(env: BenchApp): Browser {
  if (!env.browser) throw new Error('no browser open');
  return env.browser;
}
