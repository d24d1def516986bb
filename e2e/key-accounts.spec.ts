import type { Page, Request } from '@playwright/test';
import { PublicKey } from '@wharfkit/antelope';
import { expect, expectAccessible, test } from './fixtures';
import { ownDevNodeForTests } from './own-dev-node';
import { E2E_NODE_URL } from './ports';

/**
 * Accounts by key (/key/<key>): the search box opens a public key's page, which names the source
 * that listed the accounts (the history service, else the node's history plugin) and each
 * permission holding the key; a private key is refused and never leaves the browser.
 */

// dev-node/README.md's test keys (seed 1): one of alice@active's three (2 of 3), and its secret.
const ALICE_KEY = 'GLS86JnownZYYyYhJPjnsuq7DB4sgLvvMWAPUz2g9gcRJyMbbVpdr';
const ALICE_SECRET = '5KitjNm3nZDKS4y47QPFdw33EvwFDq7ebAunp2piUCwmaJTTWSQ';
const MODERN = PublicKey.from(ALICE_KEY).toString();

/** The accounts the dev node's history plugin says hold the key: what the page must list. */
async function holders(): Promise<string[]> {
  const res = await fetch(`${E2E_NODE_URL}/v1/history/get_key_accounts`, {
    method: 'POST',
    body: JSON.stringify({ public_key: ALICE_KEY }),
  });
  return ((await res.json()) as { account_names: string[] }).account_names;
}

function holdersTable(page: Page) {
  return page.getByRole('table', { name: 'Accounts and permissions holding the key' });
}

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: /Search/ });
  await box.fill(text);
  await box.press('Enter');
}

