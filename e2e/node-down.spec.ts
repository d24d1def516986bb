import { E2E_NODE_URL } from './ports';
import { expect, expectAccessible, test } from './fixtures';

/** Nothing listens on port 9 of this machine: a node that is down. */
const DEAD_NODE = 'http://127.0.0.1:9';

test.describe('the node is down', () => {
  test('the dashboard explains it once; the other panels fold the explanation', async ({
    page,
  }) => {
    // The default node refuses every request, as a stopped node does.
    await page.route(`${E2E_NODE_URL}/v1/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    // Explained in full once, in the latest blocks' panel; the chain and producers panels fold it.
    const explanation = page
      .getByRole('alert')
      .filter({ hasText: 'Could not load the latest blocks' });
    await expect(explanation).toBeVisible();
    await expect(explanation).toContainText('that the node is running');
    await expect(page.getByText(/that the node is running/).filter({ visible: true })).toHaveCount(
      1,
    );
    await expect(
      page.getByRole('alert').filter({ hasText: 'Could not load the chain head' }),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Could not load the producers' }),
    ).toBeVisible();
    await expect(page.getByText('Why, and what to do').filter({ visible: true })).toHaveCount(2);
    // The node in use is the default: there is no other to go back to.
    await expect(page.getByRole('button', { name: /Use the default node/ })).toHaveCount(0);
    await expectAccessible(page);
    // "Settings" in the advice opens the settings.
    await explanation.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('a saved node that is down: one click back to the default node, kept on reload', async ({
    page,
  }) => {
    await page.addInitScript((url) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('explorer.node', url);
        sessionStorage.setItem('seeded', '1');
      }
    }, DEAD_NODE);
    await page.goto('/blocks');
    // No data ever came: the blocks panel explains it in its own place (no banner).
    const panel = page.getByRole('main').getByRole('alert').first();
    const back = panel.getByRole('button', {
      name: `Use the default node (127.0.0.1:${new URL(E2E_NODE_URL).port})`,
    });
    await expect(back).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    const firstBlock = page
      .getByRole('table', { name: /Blocks/ })
      .getByRole('row')
      .nth(1);
    await back.click();
    await expect(back).toBeHidden();
    await expect(firstBlock).toBeVisible();
    await page.reload();
    await expect(firstBlock).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByRole('main')).toContainText(E2E_NODE_URL);
  });
});
