import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { DICE } from '../dev-node/src/fixtures.ts';
import { expect, expectAccessible, test } from './fixtures';

const BETS = `/account/${DICE.account}/tables/${DICE.table}`;
/** The seeded bets only (ids 1…5,000), whatever live blocks have added since. */
const SEEDED_UPPER = String(DICE.rowCount);
const rowsTable = (page: Page) =>
  page.getByRole('table', { name: `Rows of dice.bets in scope ${DICE.scope}` });
const loaded = (page: Page) => page.getByText(/rows? loaded/);

async function downloadOf(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    text: await readFile(await download.path(), 'utf8'),
  };
}

/** Ids of rows as the node answers them for one call (the reference for paging). */
async function nodeIds(url: string, body: Record<string, unknown>): Promise<number[]> {
  const res = await fetch(`${url}/v1/chain/get_table_rows`, {
    method: 'POST',
    body: JSON.stringify({
      code: DICE.account,
      scope: DICE.scope,
      table: DICE.table,
      json: true,
      ...body,
    }),
  });
  const data = (await res.json()) as { rows: { id: number }[]; more: boolean };
  expect(data.more).toBe(false);
  return data.rows.map((r) => r.id);
}

test.describe('table browser', () => {
  test('a token contract’s tables open in a scope that has rows, with no scope typed', async ({
    page,
  }) => {
    const tokenRows = (scope: string, table = 'accounts') =>
      page.getByRole('table', { name: `Rows of cyber.token.${table} in scope ${scope}` });
    // Opened alone: an example account with balances (the core token's issuer).
    await page.goto('/account/cyber.token/tables/accounts');
    await expect(tokenRows('cyber').getByRole('row').nth(1)).toContainText('CYBER');
    await expect(page.getByRole('textbox', { name: 'Scope' })).toHaveValue('cyber');
    // The token statistics are scoped by symbol code: the core token's.
    await page.getByLabel('Table', { exact: true }).selectOption('stat');
    await expect(tokenRows('CYBER', 'stat').getByRole('row').nth(1)).toContainText('CYBER');
    await expect(page.getByRole('textbox', { name: 'Scope' })).toHaveValue('CYBER');
    await expectAccessible(page);

    // From alice's page to the token contract's balances: hers.
    await page.goto('/account/alice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('alice');
    const search = page.getByRole('combobox', { name: /Search/ });
    await search.fill('cyber.token');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/account\/cyber\.token$/);
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'Tables' })
      .click();
    await page.getByRole('link', { name: 'accounts', exact: true }).click();
    await expect(tokenRows('alice')).toContainText('GOLOS');
    await expect(page.getByRole('textbox', { name: 'Scope' })).toHaveValue('alice');
  });

  test('lists the contract tables and opens one', async ({ page }) => {
    await page.goto(`/account/${DICE.account}/tables`);
    await expect(page).toHaveTitle(/Tables of dice/);
    await expect(
      page.getByText('byplayer (player, id); byamount (amount._amount ↓, id)'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'bets', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${BETS}$`));
    await expect(loaded(page)).toHaveText('50 rows loaded · more available');
    await expectAccessible(page);
  });

  test('pages across a table larger than several pages, no row skipped or repeated', async ({
    page,
  }) => {
    await page.goto(`${BETS}?limit=150`);
    await expect(loaded(page)).toHaveText('150 rows loaded · more available');
    await page.getByRole('checkbox', { name: /Load more automatically/ }).uncheck();
    for (let pages = 2; pages <= 6; pages++) {
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(loaded(page)).toHaveText(
        `${150 * pages} rows loaded in ${pages} pages · more available`,
      );
    }
    const json = await downloadOf(page, 'Export JSON');
    expect(json.name).toBe('dice-bets-dice.json');
    const ids = (JSON.parse(json.text) as { id: number }[]).map((r) => r.id);
    expect(ids).toEqual(Array.from({ length: 900 }, (_, i) => i + 1));

    // Continuous scrolling: reaching the end of the list loads the next page.
    await page.getByRole('checkbox', { name: /Load more automatically/ }).check();
    await page.getByRole('region', { name: /Rows of dice\.bets/ }).evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(loaded(page)).toHaveText(/^(1,050|1,200|1,350) rows loaded/);
  });

  test('all 5,000 rows loaded by scrolling stay virtualised and scroll to the end', async ({
    page,
  }) => {
    // Bets above the seeded 5,000 arrive with new blocks (other tests produce them): bound the query.
    await page.goto(`${BETS}?limit=1000&upper=${SEEDED_UPPER}`);
    await expect(loaded(page)).toHaveText('1,000 rows loaded · more available');
    const region = page.getByRole('region', { name: /Rows of dice\.bets/ });
    for (let n = 2; n <= 5; n++) {
      // Reaching the end of the list loads the next page (continuous scrolling).
      await region.evaluate((el) => {
        el.scrollTop = el.scrollHeight;
      });
      await expect(loaded(page)).toHaveText(new RegExp(`^${n},000 rows loaded in ${n} pages`));
    }
    await expect(loaded(page)).toHaveText('5,000 rows loaded in 5 pages · all rows loaded');
    // Only the rows in view are in the document.
    expect(await rowsTable(page).locator('tbody tr').count()).toBeLessThan(120);
    await region.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(rowsTable(page).getByRole('row').last()).toContainText('5000');
    await expect(
      page.getByText('End of the rows: the node has no more within these bounds.'),
    ).toBeVisible();
  });

  test('a first page is drawn without the virtualizer; past 200 rows it loads and takes over', async ({
    page,
  }) => {
    const virtualizer: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/(react-virtual|virtual-rows)-[^/]*\.js$/.test(r.url()))
        virtualizer.push(r.url());
    });
    // The virtualizer's chunk is held back, to see what is shown while it arrives.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/react-virtual-*.js', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(`${BETS}?upper=${SEEDED_UPPER}`);
    await expect(loaded(page)).toHaveText('50 rows loaded · more available');
    const table = rowsTable(page);
    const body = table.locator('tbody');
    const region = page.getByRole('region', { name: /Rows of dice\.bets/ });
    await expect(body).toHaveAttribute('data-rows', 'plain');
    await expect(body.getByRole('row')).toHaveCount(50);
    await page.getByRole('checkbox', { name: /Load more automatically/ }).uncheck();
    for (let pages = 2; pages <= 4; pages++) {
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(loaded(page)).toHaveText(
        `${50 * pages} rows loaded in ${pages} pages · more available`,
      );
    }
    // 200 rows: every one drawn, and still no virtualizer fetched.
    await expect(body.getByRole('row')).toHaveCount(200);
    await expect(body).toHaveAttribute('data-rows', 'plain');
    expect(virtualizer).toEqual([]);

    // Where the person is: the row at the top of the grid's view, below its sticky header.
    await region.evaluate((el) => {
      el.scrollTop = el.scrollHeight - el.clientHeight - 200;
    });
    const rowAtTop = () =>
      region.evaluate((el) => {
        // The header cells (not the thead) stick to the top of the view.
        const top = el.querySelector('th')!.getBoundingClientRect().bottom;
        const row = [...el.querySelectorAll('tbody tr[aria-rowindex]')].find(
          (r) => r.getBoundingClientRect().bottom > top,
        )!;
        return {
          index: row.getAttribute('aria-rowindex'),
          y: Math.round(row.getBoundingClientRect().top),
        };
      });

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(loaded(page)).toHaveText('250 rows loaded in 5 pages · more available');
    // Past the threshold: the chunk is asked for; until it arrives the drawn rows stay.
    await expect.poll(() => virtualizer.length).toBeGreaterThan(0);
    await expect(body).toHaveAttribute('data-rows', 'plain');
    await expect(body.getByRole('row')).toHaveCount(200);
    const before = await rowAtTop();
    expect(Number(before.index)).toBeGreaterThan(100);

    release();
    await expect(body).toHaveAttribute('data-rows', 'virtual');
    await expect(table).toHaveAttribute('aria-rowcount', '251');
    // The same row at the same place: the switch does not move the rows.
    expect(await rowAtTop()).toEqual(before);
    expect(await body.locator('tr[aria-rowindex]').count()).toBeLessThan(120);

    // The rows past the first 200 render and scroll, and so do the first ones.
    await region.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(table.getByRole('row').last()).toHaveAttribute('aria-rowindex', '251');
    await expect(table.getByRole('row').last().getByRole('cell').nth(1)).toHaveText('250');
    await region.evaluate((el) => {
      el.scrollTop = 0;
    });
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('1');
    await expect(page.getByText('More rows follow.')).toBeAttached();
    await expectAccessible(page);
  });

  test('a virtualizer chunk that cannot be fetched is explained; Try again loads it', async ({
    page,
  }) => {
    // As after a deploy that replaced the chunks, or a network that dropped.
    await page.route('**/assets/virtual-rows-*.js', (route) => route.abort());
    await page.goto(`${BETS}?limit=300&upper=${SEEDED_UPPER}`);
    await expect(loaded(page)).toHaveText('300 rows loaded · more available');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The rows panel could not be shown.' }),
    ).toBeVisible();
    await page.unroute('**/assets/virtual-rows-*.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(rowsTable(page).locator('tbody')).toHaveAttribute('data-rows', 'virtual');
    await expect(rowsTable(page).getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('1');
  });

  test('a composite index bound: every bet of alice, in pages, reproduced by the URL', async ({
    page,
    devNode,
  }) => {
    const expected = await nodeIds(devNode.url, {
      index: 'byplayer',
      lower_bound: { player: 'alice', id: 0 },
      upper_bound: { player: 'alice', id: '18446744073709551615' },
      limit: 1000,
    });
    await page.goto(BETS);
    await page.getByLabel('Index').selectOption('byplayer');
    const lower = page.getByRole('group', { name: 'Lower bound (from)' });
    const upper = page.getByRole('group', { name: 'Upper bound (to, inclusive)' });
    await lower.getByLabel('player').fill('alice');
    await upper.getByLabel('player').fill('alice');
    await page.getByLabel('Limit').fill('300');
    await page.getByRole('button', { name: 'Query rows' }).click();
    await expect(page).toHaveURL(/index=byplayer/);
    expect(new URL(page.url()).searchParams.get('lower')).toBe('{"player":"alice"}');
    await expect(loaded(page)).toHaveText('300 rows loaded · more available');
    await page.getByRole('checkbox', { name: /Load more automatically/ }).uncheck();
    // Each click waits for its page to arrive (the count changes) before looking for the next:
    // the button is "Loading…", not "Load more", while a page is on its way.
    for (let clicks = 0; !/all rows loaded/.test(await loaded(page).innerText()); clicks++) {
      expect(clicks, 'pages needed for the bets of alice').toBeLessThan(10);
      const before = await loaded(page).innerText();
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(loaded(page)).not.toHaveText(before);
    }
    await expect(loaded(page)).toHaveText(
      new RegExp(`^${expected.length} rows loaded in \\d pages · all rows loaded`),
    );
    const json = await downloadOf(page, 'Export JSON');
    const rows = JSON.parse(json.text) as { id: number; player: string }[];
    expect(rows.map((r) => r.id)).toEqual(expected);
    expect(new Set(rows.map((r) => r.player))).toEqual(new Set(['alice']));
    await expect(page.getByText('Request body (get_table_rows, first page)')).toBeVisible();

    // The link alone reproduces the query.
    await page.reload();
    await expect(page.getByLabel('Index')).toHaveValue('byplayer');
    await expect(lower.getByLabel('player')).toHaveValue('alice');
    await expect(page.getByLabel('Limit')).toHaveValue('300');
    await expect(loaded(page)).toHaveText('300 rows loaded · more available');
    await expect(rowsTable(page).getByRole('row').nth(1)).toContainText('alice');
    await expectAccessible(page);
  });

  test('reverse order and show_payer', async ({ page }) => {
    await page.goto(`${BETS}?upper=${SEEDED_UPPER}`);
    await page.getByRole('checkbox', { name: 'Reverse order' }).check();
    await page.getByRole('checkbox', { name: 'Show RAM payer' }).check();
    await page.getByRole('button', { name: 'Query rows' }).click();
    await expect(page).toHaveURL(/reverse=1/);
    await expect(page).toHaveURL(/show_payer=1/);
    const table = rowsTable(page);
    for (const header of ['payer', 'scope', 'primary', 'size', 'in_ram']) {
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('cell').nth(1)).toHaveText(String(DICE.rowCount));
    // The payer of a bet is its player; primary is the id.
    const cells = await first.getByRole('cell').allTextContents();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(cells[headers.indexOf('payer')]).toBe(cells[headers.indexOf('player')]);
    expect(cells[headers.indexOf('primary')]).toBe(String(DICE.rowCount));
  });

  test('hex rows, decoded in the browser on request; CSV export', async ({ page }) => {
    await page.goto(`${BETS}?json=0&limit=60`);
    const table = rowsTable(page);
    await expect(table.getByRole('columnheader', { name: 'packed row (hex)' })).toBeVisible();
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/^[0-9a-f]+$/);
    await page.getByRole('button', { name: 'Decode hex rows with the ABI' }).click();
    await expect(table.getByRole('columnheader', { name: 'player' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('alice');
    await expect(table.getByRole('row').nth(1)).toContainText('CYBER');
    await expect(table.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('ok');

    const csv = await downloadOf(page, 'Export CSV');
    expect(csv.name).toBe('dice-bets-dice.csv');
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('#,id,player,amount,roll_under,roll,payout,placed,memo,decoded');
    expect(lines).toHaveLength(61);
    expect(lines[1]).toMatch(/^1,1,alice,\d+\.\d{4} CYBER,/);
    await page.getByRole('button', { name: 'Show packed hex' }).click();
    await expect(table.getByRole('columnheader', { name: 'packed row (hex)' })).toBeVisible();
  });

  test('an invalid bound is explained and nothing is sent; a node error shows its message', async ({
    page,
    devNode,
  }) => {
    await page.goto(`${BETS}?index=byplayer`);
    await expect(loaded(page)).toBeVisible();
    const before = page.url();
    const lower = page.getByRole('group', { name: 'Lower bound (from)' });
    await lower.getByLabel('player').fill('Alice!');
    await lower.getByLabel('id').fill('12x');
    await page.getByRole('button', { name: 'Query rows' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was sent' });
    await expect(alert).toContainText('Lower bound › player: “Alice!” is not a valid name');
    await expect(alert).toContainText('Lower bound › id: “12x” is not a whole number (uint64)');
    await expect(lower.getByLabel('player')).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).toBe(before);

    // A hand-edited link is checked the same way.
    await page.goto(`${BETS}?index=byplayer&upper=${encodeURIComponent('{"id":"5"}')}`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'not valid, so nothing was sent' }),
    ).toContainText('Upper bound › player: is empty, but a later field is set');

    try {
      await devNode.setFaults({ mode: '5xx', paths: ['get_table_rows'] });
      await page.goto(`${BETS}?limit=100`);
      await expect(
        page.getByRole('alert').filter({ hasText: 'Could not load rows of dice.bets' }),
      ).toContainText('injected fault: 5xx', { timeout: 20_000 });
    } finally {
      await devNode.setFaults({});
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(loaded(page)).toHaveText('100 rows loaded · more available');
  });

  test('a symbol_code scope: token stats open in CYBER, and another code can be typed', async ({
    page,
  }) => {
    await page.goto('/account/cyber.token/tables/stat');
    await expect(loaded(page)).toHaveText('1 row loaded · all rows loaded');
    const rows = page.getByRole('table', { name: /Rows of cyber\.token\.stat/ });
    await expect(rows).toContainText('CYBER');
    await page.getByRole('textbox', { name: 'Scope' }).fill('GOLOS');
    await page.getByRole('button', { name: 'Query rows' }).click();
    await expect(page).toHaveURL(/scope=GOLOS/);
    await expect(rows).toContainText('gls');
  });
});
