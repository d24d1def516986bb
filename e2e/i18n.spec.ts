import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { E2E_NODE_PORT, E2E_NODE_URL } from './ports';

/*
 * The explorer in Russian: no English UI string, nothing wider than a phone, axe clean, the
 * language kept; and times in UTC or the browser's zone. The Russian pages are checked in the
 * dark theme: with accessibility.spec.ts's English light pass, every route is checked by axe in
 * both themes.
 */

/** The transaction builder with a transfer, reviewed (the review is checked too). */
const PUSH_ROUTE =
  '/tools/push?action1=cyber.token::transfer&auth1=alice@active&data1={"from":"alice","to":"bob","quantity":"1.0000 CYBER","memo":""}';

const ROUTES = [
  '/',
  '/blocks',
  '/block/100',
  '/block/100?tab=header-state',
  // The same node under two names: two columns of one block, nothing differing.
  `/block/100?compare=${E2E_NODE_URL},http://localhost:${E2E_NODE_PORT}`,
  '/account/alice',
  '/account/alice/activity',
  '/account/alice/activity?history=off',
  '/account/alice/permissions',
  '/account/alice/tokens',
  '/account/alice/staking',
  '/account/carol/staking',
  '/account/dice/contract',
  '/account/dice/tables',
  '/account/dice/tables/bets',
  '/token/cyber.token/CYBER',
  '/token/cyber.token/CYBER/holders',
  '/producers',
  '/validators',
  '/schedule',
  '/deferred',
  '/msig',
  '/msig/alice/voided',
  '/names?q=alice%40golos',
  '/peers',
  '/nodes',
  '/key/GLS86JnownZYYyYhJPjnsuq7DB4sgLvvMWAPUz2g9gcRJyMbbVpdr?history=off',
  '/watch',
  '/search?q=CYBER',
  `/search?q=${'0a'.repeat(32)}`,
  '/tools',
  '/tools/abi',
  '/tools/transaction',
  PUSH_ROUTE,
  '/settings',
  '/no/such/page',
];

/**
 * What a page shows only when asked, opened before the check: a block's status legend and its
 * transactions expanded to their actions and arguments.
 */
const OPEN: Record<string, (page: Page) => Promise<void>> = {
  [PUSH_ROUTE]: async (page) => {
    await page.getByRole('button', { name: 'Собрать и проверить' }).click();
    await expect(page.getByRole('list', { name: 'Нужные ключи' })).toBeVisible();
    await settle(page);
  },
  '/block/100': async (page) => {
    await page.getByText('Что означают статусы').click();
    const show = page.getByRole('button', { name: /^Показать действия транзакции/ });
    await expect(show.first()).toBeVisible();
    const count = Math.min(await show.count(), 5);
    // Each click turns its button into "Скрыть", so the first "Показать" is the next one.
    for (let i = 0; i < count; i++) await show.first().click();
    await expect(page.getByRole('list', { name: /^Действия транзакции/ })).toHaveCount(count);
    await settle(page);
  },
};

/** Words that are the same in the Russian interface: names, technical terms, data. */
const ALLOWED = new Set(
  [
    'CyberWay',
    'Explorer',
    'EN',
    'UTC',
    'JSON',
    'URL',
    'ABI',
    'LIB',
    'RAM',
    'CPU',
    'NET',
    'id',
    'http',
    'https',
    'nodeos',
    'config',
    'VITE_NODE_URL',
    'VITE_HISTORY_URL',
    'Hyperion',
    // Transactions as Proof of Stake: the chain's own term, spelled so.
    'TaPoS',
    // Node API method names, quoted as they are ("Исходный JSON get_block").
    'get_block',
    'English',
    'KiB',
    'MiB',
    'GiB',
    'hex',
    'json',
    'wasm',
    'scope',
    'name',
    'host',
    'port',
    'false',
    'connections',
    // The dev node's data: account, permission and field names shown within sentences.
    'alice',
    'dice',
    'cyber',
    'token',
    'stake',
    'msig',
    // An action and node software named as they are (an account's linked actions).
    'linkauth',
    'leap',
    'golos',
    'gls',
    'io',
    'owner',
    'active',
    'billing',
    'bet',
    'bets',
    'settle',
    'player',
    'amount',
    'roll',
    'payout',
    'placed',
    'memo',
    // The transaction builder's terms: ABI types, fields and the tools it names.
    'actor',
    'permission',
    'account',
    'asset',
    'string',
    'providebw',
    'cleos',
    'signatures',
    // cyber.stake's fields and actions, named where the staking pages explain them.
    'balance',
    'proxied',
    'provided',
    'received',
    'delegateuse',
    'delegatevote',
    'recallvote',
  ].map((w) => w.toLowerCase()),
);

