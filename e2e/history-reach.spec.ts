import { expect, test } from './fixtures';

/*
 * The line above an account's activity says how far the history service has indexed. It must
 * never say less than the rows below it show: "indexed to block 12,591" above a row of block
 * 12,635 reads as a contradiction.
 */

/** The block number a "… indexed to block 12,635" line names. */
function indexedTo(line: string): number {
  return Number(/indexed to block ([\d,]+)/.exec(line)?.[1]?.replace(/,/g, '') ?? NaN);
}

test('the source line is as new as the rows under it', async ({ page, devNode }) => {
  // The overview's origins open the history service (its chain check) first.
  await page.goto('/account/carol');
  await expect(page.getByTestId('account-origins')).toContainText(/created/i);

  // Meanwhile carol acts in a new block (not alice, whose activity other specs compare).
  const pushed = await fetch(`${devNode.url}/dev/push_transaction`, {
    method: 'POST',
    body: JSON.stringify({
      actions: [
        {
          account: 'cyber.token',
          name: 'transfer',
          authorization: [{ actor: 'carol', permission: 'active' }],
          data: { from: 'carol', to: 'bob', quantity: '0.0001 CYBER', memo: 'history reach' },
        },
      ],
    }),
  });
  expect(pushed.ok).toBe(true);
  const head = await devNode.produceBlocks(1);

  await page.getByRole('link', { name: 'Activity', exact: true }).click();
  const newest = page
    .getByRole('table', { name: /Activity of/ })
    .locator('tbody tr[data-index]')
    .filter({ hasText: 'history reach' })
    .first();
  await expect(newest).toBeVisible();
  const rowBlock = Number((await newest.locator('td').nth(1).innerText()).replace(/,/g, ''));
  expect(rowBlock).toBeLessThanOrEqual(head);
  const line = page.getByTestId('history-source');
  await expect(line).toContainText('indexed to block');
  await expect.poll(async () => indexedTo(await line.innerText())).toBeGreaterThanOrEqual(rowBlock);
});
