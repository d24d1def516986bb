import type { ChildProcess } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { startOwnDevNode, stopOwnDevNode } from './own-dev-node';
import { envPort } from './ports';

/**
 * The node view against real dev nodes of its own: two twins (same seed, same start time, so the
 * same chain block for block), a node of another chain (another seed) and an address nobody
 * answers. One twin is then forked (/dev/fork) and paused (/dev/pause).
 */

const TWIN_PORT = envPort('E2E_TWIN_PORT', 18903);
/** Both twins' start time: the same history, so the same ids, on each. */
const START = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
/** Nothing listens on port 1: connection refused. */
const DOWN_URL = 'http://127.0.0.1:1';

const children: ChildProcess[] = [];

function startNode(args: string[]): Promise<string> {
  const node = startOwnDevNode(['--manual', '--no-history', ...args]);
  children.push(node.child);
  return node.url;
}

async function post(url: string, path: string, body: unknown = {}): Promise<Response> {
  return fetch(`${url}${path}`, { method: 'POST', body: JSON.stringify(body) });
}

async function json(
  url: string,
  path: string,
  body: unknown = {},
): Promise<Record<string, unknown>> {
  const res = await post(url, path, body);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  const value: unknown = await res.json();
  if (typeof value !== 'object' || value === null) throw new Error(`${path}: not an object`);
  return value as Record<string, unknown>;
}

let twinA = '';
let twinB = '';
let other = '';
/** Keeps both twins' heads at the clock: one block per slot on each, as long as it is on. */
let producing = false;
let ticker: ReturnType<typeof setInterval> | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [twinA, twinB, other] = await Promise.all([
    startNode(['--port', String(TWIN_PORT), '--start-time', START]),
    startNode(['--port', '0', '--start-time', START]),
    startNode(['--port', '0', '--seed', '2']),
  ]);
  // A --manual node starts two hours behind the clock: both twins make the same blocks up to
  // a slot or two before it (block n at the same slot on each), so their heads are fresh.
  const info = await json(twinA, '/v1/chain/get_info');
  const headMs = Date.parse(`${String(info['head_block_time'])}Z`);
  const count = Math.floor((Date.now() - headMs) / 3000) - 2;
  await Promise.all([twinA, twinB].map((u) => json(u, '/dev/produce_block', { count })));
  producing = true;
  ticker = setInterval(() => {
    if (!producing) return;
    // A refused block (its slot has not come, or the node is paused) is simply not made.
    for (const url of [twinA, twinB]) void post(url, '/dev/produce_block').catch(() => undefined);
  }, 1_000);
});

test.afterAll(() => {
  clearInterval(ticker);
  for (const child of children) stopOwnDevNode(child);
});

function row(page: Page, url: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByTestId('node-url').getByText(url, { exact: true }) });
}

async function addNode(page: Page, url: string) {
  await page.getByLabel('Node URL').fill(url);
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(row(page, url)).toBeVisible();
}

