import { expect, test } from './fixtures';
import { openTransactionFromBlock } from './open-transaction';

/*
 * "Your time zone" chosen in Settings, the browser in New York: every page writes its times in
 * that zone (Intl names it EST, or EDT in summer) and says so, with UTC on hover; none keeps UTC.
 */

const NEW_YORK = /\bE[SD]T\b/;

test.use({ timezoneId: 'America/New_York' });

test.beforeEach(async ({ page }) => {
  // The choice as Settings keeps it (lib/time-zone.ts).
  await page.addInitScript(() => window.localStorage.setItem('explorer.time', 'local'));
});

test('the blocks list says the zone in its heading and writes each time in it', async ({
  page,
}) => {
  await page.goto('/blocks');
  const table = page.getByRole('table', { name: /Blocks, newest first/ });
  await expect(table.getByRole('columnheader', { name: 'Time (your zone)' })).toBeVisible();
  const time = table.locator('tbody time').first();
  await expect(time).toHaveText(NEW_YORK);
  await expect(time).toHaveAttribute('title', /UTC$/);
  await expect(table.locator('tbody')).not.toContainText('UTC');
});

test('an account’s creation, in its header and its overview', async ({ page }) => {
  await page.goto('/account/alice');
  const created = page.getByText(/^created /);
  await expect(created).toHaveText(NEW_YORK);
  await expect(created).not.toContainText('UTC');
  const facts = page.getByRole('region', { name: 'Overview' });
  const createdFact = facts.locator('dt:text-is("Created") + dd');
  await expect(createdFact).toHaveText(NEW_YORK);
  await expect(createdFact).not.toContainText('UTC');
  await expect(createdFact.locator('time')).toHaveAttribute('title', /UTC$/);
});

test('deferred transactions: when they run, expire and were published', async ({ page }) => {
  await page.goto('/deferred?limit=5');
  const card = page.getByRole('article').first();
  for (const fact of ['Executes', 'Expires', 'Published']) {
    const value = card.locator(`dt:text-is("${fact}") + dd`);
    await expect(value).toHaveText(NEW_YORK);
    await expect(value).not.toContainText('UTC');
  }
  await expect(card.locator('dt:text-is("Executes") + dd')).toContainText(/delay until \d/);
});

test('a transaction’s block time and expiration', async ({ page }) => {
  await openTransactionFromBlock(page, 100, 'cyber.token::transfer');
  const block = page
    .getByRole('region', { name: 'In the block' })
    .locator('dt:text-is("Block") + dd');
  await expect(block).toHaveText(/at .*\bE[SD]T\b/);
  await expect(block).not.toContainText('UTC');
  const expiration = page
    .getByRole('region', { name: 'Header' })
    .locator('dt:has-text("Expiration") + dd');
  await expect(expiration).toHaveText(NEW_YORK);
  await expect(expiration).not.toContainText('UTC');
});

test('the stale banner names the zone, on a 24-hour clock', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('head-block')).toBeVisible();
  // The node stops answering this page: the head stays on screen, marked stale.
  await page.route('**/v1/chain/get_info', (route) => route.abort('connectionrefused'));
  const stale = page.getByRole('main').getByRole('status').filter({ hasText: 'Stale' });
  await expect(stale.first()).toContainText(/showing data from [0-2]\d:\d\d:\d\d E[SD]T\b/, {
    timeout: 30_000,
  });
});

test('activity: recent rows say how long ago, older ones their date in the zone', async ({
  page,
}) => {
  await page.goto('/account/alice/activity');
  const table = page.getByRole('table', { name: /Activity of/ });
  await expect(table.getByRole('columnheader', { name: 'Time (your zone)' })).toBeVisible();
  const times = table.locator('tbody tr[data-index] time');
  await expect(times.first()).toBeVisible();
  // The dev node's history of alice: a few actions of the last hours, the rest from 2023.
  const dated = times.filter({ hasText: /^\d{4}-\d\d-\d\d$/ });
  await expect(dated.first()).toBeVisible();
  await expect(times.filter({ hasText: / ago$/ }).first()).toBeVisible();
  await expect(times.filter({ hasText: /days? ago/ })).toHaveCount(0);
  // The date's whole time, in the zone, on hover.
  await expect(dated.first()).toHaveAttribute('title', NEW_YORK);
});
