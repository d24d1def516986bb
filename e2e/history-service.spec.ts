import type { Page } from '@playwright/test';
import { E2E_NODE_HOST } from './ports';
import { expect, test } from './fixtures';
import { ownDevNodeForTests, setDevNodeFaults } from './own-dev-node';

/**
 * History from the dev node's own history service (its /v2, the e2e build's default): the same
 * answers the block scan finds, transactions by id, account origins, and a failing service that
 * is explained where history is needed while the rest of the page works.
 */

function activityRows(page: Page) {
  return page.getByRole('table', { name: /Activity of/ }).locator('tbody tr[data-index]');
}

/** `block trx contract::action` of each shown row. */
async function rowKeys(page: Page): Promise<string[]> {
  return activityRows(page).evaluateAll((trs) =>
    trs.map((tr) => {
      const cell = (i: number) => tr.children[i];
      const block = cell(1)?.textContent?.replace(/,/g, '') ?? '';
      const trx = cell(2)?.querySelector('a')?.getAttribute('title') ?? '';
      return `${block} ${trx} ${cell(3)?.textContent ?? ''}`;
    }),
  );
}

/** The rows the page says it has loaded. */
async function loadedCount(page: Page): Promise<number> {
  const text = await page.getByTestId('activity-count').innerText();
  return Number(/^Actions loaded: ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, ''));
}

/** Whether a block's receipt of a transaction says it executed (not delayed, not failed). */
async function executedIn(nodeUrl: string, blockNum: number, trxId: string): Promise<boolean> {
  const res = await fetch(`${nodeUrl}/v1/chain/get_block`, {
    method: 'POST',
    body: JSON.stringify({ block_num_or_id: blockNum }),
  });
  const block = (await res.json()) as { transactions: { status: string; trx: unknown }[] };
  return block.transactions.some(
    (t) =>
      t.status === 'executed' &&
      (t.trx === trxId ||
        (typeof t.trx === 'object' && t.trx !== null && 'id' in t.trx && t.trx.id === trxId)),
  );
}

