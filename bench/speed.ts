import type { Browser, BrowserContext } from '@playwright/test';
import {
  coldContext,
  median,
  recordNodeRequests,
  timeInPage,
  waitForMark,
  type Check,
  type RecordedRequest,
} from './browser.ts';

export const HEAD_CHECK: Check = {
  path: '/',
  selector: '[data-testid="head-block"]',
  pattern: '\\d',
};

export function blockCheck(num: number, id: string): Check {
  return { path: `/block/${num}`, text: id };
}

export interface ColdLoad {
  /** performance.now() (ms from navigation start) when the content was first in the DOM. */
  ms: number;
  requests: RecordedRequest[];
  /** Where the time went: navigation timing and every fetched resource (ms from navigation). */
  timeline: Timeline;
}

export interface Timeline {
  htmlEnd: number;
  domContentLoaded: number;
  /** `bytes`: encoded (gzip) body size; 0 for cross-origin node answers without timing headers. */
  resources: { name: string; start: number; end: number; bytes: number }[];
}

/** JS and CSS fetched (gzip bytes) and when the first node request started, from a timeline. */
export function summarize(t: Timeline): { jsCssBytes: number; firstNodeRequestMs: number | null } {
  const code = t.resources.filter((r) => /\.(js|css)$/.test(r.name));
  const node = t.resources.filter((r) => /\/v1\//.test(r.name));
  return {
    jsCssBytes: code.reduce((a, r) => a + r.bytes, 0),
    firstNodeRequestMs: node.length ? Math.min(...node.map((r) => r.start)) : null,
  };
}

export const TIMELINE_SCRIPT = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    htmlEnd: Math.round(nav ? nav.responseEnd : 0),
    domContentLoaded: Math.round(nav ? nav.domContentLoadedEventEnd : 0),
    resources: performance.getEntriesByType('resource').map((r) => ({
      name: r.name.replace(location.origin, ''),
      start: Math.round(r.startTime),
      end: Math.round(r.responseEnd),
      bytes: r.encodedBodySize,
    })),
  };
})()`;

/** One cold load (fresh context: empty cache and storage) until `check` holds. */
export async function coldLoad(
  browser: Browser,
  url: string,
  check: Check,
  nodeUrl: string,
  settleMs = 0,
): Promise<ColdLoad> {
  const context = await coldContext(browser, { name: 'content', check });
  try {
    const page = await context.newPage();
    const requests = recordNodeRequests(page, nodeUrl);
    await page.goto(url, { waitUntil: 'commit' });
    const ms = await waitForMark(page, 'content');
    const timeline = await page.evaluate<Timeline>(TIMELINE_SCRIPT);
    if (settleMs > 0) await page.waitForTimeout(settleMs);
    return { ms, requests, timeline };
  } finally {
    await context.close();
  }
}

/** Median of `runs` cold loads, after one discarded warm-up (fills the node's and server's caches). */
export async function coldLoads(
  browser: Browser,
  url: string,
  check: Check,
  nodeUrl: string,
  runs: number,
): Promise<{ median: number; samples: number[]; timeline: Timeline | undefined }> {
  await coldLoad(browser, url, check, nodeUrl);
  const loads: ColdLoad[] = [];
  for (let i = 0; i < runs; i++) loads.push(await coldLoad(browser, url, check, nodeUrl));
  const samples = loads.map((l) => l.ms);
  const mid = median(samples);
  // The timeline of the load closest to the median, to show where the time goes.
  const typical = loads.reduce((a, b) => (Math.abs(b.ms - mid) < Math.abs(a.ms - mid) ? b : a));
  return {
    median: mid,
    samples: samples.map((s) => Math.round(s * 10) / 10),
    timeline: typical.timeline,
  };
}

export interface NavResult {
  name: string;
  median: number;
  samples: number[];
}

/**
 * In-app navigations whose data is already in the query cache, timed in the page from the click
 * (or history.back()) to the content: block → dashboard (head held by the shell's get_info poll),
 * dashboard → back to the block, blocks list → a block in the list, and back to the list.
 */
export async function inAppNavigation(
  browser: Browser,
  baseUrl: string,
  block: { num: number; id: string },
  blockIds: (num: number) => string | undefined,
  rounds: number,
): Promise<NavResult[]> {
  const context = await coldContext(browser, {
    name: 'content',
    check: blockCheck(block.num, block.id),
  });
  const toHome: number[] = [];
  const backToBlock: number[] = [];
  const listToBlock: number[] = [];
  const blockToList: number[] = [];
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/block/${block.num}`, { waitUntil: 'commit' });
    await waitForMark(page, 'content');
    await page.waitForTimeout(500);
    for (let i = 0; i < rounds; i++) {
      toHome.push(
        await timeInPage(page, { selector: 'header a[href="/"], a[href="/"]' }, HEAD_CHECK),
      );
      await page.waitForTimeout(300);
      backToBlock.push(await timeInPage(page, { back: true }, blockCheck(block.num, block.id)));
      await page.waitForTimeout(300);
    }

    // Blocks list: every block in it is held, so opening one needs no request.
    await page.goto(`${baseUrl}/blocks`, { waitUntil: 'commit' });
    const linkSelector = 'main a[href^="/block/"]';
    await page.waitForSelector(linkSelector, { timeout: 20_000 });
    await page.waitForTimeout(1_500);
    const hrefs = await page.$$eval(linkSelector, (els) =>
      els.map((e) => e.getAttribute('href') ?? ''),
    );
    const nums = [...new Set(hrefs.map((h) => /^\/block\/(\d+)$/.exec(h)?.[1]).filter(Boolean))]
      .map(Number)
      .slice(2, 2 + rounds);
    for (const num of nums) {
      const id = blockIds(num);
      if (!id) continue;
      listToBlock.push(
        await timeInPage(page, { selector: `main a[href="/block/${num}"]` }, blockCheck(num, id)),
      );
      await page.waitForTimeout(300);
      blockToList.push(
        await timeInPage(
          page,
          { back: true },
          { path: '/blocks', selector: `main a[href="/block/${num}"]` },
        ),
      );
      await page.waitForTimeout(300);
    }
  } finally {
    await context.close();
  }
  const result = (name: string, samples: number[]): NavResult => ({
    name,
    median: median(samples),
    samples: samples.map((s) => Math.round(s * 10) / 10),
  });
  return [
    result('block → dashboard', toHome),
    result('dashboard → block (back)', backToBlock),
    result('blocks list → block', listToBlock),
    result('block → blocks list (back)', blockToList),
  ];
}

