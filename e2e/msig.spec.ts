import type { Page } from '@playwright/test';
import { MSIG } from '../dev-node/src/fixtures.ts';
import { testKeys } from '../dev-node/src/test-keys.ts';
import { expect, expectAccessible, test } from './fixtures';
import { ownDevNodeForTests } from './own-dev-node';
import { buildSignAndPush } from './push-helpers';

/*
 * Multisig proposals against a dev node of this file's own (its proposals change its chain), with
 * its history service: the history's proposals as the list and their pages read them, and a
 * proposal made, approved one by one, executed and seen paid, all through the builder.
 */
const ownNode = ownDevNodeForTests(['--port', '0', '--manual']);

const wifs = (account: string, count = 1) =>
  testKeys(1)
    .filter((k) => k.account === account && k.permission === 'active')
    .slice(0, count)
    .map((k) => k.wif);

async function node(path: string, body: unknown = {}): Promise<unknown> {
  const res = await fetch(`${ownNode.url()}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return res.json();
}

async function cyberBalance(account: string): Promise<number> {
  const list = await node('/v1/chain/get_currency_balance', {
    code: 'cyber.token',
    account,
    symbol: 'CYBER',
  });
  return Array.isArray(list) ? Number.parseFloat(String(list[0])) : 0;
}

const visit = (path: string, extra = '') => {
  const url = encodeURIComponent(ownNode.url());
  return `${path}${path.includes('?') ? '&' : '?'}node=${url}&history=${url}${extra}`;
};

const statusOf = (page: Page) => page.getByRole('status', { name: 'Proposal status' });

/** In the builder: build, sign with `keys`, push, and make the block that holds it. */
async function signAndPush(page: Page, keys: string[]) {
  await buildSignAndPush(page, keys);
  await node('/dev/produce_block', { count: 1 });
}

test.describe('multisig proposals', () => {
  test('the list finds the history’s proposals, newest first, and filters them', async ({
    page,
  }) => {
    await page.goto(visit('/msig'));
    await expect(page.getByRole('heading', { name: 'Multisig proposals' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Multisig proposals' });
    const names = [
      MSIG.voided,
      MSIG.ready,
      MSIG.open,
      MSIG.executed,
      MSIG.cancelled,
      MSIG.expired,
    ].map((p) => p.name);
    await expect(table.getByRole('row')).toHaveCount(names.length + 1);
    const shown = await table.getByRole('row').locator('td:first-child').allInnerTexts();
    expect(shown).toEqual(names);
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row(MSIG.executed.name)).toContainText('Executed');
    await expect(row(MSIG.cancelled.name)).toContainText('Cancelled');
    await expect(row(MSIG.expired.name)).toContainText('Expired');
    await expect(row(MSIG.ready.name)).toContainText('Open: 2 of 2 approved');

    const filters = page.getByRole('form', { name: 'Filter proposals' });
    await filters.getByLabel('Approval requested from').fill('eve');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/approver=eve/);
    // The ready proposal asked bob and dave only.
    await expect(table.getByRole('row')).toHaveCount(names.length);
    await expect(row(MSIG.ready.name)).toHaveCount(0);
    await filters.getByLabel('Proposer').fill('bob');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByText('No proposals found.')).toBeVisible();
  });

  test('each proposal’s page says its status in words', async ({ page }) => {
    const open = async (name: string) => {
      await page.goto(visit(`/msig/${MSIG.proposer}/${name}`));
      await expect(page.getByRole('heading', { name: `Proposal ${name}` })).toBeVisible();
    };
    await open(MSIG.expired.name);
    await expect(statusOf(page)).toHaveText('Expired');
    await open(MSIG.executed.name);
    await expect(statusOf(page)).toHaveText('Executed');
    await expect(page.getByRole('list', { name: 'Proposed actions' })).toContainText(
      'msig: executed',
    );
    await open(MSIG.cancelled.name);
    await expect(statusOf(page)).toHaveText('Cancelled');
    await open(MSIG.ready.name);
    await expect(statusOf(page)).toHaveText('Ready to execute');
    await open(MSIG.voided.name);
    // eve approved, then invalidated her approvals: two of bob, dave and eve are needed again.
    await expect(statusOf(page)).toHaveText('Waiting for 2 more of 3 approvals');
    await expect(page.getByRole('table', { name: 'Approvals' })).toContainText(
      'Approved, then invalidated',
    );
  });

  test('alice proposes a payment from the vault; bob and dave approve one by one; it runs', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const before = await cyberBalance('carol');
    const transfer = JSON.stringify({
      from: MSIG.vault,
      to: 'carol',
      quantity: '5.0000 CYBER',
      memo: 'msig e2e',
    });
    await page.goto(
      visit(
        `/tools/push?action1=cyber.token::transfer&auth1=${MSIG.vault}@active&data1=${encodeURIComponent(transfer)}`,
      ),
    );
    await expect(page.getByLabel('to (name)')).toHaveValue('carol');
    await page.getByText('Propose this transaction through cyber.msig').click();
    const propose = page.getByRole('form', { name: 'Propose' });
    await propose.getByLabel('Proposer').fill('alice');
    await propose.getByLabel('Proposal name').fill('e2epay');
    await propose.getByLabel(/Approvals requested/).fill('bob@active, dave@active');
    await propose.getByRole('button', { name: 'Make it a proposal' }).click();
    await expect(page).toHaveURL(/action1=cyber.msig%3A%3Apropose/);
    await signAndPush(page, wifs('alice', 2));

    await page.goto(visit('/msig/alice/e2epay'));
    await expect(statusOf(page)).toHaveText('Waiting for 2 more of 2 approvals');
    await expect(page.getByRole('list', { name: 'Proposed actions' })).toContainText('msig e2e');
    for (const [approver, after] of [
      ['bob', 'Waiting for 1 more of 2 approvals'],
      ['dave', 'Ready to execute'],
    ] as const) {
      await page.getByRole('link', { name: `Approve as ${approver}@active` }).click();
      await expect(page.getByRole('heading', { name: 'Transaction builder' })).toBeVisible();
      await signAndPush(page, wifs(approver));
      await page.goto(visit('/msig/alice/e2epay'));
      await expect(statusOf(page)).toHaveText(after);
    }
    await page.getByRole('link', { name: 'Execute as alice' }).click();
    await signAndPush(page, wifs('alice', 2));
    // The deferred transaction exec sent runs in the next block.
    await node('/dev/produce_block', { count: 1 });
    await page.goto(visit('/msig/alice/e2epay'));
    await expect(statusOf(page)).toHaveText('Executed');
    expect(await cyberBalance('carol')).toBeCloseTo(before + 5, 4);
    await page.goto(visit('/account/carol/activity'));
    await expect(page.getByText('msig e2e').first()).toBeVisible();
    await expectAccessible(page);
  });

  test.describe('in Russian, on a phone, in the dark', () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    test('the list and a proposal read in Russian, fit the screen and pass axe', async ({
      page,
    }) => {
      const fits = async () =>
        expect(
          await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0),
        ).toBeLessThanOrEqual(390);
      await page.goto(visit('/msig', '&lang=ru'));
      await expect(
        page.getByRole('heading', { name: 'Мультиподписные предложения' }),
      ).toBeVisible();
      const table = page.getByRole('table', { name: 'Мультиподписные предложения' });
      await expect(
        table
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: MSIG.executed.name, exact: true }) }),
      ).toContainText('Исполнено');
      await fits();
      await expectAccessible(page);

      await page.goto(visit(`/msig/${MSIG.proposer}/${MSIG.voided.name}`, '&lang=ru'));
      await expect(page.getByRole('status', { name: 'Состояние предложения' })).toHaveText(
        'Ждёт ещё одобрений: 2 из 3',
      );
      await expect(page.getByRole('link', { name: 'Одобрить от имени bob@active' })).toBeVisible();
      await fits();
      await expectAccessible(page);
    });
  });
});
