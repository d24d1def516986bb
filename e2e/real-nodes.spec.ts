import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

/**
 * The explorer against answers recorded from real EOSIO-family nodes (EOS, Jungle, FIO,
 * CyberWay; test-fixtures/reference, a copy of ../shared/reference). A made-up node URL is
 * opened with ?node=, and every request to it is answered from the recordings.
 */
const NODE = 'https://recorded-node.example';
const DIR = fileURLToPath(new URL('../test-fixtures/reference/', import.meta.url));

interface Recording {
  file: string;
  path: string;
  body: Record<string, unknown> | null;
  status: number;
  text: string;
}

const recordings: Recording[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .flatMap((file) => {
    const data = JSON.parse(readFileSync(`${DIR}${file}`, 'utf8')) as {
      request?: { path: string; body?: Record<string, unknown> | null };
      response?: { status: number; json: unknown; raw_text?: string };
    };
    if (!data.request || !data.response) return [];
    return [
      {
        file,
        path: data.request.path,
        body: data.request.body ?? null,
        status: data.response.status,
        text: data.response.raw_text ?? JSON.stringify(data.response.json),
      },
    ];
  });

function recording(file: string): Recording {
  const found = recordings.find((r) => r.file === file);
  if (!found) throw new Error(`no recording ${file}`);
  return found;
}

/** What `file` recorded, as JSON. */
function recorded<T>(file: string): T {
  return JSON.parse(recording(file).text) as T;
}

/** A request matches a recording of its path whose identifying fields it repeats. */
function matches(r: Recording, path: string, body: Record<string, unknown>, keys: string[]) {
  if (r.path !== path) return false;
  return keys.every(
    (k) =>
      r.body?.[k] === undefined ||
      JSON.stringify(r.body[k]) === JSON.stringify(body[k]) ||
      `${r.body[k] as string | number}` === `${body[k] as string | number}`,
  );
}

const IDENTIFYING = [
  'account_name',
  'block_num_or_id',
  'code',
  'table',
  'scope',
  'symbol',
  'account',
];

/**
 * Answers every request to NODE from the recordings in `files` (by path and identifying fields);
 * a request with no recording gets a real node's error answer (unknown block), as a node that
 * does not have the data would give.
 */
async function serveRecordings(page: Page, files: string[]) {
  const chosen = files.map(recording);
  const missing = recording('leap-jungle4__get_block__error_invalid_id.json');
  const unanswered: string[] = [];
  await page.route(`${NODE}/**`, async (route) => {
    const url = new URL(route.request().url());
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    } catch {
      body = {};
    }
    const hit = chosen.find((r) => matches(r, url.pathname, body, IDENTIFYING));
    if (!hit) unanswered.push(`${url.pathname} ${route.request().postData() ?? ''}`);
    const answer = hit ?? missing;
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: answer.text,
    });
  });
  return unanswered;
}

function open(page: Page, path: string) {
  return page.goto(`${path}${path.includes('?') ? '&' : '?'}node=${encodeURIComponent(NODE)}`);
}

