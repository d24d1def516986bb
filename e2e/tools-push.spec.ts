import type { Page } from '@playwright/test';
import { Bytes, Checksum256, KeyType, PrivateKey } from '@wharfkit/antelope';
import { expect, expectAccessible, test } from './fixtures';
import { openTransactionFromBlock } from './open-transaction';
import { ownDevNodeForTests } from './own-dev-node';
import {
  cyberBalance,
  everythingStored,
  nodeCall,
  openAction,
  openTransfer as openTransferOn,
  pushRequestAsLogged,
  pushSigned,
  pasteAndPush,
  recordBodies,
  shownAsset,
  signWith,
  signElsewhere,
  testKey as key,
  unsignedExport,
} from './push-helpers';

/*
 * The transaction builder against a dev node of this file's own (pushed transactions change its
 * chain; its history service is what alice's Activity reads): alice's transfer to bob signed in
 * the browser with two of her three keys.
 */
const ownNode = ownDevNodeForTests(['--port', '0', '--manual']);

const node = (path: string, body: unknown) => nodeCall(ownNode.url(), path, body);
const openTransfer = (page: Page, extra = '', memo = 'builder e2e') =>
  openTransferOn(page, ownNode.url(), { extra, memo });

/**
 * What a person sees of alice's pushed transfer once it is in a block: the block's row, both
 * balances as the node now has them, and alice's Activity from the node's history service.
 */
async function showsTheTransfer(page: Page, pushed: { blockNum: number; id: string }) {
  const url = ownNode.url();
  const q = `?node=${encodeURIComponent(url)}`;
  expect(await openTransactionFromBlock(page, pushed.blockNum, 'alice → bob 1.2500 CYBER', q)).toBe(
    pushed.id,
  );
  for (const account of ['alice', 'bob']) {
    await page.goto(`/account/${account}/tokens${q}`);
    await expect(
      page.getByRole('table', { name: `Token balances of ${account} by contract` }),
    ).toContainText(shownAsset(await cyberBalance(url, account)));
  }
  await page.goto(`/account/alice/activity${q}&history=${encodeURIComponent(url)}`);
  const row = page
    .getByRole('table', { name: /Activity of/ })
    .locator('tbody tr[data-index]')
    .filter({ has: page.locator(`a[title="${pushed.id}"]`) });
  await expect(row).toContainText('alice → bob 1.2500 CYBER');
  await expect(row).toContainText(pushed.blockNum.toLocaleString('en-US'));
}

