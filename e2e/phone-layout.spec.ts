import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_NODE_HOST, E2E_NODE_URL } from './ports';

/*
 * At phone width the lists read as cards: who, what and how much in view without scrolling
 * sideways, neither the page nor a table inside it (a table scrolled in its own box showed only
 * its first columns, the transfer's parties and amount off to the right).
 */

const PHONE = { width: 390, height: 844 };

/**
 * Brings `part` into view by scrolling the page only vertically (scrollIntoView would also scroll
 * a table's own box sideways and show what a person would not see), then checks all of it shows.
 */
async function expectInViewAcross(page: Page, part: Locator) {
  const top = await part.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, Math.max(0, y - 200)), top);
  await expect(part).toBeInViewport({ ratio: 1 });
  const box = await part.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
}

/** A transfer's sender, receiver and amount, in a row that reads "from → to amount". */
function transferParts(row: Locator) {
  // The innermost element holding the arrow and the links either side of it.
  const reading = row
    .locator('td, span')
    .filter({ hasText: '→', has: row.page().getByRole('link') })
    .last();
  return {
    from: reading.getByRole('link').nth(0),
    to: reading.getByRole('link').nth(1),
    amount: reading.getByText(/^\d+\.\d+ [A-Z]{2,7}$/),
  };
}

test.describe('at phone width', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test("Activity shows a transfer's sender, receiver and amount", async ({ page }) => {
    await page.goto('/account/alice/activity?contract=cyber.token&action=transfer');
    const row = page
      .getByRole('table', { name: /Activity of alice/ })
      .locator('tbody tr')
      .filter({ hasText: '→' })
      .first();
    await expect(row).toBeVisible();
    const { from, to, amount } = transferParts(row);
    await expect(from).toHaveText(/^[a-z1-5.]{1,12}$/);
    await expect(to).toHaveText(/^[a-z1-5.]{1,12}$/);
    await expect(row).toContainText('alice');
    for (const part of [from, to, amount]) await expectInViewAcross(page, part);
    await expectNoSidewaysScroll(page);
  });

  test("a block's transactions show a transfer's sender, receiver and amount", async ({ page }) => {
    await page.goto('/block/100');
    const row = page
      .getByRole('table', { name: /Transactions of block/ })
      .getByRole('row')
      .filter({ hasText: 'cyber.token::transfer' })
      .first();
    const { from, to, amount } = transferParts(row);
    // Block 100's fixture: alice pays bob 10 CYBER.
    await expect(from).toHaveText('alice');
    await expect(to).toHaveText('bob');
    await expect(amount).toHaveText('10.0000 CYBER');
    for (const part of [from, to, amount, row.getByRole('button', { name: /Show actions/ })]) {
      await expectInViewAcross(page, part);
    }
    await expectNoSidewaysScroll(page);
  });

  test('the blocks list shows each block, its producer, finality and counts', async ({ page }) => {
    await page.goto('/blocks?before=500');
    const row = page
      .getByRole('table', { name: /Blocks/ })
      .locator('tbody tr')
      .first();
    await expect(row.getByRole('link', { name: '499' })).toBeVisible();
    for (const part of [
      row.getByRole('link', { name: '499' }),
      row.getByRole('link').nth(1),
      row.getByText('Irreversible'),
      row.locator('td').nth(3),
      row.locator('td').nth(4),
    ]) {
      await expectInViewAcross(page, part);
    }
    await expect(row.locator('td').nth(3)).toHaveText(/^Transactions\s*\d+$/);
    await expectNoSidewaysScroll(page);
  });

  test("the header's node status is whole, and whole again in the menu", async ({
    page,
    devNode,
  }) => {
    const info = await devNode.getInfo();
    const chain = `chain ${info.chain_id.slice(0, 8)}`;
    await page.goto('/blocks');
    const status = page.getByRole('link', { name: `Node ${E2E_NODE_HOST}: Online` });
    await expect(status).toContainText(chain);
    await expect(status).toHaveAttribute('title', `Node ${E2E_NODE_URL}`);
    // Neither line is cut to an ellipsis: each is as wide as its text.
    for (const line of await status.locator('span.truncate').all()) {
      expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expectInViewAcross(page, line);
    }
    await page.getByRole('button', { name: 'Menu' }).click();
    const whole = page.getByTestId('node-status-line');
    await expect(whole).toContainText(E2E_NODE_URL);
    await expect(whole).toContainText(`Online · ${chain}`);
    await expectNoSidewaysScroll(page);
  });
});
