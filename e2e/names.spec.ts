import { DOMAINS, USERNAMES } from '../dev-node/src/fixtures';
import { expect, expectAccessible, test } from './fixtures';

test.describe('names', () => {
  test('resolves a batch of names in one request, linking the accounts', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/chain/resolve_names')) requests.push(r.postData() ?? '');
    });
    const user = USERNAMES[0];
    await page.goto('/names');
    await page
      .getByLabel('Names to resolve')
      .fill(`golos, @golos.io ${user.username}@golos,${user.username}@@${user.scope}, unlinked`);
    await page.getByRole('button', { name: 'Resolve' }).click();
    await expect(page).toHaveURL(
      /\/names\?q=golos%2C%40golos\.io%2Calice%40golos%2Calice%40%40gls%2Cunlinked$/,
    );

    const table = page.getByRole('table', { name: 'Resolved names' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(0)).toContainText('golos');
    await expect(rows.nth(0).getByRole('link', { name: DOMAINS.golos })).toHaveAttribute(
      'href',
      `/account/${DOMAINS.golos}`,
    );
    await expect(rows.nth(1).getByRole('link', { name: DOMAINS['golos.io'] })).toBeVisible();
    await expect(rows.nth(2)).toContainText('username in a domain');
    await expect(rows.nth(2).getByRole('link', { name: user.account })).toHaveAttribute(
      'href',
      `/account/${user.account}`,
    );
    await expect(rows.nth(3).getByRole('link', { name: user.account })).toBeVisible();
    await expect(rows.nth(4)).toContainText('not linked to an account');
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0] ?? '[]')).toEqual([
      'golos',
      '@golos.io',
      'alice@golos',
      'alice@@gls',
      'unlinked',
    ]);
    await expectAccessible(page);
  });

  test('names the invalid input before sending anything', async ({ page }) => {
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/chain/resolve_names')) sent++;
    });
    await page.goto('/names?q=golos,a@@@b,alice@golos');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Name 2 of 3 is not valid');
    await expect(alert).toContainText('a@@@b');
    await expect(alert).toContainText('too many "@" signs');
    await expect(alert).toContainText('nothing was sent to the node');
    expect(sent).toBe(0);
    await expectAccessible(page);
  });

  test("shows the node's message when it fails the whole request", async ({ page }) => {
    await page.goto('/names?q=golos,nosuchdomain');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The node could not resolve these 2 names');
    await expect(alert).toContainText('domain `nosuchdomain` not found');
    await expect(page.getByRole('table', { name: 'Resolved names' })).toHaveCount(0);
  });

  test('the search box sends a name here', async ({ page }) => {
    await page.goto('/names');
    const search = page.getByRole('combobox', { name: /Search/ });
    await search.fill('bob@golos');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/names\?q=bob%40golos$/);
    await expect(page.getByLabel('Names to resolve')).toHaveValue('bob@golos');
    await expect(
      page.getByRole('table', { name: 'Resolved names' }).getByRole('link', { name: 'bob' }),
    ).toBeVisible();
  });

  test('is readable in dark mode and at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/settings');
    await page.getByLabel('Theme').selectOption('dark');
    await page.goto('/names?q=golos,alice@golos');
    await expect(
      page.getByRole('table', { name: 'Resolved names' }).locator('tbody tr'),
    ).toHaveCount(2);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
