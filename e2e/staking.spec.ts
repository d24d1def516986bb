import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { ownDevNodeForTests } from './own-dev-node';
import { buildSignAndPush } from './push-helpers';

/*
 * The staking console (an account's Staking tab, /validators) and the account's short forms,
 * against a dev node of this file's own: a vote recalled in the builder changes the validator's
 * total on /producers.
 */
const ownNode = ownDevNodeForTests(['--port', '0', '--manual', '--no-history']);

async function node(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${ownNode.url()}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return res.json();
}

interface GrantRow {
  recipient_name: string;
  share: number | string;
  pct: number;
}

/** alice's grant straight to a validator (the dev node's genesis makes one, to its first). */
async function aliceDirectGrant(): Promise<GrantRow> {
  const answer = (await node('/v1/chain/get_table_rows', {
    code: 'cyber.stake',
    scope: 'cyber.stake',
    table: 'stake.grant',
    index: 'bykey',
    lower_bound: { token_code: 'CYBER', grantor_name: 'alice', recipient_name: '' },
    upper_bound: { token_code: 'CYBER', grantor_name: 'alice', recipient_name: 'zzzzzzzzzzzzj' },
    json: true,
  })) as { rows: GrantRow[] };
  const grant = answer.rows.find((g) => g.recipient_name !== 'carol');
  if (!grant) throw new Error('alice has no direct grant');
  return grant;
}

async function votesOf(producer: string): Promise<bigint> {
  const answer = (await node('/v1/chain/get_producers', {
    lower_bound: producer,
    limit: 1,
    json: true,
  })) as { rows: { owner: string; total_votes: number | string }[] };
  return BigInt(answer.rows[0]?.total_votes ?? 0);
}

/** Base units of CYBER as the English pages write them: 1,234.5678 CYBER. */
const cyber = (units: bigint) => {
  const whole = (units / 10_000n).toLocaleString('en-US');
  return `${whole}.${(units % 10_000n).toString().padStart(4, '0')} CYBER`;
};

const open = (page: Page, path: string, extra = '') =>
  page.goto(`${path}?node=${encodeURIComponent(ownNode.url())}${extra}`);

/** Signs the transaction the builder holds with two of alice's keys and pushes it. */
async function signAndPushAsAlice(page: Page) {
  await buildSignAndPush(page);
  await node('/dev/produce_block', { count: 1 });
}

