import { E2E_NODE_HOST, E2E_NODE_URL } from './ports';
import { expect, expectAccessible, test } from './fixtures';

test.describe('app shell', () => {
  test('shows which node and chain it reads, and head/LIB in the footer', async ({
    page,
    devNode,
  }) => {
    const info = await devNode.getInfo();
    await page.goto('/settings');
    const status = page.getByRole('link', { name: `Node ${E2E_NODE_HOST}: Online` });
    await expect(status).toBeVisible();
    await expect(status).toContainText(`chain ${info.chain_id.slice(0, 8)}`);
    await expect(page.getByRole('contentinfo')).toContainText('Head');
    await expect(page.getByRole('contentinfo')).toContainText('Irreversible');
    await expectAccessible(page);
  });

  test('navigates with the main menu and sets page titles', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveTitle(/Settings/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Blocks',
      'Producers',
      'Schedule',
      'Deferred',
      'Peers',
      'Nodes',
      'Names',
      'Watched',
      'Tools',
      'Transaction tool',
      'Settings',
    ]) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
  });

  test('the transaction tool and the request list have names that cannot be confused', async ({
    page,
  }) => {
    await page.goto('/settings');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Transaction tool' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Requests' })).toBeVisible();
    await expect(banner.getByText(/inspector/i)).toHaveCount(0);

    await page.goto('/settings?lang=ru');
    const ru = page.getByRole('banner');
    await expect(ru.getByRole('link', { name: 'Проверка транзакций' })).toHaveAttribute(
      'href',
      /\/tools\/transaction/,
    );
    await expect(ru.getByRole('button', { name: 'Запросы' })).toBeVisible();
    await expect(ru.getByText(/инспектор/i)).toHaveCount(0);
  });

  test('Tools opens a page listing the tools; the transaction tool is in the menu', async ({
    page,
  }) => {
    await page.goto('/settings');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Action encoder' })).toHaveAttribute(
      'href',
      '/tools/abi',
    );
    await main.getByRole('link', { name: 'Transaction tool' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction tool' })).toBeVisible();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await nav.getByRole('link', { name: 'Transaction tool' }).click();
    await expect(page).toHaveURL(/\/tools\/transaction$/);
    // Typed straight into the address bar, it opens too.
    await page.goto('/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    await expectAccessible(page);
  });

  test('"/" focuses the search box and search routes by what was typed', async ({ page }) => {
    await page.goto('/settings');
    // A person presses the key once the page is there (the shortcut is set up as the app starts).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('body').press('/');
    const search = page.getByRole('combobox', { name: /Search/ });
    await expect(search).toBeFocused();
    // Focus lands on the heading of the page the search opened, for keyboard and screen-reader
    // users, once that page has drawn it.
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    const searchFor = async (text: string, url: RegExp, title: string | RegExp) => {
      await search.fill(text);
      await search.press('Enter');
      await expect(page).toHaveURL(url);
      await expect(heading).toHaveText(title);
      await expect(heading).toBeFocused();
    };
    await searchFor('  42 ', /\/block\/42$/, 'Block 42');
    await searchFor('alice', /\/account\/alice$/, 'alice');
    // As the explorer prints numbers, and a name typed with a capital.
    await searchFor('12,540', /\/block\/12540$/, 'Block 12,540');
    await searchFor('Alice', /\/account\/alice$/, 'alice');
    await searchFor('alice@golos', /\/names\?q=alice%40golos$/, /Names/);
    await searchFor('CYBER', /\/token\/cyber\.token\/CYBER$/, /CYBER/);
    await expectAccessible(page);

    // Back and forward do not move focus again.
    await page.locator('body').press('/');
    await page.goBack();
    await expect(page).toHaveURL(/\/names\?q=alice%40golos$/);
    await expect(heading).not.toBeFocused();
  });

  test('says when a search matches nothing', async ({ page }) => {
    await page.goto('/settings');
    const search = page.getByRole('combobox', { name: /Search/ });
    await search.fill('Hello World!');
    await search.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Nothing matches "Hello World!"');
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('unknown paths show a not-found page inside the shell', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a page whose code cannot be fetched says so, keeps the shell, and reloads', async ({
    page,
  }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // As after a deploy that replaced the chunks, or a network that dropped.
    await page.route('**/assets/producers-*.js', (route) => route.abort());
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Producers' })
      .click();
    await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.unroute('**/assets/producers-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Producers/ })).toBeVisible();
  });

  test('a new page opens at its top; back returns to where the person was', async ({ page }) => {
    await page.goto('/producers');
    const table = page.getByRole('table', { name: 'Producers' });
    const link = table.getByRole('row').nth(22).getByRole('link').first();
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await link.click();
    await expect(page).toHaveURL(/\/account\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/producers/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });

  test('switches theme between light and dark', async ({ page }) => {
    await page.goto('/settings');
    const theme = page.getByLabel('Theme');
    await theme.selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
    await theme.selectOption('light');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('works at phone width with a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/settings');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Blocks' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Producers' }).click();
    await expect(page).toHaveURL(/\/producers$/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('node selection', () => {
  test('a ?node= link stays in the address through clicks and a reload, until Settings picks a node', async ({
    page,
  }) => {
    const nodeParam = () => new URL(page.url()).searchParams.get('node');
    const banner = page.getByRole('region', { name: 'Node from link' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto(`/?node=${encodeURIComponent(E2E_NODE_URL)}`);
    await expect(banner).toContainText(E2E_NODE_URL);

    await nav.getByRole('link', { name: 'Blocks' }).click();
    await expect(page).toHaveURL(/\/blocks\?/);
    expect(nodeParam()).toBe(E2E_NODE_URL);
    // A link drawn on the page carries it too, for "copy link address".
    const block = page
      .getByRole('main')
      .getByRole('link', { name: /^#?[\d,]+$/ })
      .first();
    expect(
      new URL(await block.evaluate((a: HTMLAnchorElement) => a.href)).searchParams.get('node'),
    ).toBe(E2E_NODE_URL);
    await block.click();
    await expect(page).toHaveURL(/\/block\/\d+\?/);
    expect(nodeParam()).toBe(E2E_NODE_URL);
    await nav.getByRole('link', { name: 'Producers' }).click();
    await expect(page).toHaveURL(/\/producers\?/);
    expect(nodeParam()).toBe(E2E_NODE_URL);

    await page.reload();
    await expect(banner).toContainText(E2E_NODE_URL);
    expect(nodeParam()).toBe(E2E_NODE_URL);

    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Node URL').fill(E2E_NODE_URL);
    await page.getByRole('button', { name: 'Save and use', exact: true }).click();
    await expect(page.getByText(`Now using ${E2E_NODE_URL}.`)).toBeVisible();
    await expect(banner).toBeHidden();
    expect(nodeParam()).toBeNull();
    await nav.getByRole('link', { name: 'Blocks' }).click();
    await expect(page).toHaveURL(/\/blocks$/);
  });

  test('tests and saves a node, refusing non-http URLs', async ({ page }) => {
    await page.goto('/settings');
    const input = page.getByLabel('Node URL');
    await input.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('http:// or https://');

    await input.fill(`${E2E_NODE_URL}/`);
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    const result = page.getByRole('status', { name: 'Test result' });
    await expect(result).toContainText('Reachable');
    await expect(result).toContainText('Latency');
    await page.getByRole('button', { name: 'Save and use', exact: true }).click();
    await expect(page.getByText(`Now using ${E2E_NODE_URL}.`)).toBeVisible();
    await expect(page.getByRole('list').getByText(E2E_NODE_URL)).toBeVisible();
  });

  test('explains an unreachable node in plain words', async ({ page }) => {
    await page.goto('/settings');
    await page.getByLabel('Node URL').fill('http://127.0.0.1:9');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(/can't reach the node/i);
    await expect(page.getByRole('alert')).toContainText(/check the url in settings/i);
  });

  test("a new test's result replaces the previous one", async ({ page }) => {
    await page.goto('/settings');
    const input = page.getByLabel('Node URL');
    const testButton = page.getByRole('button', { name: 'Test', exact: true });
    const main = page.getByRole('main');
    await input.fill('http://127.0.0.1:9');
    await testButton.click();
    await expect(main.getByRole('alert')).toContainText("Can't reach the node");

    // Refused before any request: the old failure goes, only the new message is left.
    await input.fill('ftp://node.example.com');
    await testButton.click();
    await expect(main.getByRole('alert')).toHaveCount(1);
    await expect(main.getByRole('alert')).toContainText('http:// or https://');

    await input.fill('http://127.0.0.1:9');
    await testButton.click();
    await expect(main.getByRole('alert')).toContainText("Can't reach the node");
    await input.fill(`${E2E_NODE_URL}/nothing`);
    await testButton.click();
    await expect(main.getByRole('alert')).toContainText('does not offer this operation');
    await expect(main.getByRole('alert')).toHaveCount(1);
    await expect(main.getByText("Can't reach the node")).toHaveCount(0);

    await input.fill(E2E_NODE_URL);
    await testButton.click();
    await expect(page.getByRole('status', { name: 'Test result' })).toContainText('Reachable');
    await expect(main.getByRole('alert')).toHaveCount(0);
  });

  test('saving a node that just failed its test asks first, saying it is not saved yet', async ({
    page,
  }) => {
    await page.goto('/settings');
    await page.getByLabel('Node URL').fill('http://127.0.0.1:9');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText("Can't reach the node");

    await page.getByRole('button', { name: 'Save and use', exact: true }).click();
    const question = page.getByRole('group', { name: 'This node did not answer. Save it anyway?' });
    await expect(question).toContainText("http://127.0.0.1:9: Can't reach the node");
    await expect(question).toContainText('It is not saved yet.');
    // The safe answer has the focus.
    await expect(question.getByRole('button', { name: "Don't save" })).toBeFocused();
    await expectAccessible(page);
    await question.getByRole('button', { name: "Don't save" }).click();
    await expect(question).toBeHidden();
    await expect(page.getByText(`Not saved: still using ${E2E_NODE_URL}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: `Node ${E2E_NODE_HOST}: Online` })).toBeVisible();

    await page.getByRole('button', { name: 'Save and use', exact: true }).click();
    await question.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByText('Now using http://127.0.0.1:9.')).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Node 127\.0\.0\.1:9: Unreachable/ }),
    ).toBeVisible();
  });

  test('"Save and use" tests a node it has not tested, and saves nothing that does not answer without asking', async ({
    page,
  }) => {
    await page.goto('/settings');
    await page.getByLabel('Node URL').fill('http://127.0.0.1:9');
    await page.getByRole('button', { name: 'Save and use', exact: true }).click();
    const question = page.getByRole('group', { name: 'This node did not answer. Save it anyway?' });
    await expect(question).toContainText('It is not saved yet.');
    await expect(page.getByRole('link', { name: `Node ${E2E_NODE_HOST}: Online` })).toBeVisible();
    await question.getByRole('button', { name: "Don't save" }).click();
    await page.reload();
    await expect(page.getByRole('link', { name: `Node ${E2E_NODE_HOST}: Online` })).toBeVisible();
    await expect(page.getByText('http://127.0.0.1:9')).toHaveCount(0);

    // A node that answers is tested on the way and saved at once.
    await page.getByLabel('Node URL').fill(`${E2E_NODE_URL}/`);
    await page.getByRole('button', { name: 'Save and use', exact: true }).click();
    await expect(page.getByText(`Now using ${E2E_NODE_URL}.`)).toBeVisible();
    await expect(page.getByRole('status', { name: 'Test result' })).toContainText('Reachable');
  });

  test('the node that answered stays in Recent nodes, to go back to after saving a dead one', async ({
    page,
  }) => {
    await page.goto('/settings');
    await expect(page.getByRole('link', { name: `Node ${E2E_NODE_HOST}: Online` })).toBeVisible();
    await page.getByLabel('Node URL').fill('http://127.0.0.1:9');
    await page.getByRole('button', { name: 'Save and use', exact: true }).click();
    await page
      .getByRole('group', { name: 'This node did not answer. Save it anyway?' })
      .getByRole('button', { name: 'Save anyway' })
      .click();
    await expect(page.getByText('Now using http://127.0.0.1:9.')).toBeVisible();

    const recent = page.getByRole('region', { name: 'Recent nodes' });
    await recent.getByRole('button', { name: `Use ${E2E_NODE_URL}` }).click();
    await expect(page.getByRole('link', { name: `Node ${E2E_NODE_HOST}: Online` })).toBeVisible();
  });

  test('a ?node= link applies to this visit only, with a banner and a way back', async ({
    page,
  }) => {
    await page.goto('/settings?node=http://127.0.0.1:9');
    const banner = page.getByRole('region', { name: 'Node from link' });
    await expect(banner).toContainText('http://127.0.0.1:9');
    await expect(page.getByRole('link', { name: /Node 127\.0\.0\.1:9:/ })).toBeVisible();
    await banner.getByRole('button', { name: /Back to/ }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByRole('link', { name: `Node ${E2E_NODE_HOST}: Online` })).toBeVisible();
    // Nothing was saved: a fresh visit uses the default node again.
    await page.goto('/settings');
    await expect(page.getByRole('link', { name: `Node ${E2E_NODE_HOST}` })).toBeVisible();
  });
});
