import type { Browser, Page } from '@playwright/test';
import { createDevNode } from '../dev-node/src/server.ts';
import { coldContext, pageHeapReader, median, waitForMark, type Check } from './browser.ts';
import { BENCH_SEED } from './config.ts';
import { workerChannel, workerHeapAfterGc, type WorkerCdp } from './worker-heap.ts';

/** Issue 20's figures: the block scan's speed and memory, and the service's first row. */
export interface ScanBench {
  blocks: number;
  /** get_block of the range, 4 at a time straight from Node, before the scan: the node's cold speed. */
  nodeColdBlocksPerSecond: number;
  /** The same range again from Node, warmed: what the dev node serves to a plain client. */
  nodeWarmBlocksPerSecond: number;
  /** The same range from the page with bare fetch() (4 in flight, no parsing): the browser's own ceiling. */
  browserBlocksPerSecond: number;
  ms: number;
  blocksPerSecond: number;
  /** Largest JS heap of the page's main thread while the scan ran, MB (CDP JSHeapUsedSize). */
  pageHeapPeakMb: number;
  /** The page's JS heap before the scan started, MB. */
  pageHeapStartMb: number;
  /** The scan worker's heap, MB (CDP Runtime.getHeapUsage on the worker's target, after GC). */
  worker: WorkerHeap | undefined;
}

export interface WorkerHeap {
  samples: { atMs: number; blocksRead: number; mb: number }[];
  peakMb: number;
  /** Heap a tenth into the scan and at its end, after GC: "flat" is their difference. */
  earlyMb: number;
  lastMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

/**
 * Asks the node for blocks head−count+1..head, 4 at a time; returns blocks/s. The dev node signs a
 * history block (producer and transaction signatures, a few ms each) the first time it is asked
 * for; a real node serves stored blocks. Warming them first makes the scan's figure the
 * explorer's, and this one the dev node's.
 */
async function readBlocksFromNode(nodeUrl: string, count: number): Promise<number> {
  const info = (await (
    await fetch(`${nodeUrl}/v1/chain/get_info`, { method: 'POST', body: '{}' })
  ).json()) as { head_block_num: number };
  const head = info.head_block_num;
  let next = head;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next > head - count) {
        const num = next--;
        const res = await fetch(`${nodeUrl}/v1/chain/get_block`, {
          method: 'POST',
          body: JSON.stringify({ block_num_or_id: num }),
        });
        await res.arrayBuffer();
      }
    }),
  );
  return Math.round(count / ((Date.now() - started) / 1000));
}

/**
 * An expression reading the last `count` blocks with bare fetch(), 4 in flight, no parsing:
 * what the browser itself manages, no app code. Its value: blocks/s.
 */
export function bareFetchRead(nodeUrl: string, count: number): string {
  return `(async () => {
    const node = ${JSON.stringify(nodeUrl)};
    const info = await (await fetch(node + '/v1/chain/get_info', { method: 'POST', body: '{}' })).json();
    let next = info.head_block_num;
    const stop = next - ${count};
    const t0 = performance.now();
    await Promise.all([0, 1, 2, 3].map(async () => {
      while (next > stop) {
        const n = next--;
        const res = await fetch(node + '/v1/chain/get_block', { method: 'POST', body: JSON.stringify({ block_num_or_id: n }) });
        await res.arrayBuffer();
      }
    }));
    return Math.round(${count} / ((performance.now() - t0) / 1000));
  })()`;
}

/** bareFetchRead from the app's page, with Playwright attached. */
async function readBlocksFromPage(page: Page, nodeUrl: string, count: number): Promise<number> {
  const script = bareFetchRead(nodeUrl, count);
  // A string, not a function: the app's CSP allows no eval, and page.evaluate of a string is CDP's.
  return page.evaluate<number>(script);
}

/**
 * Reads the last `blocks` blocks of the chain for alice's activity, as a person would (the
 * Activity tab with no service, "Read blocks"), and times it from the click to "Done". The scan
 * runs in the app's worker with its 4 requests in flight, keeping what it reads in IndexedDB.
 * `warm`: read the range from Node first (the figure is then the explorer's, not the dev node's
 * first signing of each block); `heapEveryMs`: sample the worker's heap after GC that often.
 */