test.describe('staking', () => {
  test('alice’s Staking tab: her terms, her grants with their worth and break terms, her grantors and the raw rows', async ({
    page,
  }) => {
    const grant = await aliceDirectGrant();
    await open(page, '/account/alice/staking');
    await expect(page.getByRole('heading', { name: 'Staking' })).toBeVisible();
    await expect(page.getByText('2: proxy, grants to agents of levels below 2')).toBeVisible();
    await expect(page.getByText('0%').first()).toBeVisible();
    const given = page.getByRole('table', { name: 'Grants given' });
    const row = given.getByRole('row').filter({ hasText: grant.recipient_name });
    await expect(row).toContainText(cyber(BigInt(grant.share)));
    // The validator's fee (5 %) when alice voted is the grant's break_fee.
    await expect(row).toContainText('breaks if the fee rises above 5%');
    await expect(
      row.getByRole('link', { name: `Recall the vote for ${grant.recipient_name}` }),
    ).toHaveAttribute('href', /action1=cyber\.stake%3A%3Arecallvote/);
    await expect(given.getByRole('row').filter({ hasText: 'carol' })).toBeVisible();
    await page.getByText('Raw cyber.stake rows').click();
    await expect(page.getByText('"own_share"')).toBeVisible();

    // carol, a proxy: alice and bob among her grantors.
    await open(page, '/account/carol/staking');
    const grantors = page.getByRole('table', { name: 'Grantors' });
    await expect(grantors.getByRole('row').filter({ hasText: 'alice' })).toBeVisible();
    await expect(grantors.getByRole('row').filter({ hasText: 'bob' })).toBeVisible();
    // carol passes 30 % of what she receives on to three validators, until their fee passes 10 %.
    const terms = page.getByRole('table', { name: 'Grants given' });
    await expect(terms).toContainText('passes on 30% of what the grantor receives');
    await expect(terms).toContainText('breaks if the fee rises above 10%');
  });

  test('a validator’s Staking tab and /validators: votes, rank, signing key, blocks of the last rounds', async ({
    page,
  }) => {
    const grant = await aliceDirectGrant();
    const producer = grant.recipient_name;
    await node('/dev/produce_block', { count: 3 });
    await open(page, `/account/${producer}/staking`);
    await expect(page.getByRole('heading', { name: 'As a validator' })).toBeVisible();
    await expect(page.getByText(cyber(await votesOf(producer))).first()).toBeVisible();
    await expect(page.getByText(/\d+ of \d+ by votes/)).toBeVisible();
    await expect(page.getByText(/\d+ blocks? signed, \d+ slots? missed/)).toBeVisible();

    await open(page, '/validators');
    const table = page.getByRole('table', { name: 'Validator candidates by votes' });
    await expect(table.getByRole('row').nth(1)).toContainText('1');
    const mine = table.getByRole('row').filter({ hasText: producer });
    await expect(mine).toContainText(cyber(await votesOf(producer)));
    await expect(mine.getByRole('link', { name: `Vote for ${producer}` })).toBeVisible();
    await expect(table).toContainText(/\d+ blocks? signed/);
  });

  test('alice recalls her vote with the short form, signs it in the builder, and the validator’s total on /producers falls by it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const grant = await aliceDirectGrant();
    const producer = grant.recipient_name;
    const before = await votesOf(producer);
    await open(page, '/producers');
    await expect(page.getByRole('row').filter({ hasText: producer })).toContainText(cyber(before));

    await open(page, '/account/alice');
    const form = page.getByRole('form', { name: 'Recall a vote' });
    await form.getByLabel('Validator or proxy voted for').fill('Not A Name');
    await form.getByRole('button', { name: 'Recall a vote: open in the builder' }).click();
    await expect(form.getByText(/is not an account name/)).toBeVisible();
    await form.getByLabel('Validator or proxy voted for').fill(producer);
    await form.getByLabel('Part to recall, %').fill('100');
    await form.getByRole('button', { name: 'Recall a vote: open in the builder' }).click();

    await expect(page.getByRole('heading', { name: 'Transaction builder' })).toBeVisible();
    await expect(page.getByLabel('recipient_name (name)')).toHaveValue(producer);
    await expect(page.getByLabel('pct (int16)')).toHaveValue('10000');
    await signAndPushAsAlice(page);

    const after = await votesOf(producer);
    expect(after).toBe(before - BigInt(grant.share));
    await open(page, '/producers');
    await expect(page.getByRole('row').filter({ hasText: producer })).toContainText(cyber(after));
  });

  test('alice claims back the bandwidth stake she recalled from bob, from her Staking tab', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await open(page, '/account/alice/staking');
    await expect(page.getByText('lent 50.0000 CYBER, received 0.0000 CYBER')).toBeVisible();
    const payout = page.getByRole('listitem').filter({ hasText: '20.0000 CYBER lent to bob' });
    await payout.getByRole('link', { name: 'Claim' }).click();
    await expect(page.getByRole('heading', { name: 'Transaction builder' })).toBeVisible();
    await expect(page.getByLabel('recipient_name (name)')).toHaveValue('bob');
    await signAndPushAsAlice(page);

    await open(page, '/account/alice/staking');
    await expect(page.getByText('lent 30.0000 CYBER, received 0.0000 CYBER')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bandwidth stake to claim back' })).toHaveCount(
      0,
    );
  });

  test('the vote form checks its amount and fills delegatevote as the contract takes it', async ({
    page,
  }) => {
    await open(page, '/account/alice');
    const form = page.getByRole('form', { name: 'Vote for a validator' });
    await form.getByLabel('Validator or proxy').fill('carol');
    await form.getByLabel('Stake to pass on').fill('1.23456');
    await form.getByRole('button', { name: 'Vote for a validator: open in the builder' }).click();
    await expect(
      form.getByText('A positive amount of CYBER with at most 4 decimals.'),
    ).toBeVisible();
    await form.getByLabel('Stake to pass on').fill('1,5');
    await form.getByRole('button', { name: 'Vote for a validator: open in the builder' }).click();
    await expect(page.getByLabel('quantity (asset)')).toHaveValue('1.5000 CYBER');
    await expect(page.getByLabel('grantor_name (name)')).toHaveValue('alice');
  });

  test('in Russian at phone width the staking pages read in Russian and are accessible', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/account/carol/staking', '&lang=ru');
    await expect(page.getByRole('heading', { name: 'Стейкинг' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Доверители' })).toBeVisible();
    await expectAccessible(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await open(page, '/validators', '&lang=ru');
    await expect(page.getByRole('heading', { name: 'Валидаторы' })).toBeVisible();
    await expectAccessible(page);
    await open(page, '/account/alice', '&lang=ru');
    await expect(page.getByRole('form', { name: 'Отозвать голос' })).toBeVisible();
    await expectAccessible(page);
  });
});