/**
 * The words of visible text that read as English: text in data (monospace values, code, times,
 * links to chain objects, isolated data text, anything marked translate="no", the node's name)
 * and the allowed words aside.
 */
async function englishWords(page: Page, selector: string): Promise<string[]> {
  const texts = await page.locator(selector).evaluateAll((roots) => {
    const out: string[] = [];
    const data =
      'code, pre, time, bdi, .font-mono, a[href*="/account/"], a[href*="/block/"], option, [data-testid="node-label"], [lang="en"], [translate="no"]';
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || el.closest(data)) continue;
        const style = getComputedStyle(el);
        const hidden = style.display === 'none' || style.visibility === 'hidden';
        // Screen-reader text counts: it is read aloud.
        if (!hidden && n.textContent) out.push(n.textContent);
      }
    }
    return out;
  });
  return (
    texts
      .flatMap((t) => t.match(/\w+/g) ?? [])
      // Hashes and numbers (a chain id's "ee54e577") are data; snake_case words name API
      // methods and fields (get_info, total_resources), capitals abbreviations and token symbols.
      .filter(
        (w) => /^[A-Za-z]{2,}$/.test(w) && !/^[A-Z]+$/.test(w) && !ALLOWED.has(w.toLowerCase()),
      )
  );
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // A skeleton's "Loading: the stake of carol…" names what loads, in English letters: the page
  // is read once the parts that load after others (a tab's second query) have drawn too.
  await expect(page.locator('[role="status"]:has([class*="animate-pulse"])')).toHaveCount(0, {
    timeout: 15_000,
  });
}

