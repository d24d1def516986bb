import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, type DevNodeControl } from './fixtures';

/** The dev node's block `n`, as the node gives it. */
async function nodeBlock(devNode: DevNodeControl, n: number) {
  const res = await fetch(`${devNode.url}/v1/chain/get_block`, {
    method: 'POST',
    body: JSON.stringify({ block_num_or_id: n }),
  });
  return (await res.json()) as {
    id: string;
    timestamp: string;
    transactions: {
      status: string;
      trx:
        | string
        | {
            id: string;
            transaction: { delay_sec: number; actions: { account: string; name: string }[] };
          };
    }[];
  };
}

/** A transaction of one of the dev node's recent blocks: its id, block and first action. */
async function recentTransaction(devNode: DevNodeControl) {
  const { head_block_num: head } = await devNode.getInfo();
  for (let n = head - 20; n > head - 900; n--) {
    const block = await nodeBlock(devNode, n);
    for (const { trx, status } of block.transactions) {
      const action = typeof trx === 'object' ? trx.transaction.actions[0] : undefined;
      // Executed in this block: a delayed one runs (and is indexed) in a later block.
      if (
        typeof trx === 'object' &&
        action &&
        status === 'executed' &&
        !trx.transaction.delay_sec
      ) {
        return { id: trx.id, blockNum: n, time: block.timestamp, action };
      }
    }
  }
  throw new Error('no transaction in the recent blocks');
}

async function search(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: /Search/ });
  await box.fill(text);
  await box.press('Enter');
}

