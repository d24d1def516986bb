import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { E2E_NODE_URL } from './ports';

interface HoldersFile {
  supply: string;
  holders: { rank: number; account: string; balance: string; share: string | null }[];
}

/** Base units of a decimal amount ("12.3400" → 123400n). */
const units = (amount: string) => BigInt(amount.replace('.', ''));

async function supplyOf(symbol: string): Promise<string> {
  const res = await fetch(`${E2E_NODE_URL}/v1/chain/get_currency_stats`, {
    method: 'POST',
    body: JSON.stringify({ code: 'cyber.token', symbol }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  // Keyed by the symbol on CyberWay; the row itself elsewhere.
  const stats = (typeof body['supply'] === 'string' ? body : body[symbol]) as
    Record<string, unknown> | undefined;
  const supply = stats?.['supply'];
  if (typeof supply !== 'string') throw new Error(`no supply of ${symbol}`);
  return supply;
}

/** Finds CYBER's holders from the history service and waits until every balance is read. */
async function findHolders(page: Page, find: RegExp, done: RegExp) {
  await page.getByRole('button', { name: find }).click();
  await expect(page.getByText(done)).toBeVisible({ timeout: 90_000 });
}

/** The node requests that would read holders (get_info is the header's own poll). */
function holderRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (
      url.startsWith(E2E_NODE_URL) &&
      /get_currency_balance|get_currency_stats|get_producers|\/v2\//.test(url)
    )
      seen.push(url);
  });
  return seen;
}

test.describe('token holders', () => {
  test.setTimeout(180_000);

  test('CYBER’s holders sum to its supply; the list comes back from this browser alone', async ({
    page,
  }) => {
    await page.goto('/token/cyber.token/CYBER');
    await page.getByRole('link', { name: 'Find the holders' }).click();
    await expect(page).toHaveURL(/\/token\/cyber\.token\/CYBER\/holders/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holders of CYBER');
    await findHolders(page, /^Find holders$/, /^Done: every account found is read/);

    // Every account that ever held CYBER is found: their balances add up to the supply, since
    // on the dev node no CYBER is held by no account (nothing retired, every token in a balance).
    const supply = await supplyOf('CYBER');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cyber\.token-CYBER-holders-.*\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as HoldersFile;
    expect(file.supply).toBe(supply);
    const sum = file.holders.reduce((s, h) => s + units(h.balance), 0n);
    expect(sum).toBe(units(supply.split(' ')[0] ?? ''));
    const balances = file.holders.map((h) => units(h.balance));
    expect(balances).toEqual([...balances].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(file.holders.length).toBeGreaterThan(900);
    await expect(page.getByTestId('holders-summary')).toContainText(
      'the holders listed hold 100.00% of it',
    );

    // The largest holder first, with its share of the supply.
    const first = page
      .getByRole('table', { name: /Holders of CYBER/ })
      .getByRole('row')
      .nth(1);
    await expect(first).toContainText(file.holders[0]?.account ?? '?');
    await expect(first).toContainText(file.holders[0]?.share ?? '?');

    // The token page names how many hold it and what the ten largest hold.
    await page.goto('/token/cyber.token/CYBER');
    const top10 = file.holders.slice(0, 10).reduce((s, h) => s + units(h.balance), 0n);
    const supplyUnits = units(supply.split(' ')[0] ?? '');
    const share = ((top10 * 10_000n) / supplyUnits).toString().padStart(3, '0');
    await expect(page.getByTestId('token-holders-summary')).toContainText(
      `${file.holders.length.toLocaleString('en-US')} holders · the top 10 hold ${share.slice(0, -2)}.${share.slice(-2)}% of the supply`,
    );

    // A repeat visit draws the first page from IndexedDB without asking the node for holders
    // (counted from a blank page: the token page's own requests are not the holders').
    await page.goto('about:blank');
    const asked = holderRequests(page);
    await page.goto('/token/cyber.token/CYBER/holders');
    await expect(first).toContainText(file.holders[0]?.account ?? '?');
    await expect(
      page.getByRole('table', { name: /Holders of CYBER/ }).getByRole('link'),
    ).not.toHaveCount(0);
    await page.waitForTimeout(1_000);
    expect(asked).toEqual([]);
    await page.getByRole('button', { name: 'Show more holders' }).click();
    await expect(page.getByText(/^Shown: 200 of /)).toBeVisible();
  });

  test('cancel and resume; in Russian at phone width, axe-clean', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/token/cyber.token/CYBER/holders?lang=ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Держатели CYBER');
    await page.getByRole('button', { name: 'Найти держателей' }).click();
    await page.getByRole('button', { name: 'Отмена' }).click();
    await expect(page.getByText(/^Отменено/)).toBeVisible();
    await findHolders(page, /^Продолжить$/, /^Готово: прочитаны все найденные счета/);
    await expect(page.getByRole('table', { name: /Держатели CYBER/ })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  test('without a history service: found in the blocks the scan read', async ({ page }) => {
    await page.goto('/token/cyber.token/GOLOS/holders?history=off');
    const scan = page.getByRole('group', { name: /No history service is configured/ });
    await scan.getByLabel('Blocks to read').selectOption('1000');
    await scan.getByRole('button', { name: 'Read blocks' }).click();
    await expect(scan.getByText('Done: every block of the range is read.')).toBeVisible({
      timeout: 90_000,
    });
    await findHolders(page, /^Find holders$/, /^Done: every account found is read/);
    // The issuer at least, and the accounts GOLOS moved between in the blocks read.
    const table = page.getByRole('table', { name: /Holders of GOLOS/ });
    await expect(table.getByRole('link', { name: 'gls', exact: true })).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThan(3);
  });
});
