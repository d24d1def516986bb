import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Anyone on the chain can write memos, ABIs and table rows, and a node can say anything in its
 * peers' handshakes and its error messages. These tests rewrite real dev-node answers on their
 * way to the browser so that such strings carry markup and script, then check that the page
 * shows them as written and that nothing ran.
 */
const MARKUP = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
const SCRIPT_URL = 'javascript:window.__pwned=1';

type Json = Record<string, unknown>;

/** Serves `endpoint` (e.g. `chain/get_block`) from the dev node, changed by `mutate`. */
async function rewrite(
  page: Page,
  endpoint: string,
  mutate: (json: Json, body: string) => unknown,
) {
  await page.route(`**/v1/${endpoint}`, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Json;
    await route.fulfill({ response, json: mutate(json, route.request().postData() ?? '') });
  });
}

/** Nothing injected ran, no dialog opened, and no link can run script. */
async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => /^\s*(javascript|data|vbscript):/i.test(h))).toEqual([]);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
}

function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.dismiss();
  });
  return seen;
}

test.describe('hostile data from the chain and the node', () => {
  test('a memo and action data with markup are text on the transaction page', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await rewrite(page, 'chain/get_block', (block, body) => {
      if (!body.includes('"100"')) return block;
      for (const receipt of block['transactions'] as { trx: unknown }[]) {
        const trx = receipt.trx as { transaction?: { actions: { data: Json }[] } };
        for (const action of trx.transaction?.actions ?? []) {
          if (typeof action.data['memo'] === 'string') action.data['memo'] = MARKUP;
        }
      }
      return block;
    });
    await page.goto('/block/100');
    const row = page
      .getByRole('table', { name: /Transactions of block/ })
      .getByRole('row')
      .filter({ hasText: 'cyber.token::transfer' })
      .first();
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/block\/100\/tx\/[0-9a-f]{64}$/);
    const actions = page.getByRole('list', { name: 'Actions' });
    await expect(actions).toContainText(MARKUP);
    await expectNothingRan(page, dialogs);
  });

  test('table rows with markup are text in the table browser', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await rewrite(page, 'chain/get_table_rows', (answer) => {
      const rows = answer['rows'] as { data?: Json }[] | Json[];
      for (const row of rows) {
        const data = ('data' in row ? row.data : row) as Json;
        data['memo'] = MARKUP;
        data['player'] = SCRIPT_URL;
      }
      return answer;
    });
    await page.goto('/account/dice/tables/bets?upper=5');
    const table = page.getByRole('table', { name: /Rows of dice\.bets/ });
    await expect(table.getByRole('row').nth(1)).toContainText(MARKUP);
    await expect(table.getByRole('row').nth(1)).toContainText(SCRIPT_URL);
    await expectNothingRan(page, dialogs);
  });

  test('ABI comments, ricardian text and error messages with markup are text', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await rewrite(page, 'chain/get_abi', (answer) => {
      const abi = answer['abi'] as Json | undefined;
      if (!abi) return answer;
      abi['____comment'] = MARKUP;
      const actions = abi['actions'] as Json[];
      if (actions[0]) actions[0]['ricardian_contract'] = `${MARKUP} [click](${SCRIPT_URL})`;
      abi['error_messages'] = [{ error_code: 7, error_msg: MARKUP }];
      abi['ricardian_clauses'] = [{ id: SCRIPT_URL, body: MARKUP }];
      return answer;
    });
    await page.goto('/account/dice/contract');
    const main = page.getByRole('main');
    await expect(main).toContainText(`${MARKUP} [click](${SCRIPT_URL})`);
    await expect(main).toContainText(SCRIPT_URL);
    await expect(main.getByText(MARKUP, { exact: true }).first()).toBeAttached();
    await expectNothingRan(page, dialogs);
  });

  test('a peer agent and address with markup are text on the peers page', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await rewrite(page, 'net/connections', (answer) => {
      const list = answer as unknown as { last_handshake: Json }[];
      const first = list[0];
      if (first) {
        first.last_handshake['agent'] = MARKUP;
        first.last_handshake['p2p_address'] = SCRIPT_URL;
        first.last_handshake['os'] = MARKUP;
      }
      return list;
    });
    await page.goto('/peers');
    const table = page.getByRole('table', { name: 'Peer connections' });
    await expect(table).toContainText(MARKUP);
    await expect(table).toContainText(SCRIPT_URL);
    await expectNothingRan(page, dialogs);
  });

  test('a node error message with markup is shown as text', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await page.route('**/v1/chain/get_account', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          code: 500,
          message: MARKUP,
          error: {
            code: 3010001,
            name: 'name_type_exception',
            what: MARKUP,
            details: [{ message: MARKUP, file: 'x.cpp', line_number: 1, method: SCRIPT_URL }],
          },
        }),
      }),
    );
    await page.goto('/account/alice');
    const alert = page.getByRole('alert').first();
    await expect(alert).toContainText(MARKUP);
    await expectNothingRan(page, dialogs);
  });
});
