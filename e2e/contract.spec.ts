import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { contractWasm } from '../dev-node/src/chain/wasm.ts';
import { DICE, TOKEN_CONTRACT } from '../dev-node/src/fixtures.ts';
import { expect, expectAccessible, test } from './fixtures';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function nodeCall(
  url: string,
  path: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}/v1/chain/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

test.describe('contract page', () => {
  test('code hash, wasm size and download, ABI hash, all checked', async ({ page, devNode }) => {
    const wasm = contractWasm(TOKEN_CONTRACT);
    const codeHash = sha256(wasm);
    const raw = await nodeCall(devNode.url, 'get_raw_abi', { account_name: TOKEN_CONTRACT });
    const packedAbi = Buffer.from(String(raw['abi']), 'base64');

    await page.goto(`/account/${TOKEN_CONTRACT}/contract`);
    await expect(page).toHaveTitle(/Contract cyber\.token/);
    const code = page.getByRole('region', { name: 'Code' });
    await expect(code.getByText(codeHash)).toBeVisible();
    await expect(code.getByText('✓ Matches sha256 of the wasm')).toBeVisible();
    await expect(code.getByText(`${wasm.length} bytes (${wasm.length} B)`)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      code.getByRole('button', { name: 'Download cyber.token.wasm' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cyber.token.wasm');
    const saved = await readFile(await download.path());
    expect(sha256(saved)).toBe(codeHash);

    const abi = page.getByRole('region', { name: 'ABI', exact: true });
    await expect(abi.getByText('cyberway::abi/1.1')).toBeVisible();
    await expect(abi.getByText(String(raw['abi_hash']))).toBeVisible();
    expect(sha256(packedAbi)).toBe(raw['abi_hash']);
    await expect(abi.getByText('✓ Matches sha256 of the packed ABI')).toBeVisible();
    await expect(abi.getByText(`${packedAbi.length} bytes`)).toBeVisible();
    await expect(abi.getByText(/6 actions, 2 tables, 2 events/)).toBeVisible();
    await expectAccessible(page);
  });

  test('the ABI made readable: actions, tables with indexes, events, structs, links', async ({
    page,
  }) => {
    await page.goto(`/account/${TOKEN_CONTRACT}/contract`);
    const actions = page.getByRole('region', { name: 'Actions' });
    const transfer = actions.getByRole('article', { name: 'transfer' });
    await expect(transfer.getByRole('table', { name: 'Arguments of transfer' })).toContainText(
      'quantity',
    );
    const rows = transfer.getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(3)).toContainText('quantity');
    await expect(rows.nth(3)).toContainText('asset');
    await expect(transfer.getByRole('link', { name: 'Encode transfer arguments' })).toHaveAttribute(
      'href',
      '/tools/abi?code=cyber.token&action=transfer',
    );

    const tables = page.getByRole('region', { name: 'Tables' });
    const stat = tables.getByRole('row').filter({ hasText: 'currency_stats' });
    await expect(stat).toContainText('symbol_code');
    await expect(stat).toContainText('primary (unique): supply._sym asc');

    const events = page.getByRole('region', { name: 'Events' });
    await expect(events.getByRole('row').filter({ hasText: 'balance_event' })).toBeVisible();
    // A type links to its definition on the page.
    await events.getByRole('link', { name: 'balance_event' }).click();
    await expect(page).toHaveURL(/#abi-struct-balance_event$/);
    await expect(
      page.getByRole('article', { name: 'balance_event' }).getByRole('table'),
    ).toContainText('payments');

    await page.getByText('Raw ABI JSON (get_abi)').click();
    await expect(page.getByText('"new_type_name"').first()).toHaveCount(0);
    await expect(
      page.locator('pre').filter({ hasText: '"scope_type": "symbol_code"' }),
    ).toBeVisible();
  });

  test('a composite and a descending index of the showcase contract', async ({ page }) => {
    await page.goto(`/account/${DICE.account}/contract`);
    const bets = page.getByRole('region', { name: 'Tables' }).getByRole('row').filter({
      hasText: 'bet_info',
    });
    await expect(bets).toContainText('byplayer (unique): player asc, id asc');
    await expect(bets).toContainText('byamount (unique): amount._amount desc, id asc');
    await expect(bets.getByRole('link', { name: 'Browse table bets' })).toHaveAttribute(
      'href',
      '/account/dice/tables/bets',
    );
  });

  test('fits a phone; an account without a contract, in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/account/${TOKEN_CONTRACT}/contract`);
    await expect(page.getByText('✓ Matches sha256 of the wasm')).toBeVisible();
    const overflow = await page.evaluate(() => {
      const main = document.querySelector('main');
      return main ? main.scrollWidth - main.clientWidth : 0;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/account/alice/contract');
    await expect(page.getByText('No code is deployed on this account.')).toBeVisible();
    await expect(
      page.getByText(
        'No ABI is set on alice, and no code is deployed: this is not a contract account.',
      ),
    ).toBeVisible();
    // The account header's contract buttons (not part of this page) only show on contracts.
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
  });
});
