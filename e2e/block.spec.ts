import type { Page, Route, Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { E2E_NODE_URL } from './ports';

/** The labels of the key/value fields in `scope`, without their hints. */
function fieldLabels(scope: Locator): Promise<string[]> {
  return scope
    .locator('dt')
    .evaluateAll((els) => els.map((e) => e.firstChild?.textContent?.trim() ?? ''));
}

const num = (n: number) => n.toLocaleString('en-US');

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Rewrites get_block answers for `blockNum` through `edit` (the dev node itself is untouched). */
async function editBlock(page: Page, blockNum: number, edit: (block: Json) => void) {
  await page.route('**/v1/chain/get_block', async (route: Route) => {
    const body: unknown = JSON.parse(route.request().postData() ?? '{}');
    if (!isObj(body) || String(body['block_num_or_id']) !== String(blockNum)) {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    const block: unknown = await response.json();
    if (isObj(block)) edit(block);
    await route.fulfill({ response, json: block });
  });
}

function actionsOf(block: Json): Json[] {
  const receipts = Array.isArray(block['transactions']) ? block['transactions'] : [];
  return receipts.flatMap((r: unknown) => {
    if (!isObj(r) || !isObj(r['trx']) || !isObj(r['trx']['transaction'])) return [];
    const actions = r['trx']['transaction']['actions'];
    return Array.isArray(actions) ? actions.filter(isObj) : [];
  });
}

function transferRow(page: Page) {
  return page
    .getByRole('table', { name: /Transactions of block/ })
    .getByRole('row')
    .filter({ hasText: 'cyber.token::transfer' })
    .first();
}

test.describe('block page', () => {
  test('labels every field of a seeded block and navigates', async ({ page }) => {
    await page.goto('/block/100');
    await expect(page).toHaveTitle(/Block 100/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block 100');
    const block = page.getByRole('region', { name: 'Block', exact: true });
    await expect
      .poll(() => fieldLabels(block))
      .toEqual(
        expect.arrayContaining([
          'Finality',
          'Time',
          'Producer',
          'Block id',
          'Previous block',
          'Transaction Merkle root',
          'Action Merkle root',
          'Confirmed',
          'Schedule version',
          'New producers',
          'Producer signature',
          'Reference block prefix',
        ]),
      );
    await expect(block.getByText('Irreversible', { exact: true })).toBeVisible();
    await expect(block.getByText(/UTC/).first()).toBeVisible();
    // The time in UTC (the default), the browser's zone on hover.
    await expect(block.locator('time').first()).toHaveAttribute('title', /\d/);
    await expect(block.getByText(/SIG_K1_/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy block id' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy previous block id' })).toBeVisible();
    await expect(page.getByText('Raw get_block JSON')).toBeVisible();
    await expectAccessible(page);

    // The previous block link goes by id and lands on block 99.
    await block.getByRole('link', { name: /^[0-9a-f]{64}$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block 99');
    await page.getByRole('link', { name: 'Block 100 →' }).click();
    await expect(page).toHaveURL(/\/block\/100$/);
    await page.getByRole('link', { name: '← Block 99' }).click();
    await expect(page).toHaveURL(/\/block\/99$/);
  });

  test("copies the block's raw JSON, and says it did", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/block/100');
    const raw = page.locator('details', { hasText: 'Raw get_block JSON' });
    await expect(raw.getByRole('button', { name: 'Copy JSON' })).toHaveCount(0);
    await raw.getByText('Raw get_block JSON').click();
    await raw.getByRole('button', { name: 'Copy JSON' }).click();
    await expect(raw.getByRole('status')).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await raw.locator('pre').textContent());
    expect(JSON.parse(copied)).toMatchObject({ block_num: 100 });
    await expectAccessible(page);
  });

  test('expands a transaction to its decoded actions', async ({ page }) => {
    await page.goto('/block/100');
    const row = transferRow(page);
    await row.getByRole('button', { name: /Show actions of transaction/ }).click();
    const actions = page.getByRole('list', { name: /^Actions of transaction/ });
    await expect(actions).toContainText('cyber.token::transfer');
    await expect(actions.getByRole('link', { name: 'alice' }).first()).toBeVisible();
    await expect(actions).toContainText('alice@active');
    await expect(actions).toContainText('fixture: alice pays bob');
    await expect(actions).toContainText('10.0000 CYBER');
    await expect(actions.getByText('Packed arguments (hex)')).toBeVisible();
    await expectAccessible(page);
    await row.getByRole('button', { name: /Hide actions of transaction/ }).click();
    await expect(actions).toBeHidden();
  });

  test('decodes hex arguments in the browser with the contract ABI, or says why not', async ({
    page,
  }) => {
    // As a node without the ABI answers: data is the hex, no hex_data.
    await editBlock(page, 100, (block) => {
      for (const a of actionsOf(block)) {
        a['data'] = a['hex_data'];
        delete a['hex_data'];
      }
    });
    await editBlock(page, 150, (block) => {
      for (const a of actionsOf(block)) {
        a['data'] = 'ffff';
        delete a['hex_data'];
      }
    });
    await page.goto('/block/100');
    await transferRow(page)
      .getByRole('button', { name: /Show actions/ })
      .click();
    const actions = page.getByRole('list', { name: /^Actions of transaction/ });
    await expect(actions).toContainText('fixture: alice pays bob');
    await expect(actions).toContainText('10.0000 CYBER');
    await expect(actions).toContainText(
      'decoded in your browser with the current ABI of cyber.token',
    );

    await page.goto('/block/150');
    await transferRow(page)
      .getByRole('button', { name: /Show actions/ })
      .click();
    await expect(page.getByRole('list', { name: /^Actions of transaction/ })).toContainText(
      /Raw hex: not decoded because decoding with the ABI of cyber.token failed/,
    );
  });

  test('shows and explains all five transaction statuses on seeded blocks', async ({ page }) => {
    const cases: [number, string][] = [
      [200, 'Delayed'],
      [220, 'Executed'],
      [320, 'Soft fail'],
      [420, 'Hard fail'],
      [520, 'Expired'],
    ];
    for (const [blockNum, label] of cases) {
      await page.goto(`/block/${blockNum}`);
      const table = page.getByRole('table', {
        name: `Transactions of block ${blockNum}`,
        exact: false,
      });
      await expect(table.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await page.getByText('What the statuses mean').click();
    for (const text of [
      'Succeeded: every action ran',
      'Failed, but the error was handled',
      'Failed and the error could not be handled',
      'Accepted for later',
      'Timed out before it could run',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
  });

  test('shows a multi-action transaction and an id-only deferred receipt', async ({ page }) => {
    await page.goto('/block/150');
    const row = transferRow(page);
    await expect(row).toContainText('+1 more');
    await row.getByRole('button', { name: /Show actions/ }).click();
    const actions = page.getByRole('list', { name: /^Actions of transaction/ });
    await expect(actions.getByRole('listitem').filter({ hasText: 'Action 2' })).toContainText(
      '2.000 GOLOS',
    );

    await page.goto('/block/220');
    const deferred = page
      .getByRole('table', { name: /Transactions of block/ })
      .getByRole('row')
      .filter({ hasText: 'id only' })
      .first();
    await deferred.getByRole('button', { name: /Show actions/ }).click();
    await expect(page.getByText(/The block holds only this transaction’s id/)).toBeVisible();
  });

  test('the finality badge flips live and header state gives way to an explanation', async ({
    page,
    devNode,
  }) => {
    const { head_block_num: head } = await devNode.getInfo();
    await page.goto(`/block/${head}?tab=header-state`);
    const block = page.getByRole('region', { name: 'Block', exact: true });
    await expect(block.getByText('Reversible', { exact: true })).toBeVisible();
    await expect(block.getByText(/\d+ blocks? until irreversible/)).toBeVisible();
    await expect(
      page.getByRole('table', { name: /Active schedule \(version \d+\)/ }),
    ).toBeVisible();
    await expect(page.getByText('Raw get_block_header_state JSON')).toBeVisible();
    await expectAccessible(page);

    await devNode.produceBlocks(40);
    await expect(block.getByText('Irreversible', { exact: true })).toBeVisible();
    await expect(block.getByText(/until irreversible/)).toBeHidden();
    await expect(page.getByText(/has just become irreversible/)).toBeVisible();

    await page.reload();
    await expect(
      page.getByText('This block is irreversible, so the node no longer keeps its header state.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(new RegExp(`/block/${head}$`));
  });

  test('opens a block by id', async ({ page }) => {
    const res = await page.request.post(`${E2E_NODE_URL}/v1/chain/get_block`, {
      data: { block_num_or_id: '100' },
    });
    const body: unknown = await res.json();
    const id = isObj(body) ? String(body['id']) : '';
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    await page.goto(`/block/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block 100');
  });

  test('says clearly when a block does not exist or the address is not a block', async ({
    page,
  }) => {
    await page.goto('/block/99999999');
    await expect(page.getByText(`Block ${num(99999999)} not found`)).toBeVisible();
    await expect(page.getByText(/has not been produced yet/)).toBeVisible();
    await expectAccessible(page);
    await page.goto('/block/abc');
    await expect(page.getByText('“abc” is not a block number or id')).toBeVisible();
  });

  test('a node failure is an error panel with retry, not a not-found', async ({ page }) => {
    let failing = true;
    await page.route('**/v1/chain/get_block', async (route) => {
      if (failing)
        await route.fulfill({ status: 502, body: '<html><body>Bad Gateway</body></html>' });
      else await route.fallback();
    });
    await page.goto('/block/100');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load block 100' });
    await expect(alert).toContainText('failed');
    await expect(page.getByText('Block 100 not found')).toHaveCount(0);
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Block', exact: true })).toBeVisible();
  });

  test('keeps a block of thousands of transactions smooth by drawing only visible rows', async ({
    page,
  }) => {
    await editBlock(page, 100, (block) => {
      const receipts = Array.isArray(block['transactions']) ? block['transactions'] : [];
      const sample: unknown = receipts.find((r) => isObj(r) && isObj(r['trx']));
      block['transactions'] = Array.from({ length: 3000 }, (_, i) => {
        const copy: unknown = structuredClone(sample);
        if (isObj(copy) && isObj(copy['trx'])) copy['trx']['id'] = i.toString(16).padStart(64, 'a');
        return copy;
      });
    });
    await page.goto('/block/100');
    await expect(page.getByText('3,000 transactions: rows are drawn as you scroll.')).toBeVisible();
    const table = page.getByRole('table', { name: /Transactions of block 100 \(3,000\)/ });
    await expect(table.getByRole('button', { name: /Show actions/ }).first()).toBeVisible();
    const drawn = await table.getByRole('button', { name: /Show actions/ }).count();
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(200);
    // Once the virtualizer has taken over, the page is as tall as all 3,000 rows (~45 px each),
    // and the last transaction is drawn once scrolled to.
    await expect
      .poll(() => page.evaluate(() => document.body.scrollHeight))
      .toBeGreaterThan(3000 * 40);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastId = (2999).toString(16).padStart(64, 'a');
    await expect(
      table.getByRole('link', { name: `${lastId.slice(0, 8)}…${lastId.slice(-8)}` }),
    ).toBeVisible();
    await table
      .getByRole('button', { name: /Show actions/ })
      .last()
      .click();
    await expect(page.getByRole('list', { name: /^Actions of transaction/ }).last()).toBeVisible();
  });

  test('a long block whose virtualizer failed to download draws it on "Try again"', async ({
    page,
  }) => {
    await editBlock(page, 100, (block) => {
      const receipts = Array.isArray(block['transactions']) ? block['transactions'] : [];
      const sample: unknown = receipts.find((r) => isObj(r) && isObj(r['trx']));
      block['transactions'] = Array.from({ length: 300 }, (_, i) => {
        const copy: unknown = structuredClone(sample);
        if (isObj(copy) && isObj(copy['trx'])) copy['trx']['id'] = i.toString(16).padStart(64, 'b');
        return copy;
      });
    });
    // As when the network drops: refused now, served again after.
    const chunk = '**/assets/virtual-transaction-rows-*.js';
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await page.goto('/block/100');
    await expect(page.getByRole('alert')).toContainText(
      'The transactions panel could not be shown.',
    );
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    const table = page.getByRole('table', { name: /Transactions of block 100 \(300\)/ });
    await expect(table).toBeVisible();
    const lastId = (299).toString(16).padStart(64, 'b');
    const last = table.getByRole('link', { name: `${lastId.slice(0, 8)}…${lastId.slice(-8)}` });
    // The virtual rows draw as the page scrolls: scroll to the end until the last one is drawn
    // (the page grows while the virtualizer measures its rows).
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(last).toBeVisible({ timeout: 1_000 });
    }).toPass();
  });

  test('works at phone width, and in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/block/150');
    await transferRow(page)
      .getByRole('button', { name: /Show actions/ })
      .click();
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
