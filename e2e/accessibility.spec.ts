import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { firstTrxOfBlock100 } from './open-transaction';

/**
 * Every route with real dev-node data, checked with axe in English, light, at desktop width. The
 * other half of the pairs, Russian in dark at phone width, is i18n.spec.ts's check of every route
 * (each check costs seconds of axe; the two together cover both themes, languages and widths).
 */
const ROUTES = [
  '/',
  '/blocks',
  '/block/100',
  '/block/100/tx/{trx}',
  '/account/alice',
  '/account/alice/permissions',
  '/account/alice/tokens',
  '/account/alice/staking',
  '/account/dice/contract',
  '/account/dice/tables',
  '/account/dice/tables/bets',
  '/token/cyber.token/CYBER',
  '/producers',
  '/validators',
  '/schedule',
  '/deferred',
  '/msig',
  '/msig/alice/voided',
  '/names?q=alice%40golos',
  '/peers',
  '/nodes',
  '/tools',
  '/tools/abi',
  '/tools/transaction',
  '/tools/push?action1=cyber.token::transfer&auth1=alice@active&data1={"from":"alice","to":"bob","quantity":"1.0000 CYBER","memo":""}',
  '/settings',
  '/no/such/page',
];

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Wait for skeletons to be replaced by data.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

test.describe('axe, light', () => {
  test.use({ colorScheme: 'light' });
  for (const route of ROUTES) {
    test(route, async ({ page }) => {
      const path = route.includes('{trx}')
        ? route.replace('{trx}', await firstTrxOfBlock100())
        : route;
      await page.goto(path);
      await expect(page.locator('html')).not.toHaveClass(/dark/);
      await settle(page);
      await expectAccessible(page);
    });
  }
});

async function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return '';
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const shadow = s.boxShadow !== 'none';
    return outline || shadow ? `${s.outlineStyle} ${s.outlineWidth} ${s.boxShadow}` : '';
  });
}

test.describe('keyboard', () => {
  test('Tab reaches the skip link, the search box and the main menu, each with a visible focus', async ({
    page,
  }) => {
    await page.goto('/blocks');
    await settle(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    const search = page.getByRole('combobox', { name: /Search/ });
    for (let i = 0; i < 5 && !(await search.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(search).toBeFocused();
    expect(await focusRing(page)).not.toBe('');

    const nav = page.getByRole('navigation', { name: 'Main' });
    const blocks = nav.getByRole('link', { name: 'Blocks' });
    for (let i = 0; i < 10 && !(await blocks.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(blocks).toBeFocused();
    expect(await focusRing(page)).not.toBe('');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/producers$/);
  });

  test('the skip link moves focus to the page content', async ({ page }) => {
    await page.goto('/producers');
    await settle(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(inMain).toBe(true);
  });

  test('data tables have column headers', async ({ page }) => {
    for (const path of ['/blocks', '/producers', '/peers', '/account/dice/tables/bets']) {
      await page.goto(path);
      await settle(page);
      const tables = page.getByRole('main').getByRole('table');
      await expect(tables.first()).toBeVisible();
      for (const table of await tables.all()) {
        await expect(table.getByRole('columnheader').first()).toBeAttached();
      }
    }
  });
});
