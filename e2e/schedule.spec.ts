import { SCHEDULE_PERIOD } from '../dev-node/src/fixtures';
import { expect, expectAccessible, test, type DevNodeControl } from './fixtures';

/** Blocks before activation during which the next schedule is pending (see dev-node schedule). */
const PENDING_OFFSET = 60;

/**
 * Moves the head into a window where the next schedule is pending, with room to spare for
 * blocks the other worker may produce meanwhile.
 */
async function enterPendingWindow(devNode: DevNodeControl): Promise<number> {
  const { head_block_num: head } = await devNode.getInfo();
  const nextActivation = (Math.floor(head / SCHEDULE_PERIOD) + 1) * SCHEDULE_PERIOD;
  const start = nextActivation - PENDING_OFFSET;
  if (head >= start + 5 && head <= nextActivation - 30)
    return Math.floor(head / SCHEDULE_PERIOD) + 1;
  const target =
    head < start + 5 ? start + 5 : nextActivation + SCHEDULE_PERIOD - PENDING_OFFSET + 5;
  await devNode.produceBlocks(target - head);
  return Math.floor(target / SCHEDULE_PERIOD) + 1;
}

test.describe('producer schedule', () => {
  test('shows active, pending and proposed side by side, and the change', async ({
    page,
    devNode,
  }) => {
    const activeVersion = await enterPendingWindow(devNode);
    await page.goto('/schedule');
    await expect(page).toHaveTitle(/Producer schedule/);
    const active = page.getByRole('region', { name: /^Active version \d+$/ });
    const pending = page.getByRole('region', { name: /^Pending( version \d+)?$/ });
    const proposed = page.getByRole('region', { name: /^Proposed( version \d+)?$/ });
    await expect(active).toContainText(`version ${activeVersion}`);
    await expect(active.getByRole('listitem')).toHaveCount(21);
    await expect(pending).toContainText(`version ${activeVersion + 1}`);
    await expect(pending.getByRole('listitem')).toHaveCount(21);
    await expect(proposed).toContainText('None');

    // One producer swapped for a standby one each version (dev node), keys unchanged.
    const diff = page.getByRole('region', { name: /^Active → pending/ });
    await expect(diff).toContainText(`version ${activeVersion} → ${activeVersion + 1}`);
    await expect(diff).toContainText('1 added, 1 removed, 0 with a new key, 20 unchanged.');
    const table = diff.getByRole('table');
    await expect(table.getByText('Added', { exact: true })).toHaveCount(1);
    await expect(table.getByText('Removed', { exact: true })).toHaveCount(1);
    const added = await table
      .locator('tr', { hasText: 'Added' })
      .getByRole('link')
      .first()
      .innerText();
    await expect(pending.getByRole('link', { name: added, exact: true })).toBeVisible();
    await expect(active.getByRole('link', { name: added, exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('shows the round as a timeline from the head producer', async ({ page }) => {
    await page.goto('/schedule');
    const round = page.getByRole('region', { name: 'Current round' });
    const timeline = round.getByRole('list', { name: 'Production order' });
    await expect(timeline.getByRole('listitem')).toHaveCount(21);
    const order = await page
      .getByRole('region', { name: /^Active version \d+$/ })
      .getByRole('listitem')
      .getByRole('link')
      .allInnerTexts();
    expect(order).toHaveLength(21);
    await expect(async () => {
      const items = timeline.getByRole('listitem');
      await expect(items.nth(0)).toContainText('Producing now', { timeout: 500 });
      await expect(items.nth(1)).toContainText('Next', { timeout: 500 });
      await expect(items.nth(2)).toContainText('In 2 turns', { timeout: 500 });
      const now = await items.nth(0).getByRole('link').first().innerText();
      const next = await items.nth(1).getByRole('link').first().innerText();
      await expect(round).toContainText(`produced by ${now}`, { timeout: 500 });
      // Production follows the active schedule's order, wrapping around.
      expect(next).toBe(order[(order.indexOf(now) + 1) % order.length]);
    }).toPass();
    // The dev node never misses a turn: everyone produced in the last round.
    await expect(timeline.getByText('Produced last turn')).toHaveCount(21);
    await expect(timeline.getByText('Missed last turn')).toHaveCount(0);
    await expect(timeline.getByRole('listitem').first().getByRole('link').nth(1)).toHaveAttribute(
      'href',
      /^\/block\/\d+$/,
    );
  });

  test('is readable in dark mode and at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/settings');
    await page.getByLabel('Theme').selectOption('dark');
    await page.goto('/schedule');
    await expect(page.getByRole('list', { name: 'Production order' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
