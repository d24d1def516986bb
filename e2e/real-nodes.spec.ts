import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { errorBody, nodeErrors } from '../dev-node/src/node-errors.ts';
import { expect, test } from './fixtures';

/**
 * Answers recorded from real EOSIO-family nodes (test-fixtures/reference/, see its INDEX.md),
 * served to the explorer through Playwright request routing: each page must render them.
 */
const NODE = 'https://recorded-node.invalid';

interface Recording {
  request: { path: string; body?: unknown };
  response: { status: number; headers?: Record<string, string>; json: unknown; raw_text?: string };
}

function recording(file: string): Recording {
  return JSON.parse(readFileSync(`test-fixtures/reference/${file}`, 'utf8')) as Recording;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Fields that pick one recording among several for a path (others are paging/format details). */
const KEY_FIELDS = [
  'account_name',
  'block_num_or_id',
  'code',
  'table',
  'scope',
  'account',
  'symbol',
];

/** Block numbers and names may be sent as numbers or strings: compare them as text. */
function scalar(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v ?? '');
}

function matches(recorded: unknown, sent: unknown): boolean {
  if (!isRecord(recorded)) return true;
  const body = isRecord(sent) ? sent : {};
  return KEY_FIELDS.every(
    (k) => recorded[k] === undefined || scalar(recorded[k]) === scalar(body[k]),
  );
}

/**
 * Serves the given recordings (path + key fields of the body) as the node at NODE. A request
 * with no recording gets nodeos's 404 "Unknown Endpoint" envelope and is listed in `unrecorded`.
 */
async function serveRecordings(page: Page, files: string[]) {
  const recordings = files.map(recording);
  const unrecorded: string[] = [];
  await page.route(`${NODE}/**`, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    const raw = request.postData();
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = undefined;
    }
    const hit = recordings.find((r) => r.request.path === path && matches(r.request.body, body));
    const cors = { 'access-control-allow-origin': '*', 'content-type': 'application/json' };
    if (!hit) {
      unrecorded.push(`${path} ${raw ?? ''}`);
      await route.fulfill({
        status: 404,
        headers: cors,
        body: errorBody(nodeErrors.notFound()),
      });
      return;
    }
    await route.fulfill({
      status: hit.response.status,
      headers: cors,
      body: hit.response.raw_text ?? JSON.stringify(hit.response.json),
    });
  });
  return unrecorded;
}

