import type { Page, Request } from '@playwright/test';
import { Bytes, Checksum256, PrivateKey } from '@wharfkit/antelope';
import { testKeys } from '../dev-node/src/test-keys.ts';
import { expect } from './fixtures';

/*
 * What the transaction builder's specs share: the dev node's test keys, calls to a spec's own
 * node, the builder opened on a transfer, and what a page could keep or send of a secret.
 */

/** A test account's active key (alice has three: `index` picks one). */
export function testKey(account: string, index = 0) {
  const found = testKeys(1).filter((k) => k.account === account && k.permission === 'active')[
    index
  ];
  if (!found) throw new Error(`no test key of ${account}`);
  return found;
}

export async function nodeCall(nodeUrl: string, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${nodeUrl}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return res.json();
}

/** An account's CYBER as the node answers it, e.g. "123.4567 CYBER". */
export async function cyberBalance(nodeUrl: string, account: string): Promise<string> {
  const list = await nodeCall(nodeUrl, '/v1/chain/get_currency_balance', {
    code: 'cyber.token',
    account,
    symbol: 'CYBER',
  });
  return Array.isArray(list) ? String(list[0]) : '';
}

/** "1234.5000 CYBER" as the pages write it: "1,234.5000 CYBER". */
export function shownAsset(asset: string): string {
  const [amount = '', symbol = ''] = asset.split(' ');
  const [whole = '', fraction = ''] = amount.split('.');
  return `${Number(whole).toLocaleString('en-US')}.${fraction} ${symbol}`;
}

/** The builder opened from a link holding one action; `extra` adds to the query. */
export async function openAction(
  page: Page,
  nodeUrl: string,
  action: { name: string; auth: string; data: Record<string, unknown> },
  extra = '',
) {
  const query = new URLSearchParams({
    node: nodeUrl,
    action1: action.name,
    auth1: action.auth,
    data1: JSON.stringify(action.data),
  });
  await page.goto(`/tools/push?${query.toString()}${extra}`);
  await expect(page.getByRole('heading', { name: 'Transaction builder' })).toBeVisible();
}

/** The builder opened from a link holding alice's transfer to bob. */
export async function openTransfer(
  page: Page,
  nodeUrl: string,
  opts: { memo?: string; quantity?: string; extra?: string } = {},
) {
  const { memo = 'builder e2e', quantity = '1.2500 CYBER', extra = '' } = opts;
  const data = { from: 'alice', to: 'bob', quantity, memo };
  await openAction(
    page,
    nodeUrl,
    { name: 'cyber.token::transfer', auth: 'alice@active', data },
    extra,
  );
  await expect(page.getByLabel('to (name)')).toHaveValue('bob');
}

/** Signs the built transaction with these keys (alice's first two unless told). */
export async function signWith(
  page: Page,
  wifs = [testKey('alice', 0).wif, testKey('alice', 1).wif],
) {
  const sign = page.getByRole('form', { name: 'Sign' });
  for (const [i, wif] of wifs.entries()) {
    if (i > 0) await sign.getByRole('button', { name: 'Add another key' }).click();
    await sign.getByLabel(`Private key ${i + 1}`).fill(wif);
  }
  await sign.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('list', { name: 'Signatures' }).getByRole('listitem')).toHaveCount(
    wifs.length,
  );
}

/** Builds the draft and signs it with alice's first two keys. */
export async function buildAndSign(page: Page) {
  await page.getByRole('button', { name: 'Build and review' }).click();
  await signWith(page);
}

/** Pushes the signed transaction; the node's acceptance as the page shows it. */
export async function pushSigned(page: Page) {
  await page.getByRole('button', { name: 'Push to the node' }).click();
  return page.getByRole('status').filter({ hasText: 'The node accepted the transaction.' });
}

/** Builds the draft, signs it with these keys (alice's first two unless told) and pushes it. */
export async function buildSignAndPush(page: Page, wifs?: string[]) {
  await page.getByRole('button', { name: 'Build and review' }).click();
  await signWith(page, wifs);
  await expect(await pushSigned(page)).toBeVisible();
}

/**
 * The request log's entry for the push, opened as a person would: its curl (copied) and the
 * drawer's whole markup, then the drawer is closed.
 */
export async function pushRequestAsLogged(page: Page): Promise<{ curl: string; drawer: string }> {
  await page.getByRole('button', { name: 'Requests' }).click();
  const log = page.getByRole('dialog', { name: 'Requests' });
  await log.getByRole('button', { name: 'POST /v1/chain/push_transaction' }).first().click();
  const details = log.getByRole('region', { name: 'POST /v1/chain/push_transaction' });
  await details.getByRole('button', { name: 'Copy as curl' }).click();
  const curl = await details.getByTestId('as-curl').innerText();
  const drawer = await log.evaluate((el) => el.innerHTML);
  await page.keyboard.press('Escape');
  return { curl, drawer };
}

/** The builder's unsigned export (open on the page), as JSON. */
export async function unsignedExport(page: Page): Promise<{ packed_trx: string }> {
  await page.getByText('To sign it elsewhere: JSON and a cleos command').click();
  const exported = page.getByLabel('Unsigned packed transaction (JSON)', { exact: true });
  return JSON.parse(await exported.innerText()) as { packed_trx: string };
}

/** Signatures made outside the browser, as another wallet would: over chain id ‖ bytes ‖ 32 zeros. */
export async function signElsewhere(
  nodeUrl: string,
  packedHex: string,
  wifs: string[],
): Promise<string[]> {
  const info = (await nodeCall(nodeUrl, '/v1/chain/get_info', {})) as { chain_id: string };
  const digest = Checksum256.hash(
    Bytes.from(info.chain_id, 'hex')
      .appending(Bytes.from(packedHex, 'hex'))
      .appending(new Uint8Array(32)),
  );
  return wifs.map((wif) => String(PrivateKey.from(wif).signDigest(digest)));
}

/** Pastes a signed transaction into the builder's broadcast form and pushes it. */
export async function pasteAndPush(page: Page, signed: unknown) {
  const summary = page.getByText('Paste a transaction signed elsewhere');
  const field = page.getByLabel('Signed transaction (JSON with signatures and packed_trx)');
  if (!(await field.isVisible())) await summary.click();
  await field.fill(JSON.stringify(signed));
  await page.getByRole('button', { name: 'Read it' }).click();
  await page.getByRole('button', { name: 'Push to the node' }).last().click();
}

/** Every request the page sends anywhere: its address and body. */
export function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (req: Request) => bodies.push(`${req.url()} ${req.postData() ?? ''}`));
  return bodies;
}

/** Everything the page wrote to the console, and its uncaught errors. */
export function recordConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => lines.push(m.text()));
  page.on('pageerror', (e) => lines.push(`${e.message}\n${e.stack ?? ''}`));
  return lines;
}

/** localStorage, sessionStorage and every IndexedDB store, as one text. */
export async function everythingStored(page: Page): Promise<string> {
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