test('alice’s key, typed in the search box, lists the accounts holding it from the history service', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('get_key_accounts')) asked.push(r.url());
  });
  await page.goto('/');
  await searchFor(page, ALICE_KEY);
  await expect(page).toHaveURL(new RegExp(`/key/${ALICE_KEY}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts by key' })).toBeVisible();
  await expect(page.getByTestId('typed-key')).toContainText(ALICE_KEY);
  await expect(page.getByTestId('key-source')).toHaveText(
    `Source: the history service /v2/state/get_key_accounts (${E2E_NODE_URL})`,
  );
  // The legacy form is asked as PUB_K1_ (the service refuses GLS…), and nothing else was needed.
  expect(asked).toEqual([
    `${E2E_NODE_URL}/v2/state/get_key_accounts?public_key=${encodeURIComponent(MODERN)}&limit=1000`,
  ]);
  const table = holdersTable(page);
  const expected = await holders();
  expect(expected).toContain('alice');
  for (const account of expected)
    await expect(table.getByRole('link', { name: account })).toBeVisible();
  // alice@active takes any 2 of her 3 keys: this one weighs 1 of a threshold of 2.
  await expect(table.getByRole('row', { name: /alice active 1 2/ })).toBeVisible();
  await table.getByRole('link', { name: 'alice' }).first().click();
  await expect(page).toHaveURL(/\/account\/alice$/);
});

test('with the history service off, the node’s history plugin lists them', async ({ page }) => {
  await page.goto(`/key/${MODERN}?history=off`);
  await expect(page.getByTestId('key-source')).toHaveText(
    'Source: the node’s history plugin /v1/history/get_key_accounts',
  );
  await expect(page.getByText(/not asked: no history service is in use/)).toBeVisible();
  await expect(holdersTable(page).getByRole('row', { name: /alice active 1 2/ })).toBeVisible();
  await expectAccessible(page);
});

test('with no source answering, the page says what each said and what would answer', async ({
  page,
  devNode,
}) => {
  // Only this spec asks get_key_accounts: a fault on it leaves every other page alone.
  await devNode.setFaults({ mode: '5xx', paths: ['/v1/history/get_key_accounts'] });
  try {
    await page.goto(`/key/${ALICE_KEY}?history=off`);
    await expect(
      page.getByRole('heading', { name: 'No source could list the accounts holding this key' }),
    ).toBeVisible();
    const said = page.getByRole('list', { name: 'Sources asked' });
    await expect(said.getByRole('listitem')).toHaveText([
      /history service.*not asked/,
      /\/v1\/history\/get_key_accounts: failed: HTTP 5\d\d/,
      /the node \(Leap\) \/v1\/chain\/get_accounts_by_authorizers: not offered here \(404\)/,
    ]);
    await expect(page.getByText(/Any of these would answer/)).toBeVisible();
  } finally {
    await devNode.setFaults({});
  }
});

test('a private key typed in the search box is refused and never sent', async ({ page }) => {
  const carrying: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes(ALICE_SECRET) || (r.postData() ?? '').includes(ALICE_SECRET))
      carrying.push(r);
  });
  await page.goto('/blocks');
  await searchFor(page, ALICE_SECRET);
  await expect(page.getByRole('alert')).toContainText('This is a private key: it was not sent');
  await expect(page).toHaveURL(/\/blocks$/);
  expect(page.url()).not.toContain(ALICE_SECRET);
  // Typed again with a space before it, and given time for anything that would send it.
  await searchFor(page, ` ${ALICE_SECRET}`);
  await page.waitForLoadState('networkidle');
  expect(carrying.map((r) => r.url())).toEqual([]);
  expect(page.url()).not.toContain(ALICE_SECRET);
});

test('a private key in the address is taken out of it and out of the history', async ({ page }) => {
  const carrying: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes(ALICE_SECRET) || (r.postData() ?? '').includes(ALICE_SECRET))
      carrying.push(r);
  });
  await page.goto('/blocks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const address of [`/key/${ALICE_SECRET}`, `/search?q=${ALICE_SECRET}`]) {
    // As if typed or pasted into the address bar: a load of its own.
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'A private key' })).toBeVisible();
    await expect(page.getByText('It was taken out of the address and sent nowhere')).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);
    // Back goes to the page before, not to the address that held the key.
    await page.goBack();
    await expect(page).toHaveURL(/\/blocks$/);
  }
  await page.waitForLoadState('networkidle');
  // The loads themselves carried it (the browser asked for those addresses); nothing after them.
  expect(carrying.filter((r) => !r.isNavigationRequest()).map((r) => r.url())).toEqual([]);
});

test.describe('with no source, a node without its history plugin', () => {
  const ownNode = ownDevNodeForTests(['--port', '0', '--manual', '--no-history']);
  const keyPage = (lang = '') =>
    `/key/${ALICE_KEY}?node=${encodeURIComponent(ownNode.url())}&history=off${lang}`;

  test.beforeAll(async () => {
    // carol takes alice's key into a permission of her own: the scan must find both accounts.
    const push = await fetch(`${ownNode.url()}/dev/push_transaction`, {
      method: 'POST',
      body: JSON.stringify({
        actions: [
          {
            account: 'cyber',
            name: 'updateauth',
            authorization: [{ actor: 'carol', permission: 'active' }],
            data: {
              account: 'carol',
              permission: 'shared',
              parent: 'active',
              auth: {
                threshold: 1,
                keys: [{ key: ALICE_KEY, weight: 1 }],
                accounts: [],
                waits: [],
              },
            },
          },
        ],
      }),
    });
    expect(push.status).toBe(200);
    await fetch(`${ownNode.url()}/dev/produce_block`, { method: 'POST', body: '{}' });
  });

  test('a scan of the accounts it can list finds alice and carol, who shares her key', async ({
    page,
  }) => {
    await page.goto(keyPage());
    await expect(
      page.getByRole('heading', { name: 'No source could list the accounts holding this key' }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Sources asked' }).getByRole('listitem'),
    ).toHaveText([
      /not asked/,
      /get_key_accounts: not offered here \(404\)/,
      /not offered here \(404\)/,
    ]);
    await page.getByRole('button', { name: 'Scan the accounts' }).click();
    const bar = page.getByRole('progressbar', { name: 'Accounts read' });
    await expect(bar).toBeVisible();
    await expect(page.getByText('Done: every account listed was read.')).toBeVisible({
      timeout: 45_000,
    });
    const max = Number(await bar.getAttribute('aria-valuemax'));
    expect(max).toBeGreaterThan(100);
    await expect(bar).toHaveAttribute('aria-valuenow', String(max));
    await expect(page.getByTestId('key-scan-progress')).toContainText('2 hold the key');
    const table = holdersTable(page);
    await expect(table.getByRole('row', { name: /alice active 1 2/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /carol shared 1 1/ })).toBeVisible();
  });

  test('the scan can be cancelled, keeping what it read', async ({ page }) => {
    // A slow node, so the scan is still running when it is cancelled.
    await fetch(`${ownNode.url()}/dev/faults`, {
      method: 'POST',
      body: JSON.stringify({ latencyMs: 300, paths: ['get_account'] }),
    });
    try {
      await page.goto(keyPage());
      await page.getByRole('button', { name: 'Scan the accounts' }).click();
      const bar = page.getByRole('progressbar', { name: 'Accounts read' });
      await expect(bar).not.toHaveAttribute('aria-valuenow', '0');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByText('Cancelled: the accounts found so far are shown.')).toBeVisible();
      const read = Number(await bar.getAttribute('aria-valuenow'));
      expect(read).toBeLessThan(Number(await bar.getAttribute('aria-valuemax')));
      await expect(page.getByRole('button', { name: 'Scan again' })).toBeVisible();
    } finally {
      await fetch(`${ownNode.url()}/dev/faults`, { method: 'POST', body: '{}' });
    }
  });

  test.describe('in Russian at phone width', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the scan reads in Russian and is accessible', async ({ page }) => {
      await page.goto(keyPage('&lang=ru'));
      await page.getByRole('button', { name: 'Просмотреть аккаунты' }).click();
      await expect(page.getByText('Готово: прочитаны все перечисленные аккаунты.')).toBeVisible({
        timeout: 45_000,
      });
      await expect(
        page.getByRole('table', { name: 'Аккаунты и разрешения с этим ключом' }).getByRole('row', {
          name: /alice active 1 2/,
        }),
      ).toBeVisible();
      await expectAccessible(page);
    });
  });
});

test.describe('in Russian, dark, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  test('the key’s page reads in Russian and fits the screen', async ({ page }) => {
    await page.goto(`/key/${ALICE_KEY}?lang=ru`);
    await expect(page.getByRole('heading', { level: 1, name: 'Аккаунты по ключу' })).toBeVisible();
    await expect(page.getByTestId('key-source')).toContainText(
      'Источник: сервис истории /v2/state/get_key_accounts',
    );
    const table = page.getByRole('table', { name: 'Аккаунты и разрешения с этим ключом' });
    await expect(table.getByRole('row', { name: /alice active 1 2/ })).toBeVisible();
    // The key wraps rather than widening the page.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
