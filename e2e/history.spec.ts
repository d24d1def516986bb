import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/**
 * History without a service (`?history=off`: the e2e build's default is the dev node's own /v2):
 * the explorer reads the dev node's blocks in a worker, keeps what it read in IndexedDB, and
 * answers account activity from it.
 */

async function readLast1000(page: Page) {
  const scan = page.getByRole('group', { name: /No history service is configured/ });
  await scan.getByLabel('Blocks to read').selectOption('1000');
  await scan.getByRole('button', { name: 'Read blocks' }).click();
  await expect(scan.getByText('Done: every block of the range is read.')).toBeVisible({
    timeout: 60_000,
  });
  return scan;
}

function activityRows(page: Page) {
  return page.getByRole('table', { name: /Activity of/ }).locator('tbody tr[data-index]');
}

test.describe('account activity from the node’s blocks', () => {
  // Each test reads 1,000 blocks from the dev node, on a machine shared with other suites.
  test.slow();

  test('a scan shows its progress, then the rows newest first with their readings', async ({
    page,
    devNode,
  }) => {
    const { head_block_num: head } = await devNode.getInfo();
    await page.goto('/account/alice/activity?history=off');
    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    await expect(tabs.getByRole('link', { name: 'Activity' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('history-source')).toHaveText(
      'Source: no blocks of this node read yet',
    );
    const scan = await readLast1000(page);
    const progress = scan.getByRole('progressbar', { name: 'Blocks read' });
    await expect(progress).toHaveAttribute('aria-valuenow', '1000');
    await expect(scan.getByTestId('scan-progress')).toContainText('1,000 of 1,000 blocks read');
    await expect(scan.getByTestId('scan-progress')).toContainText(/\d+ matches?/);
    await expect(page.getByTestId('history-source')).toContainText(
      `blocks ${(head - 999).toLocaleString('en-US')}–${head.toLocaleString('en-US')} of this node read`,
    );

    const rows = activityRows(page);
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    const blocks = await rows.evaluateAll((trs) =>
      trs.map((tr) => Number(tr.children[1]?.textContent?.replace(/,/g, ''))),
    );
    expect(blocks).toEqual([...blocks].sort((a, b) => b - a));
    expect(blocks.every((b) => b > head - 1000 && b <= head)).toBe(true);
    // Every row names alice somewhere: as its authorizer or in its reading.
    for (const text of await rows.allInnerTexts()) expect(text).toContain('alice');
    // A transfer reads "from → to amount", marked in or out for alice.
    const transfer = rows.filter({ hasText: 'cyber.token::transfer' }).first();
    await expect(transfer).toContainText(/(IN|OUT)\s*\S+ → \S+ [\d.]+ [A-Z]+/);
    // The time is relative, the exact UTC time on hover.
    await expect(transfer.locator('time')).toHaveText(/ago$/);
    await expect(transfer.locator('time')).toHaveAttribute(
      'title',
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/,
    );
    await expectAccessible(page);
  });

  test('a reload keeps what was read: the next scan reads only the new blocks', async ({
    page,
    devNode,
  }) => {
    await page.goto('/account/alice/activity?history=off');
    await readLast1000(page);
    await expect(activityRows(page).first()).toBeVisible();
    const { last_irreversible_block_num: lib } = await devNode.getInfo();
    const blocks = await activityRows(page).evaluateAll((trs) =>
      trs.map((tr) => Number(tr.children[1]?.textContent?.replace(/,/g, ''))),
    );
    // Irreversible blocks' rows are kept; those above LIB only shown for this visit.
    const kept = blocks.filter((b) => b <= lib).length;
    const head = await devNode.produceBlocks(5);

    await page.reload();
    // The kept rows are still there after the reload, before anything is read again.
    await expect(activityRows(page)).toHaveCount(kept, { timeout: 15_000 });
    const scan = await readLast1000(page);
    const facts = await scan.getByTestId('scan-progress').innerText();
    const read = Number(/^([\d,]+) of/.exec(facts)?.[1]?.replace(/,/g, ''));
    // Only the 5 new blocks and those that were above LIB (not kept) are fetched again.
    expect(read).toBe(head - lib);
    await expect(
      scan.getByText(/blocks of blocks .* were read before and are not fetched again/),
    ).toBeVisible();
  });

  test('a scan cancelled midway keeps what it read, and Resume reads only the rest', async ({
    page,
    devNode,
  }) => {
    await page.goto('/account/alice/activity?history=off');
    const scan = page.getByRole('group', { name: /No history service is configured/ });
    await scan.getByLabel('Blocks to read').selectOption('1000');
    // A slow get_block (4 in flight: ~40 blocks/s) leaves time to cancel midway.
    await devNode.setFaults({ latencyMs: 100, paths: ['get_block'] });
    try {
      await scan.getByRole('button', { name: 'Read blocks' }).click();
      const facts = scan.getByTestId('scan-progress');
      const readSoFar = async () =>
        Number(/^([\d,]+) of/.exec(await facts.innerText())?.[1]?.replace(/,/g, '') ?? 0);
      // Past the blocks above LIB, which are never kept, so something is kept when cancelled.
      await expect.poll(readSoFar, { timeout: 30_000 }).toBeGreaterThan(100);
      await scan.getByRole('button', { name: 'Cancel' }).click();
      await expect(
        scan.getByText('Cancelled. What was read is kept; Resume reads the rest.'),
      ).toBeVisible();
      await expect(scan.getByRole('button', { name: 'Read blocks' })).toBeEnabled();
      const readBefore = await readSoFar();
      expect(readBefore).toBeGreaterThan(100);
      expect(readBefore).toBeLessThan(1_000);

      await devNode.setFaults({});
      await scan.getByRole('button', { name: 'Resume' }).click();
      await expect(scan.getByText('Done: every block of the range is read.')).toBeVisible({
        timeout: 60_000,
      });
      const read = await readSoFar();
      // The resumed run fetches only what the cancelled one had not read, give or take the
      // blocks above LIB (never kept) and those produced meanwhile.
      expect(read).toBeLessThan(1_000 - readBefore + 50);
      await expect(
        scan.getByText(/blocks of blocks .* were read before and are not fetched again/),
      ).toBeVisible();
    } finally {
      await devNode.setFaults({});
    }
  });

  test('a date range reads the blocks of those days only', async ({ page, devNode }) => {
    await page.goto('/account/alice/activity?history=off');
    const scan = page.getByRole('group', { name: /No history service is configured/ });
    await scan.getByLabel('Blocks to read').selectOption('dates');
    // The fixed history ends at 2024-01-01T00:00:00Z; its last day holds its last blocks.
    await scan.getByLabel('From (UTC)').fill('2024-01-01');
    await scan.getByLabel('To (UTC)').fill('2024-01-01');
    await scan.getByRole('button', { name: 'Read blocks' }).click();
    await expect(scan.getByText('Done: every block of the range is read.')).toBeVisible({
      timeout: 60_000,
    });
    // "block N" or "blocks A–B" (that day closes the fixed history: one block on this chain).
    const read = /blocks? ([\d,]+)(?:–([\d,]+))? of this node read/;
    // The source line reads the kept ranges back from IndexedDB, a moment after the scan ends.
    await expect(page.getByTestId('history-source')).toContainText(read);
    const line = await page.getByTestId('history-source').innerText();
    const match = read.exec(line);
    expect(match, line).not.toBeNull();
    const [from, to] = [match?.[1], match?.[2] ?? match?.[1]].map((v) =>
      Number(v?.replace(/,/g, '')),
    );
    const time = async (n: number | undefined) => {
      const res = await fetch(`${devNode.url}/v1/chain/get_block`, {
        method: 'POST',
        body: JSON.stringify({ block_num_or_id: n }),
      });
      return ((await res.json()) as { timestamp: string }).timestamp;
    };
    // The range's ends are on that day, the blocks just outside are not.
    expect(await time(from)).toMatch(/^2024-01-01T/);
    expect(await time(to)).toMatch(/^2024-01-01T/);
    expect(await time((from ?? 0) - 1)).not.toMatch(/^2024-01-01T/);
    expect(await time((to ?? 0) + 1)).not.toMatch(/^2024-01-01T/);
  });

  test('filters are kept in the URL, a deep link opens filtered, bad values are explained', async ({
    page,
  }) => {
    await page.goto('/account/alice/activity?history=off&contract=cyber.token&action=transfer');
    const form = page.getByRole('form', { name: 'Activity filters' });
    await expect(form.getByLabel('Contract')).toHaveValue('cyber.token');
    await expect(form.getByLabel('Action')).toHaveValue('transfer');
    await readLast1000(page);
    const rows = activityRows(page);
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.allInnerTexts()) expect(text).toContain('cyber.token::transfer');

    await form.getByLabel('Direction').selectOption('out');
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]dir=out/);
    await expect(page).toHaveURL(/contract=cyber\.token/);
    // The last filter's rows stay on screen until the new filter's are drawn: then every row is
    // one alice sent (read at once, the table could still show the rows of both directions).
    await expect
      .poll(async () => {
        const texts = await rows.allInnerTexts();
        return texts.length > 0 && texts.every((text) => /OUT\s*alice →/.test(text));
      })
      .toBe(true);

    await page.goto('/account/alice/activity?dir=sideways&from=2024-02-30');
    const problems = page.getByRole('form', { name: 'Activity filters' }).getByRole('alert');
    await expect(problems).toContainText('Direction “sideways” is neither “in” nor “out”.');
    await expect(problems).toContainText('“2024-02-30” is not a date (YYYY-MM-DD).');
  });

  test('exports every loaded row as CSV and JSON', async ({ page }) => {
    await page.goto('/account/alice/activity?history=off');
    await readLast1000(page);
    const rows = activityRows(page);
    await expect(rows.first()).toBeVisible();
    const count = Number(
      /^Actions loaded: ([\d,]+)/
        .exec(await page.getByTestId('activity-count').innerText())?.[1]
        ?.replace(/,/g, ''),
    );

    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^alice-activity-.*\.csv$/);
    const csv = await readFile(await csvDownload.path(), 'utf8');
    const lines = csv.split('\r\n').filter(Boolean);
    // A byte order mark first, so that spreadsheets read the file as UTF-8.
    expect(lines[0]).toBe(
      '\uFEFFtime,block,transaction,contract,action,authorization,direction,from,to,amount,symbol,memo,reading,data',
    );
    // One line per row (readings and data of the dev node hold no line breaks).
    expect(lines.length - 1).toBe(count);
    for (const line of lines.slice(1))
      expect(line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,\d+,[0-9a-f]{64},/);

    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    const json = JSON.parse(await readFile(await jsonDownload.path(), 'utf8')) as {
      blockNum: number;
      timestamp: string;
    }[];
    expect(json).toHaveLength(count);
    expect(json.map((r) => r.blockNum)).toEqual(lines.slice(1).map((l) => Number(l.split(',')[1])));
    expect(json.every((r) => r.timestamp.endsWith('Z'))).toBe(true);
  });

  test('a long activity draws only the rows near the viewport', async ({ page }) => {
    await page.goto('/account/cyber.token/activity?history=off');
    await readLast1000(page);
    const loaded = page.getByTestId('activity-count');
    await expect(loaded).toHaveText(/^Actions loaded: 100( |$)/);
    // Pages of 100: the next one comes with "Load older".
    await page.getByRole('button', { name: 'Load older' }).click();
    await expect(loaded).not.toHaveText(/^Actions loaded: 100( |$)/);
    const count = Number(
      /^Actions loaded: ([\d,]+)/.exec(await loaded.innerText())?.[1]?.replace(/,/g, ''),
    );
    expect(count).toBeGreaterThan(100);
    const rows = activityRows(page);
    await expect.poll(() => rows.count()).toBeLessThan(count);
    // Scrolling to the end brings the oldest row in. Rows measured taller than estimated move
    // the end while the first End is under way, so End is pressed until the last row is drawn.
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(rows.last()).toHaveAttribute('data-index', String(count - 1), { timeout: 500 });
    }).toPass({ timeout: 10_000 });
  });

  test('hostile action data shows as text, shortened', async ({ page, context }) => {
    const payload = '<img src=x onerror=window.__pwned=1><script>window.__pwned=1</script>';
    // The worker's get_block answers, with every transfer memo replaced and a huge data field.
    await context.route('**/v1/chain/get_block', async (route) => {
      const response = await route.fetch();
      const text = await response.text();
      const changed = text.replace(
        /"memo":"[^"]*"/g,
        `"memo":${JSON.stringify(payload + 'x'.repeat(5000))}`,
      );
      await route.fulfill({ response, body: changed });
    });
    await page.goto('/account/alice/activity?history=off&action=transfer');
    await readLast1000(page);
    const rows = activityRows(page);
    await expect(rows.first()).toContainText('<img src=x onerror=window.__pwned=1>');
    const reading = await rows.first().locator('td').last().innerText();
    expect(reading.length).toBeLessThan(400);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
    expect(await page.locator('main img[src="x"], main script:not([src])').count()).toBe(0);
  });
});