async function open(page: Page, path: string) {
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${sep}node=${encodeURIComponent(NODE)}`);
}

const main = (page: Page) => page.getByRole('main');

test.describe('answers recorded from real nodes', () => {
  test('dashboard: CyberWay mainnet get_info, v2.1.1 and v2.0.2', async ({ page }) => {
    await serveRecordings(page, ['cyberway-mainnet__get_info__v2.1.1.json']);
    await open(page, '/');
    await expect(main(page)).toContainText('11,895,594');
    await expect(main(page)).toContainText('v2.1.1');
    await expect(main(page)).toContainText('591c8aa5');

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await serveRecordings(page, ['cyberway-mainnet__get_info__v2.0.2.json']);
    await open(page, '/');
    await expect(main(page)).toContainText('2,419,294');
    await expect(main(page)).toContainText('v2.0.2-37-g27be611d0');
  });

  test('dashboard: EOSIO and Leap get_info (BEOS, Jungle 3, Jungle 4)', async ({ page }) => {
    for (const [file, head, version] of [
      ['eosio-beos__get_info.json', '272,964,808', 'BEOS-JURISDICTION-RELEASE'],
      ['eosio-jungle3__get_info__v2.1.0.json', '97,034,486', 'v2.1.0'],
      ['leap-jungle4__get_info__v4.0.4.json', '101,720,380', 'v4.0.4'],
    ] as const) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await serveRecordings(page, [file]);
      await open(page, '/');
      await expect(main(page)).toContainText(head);
      await expect(main(page)).toContainText(version);
    }
  });

  // EOS mainnet pages need a head past block 124,472,078: BEOS's recorded get_info has one.
  const EOS_HEAD = 'eosio-beos__get_info.json';

  test('block: EOS block 124472078 and its 8 transactions', async ({ page }) => {
    const block = recording('eos-mainnet__get_block__124472078__with_trx.json').response.json;
    if (!isRecord(block) || !Array.isArray(block['transactions'])) throw new Error('bad fixture');
    await serveRecordings(page, [EOS_HEAD, 'eos-mainnet__get_block__124472078__with_trx.json']);
    await open(page, '/block/124472078');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('124,472,078');
    await expect(main(page)).toContainText('okcapitalbp1');
    await expect(main(page)).toContainText(
      '076b4b0e9309c81151c94439c761743fbca23a59a7f71b56ef0f2801f13348b5',
    );
    // Every transaction is listed; a packed one shows its id, an unpacked one its actions.
    await expect(main(page)).toContainText('621c3a54');
    await expect(main(page)).toContainText('b48c2c3d');
    await expect(main(page)).toContainText('mainstep');
  });

  test('block: an empty EOS block, and one asked for by id', async ({ page }) => {
    await serveRecordings(page, [
      EOS_HEAD,
      'eos-mainnet__get_block__8482113__empty.json',
      'eos-mainnet__get_block__by_id.json',
    ]);
    await open(page, '/block/8482113');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('8,482,113');
    await expect(main(page)).toContainText(/no transactions/i);
    await open(page, '/block/00816d41e41f1462acb648b810b20f152d944fabd79aaff31c9f50102e4e5db9');
    await expect(main(page)).toContainText('8,482,113');
  });

  test('account: teamgreymass on EOS', async ({ page }) => {
    await serveRecordings(page, [EOS_HEAD, 'eos-mainnet__get_account__teamgreymass.json']);
    await open(page, '/account/teamgreymass');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('teamgreymass');
    await expect(main(page)).toContainText('2018-06-10');
    await expect(main(page)).toContainText('2,084.3726 EOS');
    await open(page, '/account/teamgreymass/permissions');
    for (const perm of ['owner', 'active', 'claim', 'producerjson']) {
      await expect(main(page).getByText(perm, { exact: true }).first()).toBeVisible();
    }
  });

  test('account: eosio on Jungle 3 and Jungle 4, and a FIO account without a core balance', async ({
    page,
  }) => {
    for (const [info, file, name] of [
      ['eosio-jungle3__get_info__v2.1.0.json', 'eosio-jungle3__get_account__eosio.json', 'eosio'],
      ['leap-jungle4__get_info__v4.0.4.json', 'leap-jungle4__get_account__eosio.json', 'eosio'],
      [EOS_HEAD, 'fio-mainnet__get_account__no_core_liquid_balance.json', 'lhp1ytjibtea'],
    ] as const) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await serveRecordings(page, [info, file]);
      await open(page, `/account/${name}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await expect(main(page)).toContainText('Created');
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
  });

  test('contract: the eosio.token ABI of EOS and Jungle 4', async ({ page }) => {
    for (const abi of [
      'eos-mainnet__get_abi__eosio.token.json',
      'leap-jungle4__get_abi__eosio.token.json',
    ]) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await serveRecordings(page, [EOS_HEAD, abi]);
      await open(page, '/account/eosio.token/contract');
      for (const action of ['transfer', 'issue', 'retire', 'open', 'close']) {
        await expect(main(page).getByText(action, { exact: true }).first()).toBeVisible();
      }
      await expect(main(page).getByText('accounts', { exact: true }).first()).toBeVisible();
      await expect(main(page).getByText('stat', { exact: true }).first()).toBeVisible();
    }
  });

  test('table rows: eosio.token stat on EOS', async ({ page }) => {
    await serveRecordings(page, [
      EOS_HEAD,
      'eos-mainnet__get_abi__eosio.token.json',
      'eos-mainnet__get_table_rows__stat_json.json',
    ]);
    await open(page, '/account/eosio.token/tables/stat?scope=5459781');
    await expect(main(page)).toContainText('1163425144.7960 EOS');
    await expect(main(page)).toContainText('10000000000.0000 EOS');
    await expect(main(page)).toContainText('eosio');
  });

  test('token: EOS stats on Jungle 4', async ({ page }) => {
    await serveRecordings(page, [
      'leap-jungle4__get_info__v4.0.4.json',
      'leap-jungle4__get_currency_stats.json',
    ]);
    await open(page, '/token/eosio.token/EOS');
    await expect(main(page)).toContainText(/18,?653,?020,?423\.8890 EOS/);
    await expect(main(page)).toContainText(/100,?000,?000,?000\.0000 EOS/);
  });

  test('schedule: the Jungle 4 producer schedule (entries as arrays)', async ({ page }) => {
    await serveRecordings(page, [
      'leap-jungle4__get_info__v4.0.4.json',
      'leap-jungle4__get_producer_schedule.json',
    ]);
    await open(page, '/schedule');
    await expect(main(page)).toContainText('72');
    await expect(main(page).getByText('alohaeostest').first()).toBeVisible();
    await expect(main(page).getByText('atticlabeosb').first()).toBeVisible();
  });

  test('recorded errors: unknown accounts (400 and 500) are "not found", a bad block id is explained', async ({
    page,
  }) => {
    await serveRecordings(page, [
      'leap-jungle4__get_info__v4.0.4.json',
      'leap-jungle4__get_account__error_unknown_400.json',
      'leap-jungle4__get_account__error_unknown_500.json',
      'leap-jungle4__get_block__error_invalid_id.json',
    ]);
    for (const name of ['nonexistent', 'nani1']) {
      await open(page, `/account/${name}`);
      await expect(main(page)).toContainText(/not found|does not exist/i);
      await expect(main(page)).toContainText(name);
    }
    await open(page, '/block/A1234');
    await expect(main(page)).toContainText(/A1234/);
  });
});
