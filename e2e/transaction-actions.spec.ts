import { E2E_NODE_HOST } from './ports';
import { expect, expectAccessible, test } from './fixtures';
import { openTransactionFromBlock } from './open-transaction';

/*
 * A transaction's page leads with what happened: a one-line reading of each action, the accounts
 * as links, the actions before the header, and — from the history service (the e2e build's
 * default) — what the block does not hold: inline actions, notified accounts, and the actions of
 * a delayed transaction whose receipt carries only its id.
 */

test('a transfer: what happened first, accounts as links, the header after the actions', async ({
  page,
}) => {
  await openTransactionFromBlock(page, 100, 'cyber.token::transfer');
  const happened = page.getByRole('region', { name: 'What happened' });
  await expect(happened).toContainText('alice → bob 10.0000 CYBER');
  await expect(happened).toContainText('fixture: alice pays bob');
  for (const who of ['alice', 'bob']) {
    await expect(happened.getByRole('link', { name: who, exact: true })).toBeInViewport({
      ratio: 1,
    });
  }
  await expect(happened.getByRole('link', { name: 'bob', exact: true })).toHaveAttribute(
    'href',
    '/account/bob',
  );

  const actions = page.getByRole('list', { name: 'Actions', exact: true });
  const arg = (name: string) => actions.locator(`dt:text-is("${name}") + dd`).first();
  await expect(arg('from').getByRole('link', { name: 'alice' })).toHaveAttribute(
    'href',
    '/account/alice',
  );
  await expect(arg('to').getByRole('link', { name: 'bob' })).toHaveAttribute(
    'href',
    '/account/bob',
  );
  // A memo is text, even when it could pass for a name.
  await expect(arg('memo').getByRole('link')).toHaveCount(0);
  // Who the transfer notified, as the history service saw it run.
  await expect(actions.locator('dt:text-is("Notified") + dd')).toHaveText('alice, bob');

  // The actions come before the header's dozen fields.
  const actionsTop = (await actions.boundingBox())?.y ?? Infinity;
  const headerTop = (await page.getByRole('region', { name: 'Header' }).boundingBox())?.y ?? 0;
  expect(actionsTop).toBeLessThan(headerTop);
  await expectAccessible(page);
});

test('inline actions sit under the action that sent them, with their receivers', async ({
  page,
  devNode,
}) => {
  // A dice bet, whose contract takes the stake with an inline transfer.
  const res = await fetch(`${devNode.url}/v2/history/get_actions?filter=dice:bet&limit=1`);
  const { actions: bets } = (await res.json()) as {
    actions: { block_num: number; trx_id: string; act: { data: { player: string } } }[];
  };
  const bet = bets[0];
  if (!bet) throw new Error('no dice bet in the dev node’s history');
  await page.goto(`/block/${bet.block_num}/tx/${bet.trx_id}`);

  const actions = page.getByRole('list', { name: 'Actions', exact: true });
  await expect(actions).toContainText('dice::bet');
  const inline = actions.getByRole('list', { name: 'Inline actions of action 1' });
  await expect(inline).toContainText('cyber.token::transfer');
  await expect(inline).toContainText(/bet #\d+/);
  await expect(inline.locator('dt:text-is("Notified") + dd')).toHaveText(
    `${bet.act.data.player}, dice`,
  );
  await expect(
    page.getByText(`Inline actions and notified accounts: history service ${E2E_NODE_HOST}`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'What happened' })).toContainText(
    `${bet.act.data.player} → dice`,
  );
});

test('an id-only receipt shows its actions from the history service, also opened by id', async ({
  page,
}) => {
  const id = await openTransactionFromBlock(page, 220, 'id only');
  const txUrl = page.url();
  const check = async () => {
    await expect(page.getByText(/The block holds only this transaction’s id/)).toContainText(
      `its actions below are from the history service ${E2E_NODE_HOST}`,
    );
    const actions = page.getByRole('list', { name: 'Actions', exact: true });
    await expect(actions).toContainText('cyber.token::transfer');
    await expect(actions).toContainText('fixture: delayed, executed');
    await expect(page.getByRole('region', { name: 'What happened' })).toContainText(
      'carol → alice 5.0000 CYBER',
    );
  };
  await check();

  await page.goto(`/tx/${id}`);
  await expect(page).toHaveURL(txUrl);
  await check();
  await expectAccessible(page);
});

test('without a history service, an id-only receipt says where its actions would be', async ({
  page,
}) => {
  await openTransactionFromBlock(page, 220, 'id only', '?history=off');
  await expect(page.getByText(/The block holds only this transaction’s id/)).toContainText(
    'A history service (Settings → History) would list them.',
  );
  await expect(page.getByRole('list', { name: 'Actions', exact: true })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sender, receiver and amount of a transfer show without sideways scrolling', async ({
    page,
  }) => {
    await openTransactionFromBlock(page, 100, 'cyber.token::transfer');
    const happened = page.getByRole('region', { name: 'What happened' });
    const parts = [
      happened.getByRole('link', { name: 'alice', exact: true }),
      happened.getByRole('link', { name: 'bob', exact: true }),
      happened.getByText('10.0000 CYBER', { exact: true }),
    ];
    for (const part of parts) {
      // On the first screen, and wholly inside the phone's width.
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    const quantity = page
      .getByRole('list', { name: 'Actions', exact: true })
      .locator('dt:text-is("quantity") + dd');
    await quantity.scrollIntoViewIfNeeded();
    await expect(quantity).toBeInViewport({ ratio: 1 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