export interface RepeatLoads {
  /** ms from navigation start until the check holds, cold (first visit) and then repeated. */
  cold: { ms: number; fcp: number | null };
  repeat: { median: number; fcpMedian: number | null; samples: number[] };
  /** Node requests the last repeat visit made. */
  repeatRequests: RecordedRequest[];
  /** Whether the repeat visits' page came from the service worker. */
  fromServiceWorker: boolean;
}

const FCP_SCRIPT = `(() => {
  const e = performance.getEntriesByName('first-contentful-paint')[0];
  return e ? Math.round(e.startTime * 10) / 10 : null;
})()`;

/** A browser profile that has visited `url` once: its service worker installed, its data kept. */
export interface WarmProfile {
  context: BrowserContext;
  /** The first (cold) visit: ms from navigation start to the content, and its FCP. */
  cold: { ms: number; fcp: number | null };
}

/**
 * One cold visit of `url` in a new profile (which registers the service worker and, on a block
 * page, keeps the block), left open for repeat visits. The caller closes the context.
 */
export async function warmProfile(
  browser: Browser,
  url: string,
  check: Check,
): Promise<WarmProfile> {
  const context = await coldContext(browser, { name: 'content', check });
  try {
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'commit' });
    const ms = await waitForMark(first, 'content');
    // The worker registers after the load and an idle moment, then precaches every chunk.
    await first.evaluate('navigator.serviceWorker.ready.then(() => true)');
    const fcp = await first.evaluate<number | null>(FCP_SCRIPT);
    await first.waitForTimeout(500);
    await first.close();
    return { context, cold: { ms, fcp } };
  } catch (error) {
    await context.close();
    throw error;
  }
}

export interface RepeatVisit {
  ms: number;
  fcp: number | null;
  requests: RecordedRequest[];
  fromServiceWorker: boolean;
}

/** A visit of `url` in a new page (a new tab) of a warm profile, timed to the content and FCP. */
export async function repeatVisit(
  context: BrowserContext,
  url: string,
  nodeUrl: string,
): Promise<RepeatVisit> {
  const page = await context.newPage();
  try {
    const requests = recordNodeRequests(page, nodeUrl);
    const res = await page.goto(url, { waitUntil: 'commit' });
    const ms = await waitForMark(page, 'content');
    // The paint follows the content's insertion: read only after it has had time to happen.
    await page.waitForTimeout(200);
    const fcp = await page.evaluate<number | null>(FCP_SCRIPT);
    return {
      ms,
      fcp,
      requests,
      fromServiceWorker: res?.fromServiceWorker() ?? false,
    };
  } finally {
    await page.close();
  }
}

/**
 * A person coming back: one cold visit (warmProfile), then `runs` visits of the same address in
 * the same browser profile, each a new page (a new tab), timed from navigation start to the
 * content and to the first contentful paint.
 */
export async function repeatLoads(
  browser: Browser,
  url: string,
  check: Check,
  nodeUrl: string,
  runs: number,
): Promise<RepeatLoads> {
  const { context, cold } = await warmProfile(browser, url, check);
  try {
    const visits: RepeatVisit[] = [];
    for (let i = 0; i < runs; i++) visits.push(await repeatVisit(context, url, nodeUrl));
    const samples = visits.map((v) => v.ms);
    const fcps = visits.flatMap((v) => (v.fcp === null ? [] : [v.fcp]));
    return {
      cold,
      repeat: {
        median: median(samples),
        fcpMedian: fcps.length ? median(fcps) : null,
        samples: samples.map((s) => Math.round(s * 10) / 10),
      },
      repeatRequests: visits.at(-1)?.requests ?? [],
      fromServiceWorker: visits.every((v) => v.fromServiceWorker),
    };
  } finally {
    await context.close();
  }
}
