import { expect, expectAccessible, test } from './fixtures';

test.describe('deferred transactions', () => {
  test('pages through the list with `more`, forward and back, in the URL', async ({
    page,
    devNode,
  }) => {
    // Start well down the list, so transactions that run meanwhile (the other worker produces
    // blocks) do not shift these pages.
    const res = await fetch(`${devNode.url}/v1/chain/get_scheduled_transactions`, {
      method: 'POST',
      body: JSON.stringify({ limit: 12 }),
    });
    const all = (await res.json()) as { transactions: { trx_id: string }[] };
    const start = all.transactions[10]?.trx_id ?? '';
    expect(start).toMatch(/^[0-9a-f]{64}$/);

    await page.goto(`/deferred?lower=${start}&limit=3`);
    await expect(page).toHaveTitle(/Deferred/);
    const list = page.getByRole('list', { name: 'Deferred transactions' });
    const pager = page.getByRole('navigation', { name: 'Deferred pages', exact: true });
    const ids = () => list.getByRole('article').locator('h3 .font-mono').allInnerTexts();

    await expect(list.getByRole('article')).toHaveCount(3);
    const first = await ids();
    expect(first[0]).toBe(start);
    // Opened by link: there is no earlier page to go back to, only the first page.
    await expect(pager.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await expect(pager.getByRole('link', { name: 'First page' })).toBeVisible();

    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).not.toHaveURL(new RegExp(`lower=${start}`));
    await expect(page).toHaveURL(/\/deferred\?lower=[0-9a-f]{64}&limit=3$/);
    await expect(list.getByRole('article').first()).not.toContainText(start);
    const second = await ids();
    expect(second.length).toBeGreaterThan(0);
    // `more` is the first id not shown, so nothing repeats.
    expect(second.filter((id) => first.includes(id))).toEqual([]);

    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(list.getByRole('article').first()).not.toContainText(second[0] ?? '');
    const third = await ids();
    expect(third.filter((id) => first.includes(id) || second.includes(id))).toEqual([]);

    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(list.getByRole('article').first()).toContainText(second[0] ?? '');
    expect(await ids()).toEqual(second);
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(new RegExp(`/deferred\\?lower=${start}&limit=3$`));
    await expect(list.getByRole('article').first()).toContainText(start);
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
    await expect(card.locator('dt:text-is("Expires") + dd')).toContainText(
      /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/,
    );
    await expect(card.getByText('cyber.token', { exact: true })).toBeVisible();
    await expect(card).toContainText('transfer');
    await expect(card).toContainText('"to": "bob"');
    await expect(card.getByRole('link', { name: 'alice' }).first()).toHaveAttribute(
      'href',
      '/account/alice',
    );

    // The countdown, then the time it counts to.
    const countdown = card.locator('dt:text-is("Executes") + dd time').first();
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
      page.getByText('This page’s first transaction is no longer scheduled'),
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