test.describe('transaction builder', () => {
  test('alice signs a transfer to bob with two keys; both balances, the block, the transaction page and her Activity show it; the keys go nowhere', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const bodies = recordBodies(page);
    const url = ownNode.url();
    const before = { alice: await cyberBalance(url, 'alice'), bob: await cyberBalance(url, 'bob') };
    await openTransfer(page);
    await page.getByRole('button', { name: 'Build and review' }).click();

    const review = page.getByRole('region', { name: 'Review' });
    await expect(review).toContainText(
      'CyberWay (max_ram_kbytes and max_storage_kbytes after max_cpu_usage_ms)',
    );
    await expect(review).toContainText(/Expires in 10 min/);
    await expect(review).toContainText(
      'RAM: no limit of its own; storage: no limit of its own; CPU: no limit of its own; NET: no limit of its own',
    );
    await expect(review.getByText('The node’s get_transaction_id gives the same id')).toBeVisible();
    const id = (await review.getByRole('status', { name: 'Transaction id' }).innerText()).trim();
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    await expect(review.getByText('Arguments read back from the bytes').first()).toBeVisible();
    await expect(review).toContainText('"to": "bob"');
    const required = review.getByRole('list', { name: 'Required keys' });
    await expect(required.getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);

    const sign = page.getByRole('form', { name: 'Sign' });
    const first = key('alice', 0);
    const second = key('alice', 1);
    await sign.getByLabel('Private key 1').fill(first.wif);
    await expect(sign).toContainText(`Public key: ${first.publicKey} (one of the required keys)`);
    await sign.getByRole('button', { name: 'Add another key' }).click();
    await sign.getByLabel('Private key 2').fill(second.wif);
    await expect(sign).toContainText(`Public key: ${second.publicKey}`);
    await sign.getByRole('button', { name: 'Sign' }).click();

    // The key fields are gone with the keys; only signatures are left.
    await expect(page.getByRole('list', { name: 'Signatures' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await expect(page.getByLabel('Private key 1')).toHaveCount(0);
    const accepted = await pushSigned(page);
    await expect(accepted).toContainText(id);
    await expect(accepted).toContainText('Status: executed');
    // The processed trace: the contract's action and the two notifications it sent.
    const traces = accepted.getByRole('list', { name: 'Action traces' });
    await expect(traces.getByRole('listitem')).toHaveText([
      /^cyber\.token ← cyber\.token::transfer/,
      /^alice ← cyber\.token::transfer/,
      /^bob ← cyber\.token::transfer/,
    ]);

    // Nothing holds the keys: requests, storage, the address, the request log.
    const secrets = [first.wif, second.wif];
    const pushBody = bodies.find((b) => b.includes('/v1/chain/push_transaction'));
    expect(pushBody).toContain('SIG_K1_');
    for (const secret of secrets) {
      expect(bodies.filter((b) => b.includes(secret))).toEqual([]);
      expect(page.url()).not.toContain(secret);
      expect(await everythingStored(page)).not.toContain(secret);
    }
    const { curl, drawer } = await pushRequestAsLogged(page);
    expect(curl).toContain('SIG_K1_');
    for (const secret of secrets) {
      expect(curl).not.toContain(secret);
      expect(drawer).not.toContain(secret);
    }

    // The block it went into, followed until it is irreversible.
    const blockNum = Number(await accepted.getByRole('link', { name: /^\d+$/ }).innerText());
    await node('/dev/produce_block', { count: 1 });
    await expect(accepted).toContainText(
      /not irreversible yet: the last irreversible block is [\d,]+, \d+ behind/,
    );
    const after = { alice: await cyberBalance(url, 'alice'), bob: await cyberBalance(url, 'bob') };
    expect(Number.parseFloat(after.alice)).toBeCloseTo(Number.parseFloat(before.alice) - 1.25, 4);
    expect(Number.parseFloat(after.bob)).toBeCloseTo(Number.parseFloat(before.bob) + 1.25, 4);
    await node('/dev/produce_block', { count: 35 });
    await expect(accepted).toContainText(`Applied in block ${blockNum} · irreversible`, {
      timeout: 20_000,
    });

    await accepted.getByRole('link', { name: String(blockNum) }).click();
    await expect(page).toHaveURL(new RegExp(`/tx/${id}`));
    await expect(page.getByText('builder e2e').first()).toBeVisible();
    await showsTheTransfer(page, { blockNum, id });
  });

  test('dave pays alice’s bandwidth (providebw): his key signs beside hers and the node takes it', async ({
    page,
  }) => {
    await openTransfer(page, '&provider=dave%40active', 'dave pays the bandwidth');
    await page.getByRole('button', { name: 'Build and review' }).click();
    const review = page.getByRole('region', { name: 'Review' });
    await expect(review).toContainText('"provider": "dave"');
    await expect(review.getByRole('list', { name: 'Required keys' })).toContainText(
      key('dave').publicKey,
    );
    await signWith(page, [key('alice', 0).wif, key('alice', 1).wif, key('dave').wif]);
    const accepted = await pushSigned(page);
    await expect(accepted.getByRole('list', { name: 'Action traces' })).toContainText(
      'cyber ← cyber::providebw',
    );
  });

  test('a dice bet: the trace shows the inline transfer it sent, under it', async ({ page }) => {
    const data = { player: 'alice', amount: '1.0000 CYBER', roll_under: 50, memo: 'e2e bet' };
    await openAction(page, ownNode.url(), { name: 'dice::bet', auth: 'alice@active', data });
    await page.getByRole('button', { name: 'Build and review' }).click();
    await signWith(page);
    const traces = (await pushSigned(page))
      .getByRole('list', { name: 'Action traces' })
      .getByRole('listitem');
    const bet = traces.filter({ hasText: /^dice ← dice::bet/ });
    const stake = traces.filter({ hasText: /^cyber\.token ← cyber\.token::transfer/ }).first();
    await expect(bet).toBeVisible();
    await expect(stake).toBeVisible();
    const [betBox, stakeBox] = [await bet.boundingBox(), await stake.boundingBox()];
    expect(stakeBox?.x ?? 0).toBeGreaterThan(betBox?.x ?? 0);
  });

  test('a key of another account: missing authority, with the keys that are needed', async ({
    page,
  }) => {
    await openTransfer(page, '', 'wrong key');
    await page.getByRole('button', { name: 'Build and review' }).click();
    const required = page.getByRole('list', { name: 'Required keys' });
    await expect(required.getByRole('listitem')).toHaveCount(2);
    const needed = await required.getByRole('listitem').allInnerTexts();

    const sign = page.getByRole('form', { name: 'Sign' });
    await sign.getByLabel('Private key 1').fill(key('bob').wif);
    await expect(sign).toContainText('(not one of the required keys)');
    await sign.getByRole('button', { name: 'Sign' }).click();
    await page.getByRole('button', { name: 'Push to the node' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Missing authority' });
    await expect(refusal).toContainText('transaction declares authority');
    const list = page.getByRole('list', { name: 'Keys needed' });
    for (const k of needed) await expect(list).toContainText(k);
  });

  test('an expired transaction is refused in words', async ({ page }) => {
    await openTransfer(page, '&expire=1', 'expired');
    await page.getByRole('button', { name: 'Build and review' }).click();
    await expect(page.getByRole('region', { name: 'Review' })).toContainText('Expires in 1 sec');
    await node('/dev/produce_block', { count: 2 });
    await expect(page.getByRole('region', { name: 'Review' })).toContainText(/Expired .* ago/);
    const sign = page.getByRole('form', { name: 'Sign' });
    await sign.getByLabel('Private key 1').fill(key('alice', 0).wif);
    await sign.getByRole('button', { name: 'Add another key' }).click();
    await sign.getByLabel('Private key 2').fill(key('alice', 2).wif);
    await sign.getByRole('button', { name: 'Sign' }).click();
    await page.getByRole('button', { name: 'Push to the node' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The transaction has expired' });
    await expect(refusal).toContainText(/expired transaction [0-9a-f]{64}/);
    await expect(refusal).toContainText('Build it again');
  });

  test('exported unsigned, signed elsewhere, pasted and broadcast; again it is a duplicate', async ({
    page,
  }) => {
    await openTransfer(page, '', 'signed elsewhere');
    await page.getByRole('button', { name: 'Build and review' }).click();
    const review = page.getByRole('region', { name: 'Review' });
    const id = (await review.getByRole('status', { name: 'Transaction id' }).innerText()).trim();
    const unsigned = await unsignedExport(page);
    await expect(
      page.getByLabel('cleos command (asks for the key, signs and pushes)', { exact: true }),
    ).toContainText('cleos -u ');
    const wifs = [key('alice', 0).wif, key('alice', 1).wif];
    const signatures = await signElsewhere(ownNode.url(), unsigned.packed_trx, wifs);
    await pasteAndPush(page, { ...unsigned, signatures });
    await expect(
      page.getByRole('status').filter({ hasText: 'The node accepted the transaction.' }),
    ).toContainText(id);

    // The same transaction again: a duplicate, refused in words.
    const signed = page.getByLabel('Signed transaction (JSON with signatures and packed_trx)');
    await signed.fill(`${await signed.inputValue()}\n`);
    await page.getByRole('button', { name: 'Read it' }).click();
    await page.getByRole('button', { name: 'Push to the node' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'already on the chain' });
    await expect(refusal).toContainText('This transaction is already on the chain');
    await expect(refusal).toContainText(`duplicate transaction ${id}`);
    await expect(refusal).toContainText('a new expiration gives a new id');
  });
  test('an action made in the form lives in the address: a reload opens it filled', async ({
    page,
  }) => {
    await page.goto(`/tools/push?node=${encodeURIComponent(ownNode.url())}`);
    await page.getByRole('button', { name: 'Add an action' }).click();
    await page.getByLabel('Contract', { exact: true }).fill('cyber.token');
    await page.getByRole('button', { name: 'Load' }).click();
    await page.getByLabel('Action', { exact: true }).selectOption('transfer');
    await page.getByLabel('Authorization', { exact: true }).fill('alice@active');
    await page.getByLabel('to (name)').fill('bob');
    await page.getByLabel('quantity (asset)').fill('0.5000 CYBER');
    await expect(page).toHaveURL(/action1=cyber\.token%3A%3Atransfer/);
    await page.reload();
    await expect(page.getByLabel('quantity (asset)')).toHaveValue('0.5000 CYBER');
    await expect(page.getByLabel('Authorization', { exact: true })).toHaveValue('alice@active');
    // An amount that is not an asset: nothing is built, and the action says why.
    await page.getByLabel('quantity (asset)').fill('half a CYBER');
    await page.getByRole('button', { name: 'Build and review' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Fix the arguments.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Review' })).toHaveCount(0);
  });
  test('from an account page and a contract’s action the builder opens filled', async ({
    page,
  }) => {
    // The account page's short transfer form opens the builder with what was typed.
    await page.goto('/account/alice');
    const transfer = page.getByRole('form', { name: 'Transfer tokens' });
    await transfer.getByLabel('Recipient').fill('bob');
    await transfer.getByLabel('Amount').fill('2');
    await transfer.getByRole('button', { name: 'Transfer tokens: open in the builder' }).click();
    await expect(page).toHaveURL(/\/tools\/push\?/);
    await expect(page.getByLabel('from (name)')).toHaveValue('alice');
    await expect(page.getByLabel('to (name)')).toHaveValue('bob');
    await expect(page.getByLabel('quantity (asset)')).toHaveValue('2.0000 CYBER');
    await expect(page.getByLabel('Authorization', { exact: true })).toHaveValue('alice@active');

    await page.goto('/account/cyber.token/contract');
    await page.getByRole('link', { name: 'Act: transfer in the transaction builder' }).click();
    await expect(page.getByLabel('Action', { exact: true })).toHaveValue('transfer');
    await expect(page.getByLabel('memo (string)')).toBeVisible();
  });

  test('a Golos master password shows the key it gives before signing', async ({ page }) => {
    await openTransfer(page, '', 'password');
    await page.getByRole('button', { name: 'Build and review' }).click();
    const sign = page.getByRole('form', { name: 'Sign' });
    await sign.getByRole('radio', { name: 'Golos master password' }).check();
    await sign.getByLabel('Account', { exact: true }).fill('alice');
    await sign.getByRole('textbox', { name: 'Master password' }).fill('P5correct horse');
    // Golos wallets: the key is sha256(account + role + password), whitespace runs folded.
    const seed = Bytes.from('aliceactiveP5correct horse', 'utf8');
    const expected = new PrivateKey(KeyType.K1, Bytes.from(Checksum256.hash(seed).array))
      .toPublic()
      .toLegacyString('GLS');
    await expect(sign).toContainText(`Public key: ${expected} (not one of the required keys)`);
    expect(page.url()).not.toContain('horse');
  });
});
