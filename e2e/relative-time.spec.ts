import { expect, test } from './fixtures';
import { ownDevNodeForTests, setDevNodeFaults } from './own-dev-node';

/*
 * "(2 sec. ago)" beside the head must keep counting while the node does not answer, as the head
 * age below it does: relative times run on the page's clock, not on the node's answers. A dev node
 * of this file's own, live (a block every 3 s), so its head is seconds old and a fault stops only
 * it.
 */

const ownNode = ownDevNodeForTests(['--port', '0']);

test.afterEach(async () => {
  await setDevNodeFaults(ownNode.url(), {});
});

const UNIT: Record<string, number> = { hr: 3600, min: 60, sec: 1 };

/** "1 min. ago", "(42 sec. ago)", "1 min 3 sec ago" as seconds. */
function secondsOf(text: string): number {
  return [...text.matchAll(/(\d+) (hr|min|sec)\b/g)].reduce(
    (sum, [, n, unit]) => sum + Number(n) * (UNIT[unit ?? 'sec'] ?? 1),
    0,
  );
}

test('the head’s “… ago” keeps counting with the head age while the node is down', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`/?node=${encodeURIComponent(ownNode.url())}`);
  const headRow = page.locator('dt:text-is("Head block") + dd');
  const headAge = page.getByTestId('head-age');
  await expect(headRow).toContainText(/\(\d+ sec\. ago\)/);

  await setDevNodeFaults(ownNode.url(), { mode: 'net-off' });
  const stale = page.getByRole('main').getByRole('status').filter({ hasText: 'Stale' });
  await expect(stale.first()).toBeVisible({ timeout: 30_000 });

  const ago = async () => secondsOf(/\(([^)]*ago)\)/.exec(await headRow.innerText())?.[1] ?? '');
  const first = await ago();
  // Past the slowest poll: the head's age moves on though no answer comes.
  await expect.poll(ago, { timeout: 10_000 }).toBeGreaterThanOrEqual(first + 4);
  // The two read one clock: the head row and the head age say the same.
  await expect
    .poll(async () => Math.abs((await ago()) - secondsOf(await headAge.innerText())))
    .toBeLessThanOrEqual(1);
});
