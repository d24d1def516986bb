import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** Records the block_num_or_id of every get_block the page sends. */
function recordBlockRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (!req.url().endsWith('/v1/chain/get_block')) return;
    const body: unknown = JSON.parse(req.postData() ?? '{}');
    if (typeof body === 'object' && body !== null && 'block_num_or_id' in body) {
      asked.push(String(body.block_num_or_id));
    }
  });
  return asked;
}

function duplicates(values: string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

test.describe('dashboard', () => {
  test('shows the head, LIB, chain identity, limits and producers', async ({ page, devNode }) => {
    const info = await devNode.getInfo();
    await page.goto('/');
    await expect(page).toHaveTitle(/Dashboard/);
    const chain = page.getByRole('region', { name: 'Chain' });
    await expect(chain.getByText('Head block', { exact: true })).toBeVisible();
    await expect(chain.getByText('Last irreversible block')).toBeVisible();
    await expect(chain.getByText(/blocks? behind the head/)).toBeVisible();
    // The node's own figures are folded away until asked for.
    const details = page.getByRole('group').filter({ hasText: 'Node details' });
    await expect(details.getByText('Server version', { exact: true })).toBeHidden();
    await details.getByText('Node details').click();
    await expect(details.getByText(info.chain_id, { exact: true })).toBeVisible();
    await expect(details.getByText('Server version', { exact: true })).toBeVisible();
    await expect(details.getByText(/µs virtual \/ .* µs actual/)).toBeVisible();
    await expect(details.getByText(/virtual \/ .* actual/).nth(1)).toBeVisible();
    await expect(details.getByText('Raw get_info JSON')).toBeVisible();

    const producers = page.getByRole('region', { name: 'Producers' });
    await expect(producers.getByText('Producing now')).toBeVisible();
    await expect(
      producers.getByRole('list', { name: 'Next producers' }).getByRole('link'),
    ).toHaveCount(5);

    const feed = page.getByRole('table', { name: /Latest blocks/ });
    await expect(feed.getByRole('row')).toHaveCount(21);
    await expect(page.getByRole('figure')).toContainText(/average interval \d+\.\d s/);
    // uPlot arrives in its own chunk and draws a canvas once the chart is in view.
    await page.getByRole('figure').scrollIntoViewIfNeeded();
    await expect(page.locator('figure canvas').first()).toBeAttached();
    await expectAccessible(page);
  });

  test('the first screen is the head, the last irreversible block and the latest blocks', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('head-block')).toBeInViewport();
    await expect(page.getByTestId('lib-block')).toBeInViewport();
    const feed = page.getByRole('table', { name: /Latest blocks/ });
    await expect(feed.getByRole('row').nth(1)).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(/µs virtual/)).toBeHidden();
    // On a phone, too, the feed starts on the first screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(feed.getByRole('row').nth(1).getByRole('link').first()).toBeInViewport({
      ratio: 1,
    });
  });

  test('the live feed updates without reload and asks for each block once', async ({
    page,
    devNode,
  }) => {
    const asked = recordBlockRequests(page);
    await page.goto('/');
    const feed = page.getByRole('table', { name: /Latest blocks/ });
    await expect(feed.getByRole('row')).toHaveCount(21);
    await expect(feed.getByText('Reversible').first()).toBeVisible();
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(20);
    await page.evaluate(() => {
      (window as unknown as { e2eMarker: string }).e2eMarker = 'same page';
    });

    const newHead = await devNode.produceBlocks(2);
    await expect(feed.getByRole('link', { name: newHead.toLocaleString('en-US') })).toBeVisible();
    await expect(page.getByTestId('head-block')).toHaveText(
      new RegExp(`^${newHead.toLocaleString('en-US')}`),
    );
    // Both new blocks were fetched, once each; nothing held was asked for again.
    expect(asked).toContain(String(newHead));
    expect(asked).toContain(String(newHead - 1));
    const marker = await page.evaluate(
      () => (window as unknown as { e2eMarker?: string }).e2eMarker,
    );
    expect(marker).toBe('same page');

    await devNode.produceBlocks(1);
    await expect(
      feed.getByRole('link', { name: (newHead + 1).toLocaleString('en-US') }),
    ).toBeVisible();
    // Let a few more head polls pass: held blocks must still not be re-requested.
    await page.waitForTimeout(2_500);
    expect(duplicates(asked)).toEqual([]);
  });

  test('the feed never has more than three block requests open at once', async ({ page }) => {
    let open = 0;
    let most = 0;
    const isBlockRequest = (url: string) => url.endsWith('/v1/chain/get_block');
    page.on('request', (req) => {
      if (!isBlockRequest(req.url())) return;
      open++;
      most = Math.max(most, open);
    });
    const settled = (req: { url(): string }) => {
      if (isBlockRequest(req.url())) open--;
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto('/');
    const feed = page.getByRole('table', { name: /Latest blocks/ });
    // Every row has its block (a time link cell), so all twenty were fetched.
    await expect(feed.getByRole('row')).toHaveCount(21);
    await expect(feed.getByText('Loading…')).toHaveCount(0);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(3);
  });

  test('on a phone the chart loads its code when scrolled to', async ({ page }) => {
    const chartCode: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('block-activity-plot')) chartCode.push(req.url());
    });
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/');
    const feed = page.getByRole('table', { name: /Latest blocks/ });
    await expect(feed.getByText('Loading…')).toHaveCount(0);
    const chart = page.getByRole('figure');
    await expect(chart).toContainText(/average interval \d+\.\d s/);
    // Below the fold: neither uPlot's code nor a canvas yet.
    await expect(chart).not.toBeInViewport();
    expect(chartCode).toEqual([]);
    await expect(chart.locator('canvas')).toHaveCount(0);

    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas').first()).toBeAttached();
    expect(chartCode.length).toBeGreaterThan(0);
  });

  test('when no recent block can be read the chart says so, and draws once blocks come back', async ({
    page,
  }) => {
    let failing = true;
    await page.route('**/v1/chain/get_block', async (route) => {
      // An overloaded proxy: 503 with Retry-After 0, so the retries come at once.
      if (failing)
        await route.fulfill({
          status: 503,
          headers: {
            'access-control-allow-origin': '*',
            'access-control-expose-headers': 'Retry-After',
            'retry-after': '0',
          },
          body: '<html><body>Service Unavailable</body></html>',
        });
      else await route.fallback();
    });
    await page.goto('/');
    const chart = page.getByRole('figure');
    await expect(chart).toContainText('No recent block could be read from the node');
    await expect(chart.locator('.animate-pulse')).toHaveCount(0);
    const feed = page.getByRole('table', { name: /Latest blocks/ });
    await expect(feed.getByText(/Could not load/).first()).toBeVisible();

    // Failed blocks are asked for again while the node fails (5 s recovery poll).
    failing = false;
    await expect(chart).toContainText(/average interval \d+\.\d s/, { timeout: 15_000 });
    await expect(chart).not.toContainText('No recent block could be read');
  });

  test('works at phone width, and in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('table', { name: /Latest blocks/ }).getByRole('row')).toHaveCount(
      21,
    );
    const overflow = await page.evaluate(
      // Nothing sticks out sideways; wide tables scroll inside their own box.
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
  });
});
