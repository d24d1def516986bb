import type { Browser } from '@playwright/test';
import { AIRDROP } from '../dev-node/src/chain/airdrop.ts';
import { createDevNode } from '../dev-node/src/server.ts';
import { coldContext, pageHeapReader, waitForMark, type Check } from './browser.ts';
import { BENCH_SEED } from './config.ts';
import { log } from './phase.ts';

/** Issue 36's figures: the holders of a token with 100,000 balances, found by the block scan. */
export interface HoldersBench {
  /** Holders the page lists once every balance is read. */
  holders: number;
  /** The scan of the last 10,000 blocks (the airdrop's blocks among them), ms. */
  scanMs: number;
  /** From "Find holders" to every balance read, ms. */
  readMs: number;
  balancesPerSecond: number;
  /** Largest JS heap of the page's main thread from the scan's start to the last balance, MB. */
  pageHeapPeakMb: number;
  pageHeapStartMb: number;
  /** A repeat visit: ms from navigation start to the first holder on screen. */
  repeatFirstRowMs: number;
  /** Requests a repeat visit sent for holders (balances, stats, producers, history). */
  repeatHolderRequests: number;
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
const PATH = `/token/cyber.token/${AIRDROP.code}/holders`;
const FIRST_HOLDER: Check = { path: PATH, selector: 'tbody tr[data-index="0"] a' };
const HOLDER_REQUEST = /get_currency_balance|get_currency_stats|get_producers|\/v2\//;

/**
 * The holders page of DROP on a --scale dev node of its own, with no history service, as a
 * person would use it: read the last 10,000 blocks ("Read blocks"), then "Find holders", which
 * finds the accounts in the blocks read and reads each balance from the node. Timed from each
 * click to its "Done"; the page's heap is sampled throughout. Then the page again, in the same
 * profile: the first holder drawn from IndexedDB, and the holder requests counted (none wanted).
 */
export async function holdersByScan(browser: Browser, app: string): Promise<HoldersBench> {
  log('holders: a --scale dev node (100,000 accounts, DROP airdropped to 99,999 of them)');
  const node = await createDevNode({ port: 0, seed: BENCH_SEED, manual: true, scale: true });
  const context = await coldContext(browser, { name: 'holder', check: FIRST_HOLDER });
  try {
    const page = await context.newPage();
    const heap = await pageHeapReader(context, page);
    const address = `${app}${PATH}?node=${encodeURIComponent(node.url)}&history=off`;
    await page.goto(address);
    const scan = page.getByRole('group', { name: /No history service is configured/ });
    // The --scale node shares this process and the machine: its first answers can be slow.
    await scan.getByLabel('Blocks to read').waitFor({ timeout: 5 * 60_000 });
    await scan.getByLabel('Blocks to read').selectOption('10000');
    const start = await heap();
    let peak = start;
    const sampler = setInterval(() => {
      void heap().then(
        (h) => (peak = Math.max(peak, h)),
        () => undefined,
      );
    }, 250);
    try {
      log('holders: the scan reads the last 10,000 blocks');
      const t0 = Date.now();
      await scan.getByRole('button', { name: 'Read blocks' }).click();
      await scan
        .getByText('Done: every block of the range is read.')
        .waitFor({ timeout: 60 * 60_000 });
      const scanMs = Date.now() - t0;
      log(`holders: scan done in ${Math.round(scanMs / 1000)} s; finding and reading the holders`);
      const t1 = Date.now();
      await page.getByRole('button', { name: 'Find holders' }).click();
      await page.getByText(/^Done: every account found is read/).waitFor({ timeout: 60 * 60_000 });
      const readMs = Date.now() - t1;
      clearInterval(sampler);
      log(`holders: every balance read in ${Math.round(readMs / 1000)} s; a repeat visit`);
      let asked = 0;
      page.on('request', (r) => {
        if (r.url().startsWith(node.url) && HOLDER_REQUEST.test(r.url())) asked++;
      });
      await page.goto('about:blank');
      await page.goto(address);
      const repeatFirstRowMs = Math.round(await waitForMark(page, 'holder'));
      // The count as the repeat visit shows it, read from the store once every balance is in.
      let holders = Number.NaN;
      for (let i = 0; i < 120 && !(holders > 0); i++) {
        const text = (await page.getByTestId('holders-summary').textContent()) ?? '';
        holders = Number(/^([\d,]+) holders?/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
        // Meanwhile: a moment for anything the page would still ask.
        await page.waitForTimeout(500);
      }
      return {
        holders,
        scanMs,
        readMs,
        balancesPerSecond: Math.round(holders / (readMs / 1000)),
        pageHeapPeakMb: mb(peak),
        pageHeapStartMb: mb(start),
        repeatFirstRowMs,
        repeatHolderRequests: asked,
      };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await context.close();
    await node.close();
  }
}