test.describe('in Russian', () => {
  test.use({ viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
  for (const route of ROUTES) {
    test(route, async ({ page }) => {
      await page.goto(`${route}${route.includes('?') ? '&' : '?'}lang=ru`);
      await settle(page);
      await OPEN[route]?.(page);
      await expectAllRussian(page);
    });
  }

  test('a transaction page, reached from its block', async ({ page }) => {
    await page.goto('/block/100?lang=ru');
    await settle(page);
    await page
      .getByRole('table', { name: /^Транзакции блока/ })
      .getByRole('row')
      .filter({ hasText: 'cyber.token::transfer' })
      .first()
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/block\/100\/tx\/[0-9a-f]{64}\?lang=ru$/);
    await settle(page);
    await expect(page.getByRole('region', { name: 'Заголовок' })).toBeVisible();
    await expectAllRussian(page);
  });

  test('a transaction’s inline actions and an id-only receipt’s actions, from the history service', async ({
    page,
    devNode,
  }) => {
    const bets = (await (
      await fetch(`${devNode.url}/v2/history/get_actions?filter=dice:bet&limit=1`)
    ).json()) as { actions: { block_num: number; trx_id: string }[] };
    const bet = bets.actions[0];
    if (!bet) throw new Error('no dice bet in the dev node’s history');
    const block = (await (
      await fetch(`${devNode.url}/v1/chain/get_block`, {
        method: 'POST',
        body: JSON.stringify({ block_num_or_id: 220 }),
      })
    ).json()) as { transactions: { trx: unknown }[] };
    const idOnly = block.transactions.map((r) => r.trx).find((trx) => typeof trx === 'string');
    if (typeof idOnly !== 'string') throw new Error('block 220 holds no id-only receipt');
    for (const [path, says] of [
      [`/block/${bet.block_num}/tx/${bet.trx_id}`, /Вложенные действия и уведомлённые аккаунты/],
      [`/tx/${idOnly}`, /действия ниже — от сервиса истории/],
      // Last: the link's choice holds for the rest of the tab's visit.
      [`/block/220/tx/${idOnly}?history=off`, /Настройки → История/],
    ] as const) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=ru`);
      await expect(page.getByRole('main')).toContainText(says);
      await settle(page);
      await expectAllRussian(page);
    }
  });

  test('arguments decoded in the browser, arguments left raw, and an id-only receipt', async ({
    page,
  }) => {
    // As a node without the ABI answers (hex in data): block 100's bytes decode, 150's do not.
    await page.route('**/v1/chain/get_block', async (route) => {
      const body = route.request().postDataJSON() as { block_num_or_id?: unknown } | null;
      const asked = String(body?.block_num_or_id);
      if (asked !== '100' && asked !== '150') return route.fallback();
      const response = await route.fetch();
      const block = (await response.json()) as {
        transactions: { trx: { transaction?: { actions: Record<string, unknown>[] } } }[];
      };
      for (const receipt of block.transactions) {
        for (const action of receipt.trx.transaction?.actions ?? []) {
          action['data'] = asked === '100' ? action['hex_data'] : 'ffff';
          delete action['hex_data'];
        }
      }
      return route.fulfill({ response, json: block });
    });
    const rows = page.getByRole('table', { name: /^Транзакции блока/ }).getByRole('row');
    for (const [block, row, says] of [
      ['100', 'cyber.token::transfer', /декодированы в вашем браузере/],
      ['150', 'cyber.token::transfer', /Сырой hex: не декодировано/],
      ['220', 'только id', /В блоке есть только id этой транзакции/],
    ] as const) {
      await page.goto(`/block/${block}?lang=ru`);
      await settle(page);
      await rows.filter({ hasText: row }).first().getByRole('button').first().click();
      await expect(page.getByRole('main')).toContainText(says);
      await settle(page);
      await expectAllRussian(page);
    }
  });
});

/** The whole page in Russian (shell and content), no wider than the phone, axe clean in dark. */
async function expectAllRussian(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // The theme follows the system's (emulated) dark scheme by default.
  await expect(page.locator('html')).toHaveClass(/dark/);
  // The layout's own parts (skip link, header, banners, footer) and the page.
  expect(await englishWords(page, '#root > div > :not(main), main')).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
}

test('a ?lang= link keeps its language in the address across navigation and reload', async ({
  page,
}) => {
  await page.goto('/blocks?lang=ru');
  await expect(page.getByRole('link', { name: 'Продюсеры' })).toBeVisible();
  await page.getByRole('link', { name: 'Настройки' }).click();
  await expect(page).toHaveURL(/\/settings\?lang=ru$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('the header switch changes the language, which is kept across reload', async ({ page }) => {
  await page.goto('/blocks');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('link', { name: 'Блоки' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Блоки' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('link', { name: 'Blocks' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('switching to Russian translates the page shown, and the next page is never drawn in English', async ({
  page,
}) => {
  // The next page's catalog arrives well after its code: the page must wait for it.
  await page.route(/\/_ru-catalog_deferred-[\w-]+\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/producers');
  await settle(page);
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // The page's own texts (its subtitle, its table's headers) come in the page's catalog.
  await expect(page.getByText(/^Все кандидаты/)).toBeVisible();
  expect(await englishWords(page, 'main')).toEqual([]);
  // Every heading the next page shows, from its first frame: its catalog comes with its code.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenHeadings: seen });
    new MutationObserver(() => {
      for (const h of document.querySelectorAll('main h1')) seen.push(h.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('link', { name: 'Отложенные' }).click();
  await settle(page);
  const seen = await page.evaluate(
    () => (window as unknown as { seenHeadings: string[] }).seenHeadings,
  );
  expect(seen).toContain('Отложенные транзакции');
  expect(seen).not.toContain('Deferred transactions');
  expect(await englishWords(page, 'main')).toEqual([]);
});

test('a page whose Russian catalog cannot be loaded still opens, its own texts in English', async ({
  page,
}) => {
  // Its retries too (`?retry=N`): every try fails.
  await page.route(/\/_ru-catalog_deferred-[\w-]+\.js(\?|$)/, (route) => route.abort());
  await page.goto('/deferred?lang=ru');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Deferred transactions' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Продюсеры' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test.describe('times', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });
  test('UTC or local, chosen in Settings and kept; the hover shows the other form', async ({
    page,
  }) => {
    await page.goto('/block/100');
    const time = page.locator('main time').first();
    await expect(time).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    await expect(time).toHaveAttribute('title', /GMT\+9/);
    const utc = await time.textContent();

    await page.goto('/settings');
    await page.getByRole('radio', { name: /Your time zone \(Asia\/Tokyo\)/ }).check();
    await page.goto('/block/100');
    await expect(time).toHaveText(/GMT\+9/);
    await expect(time).toHaveAttribute('title', utc ?? '');
    await page.reload();
    await expect(time).toHaveText(/GMT\+9/);
  });
});
