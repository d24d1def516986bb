import { expect, expectAccessible, test } from './fixtures';
import { ownDevNodeForTests } from './own-dev-node';

/*
 * A transaction the node no longer holds: a dev node whose block log starts at block 11,000
 * (--block-log-from, as most public nodes trim theirs) while its history service knows every
 * block. /tx/<id> of an older transaction is drawn from the service's answer, which says so.
 */

const ownNode = ownDevNodeForTests(['--port', '0', '--manual', '--block-log-from', '11000']);

interface ServiceAction {
  block_num: number;
  trx_id: string;
  timestamp: string;
  act: { account: string; name: string; data: Record<string, unknown> };
  creator_action_ordinal: number;
}

/** The first dice bet of the history (an old block), with every action of its transaction. */
async function oldBet(): Promise<{ bet: ServiceAction; actions: ServiceAction[] }> {
  const url = ownNode.url();
  const res = await fetch(`${url}/v2/history/get_actions?filter=dice:bet&limit=1&sort=asc`);
  const bet = ((await res.json()) as { actions: ServiceAction[] }).actions[0];
  if (!bet) throw new Error('no dice bet in the dev node’s history');
  const trx = await fetch(`${url}/v2/history/get_transaction?id=${bet.trx_id}`);
  return { bet, actions: ((await trx.json()) as { actions: ServiceAction[] }).actions };
}

const visit = (path: string, lang = '') => {
  const node = encodeURIComponent(ownNode.url());
  return `${path}?node=${node}&history=${node}${lang}`;
};

test('a transaction in a block the node trimmed is drawn from the history service, saying so', async ({
  page,
}) => {
  const { bet, actions } = await oldBet();
  expect(bet.block_num).toBeLessThan(11_000);
  // The node no longer gives the block…
  const block = await fetch(`${ownNode.url()}/v1/chain/get_block`, {
    method: 'POST',
    body: JSON.stringify({ block_num_or_id: bet.block_num }),
  });
  expect(block.status).toBe(400);

  // …so the page that would have said "Could not load block" reads the service's answer.
  await page.goto(visit(`/tx/${bet.trx_id}`));
  await expect(page).toHaveURL(new RegExp(`/block/${bet.block_num}/tx/${bet.trx_id}`));
  const note = page.getByTestId('from-history-note');
  await expect(note).toContainText(
    `The node did not give block ${bet.block_num} (it does not have it)`,
  );
  await expect(note).toContainText('This transaction is drawn from the history service');
  await expect(page.getByText(/Could not load block/)).toHaveCount(0);

  const list = page.getByRole('list', { name: 'Actions', exact: true });
  const roots = actions.filter((a) => a.creator_action_ordinal === 0);
  await expect(page.getByRole('heading', { name: `Actions (${roots.length})` })).toBeVisible();
  await expect(list).toContainText('dice::bet');
  const inline = list.getByRole('list', { name: 'Inline actions of action 1' });
  await expect(inline).toContainText('cyber.token::transfer');
  await expect(inline).toContainText(/bet #\d+/);
  await expect(page.getByRole('region', { name: 'What happened' })).toContainText(
    `${String(bet.act.data['player'])} → dice`,
  );
  // The block and its time, from the service.
  const inBlock = page.getByRole('region', { name: 'In the block' });
  await expect(inBlock.getByRole('link', { name: String(bet.block_num) })).toBeVisible();
  await expect(inBlock.locator('time')).toHaveAttribute('datetime', /.+/);
});

test('a transaction of a block the node still has is read from the block', async ({ page }) => {
  const res = await fetch(
    `${ownNode.url()}/v2/history/get_actions?filter=dice:bet&limit=1&sort=desc`,
  );
  const bet = ((await res.json()) as { actions: ServiceAction[] }).actions[0];
  if (!bet) throw new Error('no dice bet in the dev node’s history');
  expect(bet.block_num).toBeGreaterThanOrEqual(11_000);
  await page.goto(visit(`/block/${bet.block_num}/tx/${bet.trx_id}`));
  await expect(page.getByRole('region', { name: 'Header' })).toBeVisible();
  await expect(page.getByTestId('from-history-note')).toHaveCount(0);
});

test.describe('in Russian at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the page drawn from the history service reads in Russian and is accessible', async ({
    page,
  }) => {
    const { bet } = await oldBet();
    await page.goto(visit(`/block/${bet.block_num}/tx/${bet.trx_id}`, '&lang=ru'));
    await expect(page.getByTestId('from-history-note')).toContainText(
      'показана по ответу сервиса истории',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
