import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { E2E_NODE_URL } from './ports';

/** "METHOD url body" of every request the page sends to the node or its history service. */
function recordNodeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(`${E2E_NODE_URL}/`)) {
      seen.push(`${req.method()} ${req.url()} ${req.postData() ?? ''}`);
    }
  });
  return seen;
}

/** The same for every request the inspector lists. */
async function listedRequests(dialog: Locator): Promise<string[]> {
  return dialog.getByTestId('logged-request').evaluateAll((rows) =>
    rows.map((row) => {
      const button = row.querySelector('button');
      const method = button?.textContent?.split(' ')[0] ?? '';
      const body = row.querySelector('[data-body]')?.getAttribute('data-body') ?? '';
      return `${method} ${button?.title ?? ''} ${body}`;
    }),
  );
}

const sorted = (xs: string[]) => [...xs].sort();

/** The JSON text a JsonView shows (its <pre>). */
async function shownJson(region: Locator): Promise<unknown> {
  return JSON.parse(await region.locator('pre').last().innerText()) as unknown;
}

test.describe('request inspector', () => {
  test('lists exactly the requests the page made; curl and resend give the same JSON', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const seen = recordNodeRequests(page);
    await page.goto('/block/100');
    await expect(page.getByRole('heading', { name: /Block 100/ })).toBeVisible();

    await page.getByRole('button', { name: 'Requests' }).click();
    const dialog = page.getByRole('dialog', { name: 'Requests' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Hide get_info polling' }).uncheck();
    // The header polls the head every second: both lists grow while they are read, so they are
    // compared until one reading finds them equal.
    await expect
      .poll(async () => {
        const listed = await listedRequests(dialog);
        return JSON.stringify(sorted(listed)) === JSON.stringify(sorted(seen)) && listed.length;
      })
      .toBeGreaterThanOrEqual(2);
    expect(
      seen.some((s) => s.includes('/v1/chain/get_block') && s.includes('"block_num_or_id"')),
    ).toBe(true);

    // The block's own request: its answer, as curl, run here by curl itself.
    await dialog.getByRole('button', { name: 'POST /v1/chain/get_block' }).first().click();
    const details = dialog.getByRole('region', { name: 'POST /v1/chain/get_block' });
    const answer = details.getByRole('group').filter({ hasText: 'Answer (200)' });
    const shown = await shownJson(answer);
    expect(shown).toMatchObject({ block_num: 100 });

    await details.getByRole('button', { name: 'Copy as curl' }).click();
    await expect(details.getByText('Copied as curl.')).toBeVisible();
    const curl = await details.getByTestId('as-curl').innerText();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(curl);
    expect(curl).toMatch(/^curl -sS -X POST '.*\/v1\/chain\/get_block' --data-raw '\{.*\}'$/);
    const out = execFileSync('sh', ['-c', curl], { encoding: 'utf8', timeout: 10_000 });
    expect(JSON.parse(out)).toEqual(shown);

    await details.getByRole('button', { name: 'Copy as fetch' }).click();
    await expect(details.getByTestId('as-fetch')).toContainText('await fetch(');

    await details.getByRole('button', { name: 'Send again' }).click();
    const again = details
      .getByRole('group')
      .filter({ hasText: /Answer sent again \(200, \d+ ms\)/ });
    await expect(again).toBeVisible();
    expect(await shownJson(again)).toEqual(shown);

    // React Query's side: the block on screen came from its memory, fetched once.
    await dialog.getByText(/Answers on screen from React Query/).click();
    await expect(dialog.getByRole('listitem').filter({ hasText: '["block","100"]' })).toContainText(
      /fetched at \d\d:\d\d:\d\d UTC/,
    );

    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Requests' })).toBeFocused();
  });

  test('a history page: its /v2 GETs are listed with the node requests, and their curl runs', async ({
    page,
  }) => {
    const seen = recordNodeRequests(page);
    await page.goto('/account/alice/activity');
    await expect(page.getByRole('table', { name: /activity/i })).toBeVisible();
    await page.getByRole('button', { name: 'Requests' }).click();
    const dialog = page.getByRole('dialog', { name: 'Requests' });
    await dialog.getByRole('checkbox', { name: 'Hide get_info polling' }).uncheck();
    await expect
      .poll(async () => {
        const listed = await listedRequests(dialog);
        return JSON.stringify(sorted(listed)) === JSON.stringify(sorted(seen)) && listed.length;
      })
      .toBeGreaterThanOrEqual(2);
    expect(seen.some((s) => s.startsWith(`GET ${E2E_NODE_URL}/v2/history/get_actions?`))).toBe(
      true,
    );

    await dialog
      .getByRole('button', { name: /^GET \/v2\/history\/get_actions\?/ })
      .first()
      .click();
    const details = dialog.getByRole('region', { name: /^GET \/v2\/history\/get_actions/ });
    const shown = await shownJson(details.getByRole('group').filter({ hasText: 'Answer (200)' }));
    await details.getByRole('button', { name: 'Copy as curl' }).click();
    const curl = await details.getByTestId('as-curl').innerText();
    expect(curl).toMatch(/^curl -sS '.*\/v2\/history\/get_actions\?.*'$/);
    const out = execFileSync('sh', ['-c', curl], { encoding: 'utf8', timeout: 10_000 });
    // Hyperion says how long each query took: the one field two identical answers differ in.
    const timeless = (v: unknown) => ({ ...(v as object), query_time_ms: 0 });
    expect(timeless(JSON.parse(out))).toEqual(timeless(shown));
  });

  test('the drawer uses its height, never wraps or clips a number, holds still while read and filters', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 700, height: 800 });
    await page.goto('/account/alice/tokens');
    await expect(page.getByRole('region', { name: 'Token balances' })).toContainText('CYBER');
    await page.getByRole('button', { name: 'Requests' }).click();
    const dialog = page.getByRole('dialog', { name: 'Requests' });
    const list = dialog.getByRole('region', { name: 'Request list' });
    const rows = dialog.getByTestId('logged-request');
    await expect(rows.first()).toBeVisible();

    // The list fills the drawer rather than a third of it.
    const listBox = await list.boundingBox();
    const dialogBox = await dialog.boundingBox();
    expect(listBox?.height ?? 0).toBeGreaterThan((dialogBox?.height ?? 0) * 0.55);
    // Status, time, size and attempt each on one line, and no column cut off at the side.
    const wrapped = await list.locator('table').evaluate((table) => {
      const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
      const out: string[] = [];
      for (const tr of table.querySelectorAll('tbody tr')) {
        [...tr.children].forEach((td, i) => {
          if (!['Status', 'Time', 'Size', 'Attempt'].includes(heads[i] ?? '')) return;
          const range = document.createRange();
          range.selectNodeContents(td);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) out.push(`${heads[i]}: ${td.textContent}`);
        });
      }
      return out;
    });
    expect(wrapped).toEqual([]);
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

    // The head poll is hidden unless asked for; shown, it adds a row every second.
    await expect(rows.filter({ hasText: 'get_info' })).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'Hide get_info polling' }).uncheck();
    await expect(rows.filter({ hasText: 'get_info' }).first()).toBeVisible();
    // Paused, the rows stay where they are while the page goes on asking.
    await dialog.getByRole('button', { name: 'Pause' }).click();
    const before = await rows.allInnerTexts();
    await expect(dialog.getByText(/^\d+ new requests? not shown\.$/)).toBeVisible();
    expect(await rows.allInnerTexts()).toEqual(before);
    await dialog.getByRole('button', { name: 'Follow new requests' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(before.length);
    // Choosing a row to read pauses the list too.
    await rows.nth(2).getByRole('button').click();
    const reading = await rows.allInnerTexts();
    await expect(dialog.getByText(/^\d+ new requests? not shown\.$/)).toBeVisible();
    expect(await rows.allInnerTexts()).toEqual(reading);

    // A filter over endpoint, body and status.
    await dialog.getByLabel('Filter requests').fill('get_currency_balance');
    await expect(rows.first()).toContainText('get_currency_balance');
    for (const text of await rows.allInnerTexts()) expect(text).toContain('get_currency_balance');
    await dialog.getByLabel('Filter requests').fill('nothing like this');
    await expect(rows).toHaveCount(0);
    await expect(dialog).toContainText('No request matches “nothing like this”.');
    await expectAccessible(page);
  });

  test('Alt+Shift+I opens it, Esc closes it and focus goes back', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('head-block')).toBeVisible();
    const search = page.getByRole('combobox', { name: /Search/ });
    await search.focus();
    const button = page.getByRole('button', { name: 'Requests' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+I');
    await page.keyboard.press('Alt+Shift+I');
    const dialog = page.getByRole('dialog', { name: 'Requests' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('logged-request').first()).toBeVisible();
    // The page behind is inert while the dialog is open.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(search).toBeFocused();
  });
});