test.describe('search by a 64-hex id', () => {
  test('a block id the node knows opens the block', async ({ page, devNode }) => {
    const block = await nodeBlock(devNode, 100);
    await page.goto('/settings');
    await search(page, block.id.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`/block/${block.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('100');
  });

  test('a transaction id, with no history service, offers the transaction lookup', async ({
    page,
    devNode,
  }) => {
    const trx = await recentTransaction(devNode);
    // The e2e build's default service is the dev node's /v2: turned off for this visit.
    await page.goto('/settings?history=off');
    await search(page, trx.id);
    await expect(page).toHaveURL(new RegExp(`/search\\?(.*&)?q=${trx.id}(&|$)`));
    await expect(page).toHaveURL(/[?&]history=off(&|$)/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results).toContainText('The node knows no block with this id.');
    await page.getByRole('link', { name: `Look for transaction ${trx.id} in history` }).click();
    await expect(page).toHaveURL(new RegExp(`/tx/${trx.id}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Transaction');
  });

  test('a transaction id, with the dev node’s history service, opens it in its block', async ({
    page,
    devNode,
  }) => {
    const trx = await recentTransaction(devNode);
    await page.goto('/settings');
    await search(page, trx.id);
    await expect(page).toHaveURL(new RegExp(`/block/${trx.blockNum}/tx/${trx.id}`, 'i'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Transaction');
  });

  test('a transaction id the history service knows opens the transaction in its block', async ({
    page,
    devNode,
  }) => {
    const info = await devNode.getInfo();
    const trx = await recentTransaction(devNode);
    const cors = { 'content-type': 'application/json', 'access-control-allow-origin': '*' };
    await page.route('http://history.test/v2/health', (route) =>
      route.fulfill({
        headers: cors,
        body: JSON.stringify({
          version: '3.3.9',
          health: [
            {
              service: 'NodeosRPC',
              status: 'OK',
              time: Date.now(),
              service_data: {
                head_block_num: info.head_block_num,
                last_irreversible_block: info.last_irreversible_block_num,
                chain_id: info.chain_id,
              },
            },
          ],
        }),
      }),
    );
    // The service answers what the dev node's own block holds.
    await page.route('http://history.test/v2/history/get_transaction?*', (route) =>
      route.fulfill({
        headers: cors,
        body: JSON.stringify({
          executed: true,
          trx_id: trx.id,
          lib: info.last_irreversible_block_num,
          actions: [
            {
              '@timestamp': trx.time,
              block_num: trx.blockNum,
              trx_id: trx.id,
              act: { account: trx.action.account, name: trx.action.name, data: {} },
            },
          ],
        }),
      }),
    );
    await page.goto('/settings?history=http://history.test');
    await search(page, trx.id);
    await expect(page).toHaveURL(new RegExp(`/block/${trx.blockNum}/tx/${trx.id}\\?`));
    // The visit's ?history= link travels with every navigation, the search's included.
    expect(new URL(page.url()).searchParams.get('history')).toBe('http://history.test');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Transaction');
  });

  test('an id known nowhere says where it looked', async ({ page }) => {
    const id = 'e'.repeat(64);
    await page.goto(`/search?q=${id}`);
    await expect(page.getByRole('list', { name: 'Search results' })).toContainText(
      'The node knows no block with this id.',
    );
    await expect(
      page.getByRole('link', { name: `Look for transaction ${id} in history` }),
    ).toBeVisible();
  });
});

test.describe('search by token symbol', () => {
  test.beforeEach(async ({ page }) => {
    // A deployment that names a second token contract (one without the token here).
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { tokenContracts: ['cyber', 'cyber.token'] } }),
    );
  });

  test('asks every token contract and opens the one that has the token', async ({ page }) => {
    await page.goto('/settings');
    await search(page, 'GOLOS');
    await expect(page).toHaveURL(/\/token\/cyber\.token\/GOLOS$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GOLOS token');
  });

  test('a symbol no contract has, nor any account, is a clear not-found naming each place', async ({
    page,
  }) => {
    await page.goto('/settings');
    await search(page, 'NOPE');
    await expect(page).toHaveURL(/\/search\?q=NOPE$/);
    const list = page.getByRole('list', { name: 'Search results' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list).toContainText('No token NOPE in cyber.token.');
    await expect(list).toContainText('No token NOPE in cyber.');
    await expect(list).toContainText('No account nope.');
    await expect(page.getByText('Nothing found for “NOPE”.')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('search by a word: an account, a domain or a token', () => {
  test('a domain opens the names page; capitals find an account when no token has them', async ({
    page,
  }) => {
    await page.goto('/settings');
    await search(page, 'golos');
    await expect(page).toHaveURL(/\/names\?q=golos$/);
    await expect(page.getByRole('table', { name: 'Resolved names' })).toContainText('gls');
    await search(page, 'ALICE');
    await expect(page).toHaveURL(/\/account\/alice$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('alice');
    await search(page, 'GOLOS');
    await expect(page).toHaveURL(/\/token\/cyber\.token\/GOLOS$/);
  });

  test('a word that is both an account and a domain offers both', async ({ page }) => {
    await page.goto('/settings');
    await search(page, 'dice');
    await expect(page).toHaveURL(/\/search\?q=dice$/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link', { name: 'Account dice' })).toBeVisible();
    await expectAccessible(page);
    await results.getByRole('link', { name: 'Domain dice' }).click();
    await expect(page).toHaveURL(/\/names\?q=dice$/);
  });
});

test.describe('suggestions while typing', () => {
  test('offer what the text could be, chosen with the keyboard', async ({ page }) => {
    await page.goto('/settings');
    const box = page.getByRole('combobox', { name: /Search/ });
    await box.fill('ALICE');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option')).toHaveText(['Token ALICE', 'Account alice']);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const account = list.getByRole('option', { name: 'Account alice' });
    await expect(account).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await account.getAttribute('id')) ?? '',
    );
    await box.press('Enter');
    await expect(page).toHaveURL(/\/account\/alice$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();

    // Escape closes the list and keeps the text; ArrowUp wraps to the last choice.
    await box.fill('12,540');
    await expect(list.getByRole('option')).toHaveText(['Block 12,540']);
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('12,540');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.fill('golos');
    await expect(list.getByRole('option')).toHaveText([
      'Account golos',
      'Domain golos',
      'Token GOLOS',
    ]);
    await box.press('ArrowUp');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/token\/cyber\.token\/GOLOS$/);
  });

  test('a choice can be clicked, and a public key opens the accounts holding it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/settings');
    const box = page.getByRole('combobox', { name: /Search/ });
    await box.fill('dice');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.getByRole('option', { name: 'Domain dice' }).click();
    await expect(page).toHaveURL(/\/names\?q=dice$/);
    const key = 'GLS86JnownZYYyYhJPjnsuq7DB4sgLvvMWAPUz2g9gcRJyMbbVpdr';
    await box.fill(key);
    await expect(list.getByRole('option')).toHaveText(['Accounts holding the key GLS86JnownZY…']);
    await list.getByRole('option').click();
    await expect(page).toHaveURL(new RegExp(`/key/${key}$`));
  });
});
