import type { Page } from '@playwright/test';
import { TOKEN_CONTRACT } from '../dev-node/src/fixtures.ts';
import { expect, test } from './fixtures';

/*
 * Every lazily loaded piece recovers from a download that failed: the asset is refused (as when
 * a network drops), then served again, and "Try again" must really fetch it anew. Chromium
 * remembers a failed import of a URL for the life of the document, so these fail unless the app
 * asks for the chunk again from a fresh URL. The block's transactions and the table's
 * virtualizer are shown the same way in block.spec.ts and tables.spec.ts.
 */

/** Refuses the assets matching `glob` until the returned function is called. */
async function refuse(page: Page, glob: string): Promise<() => Promise<void>> {
  await page.route(glob, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(glob);
}

/** Marks the document, to tell later that the page was not reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { unreloaded?: boolean }).unreloaded = true;
  });
}
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded === true);

test('a page whose code failed to download opens on "Try again", without a reload', async ({
  page,
}) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const serve = await refuse(page, '**/assets/producers-*.js');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Producers' })
    .click();
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  await markDocument(page);
  await serve();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Producers/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Producers' })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
});

test('the ABI serializer (antelope) that failed to download loads when encoding again', async ({
  page,
}) => {
  await page.goto(`/tools/abi?code=${TOKEN_CONTRACT}&action=transfer`);
  const form = page.getByRole('form', { name: 'Arguments of transfer' });
  await form.getByLabel('from (name)').fill('alice');
  await form.getByLabel('to (name)').fill('bob');
  await form.getByLabel('quantity (asset)').fill('1.0000 CYBER');
  await form.getByLabel('memo (string)').fill('blip');
  const serve = await refuse(page, '**/assets/antelope.m-*.js');
  await form.getByRole('button', { name: 'Encode' }).click();
  await expect(
    page.getByText(/Not checked: the browser could not pack these arguments/),
  ).toBeVisible();
  await serve();
  await form.getByRole('button', { name: 'Encode' }).click();
  await expect(page.getByText('✓ Matches the ABI: the browser packs the same bytes')).toBeVisible();
});

test('the dashboard chart (uPlot) that failed to download draws on "Try again"', async ({
  page,
}) => {
  const serve = await refuse(page, '**/assets/block-activity-plot-*.js');
  await page.goto('/');
  const chart = page.getByRole('figure');
  await expect(chart).toContainText(/average interval \d+\.\d s/);
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByRole('alert')).toContainText('The chart panel could not be shown.');
  await serve();
  await chart.getByRole('button', { name: 'Try again' }).click();
  await expect(chart.locator('canvas').first()).toBeAttached();
  await expect(chart.getByRole('alert')).toHaveCount(0);
});

test('history code (the block scan) that failed to download opens on "Try again"', async ({
  page,
}) => {
  const serve = await refuse(page, '**/assets/scan-controller-*.js');
  // `history=off`: the block scan, whose code comes in its own chunks.
  await page.goto('/account/alice/activity?history=off');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the history' });
  await expect(alert).toBeVisible();
  await markDocument(page);
  await serve();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('group', { name: /No history service is configured/ })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
});
