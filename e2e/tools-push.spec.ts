import type { Page, Request } from '@playwright/test';
import { Bytes, Checksum256, KeyType, PrivateKey } from '@wharfkit/antelope';
import { testKeys } from '../dev-node/src/test-keys.ts';
import { expect, expectAccessible, test } from './fixtures';
import { ownDevNodeForTests } from './own-dev-node';

/*
 * The transaction builder against a dev node of this file's own (pushed transactions change its
 * chain): alice's transfer to bob signed in the browser with two of her three keys.
 */
const ownNode = ownDevNodeForTests(['--port', '0', '--manual', '--no-history']);

const key = (account: string, index = 0) => {
  const found = testKeys(1).filter((k) => k.account === account && k.permission === 'active')[
    index
  ];
  if (!found) throw new Error(`no test key of ${account}`);
  return found;
};

async function node(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${ownNode.url()}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return res.json();
}

async function cyberBalance(account: string): Promise<string> {
  const list = await node('/v1/chain/get_currency_balance', {
    code: 'cyber.token',
    account,
    symbol: 'CYBER',
  });
  return Array.isArray(list) ? String(list[0]) : '';
}

/** The builder opened from a link holding alice's transfer to bob. */
async function openTransfer(page: Page, extra = '', memo = 'builder e2e') {
  const data = JSON.stringify({ from: 'alice', to: 'bob', quantity: '1.2500 CYBER', memo });
  const query = new URLSearchParams({
    node: ownNode.url(),
    action1: 'cyber.token::transfer',
    auth1: 'alice@active',
    data1: data,
  });
  await page.goto(`/tools/push?${query.toString()}${extra}`);
  await expect(page.getByRole('heading', { name: 'Transaction builder' })).toBeVisible();
  await expect(page.getByLabel('to (name)')).toHaveValue('bob');
}

/** Every request body the page sends anywhere. */
function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (req: Request) => bodies.push(`${req.url()} ${req.postData() ?? ''}`));
  return bodies;
}

async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
    ];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name ?? '');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error(String(open.error)));
      });
      for (const store of [...db.objectStoreNames]) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const get = db.transaction(store).objectStore(store).getAll();
          get.onsuccess = () => resolve(get.result as unknown[]);
          get.onerror = () => reject(new Error(String(get.error)));
        });
        parts.push(JSON.stringify(all));
      }
      db.close();
    }
    return parts.join('\n');
  });
}