test.describe('a history service that does not answer', () => {
  test('leads the account tabs, explains itself where history is needed, and the chain pages work', async ({
    page,
  }) => {
    await page.goto('/account/alice/activity?history=http://127.0.0.1:9/');
    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    await expect(tabs.getByRole('link').first()).toHaveText('Activity');
    await expect(page.getByRole('alert')).toContainText(
      "Could not load the activity of alice: Can't reach the history service",
      { timeout: 20_000 },
    );
    await tabs.getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

/**
 * A Hyperion /v2/health answer describing the dev node as it is now (head, LIB, chain id), or,
 * with `otherChain`, the same service for a chain that is not the node's.
 */
async function serveHealth(
  page: Page,
  info: { head_block_num: number; last_irreversible_block_num: number; chain_id: string },
  otherChain: boolean,
) {
  const chainId = otherChain
    ? [...info.chain_id].map((c) => (c === 'a' ? 'b' : c === 'b' ? 'a' : c)).join('')
    : info.chain_id;
  await page.route('http://history.test/v2/health', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
      body: JSON.stringify({
        version: '3.3.9',
        host: 'history.test',
        health: [
          {
            service: 'NodeosRPC',
            status: 'OK',
            time: Date.now(),
            service_data: {
              head_block_num: info.head_block_num,
              last_irreversible_block: info.last_irreversible_block_num,
              chain_id: chainId,
            },
          },
          {
            service: 'Elasticsearch',
            status: 'OK',
            time: Date.now(),
            service_data: {
              first_indexed_block: 1,
              last_indexed_block: info.head_block_num,
              total_indexed_blocks: info.head_block_num,
              missing_blocks: 0,
            },
          },
        ],
      }),
    }),
  );
  return chainId;
}

test.describe('history settings', () => {
  test('tests a service like a node, and refuses one of another chain', async ({
    page,
    devNode,
  }) => {
    const info = await devNode.getInfo();
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'History service' });
    await form.getByLabel('History service URL (Hyperion v2)').fill('not a url');
    await form.getByRole('button', { name: 'Test service' }).click();
    await expect(form.getByRole('alert')).toContainText('Enter a full http:// or https:// URL');

    await serveHealth(page, info, false);
    await form.getByLabel('History service URL (Hyperion v2)').fill('http://history.test');
    await form.getByRole('button', { name: 'Test service' }).click();
    const result = page.getByRole('status', { name: 'History service test result' });
    await expect(result).toContainText('Same chain as the node');
    await expect(result).toContainText('3.3.9');
    await expect(result).toContainText(info.chain_id);
    await expect(result).toContainText(info.head_block_num.toLocaleString('en-US'));

    await page.unroute('http://history.test/v2/health');
    const other = await serveHealth(page, info, true);
    await form.getByRole('button', { name: 'Test service' }).click();
    await expect(result.getByRole('alert')).toContainText(
      `Refused: this service indexes chain ${other}, not the node’s chain ${info.chain_id}.`,
    );
  });

  test('activity from a service of another chain is refused with a clear message', async ({
    page,
    devNode,
  }) => {
    await serveHealth(page, await devNode.getInfo(), true);
    await page.goto('/account/alice/activity?history=http://history.test');
    await expect(page.getByRole('alert')).toContainText(
      'This history service belongs to another chain',
    );
    await expect(page.getByRole('alert')).toContainText('never mixed');
  });

  test('shows the space the block scan keeps, and clears it', async ({ page }) => {
    test.slow();
    await page.goto('/account/alice/activity?history=off');
    await readLast1000(page);
    await page.getByRole('link', { name: 'Settings' }).first().click();
    const kept = page.getByRole('group', { name: 'History kept in this browser' });
    await expect(kept.getByTestId('history-storage')).toHaveText(
      /^About [\d.,]+ [KMG]?i?B: [\d,]+ actions? from 1 chain\.$/,
    );
    await kept.getByRole('button', { name: 'Clear kept history' }).click();
    await expect(kept.getByText('Kept history cleared.')).toBeVisible();
    await expect(kept.getByTestId('history-storage')).toHaveText(
      'Nothing: no blocks have been read in this browser.',
    );
    await page.goto('/account/alice/activity?history=off');
    await expect(page.getByTestId('history-source')).toHaveText(
      'Source: no blocks of this node read yet',
    );
  });
});

