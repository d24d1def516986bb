import type { Page } from '@playwright/test';
import { signTransfer } from '../dev-node/src/sign-transfer.ts';
import { expect, expectAccessible, test } from './fixtures';
import { E2E_NODE_URL } from './ports';

/*
 * Watched accounts: the star on an account's page puts it on /watch, which shows its balance and
 * its actions as blocks arrive (a transfer signed and pushed here shows within two blocks), tells
 * of it in a browser notification when turned on, and moves the list in and out as JSON.
 */

/** A browser Notification that records what it was asked to show, and how often permission was asked. */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: { title: string; body: string }[] = [];
    let asked = 0;
    class Recorded {
      static permission: NotificationPermission = 'default';
      static requestPermission() {
        asked += 1;
        Recorded.permission = 'granted';
        return Promise.resolve<NotificationPermission>('granted');
      }
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body ?? '' });
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true });
    Object.defineProperty(window, '__notifications', {
      value: () => ({ shown, asked }),
    });
  });
  return () =>
    page.evaluate(() =>
      (
        window as unknown as {
          __notifications: () => { shown: { title: string; body: string }[]; asked: number };
        }
      ).__notifications(),
    );
}

test('a star on an account’s page puts it on the Watched page, and takes it off', async ({
  page,
}) => {
  await page.goto('/account/carol');
  const star = page.getByRole('button', { name: 'Watch' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Watched' })
    .click();
  await expect(page).toHaveURL(/\/watch$/);
  const list = page.getByRole('list', { name: 'Watched accounts' });
  const carol = list.getByRole('article', { name: 'carol' });
  await expect(carol).toContainText(/Balance: [\d.]+ CYBER/);
  await expect(page.getByTestId('watch-blocks')).toContainText(/Blocks [\d,]+–[\d,]+ read/);
  // Kept across a reload (localStorage).
  await page.reload();
  await carol.getByRole('button', { name: 'Watch' }).click();
  await expect(page.getByText('No account is watched yet.', { exact: false })).toBeVisible();
});

test('a transfer to a watched account shows within two blocks, with a notification when turned on', async ({
  page,
  devNode,
}) => {
  const notifications = await recordNotifications(page);
  await page.goto('/account/eve');
  await page.getByRole('button', { name: 'Watch' }).click();
  await page.goto('/watch');
  await expect(page.getByTestId('watch-blocks')).toContainText(/Blocks [\d,]+–[\d,]+ read/);
  // Opening the page asked nothing of the browser; turning notifications on does, once.
  expect((await notifications()).asked).toBe(0);
  await page
    .getByRole('checkbox', { name: /Notify me of incoming transfers and permission changes/ })
    .check();
  expect((await notifications()).asked).toBe(1);

  // Each block is asked for once, whatever the number of accounts watched.
  const blocksAsked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/v1/chain/get_block')) blocksAsked.push(r.postData() ?? '');
  });
  const memo = `watch ${Date.now()}`;
  const pushed = await signTransfer(E2E_NODE_URL, {
    from: 'dave',
    to: 'eve',
    quantity: '0.0001 CYBER',
    memo,
  });
  expect(pushed.status).toBe(202);
  const actions = page.getByRole('list', { name: 'Latest actions of eve' });
  const item = actions.getByRole('listitem').filter({ hasText: memo });
  // The block holding it, then at most one more.
  for (let made = 0; made < 2 && !(await item.isVisible()); made++) {
    await devNode.produceBlocks(1);
    await item.waitFor({ timeout: 6_000 }).catch(() => undefined);
  }
  await expect(item).toBeVisible();
  await expect(item).toContainText('cyber.token::transfer');
  await expect(item.getByRole('link', { name: 'dave' })).toBeVisible();
  expect(blocksAsked.length).toBeGreaterThan(0);
  expect(new Set(blocksAsked).size).toBe(blocksAsked.length);
  await expect
    .poll(async () => (await notifications()).shown)
    .toContainEqual({ title: 'eve received a transfer', body: expect.stringContaining(memo) });
});

test('the list is exported as JSON and imported back; a wrong file is refused, saying why', async ({
  page,
}) => {
  await page.goto('/account/alice');
  await page.getByRole('button', { name: 'Watch' }).click();
  await page.goto('/account/bob');
  await page.getByRole('button', { name: 'Watch' }).click();
  await page.goto('/watch');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(file, 'utf8');
  expect(JSON.parse(text)).toEqual({
    format: 'cyberway-explorer/watched-accounts',
    version: 1,
    accounts: ['alice', 'bob'],
  });

  const chooser = page.getByLabel('Import JSON');
  await chooser.setInputFiles({
    name: 'x.json',
    mimeType: 'application/json',
    buffer: Buffer.from('alice, bob'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'This file is not JSON: choose a file exported from this page.',
  );
  await chooser.setInputFiles({
    name: 'x.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text.replace('"bob"', '"Bob!"')),
  });
  await expect(page.getByRole('alert')).toHaveText(
    '“Bob!” is not an account name: the file was not imported.',
  );
  // A refused file changed nothing.
  const list = page.getByRole('list', { name: 'Watched accounts' });
  await expect(list.getByRole('article')).toHaveCount(2);

  await chooser.setInputFiles({
    name: 'x.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text.replace('"bob"', '"carol"')),
  });
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported: 2 accounts are watched.',
  );
  await expect(list.getByRole('article', { name: 'carol' })).toBeVisible();
  await expect(list.getByRole('article', { name: 'bob' })).toHaveCount(0);
});

test.describe('in Russian at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the Watched page reads in Russian, fits the screen and is accessible', async ({ page }) => {
    await page.goto('/account/alice?lang=ru');
    await page.getByRole('button', { name: 'Следить' }).click();
    await page.goto('/watch?lang=ru');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Отслеживаемые аккаунты' }),
    ).toBeVisible();
    const alice = page
      .getByRole('list', { name: 'Отслеживаемые аккаунты' })
      .getByRole('article', { name: 'alice' });
    await expect(alice).toContainText(/Баланс: [\d.]+ CYBER/);
    await expect(page.getByTestId('watch-blocks')).toContainText(/Прочитаны блоки/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
