import type { Browser, Page } from '@playwright/test';
import {
  coldContext,
  longTasksSince,
  median,
  recordNodeRequests,
  scrollThrough,
  waitForMark,
} from './browser.ts';
import type { BenchNode } from './bench-node.ts';
import { countByOperation, findDuplicates, operation } from './requests.ts';
import { HEAD_CHECK, TIMELINE_SCRIPT, type Timeline } from './speed.ts';

export interface ScrollResult {
  /** Longest long task (ms) while scrolling; 0 when there was none. */
  longestTask: number;
  /** Every long task while scrolling: ms from the scroll's start, and duration. */
  tasks: { at: number; duration: number }[];
  tasksOver100: number;
  frames: number;
  scrolledPx: number;
  durationMs: number;
}

/**
 * Pixels scrolled per animation frame: half a 800 px viewport, ≈24,000 px/s at 60 fps — a hard
 * fling. Each pass is capped at 8 s, then jumps to the top, the end and the top again (as a
 * scrollbar drag does).
 */
const SCROLL_STEP = 400;
const SCROLL_MAX_MS = 8_000;

async function scrollAndWatch(
  page: Page,
  target: 'window' | { selector: string },
  step: number,
): Promise<ScrollResult> {
  const scroll = await scrollThrough(page, target, step, SCROLL_MAX_MS);
  const tasks = await longTasksSince(page, scroll.start);
  return {
    longestTask: Math.max(0, ...tasks.map((t) => t.duration)),
    tasks: tasks.map((t) => ({
      at: Math.round(t.start - scroll.start),
      duration: Math.round(t.duration),
    })),
    tasksOver100: tasks.filter((t) => t.duration > 100).length,
    frames: scroll.frames,
    scrolledPx: Math.round(scroll.scrolled),
    durationMs: Math.round(scroll.end - scroll.start),
  };
}

/** Longest long task on the page while nothing is done to it (the machine's own noise). */
async function idleLongest(page: Page, ms: number): Promise<number> {
  const since = Number(await page.evaluate('performance.now()'));
  await page.waitForTimeout(ms);
  const tasks = await longTasksSince(page, since);
  return Math.max(0, ...tasks.map((t) => t.duration));
}

export interface BigBlockResult {
  /** Longest task while the page sat idle for 3 s before each scroll (median over runs). */
  idleLongestMedian: number;
  renderMs: number;
  renderSamples: number[];
  /** Timeline of the last load (where the render time goes). */
  timeline: Timeline | undefined;
  scroll: ScrollResult[];
  /** Median over runs of each run's longest task while scrolling. */
  longestTaskMedian: number;
  longestTaskWorst: number;
}

/**
 * Cold loads of a block with thousands of transactions until its id and its first transaction
 * rows are in the DOM, then a fast scroll through the page (SCROLL_STEP px a frame, window scroll)
 * and a jump to the end and back, watching for long tasks.
 */