export async function scanSpeed(
  browser: Browser,
  app: string,
  nodeUrl: string,
  blocks: number,
  opts: { warm?: boolean; heapEveryMs?: number } = {},
): Promise<ScanBench> {
  const warm = opts.warm ?? true;
  // A few blocks more than the range: the scan plans its range from the head it reads.
  const nodeColdBlocksPerSecond = warm ? await readBlocksFromNode(nodeUrl, blocks + 20) : 0;
  const nodeWarmBlocksPerSecond = warm ? await readBlocksFromNode(nodeUrl, blocks + 20) : 0;
  const context = await coldContext(browser);
  let worker: WorkerCdp | undefined;
  try {
    const page = await context.newPage();
    const heap = await pageHeapReader(context, page);
    const link = `node=${encodeURIComponent(nodeUrl)}&history=off`;
    await page.goto(`${app}/account/alice/activity?${link}`);
    const browserBlocksPerSecond = warm ? await readBlocksFromPage(page, nodeUrl, blocks) : 0;
    const scan = page.getByRole('group', { name: /No history service is configured/ });
    await scan.getByLabel('Blocks to read').selectOption(String(blocks));
    const start = await heap();
    let pagePeak = start;
    const sampler = setInterval(() => {
      void heap().then((h) => (pagePeak = Math.max(pagePeak, h)));
    }, 250);
    const t0 = Date.now();
    await scan.getByRole('button', { name: 'Read blocks' }).click();
    const samples: WorkerHeap['samples'] = [];
    let heapSampling: Promise<void> = Promise.resolve();
    const readCount = async () => {
      const text = (await scan.textContent()) ?? '';
      return Number(/([\d,]+) of [\d,]+ blocks/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
    };
    if (opts.heapEveryMs) {
      const every = opts.heapEveryMs;
      heapSampling = (async () => {
        // The worker starts with the first scan.
        for (let i = 0; i < 100 && !worker; i++) {
          worker = await workerChannel(browser);
          if (!worker) await page.waitForTimeout(50);
        }
        while (worker && !(await scan.getByText('Done:').isVisible())) {
          const used = await workerHeapAfterGc(worker).catch(() => undefined);
          if (used !== undefined) {
            samples.push({ atMs: Date.now() - t0, blocksRead: await readCount(), mb: mb(used) });
          }
          await page.waitForTimeout(every);
        }
      })();
    }
    await scan
      .getByText('Done: every block of the range is read.')
      .waitFor({ timeout: 60 * 60_000 });
    const ms = Date.now() - t0;
    clearInterval(sampler);
    await heapSampling;
    const early = samples.find((s) => s.atMs >= ms / 10) ?? samples[0];
    return {
      blocks,
      nodeColdBlocksPerSecond,
      nodeWarmBlocksPerSecond,
      browserBlocksPerSecond,
      ms,
      blocksPerSecond: Math.round(blocks / (ms / 1000)),
      pageHeapPeakMb: mb(pagePeak),
      pageHeapStartMb: mb(start),
      worker:
        samples.length > 0 && early
          ? {
              samples,
              peakMb: Math.max(...samples.map((s) => s.mb)),
              earlyMb: early.mb,
              lastMb: samples.at(-1)?.mb ?? 0,
            }
          : undefined,
    };
  } finally {
    await worker?.close();
    await context.close();
  }
}

/**
 * A dev node whose chain is at least `blocks` long: the seeded history (12,550 blocks) ending
 * far enough in the past, then blocks made through /dev/produce_block (5,000 a call) until the
 * head is past `blocks`. Only for the heap figure: its produced blocks are signed as they are
 * first read, so the scan over it measures memory, not speed.
 */
export async function startLongChainNode(blocks: number) {
  const margin = 200;
  const node = await createDevNode({
    port: 0,
    seed: BENCH_SEED,
    manual: true,
    // Slots (3 s) enough for every block to make, and then some.
    startMs: Date.now() - (blocks + margin) * 3_000 - 3 * 3_600_000,
  });
  for (;;) {
    const res = await fetch(`${node.url}/dev/produce_block`, {
      method: 'POST',
      body: JSON.stringify({ count: 5_000 }),
    });
    if (!res.ok) throw new Error(`produce_block answered ${res.status}: ${await res.text()}`);
    const head = (await res.json()) as { block_num: number };
    if (head.block_num >= blocks + margin) return { node, head: head.block_num };
  }
}

/** "The first activity row is in the page": the Activity tab's first row. */
export const FIRST_ROW_CHECK: Check = {
  path: '/account/alice/activity',
  selector: 'tbody tr[data-index="0"]',
};

/** One cold load of /account/alice/activity with `serviceUrl` as its history service: ms to the first row. */
export async function coldActivityRow(
  browser: Browser,
  app: string,
  serviceUrl: string,
): Promise<number> {
  const context = await coldContext(browser, { name: 'row', check: FIRST_ROW_CHECK });
  try {
    const page = await context.newPage();
    await page.goto(`${app}/account/alice/activity?history=${encodeURIComponent(serviceUrl)}`);
    return await waitForMark(page, 'row');
  } finally {
    await context.close();
  }
}

/**
 * A cold `/account/alice/activity` with a history service: ms from navigation start until the
 * first activity row is in the page, median of `runs` cold loads.
 */
export async function firstActivityRow(
  browser: Browser,
  app: string,
  serviceUrl: string,
  runs: number,
): Promise<{ medianMs: number; samples: number[] }> {
  const samples: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const at = await coldActivityRow(browser, app, serviceUrl);
    // Load 0 warms the machine (disk cache, Chromium's first start-up): not counted.
    if (i > 0) samples.push(Math.round(at));
  }
  return { medianMs: median(samples), samples };
}
