import type { Page } from '@playwright/test';
import { errorBody, nodeErrors } from '../dev-node/src/node-errors.ts';
import { expect, expectAccessible, test } from './fixtures';

async function confirmAction(page: Page, action: 'Connect' | 'Disconnect', endpoint: string) {
  await page.getByLabel('Peer address').fill(endpoint);
  await page.getByRole('button', { name: `${action}…`, exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: action === 'Connect' ? 'Connect to this peer?' : 'Disconnect this peer?',
  });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(endpoint);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('peers', () => {
  test('lists the connections with their handshakes, compared with our node', async ({ page }) => {
    await page.goto('/peers');
    await expect(page).toHaveTitle(/Peers/);
    const table = page.getByRole('table', { name: 'Peer connections' });
    const seed1 = table.locator('tr', { hasText: 'seed1.cyberway.dev:9876' });
    await expect(seed1).toContainText('Connected');
    // The agent name is shown as the peer sent it, quotes and all.
    await expect(seed1).toContainText('"CyberWay seed 1"');
    await expect(seed1).toContainText('linux');
    await expect(seed1).toContainText('Same chain');
    const seed2 = table.locator('tr', { hasText: 'seed2.cyberway.dev:9876' });
    await expect(seed2).toContainText('Syncing');
    await expect(seed2).toContainText('240 blocks behind');
    const fresh = table.locator('tr', { hasText: '198.51.100.23:9876' });
    await expect(fresh).toContainText('Connecting');
    await expect(fresh).toContainText('no handshake yet');
    await expectAccessible(page);
  });

  test('shows one peer in detail, and "not connected" for an unknown address', async ({ page }) => {
    await page.goto('/peers');
    await page.getByRole('link', { name: 'seed2.cyberway.dev:9876' }).click();
    await expect(page).toHaveURL(/\/peers\?peer=seed2\.cyberway\.dev%3A9876$/);
    const detail = page.getByRole('region', { name: 'Peer seed2.cyberway.dev:9876' });
    await expect(detail).toContainText('"CyberWay seed 2"');
    await expect(detail).toContainText('Generation');
    await expect(detail).toContainText('Node id');
    await expect(detail).toContainText('240 blocks behind');
    await expect(detail).toContainText('Handshake time');

    await page.goto('/peers?peer=192.0.2.200%3A9876');
    await expect(
      page.getByRole('region', { name: 'Peer 192.0.2.200:9876' }).getByText('Not connected'),
    ).toBeVisible();
  });

  test("connects and disconnects behind a confirmation, showing the node's answers", async ({
    page,
  }) => {
    const endpoint = `192.0.2.${10 + test.info().workerIndex}:9876`;
    await page.goto('/peers');
    const answer = page.getByRole('status').filter({ hasText: 'the node answered' });

    await confirmAction(page, 'Connect', endpoint);
    await expect(answer).toContainText(`Connect ${endpoint}: the node answered “added connection”`);
    const table = page.getByRole('table', { name: 'Peer connections' });
    await expect(table.getByRole('link', { name: endpoint })).toBeVisible();

    await confirmAction(page, 'Connect', endpoint);
    await expect(answer).toContainText('“already connected”');

    await confirmAction(page, 'Disconnect', endpoint);
    await expect(answer).toContainText(
      `Disconnect ${endpoint}: the node answered “connection removed”`,
    );
    await expect(table.getByRole('link', { name: endpoint })).toHaveCount(0);

    await confirmAction(page, 'Disconnect', endpoint);
    await expect(answer).toContainText('“no known connection for host”');
  });

  test('the confirmation is a real dialog: focus moves in, Escape cancels', async ({ page }) => {
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/v1/net/disconnect')) sent++;
    });
    await page.goto('/peers');
    const row = page
      .getByRole('table', { name: 'Peer connections' })
      .locator('tr', { hasText: 'seed1.cyberway.dev:9876' });
    const trigger = row.getByRole('button', { name: 'Disconnect seed1.cyberway.dev:9876' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect this peer?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(sent).toBe(0);
    await expect(row).toBeVisible();
  });

  test('refuses a malformed address without asking the node', async ({ page }) => {
    await page.goto('/peers');
    await page.getByLabel('Peer address').fill('not an address');
    await page.getByRole('button', { name: 'Connect…', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('may not contain spaces');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('says when the net API is off, and the rest of the explorer still works', async ({
    page,
  }) => {
    await page.route('**/v1/net/**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: errorBody(nodeErrors.notFound()),
      }),
    );
    await page.goto('/peers');
    const panel = page.getByRole('status').filter({ hasText: 'net API' });
    await expect(panel).toContainText('This node does not serve the net API');
    await expect(panel).toContainText('plugin = eosio::net_api_plugin');
    await expectAccessible(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Producers' })
      .click();
    await expect(
      page.getByRole('table', { name: 'Producers' }).locator('tbody tr').first(),
    ).toBeVisible();
  });

  test('says when the node refuses net requests while chain requests work', async ({
    page,
    devNode,
  }) => {
    // The dev node drops the connection on the net paths only: "refused", not a 404.
    await devNode.setFaults({
      mode: 'net-off',
      paths: ['/v1/net/connections', '/v1/net/status', '/v1/net/connect', '/v1/net/disconnect'],
    });
    try {
      await page.goto('/peers');
      const panel = page.getByRole('status').filter({ hasText: 'net API' });
      await expect(panel).toContainText('The node refuses net API requests');
      await expect(panel).toContainText('plugin = eosio::net_api_plugin');
      await expect(page.getByRole('contentinfo')).toContainText('Head');
    } finally {
      await devNode.setFaults({});
    }
  });

  test('is readable in dark mode and at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/settings');
    await page.getByLabel('Theme').selectOption('dark');
    await page.goto('/peers');
    await expect(page.getByRole('table', { name: 'Peer connections' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
