import { execFile } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { serveStatic, type StaticServer } from '../bench/static-server.ts';
import { expect, test } from './fixtures';
import { goOffline } from './offline';
import { E2E_NODE_URL, envPort } from './ports';

// The config blocks service workers elsewhere; here they are what is tested.
test.use({ serviceWorkers: 'allow' });

/*
 * The service worker (vite.config.ts, VitePWA; registered by src/app/service-worker.tsx) against
 * the built app served as a static host would: a repeat visit and an offline one load the app
 * from its cache, and node answers never come from it. A new deployment is offered, not mixed
 * in: two real builds, told apart by their name in Settings, are served one after the other
 * from the same origin, swapped like a real deploy.
 */
const PORT = envPort('E2E_SW_PORT', 18481);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The two deployments' origin: a worker of its own, apart from the e2e build's. */
const DEPLOY_PORT = PORT + 1;
const DEPLOY_ORIGIN = `http://127.0.0.1:${DEPLOY_PORT}`;
const ROOT = resolve('.tmp/sw-e2e');

/** Builds the app as the e2e build is made (scripts/test.ts), named `id` (Settings shows it). */
async function buildNamed(id: string): Promise<string> {
  const outDir = join(ROOT, id);
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      env: {
        ...process.env,
        VITE_NODE_URL: E2E_NODE_URL,
        VITE_HISTORY_URL: E2E_NODE_URL,
        VITE_BUILD_ID: id,
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return outDir;
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

/** The app's chunks and styles the page requests (`/assets/…`), from now on. */
function assetRequests(page: Page, origin: string) {
  const paths: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin === origin && url.pathname.startsWith('/assets/')) paths.push(url.pathname);
  });
  return paths;
}

test.describe('service worker', () => {
  test.describe.configure({ mode: 'serial' });
  let server: StaticServer | undefined;

  test.beforeAll(async () => {
    server = await serveStatic('dist', PORT);
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

  test('node requests go straight to the network: the worker is never woken for them', async ({
    page,
  }) => {
    await page.goto(`${ORIGIN}/`);
    await expect(page.getByRole('link', { name: 'CyberWay Explorer' })).toBeVisible();
    await controlledBySw(page);
    await page.goto(`${ORIGIN}/blocks`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Blocks');
    await expect(page.getByText(/Online/).first()).toBeVisible();
    // Chromium reports which source a static route chose for each request ('' when none did).
    const sources = await page.evaluate(
      (node) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.startsWith(node))
          .map(
            (e) =>
              (e as PerformanceResourceTiming & { workerMatchedSourceType?: string })
                .workerMatchedSourceType,
          ),
      E2E_NODE_URL,
    );
    expect(sources.length).toBeGreaterThan(0);
    expect([...new Set(sources)]).toEqual(['network']);
  });

  test('offline, the cached app opens, says so, and recovers when the connection is back', async ({
    page,
    context,
  }) => {
    await page.goto(`${ORIGIN}/`);
    await controlledBySw(page);
    const goOnline = await goOffline(context);
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

    await goOnline();
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

  test('an irreversible block read once opens again before the node answers, offline too', async ({
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
    // To Settings within the app: leaving the document could abort the block's write to the
    // kept store if it were still in flight. Settings measures the store as it opens: read again
    // until the write has landed. The block and its id's entry are two; the ABIs of its actions,
    // when it has some, are kept after them (later writes to the same store land later).
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    let reads = 0;
    await expect(async () => {
      if (reads++ > 0) await page.reload();
      const usage = page.getByTestId('kept-storage');
      await expect(usage).toContainText(/About .* in \d+ entries/, { timeout: 3_000 });
      const entries = Number(/in (\d+) entries/.exec((await usage.textContent()) ?? '')?.[1]);
      expect(entries).toBeGreaterThanOrEqual(2);
    }).toPass({ timeout: 20_000 });

    // The kept block shows before any answer of the node's: its get_block is held. The one
    // request is the page load's check that the node still has that block (kept-blocks.spec.ts).
    const blockRequests: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${E2E_NODE_URL}/v1/chain/get_block`, async (route) => {
      blockRequests.push(route.request().postData() ?? '');
      await held;
      await route.fallback();
    });
    await page.goto(`${ORIGIN}/block/${lib}`);
    await expect(heading).toContainText(title);
    await expect(blockId).toBeVisible();
    release();
    await expect
      .poll(() => blockRequests)
      .toEqual([JSON.stringify({ block_num_or_id: String(lib) })]);
    await page.unroute(`${E2E_NODE_URL}/v1/chain/get_block`);

    const goOnline = await goOffline(context);
    await page.reload();
    await expect(page.getByRole('status', { name: 'Offline' })).toBeVisible();
    await expect(heading).toContainText(title);
    await expect(blockId).toBeVisible();
    await goOnline();

    await page.goto(`${ORIGIN}/settings`);
    await page.getByRole('button', { name: 'Clear kept data' }).click();
    await expect(page.getByTestId('kept-storage')).toHaveText('Nothing is kept yet.');
  });
});

test.describe('a new deployment', () => {
  let server: StaticServer | undefined;
  let builds: { first: string; second: string };

  test.beforeAll(async () => {
    // Two builds of ~25 s each (more on a busy machine), made once for this test.
    test.setTimeout(300_000);
    rmSync(ROOT, { recursive: true, force: true });
    builds = { first: await buildNamed('first'), second: await buildNamed('second') };
    server = await serveStatic(builds.first, DEPLOY_PORT);
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('is offered; the page keeps its own chunks until Reload, then runs only the new ones', async ({
    page,
  }) => {
    const build = page.getByRole('region', { name: 'This explorer' });
    const heading = page.getByRole('heading', { level: 1 });
    const main = page.getByRole('navigation', { name: 'Main' });
    await page.goto(`${DEPLOY_ORIGIN}/settings`);
    await controlledBySw(page);
    await expect(build.getByText('first', { exact: true })).toBeVisible();

    await server?.close();
    server = await serveStatic(builds.second, DEPLOY_PORT);
    // The visit after the deploy still runs the version it was cached with, while the browser
    // finds the new worker and installs it beside the old one.
    const before = assetRequests(page, DEPLOY_ORIGIN);
    await page.reload();
    const prompt = page.getByRole('status', { name: 'New version' });
    await expect(prompt).toContainText('A new version of the explorer is ready.');
    await expect(build.getByText('first', { exact: true })).toBeVisible();
    // In-app navigation keeps working on the old version's chunks meanwhile.
    await main.getByRole('link', { name: 'Schedule' }).click();
    await expect(heading).toContainText('Producer schedule');
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((path) => !existsSync(join(builds.first, path)))).toEqual([]);

    const after = assetRequests(page, DEPLOY_ORIGIN);
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(heading).toContainText('Producer schedule');
    await expect(page.getByRole('status', { name: 'New version' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Settings' }).click();
    await expect(build.getByText('second', { exact: true })).toBeVisible();
    await main.getByRole('link', { name: 'Peers' }).click();
    await expect(heading).toContainText('Peers');
    // Every chunk since the reload is the new build's (names carry their content's hash), and
    // some exist only in it: none of the old build's was mixed in.
    expect(after.filter((path) => !existsSync(join(builds.second, path)))).toEqual([]);
    expect(after.some((path) => !existsSync(join(builds.first, path)))).toBe(true);
  });
});
