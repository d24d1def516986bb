import { expect, expectAccessible, test } from './fixtures';

test.describe('usernames and domains on the Overview', () => {
  test('lists every username of the account in one visit with no failed request or console error', async ({
    page,
  }) => {
    const failed: string[] = [];
    const consoleErrors: string[] = [];
    let resolveNames = 0;
    page.on('response', (r) => {
      if (r.status() >= 500) failed.push(`${r.status()} ${r.url()}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/chain/resolve_names')) resolveNames++;
    });

    await page.goto('/account/alice');
    const names = page.getByRole('region', { name: 'Usernames and domains' });
    await expect(names.getByRole('link', { name: 'alice@golos', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Agent and proxy status' })).toContainText(
      'Proxy, level 2',
    );
    await page.getByRole('link', { name: 'Tokens', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Token balances' })).toContainText('CYBER');
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(resolveNames).toBeLessThanOrEqual(1);

    // Registered in another domain, which no guess from the account's name would have found.
    await page.goto('/account/alice');
    await expect(names.getByRole('link', { name: 'lucky-alice@dice', exact: true })).toBeVisible();
    await expect(names).toContainText('No domain is linked to alice.');
  });

  test('an account with domains linked to it, and one with no names at all', async ({ page }) => {
    await page.goto('/account/gls');
    const names = page.getByRole('region', { name: 'Usernames and domains' });
    await expect(names.getByRole('link', { name: 'golos', exact: true })).toHaveAttribute(
      'href',
      '/names?q=golos',
    );
    await expect(names.getByRole('link', { name: 'golos.io', exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/account/cyber.stake');
    const none = page.getByRole('region', { name: 'Usernames and domains' });
    await expect(none).toContainText('cyber.stake owns no username.');
    await expect(none).toContainText('No domain is linked to cyber.stake.');
  });

  test("says in words when the node cannot read cyber.domain's tables", async ({ page }) => {
    await page.route('**/v1/chain/get_table_rows', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('cyber.domain')) await route.abort('connectionrefused');
      else await route.continue();
    });
    await page.goto('/account/alice');
    const names = page.getByRole('region', { name: 'Usernames and domains' });
    await expect(names.getByRole('alert').first()).toContainText(
      'Could not load the usernames of alice',
      { timeout: 30_000 },
    );
  });
});