test.describe('transaction builder', () => {
  test('alice signs a transfer to bob with two keys; bob’s balance and the transaction page show it; the keys go nowhere', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const bodies = recordBodies(page);
    const before = await cyberBalance('bob');
    await openTransfer(page);
    await page.getByRole('button', { name: 'Build and review' }).click();

    const review = page.getByRole('region', { name: 'Review' });
    await expect(review).toContainText(
      'CyberWay (max_ram_kbytes and max_storage_kbytes after max_cpu_usage_ms)',
    );
    await expect(review).toContainText(/Expires in 10 min/);
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
    await page.getByRole('button', { name: 'Push to the node' }).click();
    const accepted = page
      .getByRole('status')
      .filter({ hasText: 'The node accepted the transaction.' });
    await expect(accepted).toContainText(id);
    await expect(accepted).toContainText('alice ← cyber.token::transfer');
    await expect(accepted).toContainText('bob ← cyber.token::transfer');

    // Nothing holds the keys: requests, storage, the address, the request log.
    const secrets = [first.wif, second.wif];
    const pushBody = bodies.find((b) => b.includes('/v1/chain/push_transaction'));
    expect(pushBody).toContain('SIG_K1_');
    for (const secret of secrets) {
      expect(bodies.filter((b) => b.includes(secret))).toEqual([]);
      expect(page.url()).not.toContain(secret);
      expect(await everythingStored(page)).not.toContain(secret);
    }
    await page.getByRole('button', { name: 'Requests' }).click();
    const log = page.getByRole('dialog', { name: 'Requests' });
    await log.getByRole('button', { name: 'POST /v1/chain/push_transaction' }).first().click();
    const details = log.getByRole('region', { name: 'POST /v1/chain/push_transaction' });
    await details.getByRole('button', { name: 'Copy as curl' }).click();
    const curl = await details.getByTestId('as-curl').innerText();
    expect(curl).toContain('SIG_K1_');
    const logged = await log.evaluate((el) => el.innerHTML);
    for (const secret of secrets) {
      expect(curl).not.toContain(secret);
      expect(logged).not.toContain(secret);
    }
    await page.keyboard.press('Escape');

    await node('/dev/produce_block', { count: 1 });
    const after = await cyberBalance('bob');
    expect(Number.parseFloat(after)).toBeCloseTo(Number.parseFloat(before) + 1.25, 4);
    await accepted.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/tx/${id}`));
    await expect(page.getByText('builder e2e').first()).toBeVisible();

    await page.goto(`/account/bob/tokens?node=${encodeURIComponent(ownNode.url())}`);
    const [whole = '', fraction = ''] = after.split(' ')[0]?.split('.') ?? [];
    const shown = `${Number(whole).toLocaleString('en-US')}.${fraction} CYBER`;
    await expect(
      page.getByRole('table', { name: 'Token balances of bob by contract' }),
    ).toContainText(shown);
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
    await expect(page.getByRole('alert').filter({ hasText: 'Missing authority' })).toBeVisible();
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
    await expect(page.getByRole('alert').filter({ hasText: /expired/i })).toBeVisible();
  });

  test('exported unsigned, signed elsewhere, pasted and broadcast; again it is a duplicate', async ({
    page,
  }) => {
    await openTransfer(page, '', 'signed elsewhere');
    await page.getByRole('button', { name: 'Build and review' }).click();
    await page.getByText('To sign it elsewhere: JSON and a cleos command').click();
    const exported = page.getByLabel('Unsigned packed transaction (JSON)', { exact: true });
    const unsigned = JSON.parse(await exported.innerText()) as { packed_trx: string };
    await expect(
      page.getByLabel('cleos command (asks for the key, signs and pushes)', { exact: true }),
    ).toContainText('cleos -u ');
    const info = (await node('/v1/chain/get_info', {})) as { chain_id: string };
    const packed = Bytes.from(unsigned.packed_trx, 'hex');
    const digest = Checksum256.hash(
      Bytes.from(info.chain_id, 'hex').appending(packed).appending(new Uint8Array(32)),
    );
    const signatures = [0, 1].map((i) =>
      String(PrivateKey.from(key('alice', i).wif).signDigest(digest)),
    );
    await page.getByText('Paste a transaction signed elsewhere').click();
    await page
      .getByLabel('Signed transaction (JSON with signatures and packed_trx)')
      .fill(JSON.stringify({ ...unsigned, signatures }));
    await page.getByRole('button', { name: 'Read it' }).click();
    await page.getByRole('button', { name: 'Push to the node' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The node accepted the transaction.' }),
    ).toBeVisible();

    // The same transaction again: a duplicate, refused in words.
    const signed = page.getByLabel('Signed transaction (JSON with signatures and packed_trx)');
    await signed.fill(`${await signed.inputValue()}\n`);
    await page.getByRole('button', { name: 'Read it' }).click();
    await page.getByRole('button', { name: 'Push to the node' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /duplicate/i })).toBeVisible();
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
    await page.goto('/account/alice');
    const act = page.getByRole('list', { name: 'Act as alice' });
    await act.getByRole('link', { name: 'Transfer tokens' }).click();
    await expect(page).toHaveURL(/\/tools\/push\?/);
    await expect(page.getByLabel('from (name)')).toHaveValue('alice');
    await expect(page.getByLabel('Authorization', { exact: true })).toHaveValue('alice@active');

    await page.goto('/account/alice');
    await page
      .getByRole('list', { name: 'Act as alice' })
      .getByRole('link', { name: 'Vote for a validator' })
      .click();
    await expect(page.getByLabel('Action', { exact: true })).toHaveValue('delegatevote');
    await expect(page.getByLabel('grantor_name (name)')).toHaveValue('alice');

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
