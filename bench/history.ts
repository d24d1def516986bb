import type { Browser } from '@playwright/test';
import { coldContext, median, waitForMark } from './browser.ts';

/** Issue 20's figures: the block scan's speed and memory, and the service's first row. */
export interface ScanBench {
  blocks: number;
  /** get_block of the range, 4 at a time straight from Node, before the scan: the node's cold speed. */
  nodeColdBlocksPerSecond: number;
  ms: number;
  blocksPerSecond: number;
  /** Largest JS heap of the page's main thread while the scan ran, MB (CDP JSHeapUsedSize). */
  pageHeapPeakMb: number;
  /** The page's JS heap before the scan started, MB. */
  pageHeapStartMb: number;
  /** The scan worker's JS heap samples while it ran, MB, when the browser reports them. */
  workerHeapPeakMb: number | undefined;
  workerHeapLastMb: number | undefined;
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

/**
 * Asks the node for blocks head−count+1..head, 4 at a time; returns blocks/s. The dev node signs a
 * history block (producer and transaction signatures, a few ms each) the first time it is asked
 * for; a real node serves stored blocks. Warming them first makes the scan's figure the
 * explorer's, and this one the dev node's.
 */
async function warmBlocks(nodeUrl: string, count: number): Promise<number> {
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
 * Reads the last `blocks` blocks of the bench node for alice's activity, as a person would (the
 * Activity tab with no service, "Read blocks"), and times it from the click to "Done". The scan
 * runs in the app's worker with its 4 requests in flight, keeping what it reads in IndexedDB.
 */
export async function scanSpeed(
  browser: Browser,
  app: string,
  nodeUrl: string,
  blocks: number,
): Promise<ScanBench> {
  // A few blocks more than the range: the scan plans its range from the head it reads.
  const nodeColdBlocksPerSecond = await warmBlocks(nodeUrl, blocks + 20);
  const context = await coldContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    };
    await page.goto(`${app}/account/alice/activity?history=off`);
    const scan = page.getByRole('group', { name: /No history service is configured/ });
    await scan.getByLabel('Blocks to read').selectOption(String(blocks));
    const start = await heap();
    let pagePeak = start;
    const workerSamples: number[] = [];
    const sampler = setInterval(() => {
      void heap().then((h) => (pagePeak = Math.max(pagePeak, h)));
      const worker = page.workers()[0];
      // performance.memory is Chromium's, in workers too; undefined where it is not offered.
      void worker
        ?.evaluate(
          () =>
            (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory
              ?.usedJSHeapSize,
        )
        .then((v) => {
          if (typeof v === 'number') workerSamples.push(v);
        })
        .catch(() => undefined);
    }, 250);
    const t0 = Date.now();
    await scan.getByRole('button', { name: 'Read blocks' }).click();
    await scan
      .getByText('Done: every block of the range is read.')
      .waitFor({ timeout: 10 * 60_000 });
    const ms = Date.now() - t0;
    clearInterval(sampler);
    return {
      blocks,
      nodeColdBlocksPerSecond,
      ms,
      blocksPerSecond: Math.round(blocks / (ms / 1000)),
      pageHeapPeakMb: mb(pagePeak),
      pageHeapStartMb: mb(start),
      workerHeapPeakMb: workerSamples.length ? mb(Math.max(...workerSamples)) : undefined,
      workerHeapLastMb: workerSamples.length ? mb(workerSamples.at(-1) ?? 0) : undefined,
    };
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
    const context = await coldContext(browser, {
      name: 'row',
      check: { path: '/account/alice/activity', selector: 'tbody tr[data-index="0"]' },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${app}/account/alice/activity?history=${encodeURIComponent(serviceUrl)}`);
      const at = await waitForMark(page, 'row');
      // Load 0 warms the machine (disk cache, Chromium's first start-up): not counted.
      if (i > 0) samples.push(Math.round(at));
    } finally {
      await context.close();
    }
  }
  return { medianMs: median(samples), samples };
}