/** The id of a transaction in one of the node's recent blocks, and that block's number. */
async function recentTransaction(nodeUrl: string, head: number) {
  for (let n = head - 50; n > head - 900; n--) {
    const res = await fetch(`${nodeUrl}/v1/chain/get_block`, {
      method: 'POST',
      body: JSON.stringify({ block_num_or_id: n }),
    });
    const block = (await res.json()) as { transactions: { trx: unknown }[] };
    for (const t of block.transactions) {
      if (typeof t.trx === 'object' && t.trx !== null && 'id' in t.trx) {
        return { id: String(t.trx.id), blockNum: n };
      }
    }
  }
  throw new Error('no transaction in the recent blocks');
}

test.describe('a transaction by id alone', () => {
  test.slow();

  test('is found by reading the last blocks, then opens with its block', async ({
    page,
    devNode,
  }) => {
    const { head_block_num: head } = await devNode.getInfo();
    const trx = await recentTransaction(devNode.url, head);
    await page.goto(`/tx/${trx.id.toUpperCase()}?history=off`);
    await expect(page.getByText('Transaction not found')).toBeVisible();
    await expect(page.getByText(/No transaction with this id is in the blocks/)).toBeVisible();
    const scan = page.getByRole('group', { name: /No history service is configured/ });
    await scan.getByRole('button', { name: 'Read blocks' }).click();
    await expect(page).toHaveURL(new RegExp(`/block/${trx.blockNum}/tx/${trx.id}(\\?|$)`), {
      timeout: 60_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Transaction');
  });

  test('not found says where it looked; a block id that is none offers the transaction', async ({
    page,
  }) => {
    const id = 'f'.repeat(64);
    await page.goto(`/tx/${id}?history=off`);
    const scan = page.getByRole('group', { name: /No history service is configured/ });
    await scan.getByRole('button', { name: 'Read blocks' }).click();
    await expect(scan.getByText('Done: every block of the range is read.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(/No transaction with this id is in the blocks/)).toBeVisible();
    await expect(page.getByTestId('history-source')).toContainText(
      /blocks [\d,]+–[\d,]+ of this node read/,
    );

    await page.goto('/tx/xyz');
    await expect(page.getByText('This is not a transaction id')).toBeVisible();

    await page.goto(`/block/${id}`);
    await page.getByRole('link', { name: /look for transaction/ }).click();
    await expect(page).toHaveURL(new RegExp(`/tx/${id}(\\?|$)`));
  });
});

test.describe('account origins from a history service', () => {
  test('lists the accounts it created; a creator the service does not know is a specific error', async ({
    page,
    devNode,
  }) => {
    test.slow();
    const info = await devNode.getInfo();
    // A newaccount of the dev node's own recent blocks: the service answers from it.
    let found:
      { creator: string; name: string; trxId: string; blockNum: number; time: string } | undefined;
    for (let n = info.head_block_num; n > info.head_block_num - 3000 && !found; n--) {
      const res = await fetch(`${devNode.url}/v1/chain/get_block`, {
        method: 'POST',
        body: JSON.stringify({ block_num_or_id: n }),
      });
      const block = (await res.json()) as {
        timestamp: string;
        transactions: {
          trx:
            { id?: string; transaction?: { actions: { name: string; data: unknown }[] } } | string;
        }[];
      };
      for (const t of block.transactions) {
        if (typeof t.trx === 'string') continue;
        const act = t.trx.transaction?.actions.find((a) => a.name === 'newaccount');
        const data = act?.data as { creator?: string; name?: string } | undefined;
        if (data?.creator && data.name && t.trx.id) {
          found = {
            creator: data.creator,
            name: data.name,
            trxId: t.trx.id,
            blockNum: n,
            time: block.timestamp,
          };
        }
      }
    }
    if (!found) throw new Error('no newaccount in the recent blocks');
    const origin = found;
    await serveHealth(page, info, false);
    const cors = { 'content-type': 'application/json', 'access-control-allow-origin': '*' };
    // Who created the creator is not in the blocks: the service says it does not know (404).
    await page.route('http://history.test/v2/history/get_creator?*', (route) =>
      route.fulfill({
        status: 404,
        headers: cors,
        body: JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'account not found' }),
      }),
    );
    await page.route('http://history.test/v2/history/get_created_accounts?*', (route) =>
      route.fulfill({
        headers: cors,
        body: JSON.stringify({
          accounts: [{ name: origin.name, timestamp: origin.time, trx_id: origin.trxId }],
        }),
      }),
    );
    await page.goto(`/account/${origin.creator}?history=http://history.test`);
    const origins = page.getByTestId('account-origins');
    await expect(origins).toContainText('Created 1 account:');
    await expect(origins.getByRole('link', { name: origin.name })).toBeVisible();
    await expect(origins.getByRole('alert')).toContainText(
      `Could not load the creator of ${origin.creator}`,
    );
    await expect(origins.getByRole('alert')).toContainText('account not found');
    // The rest of the page works.
    await expect(page.getByRole('region', { name: 'Resources' })).toBeVisible();
  });
});
