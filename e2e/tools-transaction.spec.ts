import type { Page } from '@playwright/test';
import { NOTABLE_BLOCKS, TOKEN_CONTRACT } from '../dev-node/src/fixtures.ts';
import { expect, expectAccessible, test } from './fixtures';

async function chain(url: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}/v1/chain/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

/** Makes alice → bob with the encoder and adds it to the transaction draft (alice@active). */
async function encodeTransfer(page: Page) {
  await page.goto(`/tools/abi?code=${TOKEN_CONTRACT}&action=transfer`);
  const form = page.getByRole('form', { name: 'Arguments of transfer' });
  await form.getByLabel('from (name)').fill('alice');
  await form.getByLabel('to (name)').fill('bob');
  await form.getByLabel('quantity (asset)').fill('2.5000 CYBER');
  await form.getByLabel('memo (string)').fill('inspector e2e');
  await form.getByRole('button', { name: 'Encode' }).click();
  await expect(page.getByText('✓ Matches the ABI: the browser packs the same bytes')).toBeVisible();
  await expect(page.getByLabel('Authorization')).toHaveValue('alice@active');
  await page.getByRole('button', { name: 'Add to transaction' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added' })).toContainText(
    'cyber.token::transfer added: 1 action waits in the transaction tool.',
  );
}

test.describe('transaction tool', () => {
  test('built from encoder actions: checks, id, and required keys of a 2-of-3 account', async ({
    page,
  }) => {
    await encodeTransfer(page);
    await page.getByRole('link', { name: 'Open the transaction tool' }).click();
    await expect(page).toHaveURL(/\/tools\/transaction$/);
    await expect(page.getByText('1 action from the encoder:')).toBeVisible();
    await page.getByRole('button', { name: 'Build a transaction from them' }).click();
    const trx = JSON.parse(await page.getByLabel('Transaction JSON').inputValue()) as Record<
      string,
      unknown
    >;
    expect(trx).toMatchObject({ delay_sec: 0, max_ram_kbytes: 0 });

    const checks = page.getByRole('region', { name: 'Checks against the chain' });
    await expect(checks.getByText(/^Valid: expires 10 min after the head block$/)).toBeVisible();
    await expect(
      checks.getByText(/^Matches block \d+: bytes 8–11 of its id, little-endian$/),
    ).toBeVisible();
    await expect(checks).toContainText('cyber.token::transfer by alice@active · data as hex_data');

    const id = page.getByRole('region', { name: 'Transaction id' });
    await expect(id.getByText('The node answered “Unknown Transaction ID”')).toBeVisible();
    await expect(id.getByRole('status', { name: 'Transaction id' })).toHaveText(/^[0-9a-f]{64}$/);
    await expect(
      id.getByText('✓ Matches the id computed in the browser (CyberWay layout)'),
    ).toBeVisible();

    const keys = page.getByRole('region', { name: 'Required keys' });
    await expect(keys.getByText('threshold 2')).toBeVisible();
    await keys.getByRole('button', { name: 'Use the keys of the declared permissions' }).click();
    const offered = (await keys.getByLabel('Available public keys').inputValue()).split('\n');
    expect(offered).toHaveLength(3);
    await keys.getByRole('button', { name: 'Find required keys' }).click();
    await expect(
      keys.getByRole('heading', { name: 'Required keys (2 of 3 offered)' }),
    ).toBeVisible();
    const required = keys.getByRole('list', { name: 'Required keys' }).getByRole('listitem');
    await expect(required).toHaveCount(2);
    const authority = keys.getByRole('table', { name: 'Authority of alice@active' });
    await expect(authority.getByText('Must sign')).toHaveCount(2);
    await expect(authority.getByText('Offered, not needed')).toHaveCount(1);
    await expect(keys.getByText('Offered keys reach the threshold')).toBeVisible();

    // One key of three is not enough: the node says so, and the page explains it.
    await keys.getByLabel('Available public keys').fill(offered[0]!);
    await keys.getByRole('button', { name: 'Find required keys' }).click();
    await expect(keys.getByText('These keys cannot authorize the transaction')).toBeVisible();
    await expect(keys.getByText('Offered keys do not reach the threshold')).toBeVisible();
    await expectAccessible(page);
  });

  test('setting the expiration keeps the action waiting from the encoder', async ({ page }) => {
    await encodeTransfer(page);
    await page.getByRole('link', { name: 'Open the transaction tool' }).click();
    await expect(page.getByText('1 action from the encoder:')).toBeVisible();
    await page
      .getByRole('button', { name: 'Set expiration and reference block from the chain' })
      .click();
    const box = page.getByLabel('Transaction JSON');
    await expect(box).toHaveValue(/"expiration"/);
    const trx = JSON.parse(await box.inputValue()) as { actions: unknown[] };
    expect(trx.actions).toMatchObject([
      { account: TOKEN_CONTRACT, name: 'transfer', authorization: [{ actor: 'alice' }] },
    ]);

    // Typed JSON with no actions gets them too; its other fields stay.
    await box.fill('{"delay_sec": 5}');
    await page
      .getByRole('button', { name: 'Set expiration and reference block from the chain' })
      .click();
    await expect(box).toHaveValue(/"expiration"/);
    const typed = JSON.parse(await box.inputValue()) as { actions: unknown[]; delay_sec: number };
    expect(typed.actions).toHaveLength(1);
    expect(typed.delay_sec).toBe(5);
  });

  test('a transaction from the chain: its id, its reference block, expired', async ({
    page,
    devNode,
  }) => {
    const block = await chain(devNode.url, 'get_block', {
      block_num_or_id: String(NOTABLE_BLOCKS.transfer),
    });
    const receipt = (block['transactions'] as { trx: { id: string; transaction: unknown } }[])[0]!;
    await page.goto('/tools/transaction');
    await page.getByLabel('Transaction JSON').fill(JSON.stringify(receipt.trx, null, 2));
    await page.getByRole('button', { name: 'Inspect' }).click();
    await expect(
      page.getByText('Read the transaction from transaction of what was pasted.'),
    ).toBeVisible();
    const id = page.getByRole('region', { name: 'Transaction id' });
    await expect(id.getByRole('status', { name: 'Transaction id' })).toHaveText(receipt.trx.id);
    await expect(id.getByText('The node answered “Unknown Transaction ID”')).toHaveCount(0);
    await expect(
      id.getByText('✓ Matches the id computed in the browser (CyberWay layout)'),
    ).toBeVisible();
    const checks = page.getByRole('region', { name: 'Checks against the chain' });
    await expect(checks.getByText(/^Expired .* before the head block$/)).toBeVisible();
    await expect(checks.getByText(/^Matches block \d+:/)).toBeVisible();
  });

  test('broken input is explained; the page works in dark mode', async ({ page }) => {
    await page.goto('/tools/transaction');
    await expect(page).toHaveTitle(/Transaction tool/);
    await page.getByLabel('Transaction JSON').fill('{"actions": [');
    await page.getByRole('button', { name: 'Inspect' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not valid JSON' })).toBeVisible();
    await page
      .getByLabel('Transaction JSON')
      .fill(JSON.stringify({ expiration: 'soon', ref_block_num: 70000, actions: [] }));
    await page.getByRole('button', { name: 'Inspect' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'problems a node would refuse' });
    await expect(problems).toContainText('expiration "soon" is not a time');
    await expect(problems).toContainText('ref_block_num must be a whole number from 0 to 65535');
    await expect(problems).toContainText('actions is empty');
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
  });
});