export async function bigBlock(
  browser: Browser,
  baseUrl: string,
  block: { num: number; id: string },
  runs: number,
): Promise<BigBlockResult> {
  const check = {
    all: [
      { path: `/block/${block.num}`, text: block.id },
      { selector: 'tbody[data-index], tr[data-index]' },
    ],
  };
  const renders: number[] = [];
  const scrolls: ScrollResult[] = [];
  const idle: number[] = [];
  let timeline: Timeline | undefined;
  for (let i = 0; i <= runs; i++) {
    const context = await coldContext(browser, { name: 'content', check });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/block/${block.num}`, { waitUntil: 'commit' });
      const ms = await waitForMark(page, 'content', 30_000);
      if (i === 0) continue; // warm-up
      renders.push(ms);
      timeline = await page.evaluate<Timeline>(TIMELINE_SCRIPT);
      await page.waitForTimeout(500);
      idle.push(await idleLongest(page, 3_000));
      scrolls.push(await scrollAndWatch(page, 'window', SCROLL_STEP));
    } finally {
      await context.close();
    }
  }
  const longest = scrolls.map((s) => s.longestTask);
  return {
    idleLongestMedian: median(idle),
    renderMs: median(renders),
    timeline,
    renderSamples: renders.map((r) => Math.round(r)),
    scroll: scrolls,
    longestTaskMedian: median(longest),
    longestTaskWorst: Math.max(...longest),
  };
}

export interface TableResult {
  /** Longest task while the loaded table sat idle for 3 s (the machine's own noise). */
  idleLongest: number;
  rowsLoaded: number;
  pages: number;
  loadMs: number;
  scroll: ScrollResult[];
  longestTaskMedian: number;
  longestTaskWorst: number;
  duplicates: number;
}

const GRID = '[role="region"][aria-label$="(scrollable)"]';

async function rowsLoaded(page: Page): Promise<number> {
  const text = await page
    .locator('p[role="status"]', { hasText: /rows? loaded/ })
    .first()
    .textContent({ timeout: 1_000 })
    .catch(() => '');
  const m = /([\d,\s]+)\s+rows?\s+loaded/.exec(text ?? '');
  return m ? Number(m[1]!.replace(/\D/g, '')) : 0;
}

/**
 * The table browser on `dice/bets` (grown to ≥ `rows` rows) with 1,000-row pages: scrolls the
 * grid to its end until `rows` rows are loaded (the page loads the next page when the end comes
 * into view), turns continuous loading off, then scrolls through all loaded rows `runs` times.
 */
export async function bigTable(
  browser: Browser,
  baseUrl: string,
  bench: BenchNode,
  rows: number,
  runs: number,
): Promise<TableResult> {
  const context = await coldContext(browser);
  try {
    const page = await context.newPage();
    const requests = recordNodeRequests(page, bench.url);
    const started = Date.now();
    await page.goto(`${baseUrl}/account/dice/tables/bets?limit=1000`, { waitUntil: 'commit' });
    await page.waitForSelector(GRID, { timeout: 30_000 });
    // A 1,000-row page is past the plain rows' limit: the virtualised body (a lazy chunk) takes
    // over; scroll it, not the plain rows shown while its chunk arrives.
    await page.waitForSelector(`${GRID} tbody[data-rows="virtual"]`, { timeout: 30_000 });
    let loaded = await rowsLoaded(page);
    const deadline = Date.now() + 120_000;
    while (loaded < rows && Date.now() < deadline) {
      await page.$eval(GRID, (el) => {
        el.scrollTop = el.scrollHeight;
      });
      await page.waitForTimeout(250);
      loaded = await rowsLoaded(page);
    }
    const loadMs = Date.now() - started;
    if (loaded < rows) throw new Error(`only ${loaded} rows loaded in 2 minutes`);
    const auto = page.getByLabel(/Load more automatically/);
    if (await auto.isChecked().catch(() => false)) await auto.uncheck();
    await page.$eval(GRID, (el) => {
      el.scrollTop = 0;
    });
    await page.waitForTimeout(1_000);
    loaded = await rowsLoaded(page);
    const idle = await idleLongest(page, 3_000);
    const scrolls: ScrollResult[] = [];
    for (let i = 0; i < runs; i++) {
      scrolls.push(await scrollAndWatch(page, { selector: GRID }, SCROLL_STEP));
      await page.waitForTimeout(300);
    }
    const longest = scrolls.map((s) => s.longestTask);
    const pages = countByOperation(requests)['get_table_rows'] ?? 0;
    return {
      idleLongest: idle,
      rowsLoaded: loaded,
      pages,
      loadMs,
      scroll: scrolls,
      longestTaskMedian: median(longest),
      longestTaskWorst: Math.max(...longest),
      duplicates: findDuplicates(requests.filter((r) => operation(r.path) !== 'get_info')).length,
    };
  } finally {
    await context.close();
  }
}

export interface SoakSample {
  minute: number;
  heapMb: number;
}

export interface SoakResult {
  minutes: number;
  samples: SoakSample[];
  maxMb: number;
  atMinute2: number;
  atEnd: number;
  growthMb: number;
  /** Least-squares slope from minute 2 on (MB per minute). */
  slopeMbPerMin: number;
  produced: number;
  getBlock: number;
  getBlockRepeats: number;
  getInfo: number;
  headShown: number | null;
  head: number;
  pageErrors: string[];
}

/**
 * The live dashboard left open for `minutes` while the node produces a block every `intervalMs`.
 * Every 30 s: two forced garbage collections (CDP HeapProfiler.collectGarbage), then
 * JSHeapUsedSize from Performance.getMetrics.
 */
export async function soak(
  browser: Browser,
  baseUrl: string,
  bench: BenchNode,
  minutes: number,
  intervalMs: number,
  log: (line: string) => void,
): Promise<SoakResult> {
  const context = await coldContext(browser, { name: 'content', check: HEAD_CHECK });
  const pageErrors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const requests = recordNodeRequests(page, bench.url);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heapMb = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
      return used / 1e6;
    };
    const startHead = bench.node.chain.headNum();
    const stop = bench.startProducing(intervalMs);
    const samples: SoakSample[] = [];
    const started = Date.now();
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
      await waitForMark(page, 'content');
      const end = started + minutes * 60_000;
      for (let t = 0.5; t <= minutes + 1e-9; t += 0.5) {
        const wait = started + t * 60_000 - Date.now();
        if (wait > 0) await page.waitForTimeout(wait);
        const mb = await heapMb();
        samples.push({ minute: t, heapMb: Math.round(mb * 100) / 100 });
        if (Number.isInteger(t)) log(`  soak ${t}/${minutes} min: heap ${mb.toFixed(2)} MB`);
        if (Date.now() > end + 60_000) break;
      }
    } finally {
      stop();
    }
    const head = bench.node.chain.headNum();
    const shown = await page
      .locator('[data-testid="head-block"]')
      .textContent()
      .then((t) => Number((t ?? '').replace(/\D/g, '')) || null)
      .catch(() => null);
    const at = (minute: number) =>
      samples.reduce((best, s) =>
        Math.abs(s.minute - minute) < Math.abs(best.minute - minute) ? s : best,
      ).heapMb;
    const late = samples.filter((s) => s.minute >= 2);
    const n = late.length;
    const mx = late.reduce((a, s) => a + s.minute, 0) / n;
    const my = late.reduce((a, s) => a + s.heapMb, 0) / n;
    const slope =
      late.reduce((a, s) => a + (s.minute - mx) * (s.heapMb - my), 0) /
      (late.reduce((a, s) => a + (s.minute - mx) ** 2, 0) || 1);
    const nums = requests
      .filter((r) => operation(r.path) === 'get_block')
      .map((r) => r.body.replace(/\s/g, ''));
    return {
      minutes,
      samples,
      maxMb: Math.max(...samples.map((s) => s.heapMb)),
      atMinute2: at(2),
      atEnd: at(minutes),
      growthMb: at(minutes) - at(2),
      slopeMbPerMin: slope,
      produced: head - startHead,
      getBlock: nums.length,
      getBlockRepeats: nums.length - new Set(nums).size,
      getInfo: countByOperation(requests)['get_info'] ?? 0,
      headShown: shown,
      head,
      pageErrors,
    };
  } finally {
    await context.close();
  }
}
