import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { serveStatic, type StaticServer } from '../bench/static-server.ts';
import { expect, test } from './fixtures';
import { E2E_NODE_URL } from './ports';

/*
 * The service worker (vite.config.ts, VitePWA; registered by src/app/service-worker.tsx) against
 * the built app served as a static host would: a repeat visit and an offline one load the app
 * from its cache, node answers never come from it, and a new deployment is offered, not mixed in.
 * Each deployment is served from its own directory on one origin, swapped like a real deploy.
 */
const PORT = Number(process.env['E2E_SW_PORT'] ?? 18481);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = resolve('.tmp/sw-e2e');

/** The e2e build (dist/), and a second deployment of it whose index.html has changed. */
function prepareDeployments(): { first: string; second: string } {
  const first = `${ROOT}/first`;
  const second = `${ROOT}/second`;
  rmSync(ROOT, { recursive: true, force: true });
  cpSync('dist', first, { recursive: true });
  cpSync('dist', second, { recursive: true });
  const html = readFileSync(`${second}/index.html`, 'utf8');
  writeFileSync(
    `${second}/index.html`,
    html.replace('<head>', '<head>\n    <meta name="deployment" content="second" />'),
  );
  // The worker's precache list names index.html with the hash of its content, as a build would.
  const sw = readFileSync(`${second}/sw.js`, 'utf8');
  const changed = sw.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, '$1second"');
  if (changed === sw) throw new Error('sw.js has no precache entry for index.html');
  writeFileSync(`${second}/sw.js`, changed);
  return { first, second };
}

/** Waits until the page's service worker is active and controls the page (after a reload). */
async function controlledBySw(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

const deployment = (page: Page) =>
  page.locator('meta[name="deployment"]').getAttribute('content', { timeout: 1_000 });

test.describe('service worker', () => {
  test.describe.configure({ mode: 'serial' });
  let server: StaticServer | undefined;
  let dirs: { first: string; second: string };

  test.beforeAll(async () => {
    dirs = prepareDeployments();
    server = await serveStatic(dirs.first, PORT);
  });

  test.afterEach(async () => {
    await server?.close();
    server = await serveStatic(dirs.first, PORT);
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('a repeat visit loads the app from its cache, and never a node answer', async ({ page }) => {
    const nodeAnswers: boolean[] = [];
    await page.goto(`${ORIGIN}/`);
    await expect(page.getByRole('link', { name: 'CyberWay Explorer' })).toBeVisible();
    await controlledBySw(page);
    page.on('response', (res) => {
      if (res.url().startsWith(E2E_NODE_URL)) nodeAnswers.push(res.fromServiceWorker());
    });
    const res = await page.goto(`${ORIGIN}/blocks`);
    expect(res?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Blocks');
    await expect(page.getByText(/Online/).first()).toBeVisible();
    expect(nodeAnswers.length).toBeGreaterThan(0);
    expect(nodeAnswers.every((fromSw) => !fromSw)).toBe(true);
  });

  test('offline, the cached app opens, says so, and recovers when the connection is back', async ({
    page,
    context,
  }) => {
    await page.goto(`${ORIGIN}/`);
    await controlledBySw(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: 'CyberWay Explorer' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Offline' })).toContainText('You are offline');
    await expect(page.getByRole('link', { name: /Offline\. Change node/ })).toBeVisible();
    // An address never opened before opens too: every page's code is precached.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Peers' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Peers');

    await context.setOffline(false);
    await expect(page.getByRole('status', { name: 'Offline' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /: Online/ })).toBeVisible();
  });

  test('with the node down but the browser online, the node is said unreachable, not offline', async ({
    page,
    context,
  }) => {
    await page.goto(`${ORIGIN}/`);
    await controlledBySw(page);
    await context.route(`${E2E_NODE_URL}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(`${ORIGIN}/blocks`);
    await expect(page.getByRole('link', { name: /: Unreachable/ })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Offline' })).toHaveCount(0);
    await context.unroute(`${E2E_NODE_URL}/**`);
    await expect(page.getByRole('link', { name: /: Online/ })).toBeVisible({ timeout: 15_000 });
  });

  test('a new deployment is offered, and the page keeps its version until reloaded', async ({
    page,
  }) => {
    await page.goto(`${ORIGIN}/`);
    await controlledBySw(page);
    expect(await deployment(page).catch(() => null)).toBeNull();

    await server?.close();
    server = await serveStatic(dirs.second, PORT);
    // The visit after the deploy still runs the version it was cached with, while the browser
    // finds the new worker and installs it beside the old one.
    await page.reload();
    const prompt = page.getByRole('status', { name: 'New version' });
    await expect(prompt).toContainText('A new version of the explorer is ready.');
    expect(await deployment(page).catch(() => null)).toBeNull();
    // In-app navigation keeps working on the old version's chunks meanwhile.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Schedule' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Producer schedule');

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => deployment(page).catch(() => null)).toBe('second');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Producer schedule');
    await expect(page.getByRole('status', { name: 'New version' })).toHaveCount(0);
  });

  test('an irreversible block read once opens again with no request, offline too', async ({
    page,
    context,
    devNode,
  }) => {
    const { last_irreversible_block_num: lib } = await devNode.getInfo();
    expect(lib).toBeGreaterThan(1);
    const heading = page.getByRole('heading', { level: 1 });
    const title = `Block ${lib.toLocaleString('en-US')}`;
    const answer = await fetch(`${E2E_NODE_URL}/v1/chain/get_block`, {
      method: 'POST',
      body: JSON.stringify({ block_num_or_id: String(lib) }),
    });
    const { id } = (await answer.json()) as { id: string };
    const blockId = page.getByText(id).first();
    await page.goto(`${ORIGIN}/`);
    await controlledBySw(page);
    // The node's chain and irreversible block are known: the block is kept as it is read.
    await expect(page.getByRole('link', { name: /: Online/ })).toBeVisible();
    await page.goto(`${ORIGIN}/block/${lib}`);
    await expect(heading).toContainText(title);
    await expect(blockId).toBeVisible();
    await page.goto(`${ORIGIN}/settings`);
    await expect(page.getByTestId('kept-storage')).toContainText(/About .* in 2 entries/);

    const blockRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/v1/chain/get_block')) blockRequests.push(req.url());
    });
    await page.goto(`${ORIGIN}/block/${lib}`);
    await expect(heading).toContainText(title);
    await expect(blockId).toBeVisible();
    expect(blockRequests).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status', { name: 'Offline' })).toBeVisible();
    await expect(heading).toContainText(title);
    await expect(blockId).toBeVisible();
    await context.setOffline(false);

    await page.goto(`${ORIGIN}/settings`);
    await page.getByRole('button', { name: 'Clear kept blocks' }).click();
    await expect(page.getByTestId('kept-storage')).toHaveText('Nothing is kept yet.');
  });
});
