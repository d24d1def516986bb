import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openTransactionFromBlock } from './open-transaction';

/** The labels of the key/value fields in `scope`, without their hints. */
function fieldLabels(scope: Locator): Promise<string[]> {
  return scope
    .locator('dt')
    .evaluateAll((els) => els.map((e) => e.firstChild?.textContent?.trim() ?? ''));
}

test.describe('transaction page', () => {
  test('shows a transaction from its block, reusing the block page’s get_block', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/v1/chain/get_block')) asked.push(req.postData() ?? '');
    });
    await page.goto('/block/100');
    const row = page
      .getByRole('table', { name: /Transactions of block/ })
      .getByRole('row')
      .filter({ hasText: 'cyber.token::transfer' })
      .first();
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/block\/100\/tx\/[0-9a-f]{64}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction');
    await expect(page).toHaveTitle(/Transaction [0-9a-f]{8}…/);

    const inBlock = page.getByRole('region', { name: 'In the block' });
    await expect(inBlock.getByText('Executed', { exact: true })).toBeVisible();
    await expect(inBlock.getByText(/Succeeded: every action ran/)).toBeVisible();
    await expect(inBlock.getByText(/µs$/)).toBeVisible();

    const header = page.getByRole('region', { name: 'Header' });
    await expect
      .poll(() => fieldLabels(header))
      .toEqual(
        expect.arrayContaining([
          'Expiration',
          'Reference block',
          'Max NET',
          'Max CPU',
          'Max RAM',
          'Max storage',
          'Delay',
          'Signatures',
        ]),
      );
    await expect(header.getByText(/SIG_K1_/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy signature 1' })).toBeVisible();

    const actions = page.getByRole('list', { name: 'Actions' });
    await expect(actions).toContainText('cyber.token::transfer');
    await expect(actions).toContainText('fixture: alice pays bob');
    await expect(page.getByText('Raw transaction JSON (from get_block)')).toBeVisible();
    await expectAccessible(page);

    // One get_block for block 100 served both pages.
    expect(asked.filter((b) => b.includes('"100"'))).toHaveLength(1);
  });

  test('explains a receipt that carries only the id', async ({ page }) => {
    await page.goto('/block/220');
    const row = page
      .getByRole('table', { name: /Transactions of block/ })
      .getByRole('row')
      .filter({ hasText: 'id only' })
      .first();
    await row.getByRole('link').first().click();
    await expect(page.getByText(/The block holds only this transaction’s id/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'In the block' })).toContainText('Executed');
  });

  test('says when the transaction is not in the block or the address is wrong', async ({
    page,
  }) => {
    await page.goto(`/block/100/tx/${'0'.repeat(64)}`);
    await expect(page.getByText('Transaction not found in this block')).toBeVisible();
    await page.goto('/block/100/tx/xyz');
    await expect(page.getByText('This is not a transaction address')).toBeVisible();
    await page.goto(`/block/99999999/tx/${'0'.repeat(64)}`);
    await expect(page.getByText('Block 99,999,999 not found')).toBeVisible();
  });

  test('works at phone width, and in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openTransactionFromBlock(page, 150, 'cyber.token::transfer');
    await expect(page.getByRole('list', { name: 'Actions' })).toContainText('2.000 GOLOS');
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
