import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** The labels of the key/value fields in `scope`, without their hints. */
function fieldLabels(scope: Locator): Promise<string[]> {
  return scope
    .locator('dt')
    .evaluateAll((els) => els.map((e) => e.firstChild?.textContent?.trim() ?? ''));
}

test.describe('account pages', () => {
  test('overview: facts, core balance, stake and resource bars', async ({ page }) => {
    await page.goto('/account/alice');
    await expect(page).toHaveTitle(/Account alice/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('alice');
    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    for (const tab of ['Overview', 'Permissions', 'Tokens', 'Contract', 'Tables']) {
      await expect(tabs.getByRole('link', { name: new RegExp(`^${tab}`) })).toBeVisible();
    }
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect
      .poll(() => fieldLabels(overview))
      .toEqual(
        expect.arrayContaining([
          'Created',
          'Privileged',
          'Last code update',
          'Liquid core balance',
          'Staked',
        ]),
      );
    await expect(overview.getByRole('link', { name: 'CYBER' }).first()).toBeVisible();
    const resources = page.getByRole('region', { name: 'Resources' });
    // The dev node sends limits in the spec's form (available only); RAM usage is known apart.
    await expect(resources.getByRole('meter', { name: 'RAM used' })).toHaveAttribute(
      'aria-valuetext',
      /KiB of .* \(/,
    );
    for (const name of ['NET', 'CPU', 'Storage']) {
      await expect(resources.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(resources.getByText(/available \(usage not reported\)/)).toHaveCount(3);
    await expect(page.getByText('Raw get_account JSON')).toBeVisible();
    await expectAccessible(page);
  });

  test('permissions as a tree with keys, accounts, weights and thresholds', async ({ page }) => {
    await page.goto('/account/alice/permissions');
    const owner = page.getByRole('region', { name: 'Permission owner' });
    await expect(owner).toContainText('top-level permission');
    // active and billing sit inside owner's subtree.
    const active = page.getByRole('region', { name: 'Permission active' });
    await expect(active).toContainText('child of owner');
    await expect(active).toContainText('Threshold 2');
    await expect(
      active.getByRole('table', { name: 'Keys of active' }).getByRole('row'),
    ).toHaveCount(4);
    await expect(active.getByText(/^GLS/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Permission billing' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/account/bob/permissions');
    const bobActive = page.getByRole('region', { name: 'Permission active' });
    await expect(bobActive.getByRole('table', { name: 'Accounts of active' })).toContainText(
      'alice@active',
    );
    await expect(bobActive.getByRole('link', { name: 'alice' })).toBeVisible();
  });

  test('tokens: core and listed contracts, contracts added by hand kept in the URL', async ({
    page,
  }) => {
    await page.goto('/account/alice/tokens');
    const balances = page.getByRole('table', { name: 'Token balances of alice by contract' });
    const core = balances.getByRole('row').filter({ hasText: 'cyber.token' });
    await expect(core).toContainText('Core token');
    await expect(core.getByRole('link', { name: 'CYBER', exact: true })).toBeVisible();
    await expect(core.getByRole('link', { name: 'GOLOS', exact: true })).toBeVisible();
    await expect(core).toContainText(/\d[\d,]*\.\d{4} CYBER/);

    await page.getByLabel('Check another token contract').fill('nosuchtoken');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\?contracts=nosuchtoken$/);
    const added = balances.getByRole('row').filter({ hasText: 'nosuchtoken' });
    await expect(added).toContainText('Added by you');
    await expect(added).toContainText(/No such account|not a token contract|Could not load/);
    await page.reload();
    await expect(added).toContainText('Added by you');
    await added.getByRole('button', { name: 'Remove nosuchtoken' }).click();
    await expect(page).toHaveURL(/\/account\/alice\/tokens$/);

    await page.getByLabel('Check another token contract').fill('Bad Name');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('alert')).toContainText('is not an account name');

    await core.getByRole('link', { name: 'CYBER', exact: true }).click();
    await expect(page).toHaveURL(/\/token\/cyber\.token\/CYBER$/);
  });

  test('overview: agent signing key and proxy status only for the account itself', async ({
    page,
  }) => {
    await page.goto('/account/alice');
    const agent = page.getByRole('region', { name: 'Agent and proxy status' });
    await expect(agent).toContainText('Proxy, level 2');
    await expect(agent.getByText(/^GLS/)).toBeVisible();

    await page.goto('/account/bob');
    await expect(page.getByRole('region', { name: 'Agent and proxy status' })).toContainText(
      'No signing key stored',
    );

    await page.goto('/account/carol');
    await expect(page.getByRole('region', { name: 'Agent and proxy status' })).toContainText(
      'Proxy, level 1',
    );

    await page.goto('/account/nobalance');
    const none = page.getByRole('region', { name: 'Agent and proxy status' });
    await expect(none).toContainText('nobalance is not an agent');
    await expect(none.getByText(/^GLS/)).toHaveCount(0);
  });

  test('the tabs lead to the contract and its tables; no buttons repeat them', async ({ page }) => {
    await page.goto('/account/dice');
    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    await expect(tabs.getByRole('link', { name: 'Contract', exact: true })).toHaveAttribute(
      'href',
      '/account/dice/contract',
    );
    await expect(tabs.getByRole('link', { name: 'Tables' })).toHaveAttribute(
      'href',
      '/account/dice/tables',
    );
    await expect(page.getByRole('link', { name: /^Contract/ })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Contract tables' })).toHaveCount(0);
    await page.goto('/account/nobalance');
    await expect(page.getByRole('navigation', { name: 'Account sections' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contract (no code)' })).toBeVisible();
  });

  test('/account/<name>/overview opens the Overview', async ({ page }) => {
    await page.goto('/account/alice/overview');
    await expect(page).toHaveURL(/\/account\/alice$/);
    await expect(
      page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', {
        name: 'Overview',
      }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });

  test('overview: what the account holds in all, liquid plus staked', async ({ page, devNode }) => {
    const res = await fetch(`${devNode.url}/v1/chain/get_account`, {
      method: 'POST',
      body: JSON.stringify({ account_name: 'alice' }),
    });
    const account = (await res.json()) as {
      core_liquid_balance: string;
      stake_info: string | { staked: string };
    };
    const staked =
      typeof account.stake_info === 'string' ? account.stake_info : account.stake_info.staked;
    const units = (asset: string) => BigInt(asset.split(' ')[0]?.replace('.', '') ?? '0');
    const sum = units(account.core_liquid_balance) + units(staked);
    const total = `${(sum / 10000n).toLocaleString('en-US')}.${String(sum % 10000n).padStart(4, '0')} CYBER`;
    await page.goto('/account/alice');
    const overview = page.getByRole('region', { name: 'Overview' });
    const row = overview
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: /^Total/ }) });
    await expect(row.locator('dd')).toHaveText(total);
    await expect(row.locator('dt')).toContainText('Liquid plus staked.');
  });

  test('permissions: linked actions where the node lists them, and a word where it does not', async ({
    page,
  }) => {
    await page.goto('/account/alice/permissions');
    await expect(page.getByRole('region', { name: 'Permission billing' })).toBeVisible();
    await expect(
      page.getByText(/linked to each permission \(linkauth\) is not available/),
    ).toBeVisible();

    // As a Leap 5 node answers: every permission with its linked actions.
    await page.route('**/v1/chain/get_account', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { permissions: { perm_name: string }[] };
      for (const p of body.permissions) {
        Object.assign(p, {
          linked_actions: p.perm_name === 'billing' ? [{ account: 'dice', action: 'bet' }] : [],
        });
      }
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    const billing = page.getByRole('region', { name: 'Permission billing' });
    const links = billing.getByRole('list', { name: 'Actions linked to billing' });
    await expect(links).toHaveText('dice::bet');
    await expect(links.getByRole('link', { name: 'dice' })).toHaveAttribute(
      'href',
      '/account/dice',
    );
    await expect(page.getByRole('region', { name: 'Permission active' })).toContainText(
      'No actions are linked to this permission.',
    );
    await expect(page.getByText(/is not available/)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('an unknown or invalid account is a clear not-found', async ({ page }) => {
    await page.goto('/account/nosuchacct1');
    await expect(page.getByText('Account nosuchacct1 not found')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account sections' })).toHaveCount(0);
    await expectAccessible(page);
    await page.goto('/account/Bad_Name');
    await expect(page.getByText('“Bad_Name” is not a valid account name')).toBeVisible();
  });

  test('a node failure is an error panel, not a not-found', async ({ page }) => {
    await page.route('**/v1/chain/get_account', (route) =>
      route.fulfill({
        status: 500,
        json: {
          code: 500,
          message: 'Internal Service Error',
          error: {
            code: 3010001,
            name: 'name_type_exception',
            what: 'Invalid name',
            details: [{ message: 'injected by the test' }],
          },
        },
      }),
    );
    await page.goto('/account/alice');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Could not load account alice' }),
    ).toContainText('injected by the test');
    await expect(page.getByText('Account alice not found')).toHaveCount(0);
  });

  test('works at phone width, and in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/account/alice/permissions');
    await expect(page.getByRole('region', { name: 'Permission active' })).toBeVisible();
    for (const path of ['/account/alice', '/account/alice/permissions', '/account/alice/tokens']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Account sections' })).toBeVisible();
      const overflow = await page.evaluate(
        // The page content (main) must fit; wide tables scroll inside their own box.
        () => {
          const main = document.querySelector('main');
          return main ? main.scrollWidth - main.clientWidth : 0;
        },
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await expectAccessible(page);
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
  });
});
