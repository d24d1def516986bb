import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe('start-up', () => {
  test('the page is drawn by React DOM (what React DevTools attaches to)', async ({ page }) => {
    // The hook React DevTools installs: every React renderer registers itself with it.
    await page.addInitScript(() => {
      const renderers = new Map<number, { rendererPackageName?: string; version?: string }>();
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          renderers,
          supportsFiber: true,
          inject: (renderer: { rendererPackageName?: string; version?: string }) => {
            renderers.set(renderers.size + 1, renderer);
            return renderers.size;
          },
          checkDCE: () => undefined,
          onScheduleFiberRoot: () => undefined,
          onCommitFiberRoot: () => undefined,
          onPostCommitFiberRoot: () => undefined,
          onCommitFiberUnmount: () => undefined,
        },
      });
    });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const renderers = await page.evaluate(() => {
      const hook = (window as unknown as Record<string, unknown>)[
        '__REACT_DEVTOOLS_GLOBAL_HOOK__'
      ] as {
        renderers: Map<number, { rendererPackageName?: string; version?: string }>;
      };
      return [...hook.renderers.values()].map((r) => `${r.rendererPackageName}@${r.version}`);
    });
    expect(renderers).toEqual([expect.stringMatching(/^react-dom@19\./)]);
  });

  test('a block link asks the node for its block while the page’s code is still arriving, once', async ({
    page,
  }) => {
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/chain/get_block')) {
        events.push(`get_block ${request.postData() ?? ''}`);
      }
    });
    // A slow network: the block page's code takes a second to arrive.
    await page.route(/\/assets\/block-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      events.push('page code arrives');
      await route.continue();
    });
    await page.goto('/block/7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block 7');
    expect(events[0]).toBe('get_block {"block_num_or_id":"7"}');
    expect(events).toContain('page code arrives');
    // The page used that answer: it did not ask for the block again.
    expect(events.filter((e) => e.startsWith('get_block'))).toHaveLength(1);
  });

  test('a producers link with a page size asks for that page and the schedule, each once', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/get_producers|get_producer_schedule/.test(path)) {
        asked.push(`${path} ${request.postData() ?? ''}`);
      }
    });
    await page.goto('/producers?limit=10');
    await expect(page.getByRole('table', { name: 'Producers' }).locator('tbody tr')).toHaveCount(
      10,
    );
    expect(asked.sort()).toEqual([
      '/v1/chain/get_producer_schedule ',
      '/v1/chain/get_producers {"json":true,"limit":1000}',
    ]);
  });

  test('a page’s code starts loading when the pointer rests on a link to it', async ({ page }) => {
    // The page's own chunk, by the build's manifest (other chunks share its name).
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string }
    >;
    const file = manifest['src/app/routes/names.tsx']?.file;
    expect(file).toBeDefined();
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (file && r.url().endsWith(`/${file}`)) chunks.push(r.url());
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    expect(chunks).toEqual([]);
    await nav.getByRole('link', { name: 'Names' }).hover();
    await expect.poll(() => chunks.length).toBe(1);
    await nav.getByRole('link', { name: 'Names' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /names/i })).toBeVisible();
    expect(chunks).toHaveLength(1);
  });

  test('when the app’s code cannot be loaded, the page says so instead of staying blank', async ({
    page,
  }) => {
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/block/7');
    await expect(page.getByRole('alert')).toContainText('The explorer’s code could not be loaded');
    await expect(page.getByRole('alert')).toContainText('Reload the page');
  });

  test('a first page whose own code cannot be loaded says so, and Reload brings it', async ({
    page,
  }) => {
    // Every request for the chunk fails, the app's own second try (from a fresh URL) too.
    const chunk = /\/assets\/producers-[^/]*\.js(\?.*)?$/;
    await page.route(chunk, (route) => route.abort());
    await page.goto('/producers');
    await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Producers/ })).toBeVisible();
  });

  test('a dark-mode visitor sees the dark background from the first paint, before any code', async ({
    page,
  }) => {
    const policyErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        policyErrors.push(message.text());
      }
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    // The start-up module itself is held back: only the HTML and the CSS are there.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('#root')).toBeEmpty();
    await stylesheetsApplied(page);
    const background = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const before = await background();
    expect(before).not.toBe('rgb(255, 255, 255)');

    release();
    const shell = page.locator('#root > div').first();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The same colour the app paints once it is there: nothing flashes when it arrives.
    expect(await shell.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(before);
    expect(policyErrors).toEqual([]);
  });

  test('a saved light theme wins over a dark system before the code arrives', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('explorer.theme', 'light'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.route('**/assets/index-*.js', () => undefined); // never answered
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('style', /color-scheme: light/);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await stylesheetsApplied(page);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
    ).toBe('rgb(255, 255, 255)');
  });
});

/**
 * The first paint waits for the page's stylesheets (they block rendering); a test that reads
 * colours right after `commit` must wait for them too, or it reads the unstyled page.
 */
async function stylesheetsApplied(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet),
  );
}