test.describe('history from the dev node’s service', () => {
  test('account activity comes from the service and agrees with what the block scan finds', async ({
    page,
    context,
    devNode,
  }) => {
    test.slow();
    const { head_block_num: head } = await devNode.getInfo();
    await page.goto('/account/alice/activity');
    await expect(page.getByTestId('history-source')).toHaveText(
      `Source: history service ${E2E_NODE_HOST}, indexed to block ${head.toLocaleString('en-US')}`,
    );
    // No scan is offered: the service answers.
    await expect(page.getByRole('group', { name: /No history service is configured/ })).toHaveCount(
      0,
    );
    await expect(activityRows(page).first()).toBeVisible();
    // A screenful is drawn first, the rest of the loaded rows just after: all of them compared.
    await expect(activityRows(page)).toHaveCount(await loadedCount(page));
    const fromService = await rowKeys(page);

    // The same account read from the last 1,000 blocks, in another tab without the service.
    const scanPage = await context.newPage();
    await scanPage.goto('/account/alice/activity?history=off');
    const scan = scanPage.getByRole('group', { name: /No history service is configured/ });
    await scan.getByLabel('Blocks to read').selectOption('1000');
    await scan.getByRole('button', { name: 'Read blocks' }).click();
    await expect(scan.getByText('Done: every block of the range is read.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(activityRows(scanPage).first()).toBeVisible();
    const fromScan = await rowKeys(scanPage);
    const oldestScanned = head - 999;
    const inRange = (key: string) => Number(key.split(' ')[0]) >= oldestScanned;
    const serviceInRange = fromService.filter(inRange);
    expect(fromScan.length).toBeGreaterThan(0);
    // Every executed action the scan found in those blocks is a row of the service (a service
    // indexes executed actions only; it also has the inline ones, which blocks do not carry).
    let executed = 0;
    for (const key of fromScan.filter(inRange)) {
      const [block, trx] = key.split(' ');
      if (!(await executedIn(devNode.url, Number(block), trx ?? ''))) continue;
      executed++;
      expect(serviceInRange).toContain(key);
    }
    expect(executed).toBeGreaterThan(0);
  });

  test('a transaction known only by its id is found by the service and opens with its block', async ({
    page,
    devNode,
  }) => {
    const { head_block_num: head } = await devNode.getInfo();
    let found: { id: string; blockNum: number } | undefined;
    for (let n = head - 20; n > head - 500 && !found; n--) {
      const res = await fetch(`${devNode.url}/v1/chain/get_block`, {
        method: 'POST',
        body: JSON.stringify({ block_num_or_id: n }),
      });
      const block = (await res.json()) as { transactions: { trx: unknown }[] };
      for (const t of block.transactions)
        if (typeof t.trx === 'object' && t.trx !== null && 'id' in t.trx)
          found = { id: String(t.trx.id), blockNum: n };
    }
    if (!found) throw new Error('no transaction in the recent blocks');
    await page.goto(`/tx/${found.id}`);
    await expect(page).toHaveURL(new RegExp(`/block/${found.blockNum}/tx/${found.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Transaction');
  });

  test('account origins: who created an account, and the accounts it created', async ({
    page,
    devNode,
  }) => {
    // A newaccount the dev node's history holds, asked of the service as a test would of any.
    const answer = await fetch(
      `${devNode.url}/v2/history/get_actions?filter=cyber:newaccount&limit=1`,
    );
    const { actions } = (await answer.json()) as {
      actions: {
        block_num: number;
        trx_id: string;
        act: { data: { creator: string; name: string } };
      }[];
    };
    const created = actions[0];
    if (!created) throw new Error('no newaccount in the dev node’s history');
    const { creator, name } = created.act.data;

    await page.goto(`/account/${name}`);
    const origins = page.getByTestId('account-origins');
    await expect(origins).toContainText(`Created by ${creator} in transaction`);
    await expect(
      origins.getByRole('link', { name: created.block_num.toLocaleString('en-US') }),
    ).toBeVisible();

    await page.goto(`/account/${creator}`);
    await expect(origins).toContainText(/Created [\d,]+\+? accounts?:/);
    await expect(origins.getByRole('link', { name })).toBeVisible();
  });
});

test.describe('an account’s activity, first drawn', () => {
  test('the first rows and the date filters, each cell on one line', async ({ page }) => {
    await page.goto('/account/alice/activity');
    const rows = activityRows(page);
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('activity-count')).toHaveText(/^Actions loaded: \d+/);
    const filters = page.getByRole('form', { name: 'Activity filters' });
    await expect(filters.getByLabel('From (UTC)')).toHaveAttribute('type', 'date');
    await expect(filters.getByLabel('To (UTC)')).toHaveAttribute('type', 'date');
    await expect(rows.first().locator('td').first()).toHaveText(
      /^(\d[\d,]* (sec\.|min\.|hr\.|days?) ago)$/,
    );
    // Time, block, transaction and action each read on one line (the table once squeezed the
    // action to "cyber.token::transfe" + "r" and wrapped block numbers).
    const lines = await rows.first().evaluate((tr) =>
      [...tr.querySelectorAll('td')].slice(0, 4).map((td) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    expect(lines).toEqual([1, 1, 1, 1]);
  });

  test('in Russian, the same page reads in Russian', async ({ page }) => {
    await page.goto('/account/alice/activity?lang=ru');
    await expect(page.locator('tbody tr[data-index="0"]')).toBeVisible();
    await expect(page.getByTestId('activity-count')).toHaveText(/^Загружено действий: \d+/);
    await expect(page.locator('tbody tr[data-index="0"] td').first()).toHaveText(/назад$/);
  });
});

test.describe('a failing history service', () => {
  // Faults are global to a node: these switch off, slow or break the /v2 of a dev node of their
  // own, opened by link (?node= and ?history=), so the other files' tests, which share the e2e
  // node on other workers, never meet them.
  const ownNode = ownDevNodeForTests(['--port', '0', '--manual']);
  const setFaults = (spec: Record<string, unknown>) => setDevNodeFaults(ownNode.url(), spec);

  test.afterEach(async () => {
    await setFaults({});
  });

  const aliceActivity = () => {
    const node = encodeURIComponent(ownNode.url());
    return `/account/alice/activity?node=${node}&history=${node}`;
  };

  for (const [fault, message] of [
    [{ mode: 'net-off', paths: ['/v2'] }, "Can't reach the history service"],
    [{ mode: '5xx', paths: ['/v2'] }, 'The history service failed'],
    [{ mode: 'wrong-shape', paths: ['/v2'] }, 'Unexpected answer from the history service'],
  ] as const) {
    test(`${fault.mode}: the activity says so, the chain pages work`, async ({ page }) => {
      await setFaults(fault);
      await page.goto(aliceActivity());
      await expect(page.getByRole('alert')).toContainText(
        `Could not load the activity of alice: ${message}`,
        { timeout: 20_000 },
      );
      const tabs = page.getByRole('navigation', { name: 'Account sections' });
      await tabs.getByRole('link', { name: 'Overview' }).click();
      await expect(page.getByRole('region', { name: 'Resources' })).toBeVisible();
      // The creator and the created accounts each say so on their own.
      const alerts = page.getByTestId('account-origins').getByRole('alert');
      await expect(alerts).toHaveCount(2);
      await expect(alerts.first()).toContainText(message);
      await expect(alerts.last()).toContainText(message);
    });
  }

  test('slow: the activity waits, then shows the service’s rows', async ({ page }) => {
    await setFaults({ latencyMs: 1500, paths: ['/v2'] });
    await page.goto(aliceActivity());
    await expect(activityRows(page).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('history-source')).toContainText('history service');
  });
});
