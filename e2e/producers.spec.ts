import { PRODUCERS, STANDBY_PRODUCERS } from '../dev-node/src/fixtures';
import { expect, expectAccessible, test } from './fixtures';

/** get_producers walks candidates in account-name order (the uint64 name order = ASCII here). */
const ALL = [...PRODUCERS, ...STANDBY_PRODUCERS].map(String).sort();

test.describe('producers', () => {
  test('pages forward and back through producers with the bounds in the URL', async ({ page }) => {
    await page.goto('/producers?limit=10');
    await expect(page).toHaveTitle(/Producers/);
    const table = page.getByRole('table', { name: 'Producers' });
    const pager = page.getByRole('navigation', { name: 'Producer pages', exact: true });
    const owners = () => table.locator('tbody tr td:first-child').allInnerTexts();

    const seen: string[] = [];
    const pages: string[][] = [];
    for (let i = 0; ; i++) {
      await expect(table.locator('tbody tr').first()).toBeVisible();
      const rows = await owners();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(10);
      pages.push(rows);
      seen.push(...rows);
      const next = pager.getByRole('link', { name: 'Next' });
      if ((await next.count()) === 0) break;
      await next.click();
      const expectedLower = ALL[seen.length];
      await expect(page).toHaveURL(new RegExp(`[?&]lower=${expectedLower}(&|$)`));
      await expect(page).toHaveURL(/[?&]limit=10(&|$)/);
      await expect(table.locator('tbody tr td:first-child').first()).toHaveText(
        expectedLower ?? '',
      );
      expect(i).toBeLessThan(10);
    }
    // Every candidate once, in order, none repeated across pages.
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(ALL.slice(0, seen.length));
    expect(seen.length).toBeGreaterThanOrEqual(21);
    await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true');

    // Back through the pages with Previous, each page as it was.
    for (let i = pages.length - 2; i >= 0; i--) {
      await pager.getByRole('link', { name: 'Previous' }).click();
      await expect(table.locator('tbody tr td:first-child').first()).toHaveText(
        pages[i]?.[0] ?? '',
      );
      expect(await owners()).toEqual(pages[i]);
    }
    await expect(page).not.toHaveURL(/lower=/);
    await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
  });

  test('shows votes, shares, schedule membership and keys, linking accounts', async ({ page }) => {
    await page.goto('/producers?limit=50');
    const table = page.getByRole('table', { name: 'Producers' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const first = table.locator('tbody tr').first();
    await expect(first.getByRole('link', { name: ALL[0] })).toHaveAttribute(
      'href',
      `/account/${ALL[0]}`,
    );
    // Shares are exact decimal percentages.
    await expect(first.locator('td').nth(3)).toHaveText(/^\d{1,3}\.\d{4}%$/);
    // 21 producers are in the active schedule; the rest are standby.
    await expect(table.getByText('Active', { exact: true })).toHaveCount(21);
    await expect(table.getByText('Standby', { exact: true })).toHaveCount(ALL.length - 21);
    // Signing keys are GLS keys; a producer's agent key is its signing key on the dev node.
    await expect(first.locator('td').nth(4)).toContainText(/GLS[1-9A-HJ-NP-Za-km-z]{50}/);
    await expect(first.locator('td').nth(5)).toHaveText('Same as signing key');
    await expect(page.getByText('Total vote weight')).toBeVisible();
    await expectAccessible(page);
  });

  test('the row count can be changed and is kept in the URL', async ({ page }) => {
    await page.goto('/producers');
    await page.getByLabel('Rows per page').selectOption('10');
    await expect(page).toHaveURL(/\/producers\?limit=10$/);
    await expect(page.getByRole('table', { name: 'Producers' }).locator('tbody tr')).toHaveCount(
      10,
    );
  });

  test('is readable in dark mode and at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/settings');
    await page.getByLabel('Theme').selectOption('dark');
    await page.goto('/producers?limit=10');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('table', { name: 'Producers' }).locator('tbody tr')).toHaveCount(
      10,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
