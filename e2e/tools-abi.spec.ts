import { TOKEN_CONTRACT } from '../dev-node/src/fixtures.ts';
import { expect, expectAccessible, test } from './fixtures';

async function chain(url: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}/v1/chain/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

const ARGS = { from: 'alice', to: 'bob', quantity: '1.0000 CYBER', memo: 'e2e round trip' };

test.describe('action encoder', () => {
  test('choose a contract and an action; both go in the URL', async ({ page }) => {
    await page.goto('/tools/abi');
    await expect(page).toHaveTitle(/Action encoder/);
    await page.getByLabel('Contract account').fill('Not A Name');
    await page.getByRole('button', { name: 'Load ABI' }).click();
    await expect(page.getByText('“Not A Name” is not an account name')).toBeVisible();
    await page.getByLabel('Contract account').fill(TOKEN_CONTRACT);
    await page.getByRole('button', { name: 'Load ABI' }).click();
    await expect(page).toHaveURL(/\?code=cyber\.token$/);
    await page.getByLabel('Action').selectOption('transfer');
    await expect(page).toHaveURL(/\?code=cyber\.token&action=transfer$/);
    await expect(page.getByRole('heading', { name: 'Encode transfer' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
  });

  test('round trip: form → abi_json_to_bin → abi_bin_to_json → form, checked in the browser', async ({
    page,
    devNode,
  }) => {
    const node = await chain(devNode.url, 'abi_json_to_bin', {
      code: TOKEN_CONTRACT,
      action: 'transfer',
      args: ARGS,
    });
    await page.goto(`/tools/abi?code=${TOKEN_CONTRACT}&action=transfer`);
    const form = page.getByRole('form', { name: 'Arguments of transfer' });
    await form.getByLabel('from (name)').fill(ARGS.from);
    await form.getByLabel('to (name)').fill(ARGS.to);
    await form.getByLabel('quantity (asset)').fill(ARGS.quantity);
    await form.getByLabel('memo (string)').fill(ARGS.memo);
    await form.getByRole('button', { name: 'Encode' }).click();
    await expect(page.getByRole('status', { name: 'binargs' })).toHaveText(String(node['binargs']));
    await expect(
      page.getByText('✓ Matches the ABI: the browser packs the same bytes'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Decode these bytes' }).click();
    const decoder = page.getByRole('region', { name: 'Decode transfer' });
    await expect(decoder.getByLabel('Packed arguments (hex)')).toHaveValue(String(node['binargs']));
    await expect(decoder.locator('pre')).toContainText('"memo": "e2e round trip"');
    await expect(
      decoder.getByText('✓ Matches the ABI: the node’s arguments pack back to the same bytes'),
    ).toBeVisible();
    await decoder.getByRole('button', { name: 'Edit in the form' }).click();
    await expect(form.getByLabel('memo (string)')).toHaveValue(ARGS.memo);
    await expect(form.getByLabel('quantity (asset)')).toHaveValue(ARGS.quantity);
    await expectAccessible(page);
  });

  test('nested structs and arrays: a newaccount with keys and accounts', async ({
    page,
    devNode,
  }) => {
    const alice = await chain(devNode.url, 'get_account', { account_name: 'alice' });
    const perms = alice['permissions'] as { required_auth: { keys: { key: string }[] } }[];
    const key = perms[0]!.required_auth.keys[0]!.key;
    await page.goto('/tools/abi?code=cyber&action=newaccount');
    const form = page.getByRole('form', { name: 'Arguments of newaccount' });
    await form.getByLabel('creator (name)').fill('alice');
    await form.getByLabel('name (name)').fill('newbie');
    for (const auth of ['owner', 'active'] as const) {
      const group = form.getByRole('group', { name: new RegExp(`^${auth} \\(authority\\)`) });
      await group.getByLabel('threshold (uint32)').fill('1');
      await group.getByRole('button', { name: 'Add keys item' }).click();
      const item = group.getByRole('group', { name: /^keys\[0\]/ });
      await item.getByLabel('key (public_key)').fill(key);
      await item.getByLabel('weight (uint16)').fill('1');
    }
    const active = form.getByRole('group', { name: /^active \(authority\)/ });
    await active.getByRole('button', { name: 'Add accounts item' }).click();
    const level = active.getByRole('group', { name: /^accounts\[0\]/ });
    await level.getByLabel('actor (name)').fill('bob');
    await level.getByLabel('permission (name)').fill('active');
    await level.getByLabel('weight (uint16)').fill('1');
    await form.getByRole('button', { name: 'Encode' }).click();
    await expect(
      page.getByText('✓ Matches the ABI: the browser packs the same bytes'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Decode these bytes' }).click();
    const decoder = page.getByRole('region', { name: 'Decode newaccount' });
    // The key's form in the answer depends on the node (GLS… on CyberWay, PUB_K1_… elsewhere).
    await expect(decoder.locator('pre')).toContainText('"actor": "bob"');
    await expect(
      decoder.getByText('✓ Matches the ABI: the node’s arguments pack back to the same bytes'),
    ).toBeVisible();
  });

  test('wrong arguments are explained field by field; a node error shows its message', async ({
    page,
  }) => {
    await page.goto(`/tools/abi?code=${TOKEN_CONTRACT}&action=transfer`);
    const form = page.getByRole('form', { name: 'Arguments of transfer' });
    await form.getByLabel('from (name)').fill('Alice');
    await form.getByLabel('quantity (asset)').fill('1 CYBER X');
    await form.getByRole('button', { name: 'Encode' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was sent' });
    await expect(alert).toContainText('from “Alice” is not a valid name');
    await expect(alert).toContainText('quantity “1 CYBER X” is not an asset');
    await expect(form.getByLabel('quantity (asset)')).toHaveAttribute('aria-invalid', 'true');

    const decoder = page.getByRole('region', { name: 'Decode transfer' });
    await decoder.getByLabel('Packed arguments (hex)').fill('zz');
    await decoder.getByRole('button', { name: 'Decode' }).click();
    await expect(decoder.getByText('The arguments must be hex')).toBeVisible();
    await decoder.getByLabel('Packed arguments (hex)').fill('0000');
    await decoder.getByRole('button', { name: 'Decode' }).click();
    await expect(
      decoder
        .getByRole('alert')
        .filter({ hasText: 'Could not load cyber.token::transfer decoded by the node' }),
    ).toContainText('Unable to unpack cyber.token::transfer arguments');
  });
});