test('nodes side by side: statuses, a fork caught and compared, a paused twin lagging then stale', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`/nodes?node=${encodeURIComponent(twinA)}`);
  await expect(page.getByRole('heading', { name: 'Nodes', level: 1 })).toBeVisible();

  await test.step('add nodes: a bad URL is refused with a reason', async () => {
    await page.getByLabel('Node URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Add node' }).click();
    await expect(page.getByText('Only http:// and https:// node URLs are accepted.')).toBeVisible();
    for (const url of [twinB, other, DOWN_URL]) await addNode(page, url);
  });

  await test.step('statuses: twins ok, another seed another chain, a closed port down', async () => {
    await expect(row(page, twinA).getByTestId('node-status')).toHaveText('ok');
    await expect(row(page, twinB).getByTestId('node-status')).toHaveText('ok');
    await expect(row(page, other).getByTestId('node-status')).toHaveText('other chain');
    await expect(row(page, DOWN_URL).getByTestId('node-status')).toHaveText(
      /down\s*Can't reach the node/,
    );
    await expect(page.getByRole('alert', { name: 'Fork detected' })).toHaveCount(0);
    // The twins' table shows the head and a latency once they answered.
    await expect(row(page, twinA)).toContainText(/\d+ ms \/ \d+ ms/);
  });

  await test.step('the table fits a phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  let forkHeight = 0;
  await test.step('a fork on one twin: the alert names the height, both ids and the nodes', async () => {
    producing = false;
    const forked = await json(twinB, '/dev/fork');
    forkHeight = Number(forked['fork_at']);
    // Make the fork block on both (its slot may still have to come).
    await expect
      .poll(
        async () => {
          for (const url of [twinA, twinB]) await post(url, '/dev/produce_block');
          const heads = await Promise.all(
            [twinA, twinB].map(async (u) =>
              Number((await json(u, '/v1/chain/get_info'))['head_block_num']),
            ),
          );
          return Math.min(...heads);
        },
        { timeout: 15_000, intervals: [1_000] },
      )
      .toBeGreaterThanOrEqual(forkHeight);
    const ids = await Promise.all(
      [twinA, twinB].map(async (u) =>
        String((await json(u, '/v1/chain/get_block', { block_num_or_id: forkHeight }))['id']),
      ),
    );
    const [idA = '', idB = ''] = ids;
    expect(idA).not.toBe(idB);
    const alert = page.getByRole('alert', { name: 'Fork detected' });
    await expect(alert).toContainText(idA);
    await expect(alert).toContainText(idB);
    await expectAccessible(page);
    const fork = alert.getByTestId('fork').filter({ hasText: idA });
    await expect(fork.getByRole('link', { name: new URL(twinA).host })).toHaveAttribute(
      'href',
      `/block/${forkHeight}?node=${encodeURIComponent(twinA)}`,
    );
    await expect(fork.getByRole('link', { name: new URL(twinB).host })).toHaveAttribute(
      'href',
      `/block/${forkHeight}?node=${encodeURIComponent(twinB)}`,
    );

    await test.step('the compare view marks the fields that differ', async () => {
      await fork.getByRole('link', { name: 'compare the blocks side by side' }).click();
      await expect(page).toHaveURL(new RegExp(`/block/${forkHeight}\\?`));
      const table = page.getByRole('table', { name: `Block ${forkHeight} on each node` });
      await expect(table.getByRole('row', { name: /^id/ })).toContainText(idA);
      await expect(table.getByRole('row', { name: /^id/ })).toContainText(idB);
      const differing = table.locator('tr[data-differs]');
      await expect(differing.locator('th')).toHaveText([
        /^id/,
        /^confirmed/,
        /^producer_signature/,
      ]);
      await expect(table.getByRole('row', { name: /^previous/ })).not.toHaveAttribute(
        'data-differs',
      );
      await expectAccessible(page);
      // A compare address with something that is not a node URL says so.
      await page.goto(
        `/block/${forkHeight}?compare=${encodeURIComponent(`javascript:x,${twinA}`)}`,
      );
      await expect(page.getByRole('alert')).toContainText(
        'Not a node URL: javascript:x. Only http:// and https:// URLs can be compared.',
      );
    });
    producing = true;
  });

  await test.step('a paused twin: lagging, then stale', async () => {
    await page.goto(`/nodes?node=${encodeURIComponent(twinA)}`);
    await json(twinB, '/dev/pause');
    await expect(row(page, twinB).getByTestId('node-status')).toHaveText('lagging', {
      timeout: 20_000,
    });
    await expect(row(page, twinA).getByTestId('node-status')).toHaveText('ok');
    await expect(row(page, twinB).getByTestId('node-status')).toHaveText('stale', {
      timeout: 45_000,
    });
  });

  await test.step('remove a node', async () => {
    await row(page, DOWN_URL)
      .getByRole('button', { name: `Remove ${DOWN_URL}` })
      .click();
    await expect(row(page, DOWN_URL)).toHaveCount(0);
    await page.reload();
    await expect(row(page, twinB)).toBeVisible();
    await expect(row(page, DOWN_URL)).toHaveCount(0);
  });
});