test.describe('recorded answers of real nodes', () => {
  for (const file of [
    'cyberway-mainnet__get_info__v2.0.2.json',
    'cyberway-mainnet__get_info__v2.1.1.json',
    'eosio-beos__get_info.json',
    'eosio-jungle3__get_info__v2.1.0.json',
    'leap-jungle4__get_info__v4.0.4.json',
  ]) {
    test(`dashboard: get_info of ${file.split('__')[0]} ${file.split('__')[2] ?? ''}`, async ({
      page,
    }) => {
      await serveRecordings(page, [file]);
      const info = recorded<{ head_block_num: number; chain_id: string; server_version: string }>(
        file,
      );
      await open(page, '/');
      await expect(page.getByTestId('head-block')).toHaveText(
        info.head_block_num.toLocaleString('en-US'),
      );
      const chain = page.getByRole('region', { name: 'Chain' });
      await expect(chain).toContainText(info.chain_id);
      await expect(chain).toContainText(info.server_version);
      // The recording has no blocks: the feed says so per row, the page stays.
      await expect(page.getByText(/Could not load/).first()).toBeVisible();
    });
  }

  test('block page: an EOS mainnet block with its transactions', async ({ page }) => {
    const file = 'eos-mainnet__get_block__124472078__with_trx.json';
    await serveRecordings(page, ['leap-jungle4__get_info__v4.0.4.json', file]);
    const block = recorded<{ id: string; producer: string; transactions: unknown[] }>(file);
    await open(page, '/block/124472078');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block 124,472,078');
    await expect(page.getByText(block.id).first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText(block.producer);
    await expect(
      page.getByRole('table', {
        name: `Transactions of block 124,472,078 (${block.transactions.length.toLocaleString('en-US')})`,
      }),
    ).toBeAttached();
  });

  test('block page: an empty EOS block, and a block opened by its id', async ({ page }) => {
    const byId = 'eos-mainnet__get_block__by_id.json';
    await serveRecordings(page, [
      'leap-jungle4__get_info__v4.0.4.json',
      'eos-mainnet__get_block__8482113__empty.json',
      byId,
    ]);
    await open(page, '/block/8482113');
    await expect(page.getByText('This block holds no transactions.')).toBeVisible();
    const block = recorded<{ id: string; block_num: number }>(byId);
    await open(page, `/block/${block.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Block ${block.block_num.toLocaleString('en-US')}`,
    );
  });

  test('account page: an EOS account with its permissions and resources', async ({ page }) => {
    const file = 'eos-mainnet__get_account__teamgreymass.json';
    await serveRecordings(page, ['leap-jungle4__get_info__v4.0.4.json', file]);
    const account = recorded<{
      permissions: { perm_name: string; required_auth: { keys: { key: string }[] } }[];
    }>(file);
    await open(page, '/account/teamgreymass');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('teamgreymass');
    await page.getByRole('link', { name: 'Permissions' }).click();
    for (const p of account.permissions) {
      await expect(page.getByRole('main')).toContainText(p.perm_name);
      const key = p.required_auth.keys[0]?.key;
      if (key) await expect(page.getByRole('main')).toContainText(key);
    }
  });

  test('account page: accounts of Jungle and FIO nodes', async ({ page }) => {
    await serveRecordings(page, [
      'leap-jungle4__get_info__v4.0.4.json',
      'leap-jungle4__get_account__eosio.json',
      'fio-mainnet__get_account__no_core_liquid_balance.json',
    ]);
    await open(page, '/account/eosio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('eosio');
    await expect(page.getByRole('main')).toContainText('owner');
    await open(page, '/account/lhp1ytjibtea');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('lhp1ytjibtea');
    await expect(page.getByRole('main')).toContainText('active');
  });

  test('account page: real "unknown account" errors (400 and 500) read as not found', async ({
    page,
  }) => {
    await serveRecordings(page, [
      'leap-jungle4__get_info__v4.0.4.json',
      'leap-jungle4__get_account__error_unknown_400.json',
      'leap-jungle4__get_account__error_unknown_500.json',
    ]);
    for (const name of ['nonexistent', 'nani1']) {
      await open(page, `/account/${name}`);
      await expect(page.getByText(`Account ${name} not found`)).toBeVisible();
    }
  });

  test('contract page: the eosio.token ABI of EOS mainnet', async ({ page }) => {
    await serveRecordings(page, [
      'leap-jungle4__get_info__v4.0.4.json',
      'eos-mainnet__get_abi__eosio.token.json',
    ]);
    const { abi } = recorded<{ abi: { actions: { name: string }[]; tables: { name: string }[] } }>(
      'eos-mainnet__get_abi__eosio.token.json',
    );
    await open(page, '/account/eosio.token/contract');
    const main = page.getByRole('main');
    for (const a of abi.actions) await expect(main).toContainText(a.name);
    for (const t of abi.tables) await expect(main).toContainText(t.name);
  });

  test('table browser: EOS token stats from a recorded get_table_rows', async ({ page }) => {
    const rows = 'eos-mainnet__get_table_rows__stat_json.json';
    await serveRecordings(page, [
      'leap-jungle4__get_info__v4.0.4.json',
      'eos-mainnet__get_abi__eosio.token.json',
      rows,
    ]);
    const answer = recorded<{ rows: { supply: string; issuer: string }[] }>(rows);
    await open(page, '/account/eosio.token/tables/stat?scope=5459781');
    const table = page.getByRole('table', { name: /Rows of eosio\.token\.stat/ });
    const first = answer.rows[0];
    if (!first) throw new Error('recording has no rows');
    await expect(table).toContainText(first.issuer);
    await expect(table).toContainText(first.supply.split(' ')[1] ?? '');
  });

  test('schedule page: the Jungle 4 producer schedule', async ({ page }) => {
    const file = 'leap-jungle4__get_producer_schedule.json';
    await serveRecordings(page, ['leap-jungle4__get_info__v4.0.4.json', file]);
    const schedule = recorded<{ active: { producers: { producer_name: string }[] } }>(file);
    await open(page, '/schedule');
    const main = page.getByRole('main');
    for (const p of schedule.active.producers.slice(0, 5)) {
      await expect(main).toContainText(p.producer_name);
    }
  });

  test('token page: Jungle 4 EOS currency stats', async ({ page }) => {
    const file = 'leap-jungle4__get_currency_stats.json';
    await serveRecordings(page, ['leap-jungle4__get_info__v4.0.4.json', file]);
    const stats = recorded<Record<string, { supply: string; issuer: string }>>(file);
    const eos = stats['EOS'];
    if (!eos) throw new Error('recording has no EOS stats');
    await open(page, '/token/eosio.token/EOS');
    const main = page.getByRole('main');
    await expect(main).toContainText(eos.issuer);
    await expect(main).toContainText(
      eos.supply.split('.')[0]?.replace(/\B(?=(\d{3})+(?!\d))/g, ',') ?? '',
    );
  });
});
