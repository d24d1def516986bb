import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** The labels of the key/value fields in `scope`, without their hints. */
function fieldLabels(scope: Locator): Promise<string[]> {
  return scope
    .locator('dt')
    .evaluateAll((els) => els.map((e) => e.firstChild?.textContent?.trim() ?? ''));
}

test.describe('token page', () => {
  test('shows supply, max supply and issuer', async ({ page }) => {
    await page.goto('/token/cyber.token/CYBER');
    await expect(page).toHaveTitle(/CYBER token/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CYBER token');
    await expect
      .poll(() => fieldLabels(page.getByRole('main')))
      .toEqual(['Supply', 'Maximum supply', 'Issuer', 'Contract', 'Precision']);
    await expect(page.getByText(/\d[\d,]*\.\d{4} CYBER \(.*% of the maximum\)/)).toBeVisible();
    await expect(page.getByText('4 decimal places')).toBeVisible();
    await expect(page.getByText('Raw get_currency_stats JSON')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/token/cyber.token/GOLOS');
    await expect(page.getByText('3 decimal places')).toBeVisible();
  });

  test('a token that does not exist is a clear not-found', async ({ page }) => {
    await page.goto('/token/cyber.token/NOPE');
    await expect(page.getByText('Token NOPE not found in cyber.token')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/token/nosuchacct1/CYBER');
    await expect(page.getByText('Token CYBER not found in nosuchacct1')).toBeVisible();
    await page.goto('/token/cyber.token/not-a-symbol');
    await expect(page.getByText(/is not a token address/)).toBeVisible();
  });

  test('works at phone width, and in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/token/cyber.token/CYBER');
    await expect(page.getByText('Maximum supply')).toBeVisible();
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
