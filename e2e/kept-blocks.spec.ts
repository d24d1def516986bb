import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startOwnDevNode, stopOwnDevNode } from './own-dev-node';

/*
 * Irreversible blocks are kept in the browser by chain id (a block that can never change need
 * not be asked again). A node restarted on the same address with another history must not have
 * the old blocks shown as its own: the explorer notices when the node contradicts them.
 */

let child: ChildProcess | undefined;

async function startNode(args: string[]): Promise<string> {
  const node = startOwnDevNode(['--manual', '--no-history', ...args]);
  child = node.child;
  return node.url;
}

/** Stops the node and waits until its port is free for the next one. */
async function stopNode() {
  const running = child;
  child = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  stopOwnDevNode(running);
  await exited;
}

test.afterEach(stopNode);

async function post(url: string, path: string, body: unknown = {}) {
  const res = await fetch(`${url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

const blockId = async (url: string, num: number) =>
  String((await post(url, '/v1/chain/get_block', { block_num_or_id: String(num) }))['id']);

/** Produces blocks on the node until block `num` is irreversible. */
async function makeIrreversible(url: string, num: number) {
  while (Number((await post(url, '/v1/chain/get_info'))['last_irreversible_block_num']) < num) {
    await post(url, '/dev/produce_block', { count: 21 });
  }
}

/** Opens block `num` of the node at `url` and waits until this browser has kept it. */
async function keepBlockOf(page: Page, url: string, num: number, id: string) {
  // The node's chain is learnt first: only then is a block it answers known to be irreversible.
  await page.goto(`/settings?node=${url}`);
  await expect(page.getByRole('link', { name: /: Online/ })).toBeVisible();
  await page.goto(`/block/${num}?node=${url}`);
  await expect(page.getByText(id).first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  let reads = 0;
  await expect(async () => {
    if (reads++ > 0) await page.reload();
    await expect(page.getByTestId('kept-storage')).toContainText(/in \d+ entries/, {
      timeout: 3_000,
    });
  }).toPass({ timeout: 20_000 });
}

/** Both nodes' start time: with the same seed, the same history up to the fork. */
const START = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 3_600_000).toISOString();

test('a node that answers another id for a kept block under the same chain id is believed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const first = await startNode(['--port', '0', '--start-time', START]);
  const port = new URL(first).port;
  const { chain_id: chainId, head_block_num: head } = await post(first, '/v1/chain/get_info');
  const num = Number(head) + 1;
  await makeIrreversible(first, num);
  const oldId = await blockId(first, num);
  await keepBlockOf(page, first, num, oldId);
  await stopNode();

  // The same seed and start time, so the same chain id; block `num` is made differently.
  const second = await startNode(['--port', port, '--start-time', START]);
  expect(second).toBe(first);
  expect((await post(second, '/v1/chain/get_info'))['chain_id']).toBe(chainId);
  await post(second, '/dev/fork', { at: num });
  await makeIrreversible(second, num);
  const newId = await blockId(second, num);
  expect(newId).not.toBe(oldId);

  await page.goto(`/block/${num}?node=${second}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Block ${num.toLocaleString('en-US')}`,
  );
  await expect(page.getByText(newId).first()).toBeVisible();
  await expect(page.getByText(oldId)).toHaveCount(0);
  // The old id was forgotten with the rest of the chain's kept blocks: the node is asked, and
  // knows no such block.
  await page.goto(`/block/${oldId}?node=${second}`);
  await expect(page.getByText(/^Block \S+ not found$/)).toBeVisible();
});

test('a node restarted on another chain has its own blocks shown', async ({ page }) => {
  test.setTimeout(150_000);
  const first = await startNode(['--port', '0', '--start-time', START]);
  const port = new URL(first).port;
  // A block of the last hour, irreversible: the history places those by its end time.
  const num = Number((await post(first, '/v1/chain/get_info'))['last_irreversible_block_num']) - 5;
  const oldId = await blockId(first, num);
  await keepBlockOf(page, first, num, oldId);
  await stopNode();

  // Another start time: another history, so another chain id.
  const later = new Date(Date.parse(START) + 60_000).toISOString();
  const second = await startNode(['--port', port, '--start-time', later]);
  const newId = await blockId(second, num);
  expect(newId).not.toBe(oldId);
  await page.goto(`/block/${num}?node=${second}`);
  await expect(page.getByText(newId).first()).toBeVisible();
  await expect(page.getByText(oldId)).toHaveCount(0);
});
