import { expect, expectAccessible, test } from './fixtures';

test.describe('deferred transactions', () => {
  test('pages through the list with `more`, forward and back, in the URL', async ({ page }) => {
    await page.goto('/deferred?limit=5');
    await expect(page).toHaveTitle(/Deferred/);
    const list = page.getByRole('list', { name: 'Deferred transactions' });
    const pager = page.getByRole('navigation', { name: 'Deferred pages', exact: true });
    const ids = () =>
      list.getByRole('article').locator('dt:text-is("Transaction id") + dd').allInnerTexts();

    await expect(list.getByRole('article')).toHaveCount(5);
    const first = await ids();
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/deferred\?lower=[0-9a-f]{64}&limit=5$/);
    await expect(list.getByRole('article').first()).not.toContainText(first[0] ?? '');
    await expect(list.getByRole('article')).not.toHaveCount(0);
    const second = await ids();
    // `more` is the first id not shown, so nothing repeats.
    expect(second.filter((id) => first.includes(id))).toEqual([]);

    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/deferred\?limit=5$/);
    await expect(list.getByRole('article')).toHaveCount(5);
    expect(await ids()).toEqual(first);
  });

  test('shows ids, accounts, times, decoded actions and a ticking countdown', async ({ page }) => {
    await page.goto('/deferred?limit=100');
    // alice's delayed transfer to bob (delay 3600 s) is scheduled at genesis.
    const card = page
      .getByRole('article')
      .filter({ has: page.locator('dt:text-is("Payer") + dd', { hasText: /^alice$/ }) })
      .first();
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Copy transaction id' })).toBeVisible();
    await expect(card).toContainText(/delay until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
    await expect(card).toContainText(/Expires\s*\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
    await expect(card.getByText('cyber.token', { exact: true })).toBeVisible();
    await expect(card).toContainText('transfer');
    await expect(card).toContainText('"to": "bob"');
    await expect(card.getByRole('link', { name: 'alice' }).first()).toHaveAttribute(
      'href',
      '/account/alice',
    );

    const countdown = card.locator('dt:text-is("Executes") + dd time');
    await expect(countdown).toHaveText(/^(in |due )/);
    const before = await countdown.innerText();
    await expect(countdown).not.toHaveText(before, { timeout: 3_000 });
  });

  test('switches to packed transactions in the URL and still decodes the actions', async ({
    page,
  }) => {
    await page.goto('/deferred?limit=3');
    await page
      .getByRole('navigation', { name: 'Transaction format' })
      .getByRole('link', { name: 'Packed bytes' })
      .click();
    await expect(page).toHaveURL(/\/deferred\?format=packed&limit=3$/);
    const card = page.getByRole('article').first();
    await expect(card.getByText(/^Packed bytes \(\d+ bytes\)$/)).toBeVisible();
    // Unpacked in the browser, arguments decoded by the node.
    await expect(card.getByText('cyber.token', { exact: true })).toBeVisible();
    await expect(card).toContainText('"quantity"');
    await expect(
      page.getByRole('link', { name: 'Decoded by the node (JSON)' }),
    ).not.toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
  });

  test('says so when the page starts at a transaction that has run since', async ({ page }) => {
    await page.goto(`/deferred?lower=${'ab'.repeat(32)}&limit=5`);
    await expect(
      page.getByText("This page's first transaction is no longer scheduled"),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Start from the first page' }).click();
    await expect(page).toHaveURL(/\/deferred\?limit=5$/);
    await expect(page.getByRole('article')).toHaveCount(5);
  });

  test('is readable in dark mode and at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/settings');
    await page.getByLabel('Theme').selectOption('dark');
    await page.goto('/deferred?limit=3');
    await expect(page.getByRole('article')).toHaveCount(3);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
