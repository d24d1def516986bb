import { Asset, Checksum256 } from '@wharfkit/antelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  BALANCES,
  DICE,
  HISTORY_BLOCKS,
  NOTABLE_BLOCKS,
  RECENT_BLOCKS,
  RESERVE_SLOTS,
} from './fixtures.ts';
import { parseTime } from './json.ts';
import { createDevNode, type DevNode } from './server.ts';
import { at, call, replayedBalance, startTestNode, TEST_START_MS } from './test-helpers.ts';

let node: DevNode;
beforeAll(async () => {
  node = await startTestNode();
}, 60_000);
afterAll(() => node.close());

const chain = (op: string, body?: unknown) => call(node, `/v1/chain/${op}`, body);
const net = (op: string, body?: unknown) => call(node, `/v1/net/${op}`, body);

function expectError(answer: { status: number; json: unknown }, status: number, name: string) {
  expect(answer.status).toBe(status);
  expect(at(answer.json, 'code')).toBe(status);
  expect(at(answer.json, 'error', 'name')).toBe(name);
  expect(at(answer.json, 'error', 'details', 0, 'message')).toEqual(expect.any(String));
}

describe('transport', () => {
  it('answers get_info by POST and GET, with CORS', async () => {
    const post = await chain('get_info');
    expect(post.status).toBe(200);
    expect(post.headers.get('access-control-allow-origin')).toBe('*');
    expect(post.headers.get('content-type')).toBe('application/json');
    const get = await call(node, '/v1/chain/get_info', undefined, { method: 'GET' });
    expect(get.status).toBe(200);
    expect(at(get.json, 'head_block_num')).toBe(HISTORY_BLOCKS);
  });

  it('answers OPTIONS preflight with 200 and the allowed methods and headers', async () => {
    const res = await fetch(`${node.url}/v1/chain/get_block`, { method: 'OPTIONS' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('404s unknown paths with the nodeos envelope', async () => {
    expectError(await call(node, '/v1/chain/nope'), 404, 'exception');
    expectError(
      await call(node, '/dev/produce_block', undefined, { method: 'GET' }),
      404,
      'exception',
    );
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const answer = await chain('get_info', `{"x":"${'a'.repeat(1024 * 1024)}"}`);
    expect(answer.status).toBe(413);
  });

  it('maps bad bodies like nodeos: parse error 500, whitespace 422, wrong shape 500', async () => {
    expectError(await chain('get_info', 'abc'), 500, 'parse_error_exception');
    expectError(await chain('get_block', '{"block_num_or_id":'), 500, 'parse_error_exception');
    expectError(await chain('get_info', '   '), 422, 'eof_exception');
    expectError(await chain('get_info', '[]'), 500, 'bad_cast_exception');
    expectError(await chain('get_account', { account_name: 12.5 }), 500, 'bad_cast_exception');
  });
});

describe('same seed, same chain', () => {
  const chainId = async (n: DevNode) => at((await call(n, '/v1/chain/get_info')).json, 'chain_id');
  const block = (n: DevNode, num: number) =>
    call(n, '/v1/chain/get_block', { block_num_or_id: num });

  it('is the same chain after a restart with the same seed and start time: same id, same blocks', async () => {
    // Started later by the clock with the same --start-time, as a restart of the first node.
    const restarted = await createDevNode({
      port: 0,
      manual: true,
      startMs: TEST_START_MS,
      clock: () => TEST_START_MS + 3_600_000,
    });
    // The build held the event loop: let idle keep-alive sockets close first (as below).
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      expect(await chainId(restarted)).toBe(await chainId(node));
      expect(await chainId(node)).toMatch(/^[0-9a-f]{64}$/);
      for (const num of [1, NOTABLE_BLOCKS.transfer, 12_500, HISTORY_BLOCKS]) {
        const [a, b] = await Promise.all([block(node, num), block(restarted, num)]);
        expect(at(a.json, 'id')).toMatch(/^[0-9a-f]{64}$/);
        expect(b.text).toBe(a.text);
      }
      const health = async (n: DevNode) =>
        at(
          (await call(n, '/v2/health', undefined, { method: 'GET' })).json,
          'health',
          1,
          'service_data',
          'chain_id',
        );
      expect(await health(restarted)).toBe(await chainId(node));
    } finally {
      await restarted.close();
    }
  }, 60_000);

  it('serves the same older history ids whenever it starts, under another chain id when its last hour differs', async () => {
    const later = Date.UTC(2027, 6, 14, 9, 26, 53);
    const other = await createDevNode({ port: 0, manual: true, clock: () => later });
    // Building the other chain held the event loop for seconds: let the first node close the
    // keep-alive sockets that went idle meanwhile, before the client tries to reuse one.
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      // Another history, another chain.
      expect(await chainId(other)).not.toBe(await chainId(node));
      // Transaction signatures commit to the chain id; all else of the older history is the same.
      const unsigned = (text: string) =>
        text.replace(/"signatures":\[[^\]]*\]/g, '"signatures":[]');
      const older = HISTORY_BLOCKS - RECENT_BLOCKS;
      for (const num of [1, NOTABLE_BLOCKS.transfer, NOTABLE_BLOCKS.deploy, older]) {
        const [a, b] = await Promise.all([block(node, num), block(other, num)]);
        expect(at(a.json, 'id')).toMatch(/^[0-9a-f]{64}$/);
        expect(unsigned(b.text)).toBe(unsigned(a.text));
      }
      // The last hour ends at each node's own start time, after a gap (as after a chain halt).
      const [a, b] = await Promise.all([block(node, older + 1), block(other, older + 1)]);
      expect(at(b.json, 'id')).not.toBe(at(a.json, 'id'));
      const headTime = async (n: DevNode) =>
        parseTime(String(at((await call(n, '/v1/chain/get_info')).json, 'head_block_time')));
      // --manual: the head sits RESERVE_SLOTS before the start, so blocks can be made at any pace.
      const reserveMs = RESERVE_SLOTS * 3000;
      expect(TEST_START_MS - reserveMs - (await headTime(node))).toBeLessThan(3000);
      expect(TEST_START_MS - reserveMs - (await headTime(node))).toBeGreaterThanOrEqual(0);
      expect(later - reserveMs - (await headTime(other))).toBeLessThan(3000);
      const first = parseTime(String(at(b.json, 'timestamp')));
      expect(later - reserveMs - first).toBeLessThan(RECENT_BLOCKS * 3000);
      // Delayed transactions of the last hour are still scheduled.
      const scheduled = await call(other, '/v1/chain/get_scheduled_transactions', { limit: 100 });
      expect((at(scheduled.json, 'transactions') as unknown[]).length).toBeGreaterThan(10);
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe('blocks', () => {
  it('get_block by number and by id, with real ids and links', async () => {
    const byNum = await chain('get_block', { block_num_or_id: NOTABLE_BLOCKS.transfer });
    expect(byNum.status).toBe(200);
    const id = at(byNum.json, 'id') as string;
    expect(parseInt(id.slice(0, 8), 16)).toBe(NOTABLE_BLOCKS.transfer);
    const byId = await chain('get_block', { block_num_or_id: id });
    expect(byId.text).toBe(byNum.text);
    const asNumber = await chain('get_block', { block_num_or_id: String(NOTABLE_BLOCKS.transfer) });
    expect(asNumber.text).toBe(byNum.text);
    const trx = at(byNum.json, 'transactions', 0, 'trx') as { id: string; packed_trx: string };
    expect(Checksum256.hash(Buffer.from(trx.packed_trx, 'hex')).hexString).toBe(trx.id);
    expect(
      at(byNum.json, 'transactions', 0, 'trx', 'transaction', 'actions', 0, 'data', 'memo'),
    ).toBe('fixture: alice pays bob');
    const prev = await chain('get_block', { block_num_or_id: NOTABLE_BLOCKS.transfer - 1 });
    expect(at(byNum.json, 'previous')).toBe(at(prev.json, 'id'));
    expect(at(byNum.json, 'timestamp')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000$/);
  });

  it('get_block errors: invalid id 500, unknown block 400', async () => {
    expectError(
      await chain('get_block', { block_num_or_id: 'A1234' }),
      500,
      'block_id_type_exception',
    );
    expectError(await chain('get_block', { block_num_or_id: '' }), 500, 'block_id_type_exception');
    expectError(await chain('get_block', {}), 500, 'block_id_type_exception');
    expectError(
      await chain('get_block', { block_num_or_id: 99_999_999 }),
      400,
      'unknown_block_exception',
    );
    expectError(
      await chain('get_block', { block_num_or_id: 'f'.repeat(64) }),
      400,
      'unknown_block_exception',
    );
  });

  it('get_block_header_state only for reversible blocks', async () => {
    const info = await chain('get_info');
    const head = at(info.json, 'head_block_num') as number;
    const lib = at(info.json, 'last_irreversible_block_num') as number;
    const state = await chain('get_block_header_state', { block_num_or_id: head });
    expect(state.status).toBe(200);
    expect(at(state.json, 'block_num')).toBe(head);
    expect(at(state.json, 'dpos_irreversible_blocknum')).toBe(lib);
    expect(at(state.json, 'blockroot_merkle', '_node_count')).toBe(head - 1);
    expect(at(state.json, 'block_signing_key')).toMatch(/^GLS/);
    expectError(
      await chain('get_block_header_state', { block_num_or_id: lib }),
      400,
      'unknown_block_exception',
    );
    expectError(
      await chain('get_block_header_state', { block_num_or_id: 1 }),
      400,
      'unknown_block_exception',
    );
  });

  it('get_info: LIB trails the head, 64-bit limits encoded as numbers below 2^32', async () => {
    const info = await chain('get_info');
    const head = at(info.json, 'head_block_num') as number;
    const lib = at(info.json, 'last_irreversible_block_num') as number;
    expect(head - lib).toBeGreaterThanOrEqual(12);
    expect(head - lib).toBeLessThanOrEqual(50);
    expect(at(info.json, 'head_block_time')).not.toMatch(/Z$/);
  });
});

describe('accounts and contracts', () => {
  it('get_account with multi-key and delegated permissions', async () => {
    const alice = await chain('get_account', { account_name: ACCOUNTS.alice });
    expect(alice.status).toBe(200);
    expect(at(alice.json, 'core_liquid_balance')).toBe(
      replayedBalance(node.chain, ACCOUNTS.alice, BALANCES.alice.CYBER),
    );
    expect(at(alice.json, 'permissions', 0, 'required_auth', 'threshold')).toBe(2);
    expect(
      (at(alice.json, 'permissions') as { perm_name: string }[]).map((p) => p.perm_name),
    ).toEqual(['active', 'billing', 'owner']);
    expect(at(alice.json, 'stake_info')).toMatch(/ CYBER$/);
    expect(at(alice.json, 'refund_request')).toBeNull();
    const bob = await chain('get_account', {
      account_name: ACCOUNTS.bob,
      expected_core_symbol: '4,CYBER',
    });
    expect(
      at(bob.json, 'permissions', 0, 'required_auth', 'accounts', 0, 'permission', 'actor'),
    ).toBe('alice');
    const empty = await chain('get_account', { account_name: ACCOUNTS.empty });
    expect(at(empty.json, 'core_liquid_balance')).toBeUndefined();
  });

  it('get_account errors: unknown 500 ChainDB, invalid name 500, bad symbol 500', async () => {
    expectError(
      await chain('get_account', { account_name: 'nosuchacct' }),
      500,
      'chaindb_midx_find_exception',
    );
    expectError(await chain('get_account', { account_name: 'Alice' }), 500, 'name_type_exception');
    expectError(
      await chain('get_account', { account_name: 'waytoolongname15' }),
      500,
      'name_type_exception',
    );
    expectError(
      await chain('get_account', { account_name: 'alice', expected_core_symbol: '4,cyber' }),
      500,
      'symbol_type_exception',
    );
  });

  it('code and ABI: wasm whose sha256 is code_hash, binary ABI whose sha256 is abi_hash', async () => {
    const code = await chain('get_code', { account_name: DICE.account, code_as_wasm: true });
    const wasm = Buffer.from(at(code.json, 'wasm') as string, 'hex');
    expect(WebAssembly.validate(wasm)).toBe(true);
    expect(Checksum256.hash(wasm).hexString).toBe(at(code.json, 'code_hash'));
    expect((await chain('get_code', { account_name: DICE.account })).status).toBe(200);
    const hash = await chain('get_code_hash', { account_name: DICE.account });
    expect(at(hash.json, 'code_hash')).toBe(at(code.json, 'code_hash'));
    const raw = await chain('get_raw_code_and_abi', { account_name: DICE.account });
    expect(Checksum256.hash(Buffer.from(at(raw.json, 'wasm') as string, 'base64')).hexString).toBe(
      at(code.json, 'code_hash'),
    );
    const rawAbi = await chain('get_raw_abi', { account_name: DICE.account });
    expect(
      Checksum256.hash(Buffer.from(at(rawAbi.json, 'abi') as string, 'base64')).hexString,
    ).toBe(at(rawAbi.json, 'abi_hash'));
    const same = await chain('get_raw_abi', {
      account_name: DICE.account,
      abi_hash: at(rawAbi.json, 'abi_hash'),
    });
    expect(at(same.json, 'abi')).toBeUndefined();
    const abi = await chain('get_abi', { account_name: 'cyber.token' });
    expect(at(abi.json, 'abi', 'version')).toBe('cyberway::abi/1.1');
    expect(at(abi.json, 'abi', 'tables', 0, 'indexes', 0, 'orders', 0, 'field')).toBe(
      'balance._sym',
    );
    const noCode = await chain('get_code_hash', { account_name: ACCOUNTS.alice });
    expect(at(noCode.json, 'code_hash')).toBe('0'.repeat(64));
    expectError(
      await chain('get_abi', { account_name: 'nosuchacct' }),
      500,
      'chaindb_midx_find_exception',
    );
  });

  it('abi_json_to_bin and abi_bin_to_json round-trip with real serialization', async () => {
    const args = { from: 'alice', to: 'bob', quantity: '1.2345 CYBER', memo: 'hi' };
    const bin = await chain('abi_json_to_bin', { code: 'cyber.token', action: 'transfer', args });
    expect(at(bin.json, 'binargs')).toMatch(/^[0-9a-f]+$/);
    const back = await chain('abi_bin_to_json', {
      code: 'cyber.token',
      action: 'transfer',
      binargs: at(bin.json, 'binargs'),
    });
    expect(at(back.json, 'args')).toEqual(args);
    expectError(
      await chain('abi_json_to_bin', { code: 'cyber.token', action: 'nope', args }),
      500,
      'action_validate_exception',
    );
    expectError(
      await chain('abi_json_to_bin', {
        code: 'cyber.token',
        action: 'transfer',
        args: { from: 'alice' },
      }),
      500,
      'invalid_action_args_exception',
    );
    expectError(
      await chain('abi_json_to_bin', { code: 'nosuchacct', action: 'transfer', args }),
      500,
      'contract_query_exception',
    );
    expectError(
      await chain('abi_json_to_bin', { code: 'alice', action: 'transfer', args }),
      500,
      'abi_not_found_exception',
    );
    expectError(
      await chain('abi_bin_to_json', { code: 'cyber.token', action: 'transfer', binargs: 'zz' }),
      500,
      'invalid_action_args_exception',
    );
    expectError(
      await chain('abi_bin_to_json', {
        code: 'cyber.token',
        action: 'transfer',
        binargs: `${at(bin.json, 'binargs') as string}00`,
      }),
      500,
      'invalid_action_args_exception',
    );
  });
});

describe('tables', () => {
  it('get_table_rows: json rows, hex rows, show_payer, limit as a string', async () => {
    const json = await chain('get_table_rows', {
      code: 'cyber.token',
      scope: 'alice',
      table: 'accounts',
      json: true,
      index: 'primary',
    });
    expect(at(json.json, 'rows', 0, 'balance')).toBe(
      replayedBalance(node.chain, ACCOUNTS.alice, BALANCES.alice.CYBER),
    );
    expect(at(json.json, 'more')).toBe(false);
    expect(at(json.json, 'next')).toBeNull();
    const hex = await chain('get_table_rows', {
      code: 'cyber.token',
      scope: 'alice',
      table: 'accounts',
    });
    expect(at(hex.json, 'rows', 0)).toMatch(/^[0-9a-f]+$/);
    const payer = await chain('get_table_rows', {
      code: 'cyber.token',
      scope: 'CYBER',
      table: 'stat',
      json: true,
      show_payer: true,
    });
    // cyber.token::create stores the stat row at the contract's own expense (emplace(_self)).
    expect(at(payer.json, 'rows', 0, 'payer')).toBe('cyber.token');
    expect(at(payer.json, 'rows', 0, 'data', 'issuer')).toBe('cyber');
    const limited = await chain('get_table_rows', {
      code: DICE.account,
      scope: DICE.scope,
      table: DICE.table,
      json: true,
      limit: '7',
    });
    expect((at(limited.json, 'rows') as unknown[]).length).toBe(7);
    const dflt = await chain('get_table_rows', {
      code: DICE.account,
      scope: DICE.scope,
      table: DICE.table,
      json: true,
    });
    expect((at(dflt.json, 'rows') as unknown[]).length).toBe(10);
  });

  it('unknown table/scope is an empty page; unknown index is 500', async () => {
    expect(
      (
        await chain('get_table_rows', {
          code: 'nosuchacct',
          scope: 'x',
          table: 'accounts',
          json: true,
        })
      ).text,
    ).toBe('{"rows":[],"more":false,"next":null}');
    expect(
      (
        await chain('get_table_rows', {
          code: 'cyber.token',
          scope: 'nosuchacct',
          table: 'accounts',
          json: true,
        })
      ).text,
    ).toBe('{"rows":[],"more":false,"next":null}');
    expectError(
      await chain('get_table_rows', {
        code: DICE.account,
        scope: DICE.scope,
        table: DICE.table,
        index: 'nope',
      }),
      500,
      'unknown_index_exception',
    );
  });

  it('pages through a composite index with next, never skipping or repeating', async () => {
    const seen: number[] = [];
    let lower: unknown = { player: 'alice' };
    for (let page = 0; page < 200; page++) {
      const answer = await chain('get_table_rows', {
        code: DICE.account,
        scope: DICE.scope,
        table: DICE.table,
        index: 'byplayer',
        lower_bound: lower,
        upper_bound: { player: 'alice' },
        limit: 97,
        json: true,
      });
      for (const row of at(answer.json, 'rows') as { id: number; player: string }[]) {
        expect(row.player).toBe('alice');
        seen.push(row.id);
      }
      if (!at(answer.json, 'more')) break;
      lower = at(answer.json, 'next');
    }
    const expected = node.chain.state.tables
      .require(DICE.account, DICE.table)
      .rows(DICE.scope)
      .filter((r) => r.data['player'] === 'alice')
      .map((r) => Number(r.data['id']));
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('supports index by position, scalar bounds, reverse and a descending secondary index', async () => {
    const byPos = await chain('get_table_rows', {
      code: DICE.account,
      scope: DICE.scope,
      table: DICE.table,
      index: '3',
      json: true,
      limit: 3,
    });
    const amounts = (at(byPos.json, 'rows') as { amount: string }[]).map((r) =>
      Number(r.amount.split(' ')[0]),
    );
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const scalar = await chain('get_table_rows', {
      code: DICE.account,
      scope: DICE.scope,
      table: DICE.table,
      lower_bound: '100',
      upper_bound: 102,
      key_type: 'i64',
      json: true,
    });
    expect((at(scalar.json, 'rows') as { id: number }[]).map((r) => r.id)).toEqual([100, 101, 102]);
    const reverse = await chain('get_table_rows', {
      code: DICE.account,
      scope: DICE.scope,
      table: DICE.table,
      reverse: true,
      limit: 2,
      json: true,
    });
    // Bets placed in blocks follow the genesis rows; the newest come first.
    const [last, before] = (at(reverse.json, 'rows') as { id: number }[]).map((r) => r.id);
    expect(last).toBeGreaterThan(DICE.rowCount);
    expect(before).toBe((last ?? 0) - 1);
    const after = await chain('get_table_rows', {
      code: DICE.account,
      scope: DICE.scope,
      table: DICE.table,
      lower_bound: String(last),
      json: true,
    });
    expect((at(after.json, 'rows') as unknown[]).length).toBe(1);
    expect(at(after.json, 'more')).toBe(false);
    const secondary = await chain('get_table_rows', {
      code: DICE.account,
      scope: DICE.scope,
      table: DICE.table,
      index: 'secondary',
      lower_bound: 'bob',
      upper_bound: 'bob',
      json: true,
      limit: 1,
    });
    expect(at(secondary.json, 'rows', 0, 'player')).toBe('bob');
    const asset = await chain('get_table_rows', {
      code: 'cyber.token',
      scope: 'alice',
      table: 'accounts',
      lower_bound: { balance: '1.0000 CYBER' },
      upper_bound: { balance: { _sym: 'CYBER' } },
      json: true,
    });
    expect((at(asset.json, 'rows') as unknown[]).length).toBe(1);
  });

  it('get_currency_balance and get_currency_stats', async () => {
    const alice = {
      CYBER: replayedBalance(node.chain, ACCOUNTS.alice, BALANCES.alice.CYBER),
      GOLOS: replayedBalance(node.chain, ACCOUNTS.alice, BALANCES.alice.GOLOS),
    };
    expect(alice.CYBER).not.toBe(BALANCES.alice.CYBER);
    expect(
      (await chain('get_currency_balance', { code: 'cyber.token', account: 'alice' })).json,
    ).toEqual([alice.CYBER, alice.GOLOS]);
    expect(
      (
        await chain('get_currency_balance', {
          code: 'cyber.token',
          account: 'alice',
          symbol: 'golos',
        })
      ).json,
    ).toEqual([alice.GOLOS]);
    expect(
      (await chain('get_currency_balance', { code: 'cyber.token', account: 'nobalance' })).json,
    ).toEqual([]);
    const stats = await chain('get_currency_stats', { code: 'cyber.token', symbol: 'CYBER' });
    expect(at(stats.json, 'issuer')).toBe('cyber');
    expect(at(stats.json, 'max_supply')).toMatch(/ CYBER$/);
    expect((await chain('get_currency_stats', { code: 'cyber.token', symbol: 'NOPE' })).text).toBe(
      'null',
    );
    expectError(
      await chain('get_currency_balance', { code: 'alice', account: 'alice' }),
      500,
      'unknown_table_exception',
    );
  });
});

describe('producers and scheduled transactions', () => {
  it('get_producers pages with more/lower_bound', async () => {
    const owners: string[] = [];
    let lower = '';
    for (let i = 0; i < 20; i++) {
      const answer = await chain('get_producers', { limit: 7, lower_bound: lower, json: true });
      owners.push(...(at(answer.json, 'rows') as { owner: string }[]).map((r) => r.owner));
      lower = at(answer.json, 'more') as string;
      if (!lower) break;
    }
    expect(owners.length).toBe(30);
    expect(new Set(owners).size).toBe(30);
    expect([...owners].sort()).toEqual(owners);
    const all = await chain('get_producers', {});
    expect(
      (at(all.json, 'rows') as { is_active?: number }[]).filter((r) => r.is_active === 1).length,
    ).toBe(21);
  });

  it('get_producer_schedule: active, pending and proposed as arrays', async () => {
    const s = await chain('get_producer_schedule');
    expect((at(s.json, 'active', 0, 'producers') as unknown[]).length).toBe(21);
    expect(Array.isArray(at(s.json, 'pending'))).toBe(true);
    expect(Array.isArray(at(s.json, 'proposed'))).toBe(true);
  });

  it('get_scheduled_transactions pages and lists the pending fixture', async () => {
    const ids: string[] = [];
    let lower = '';
    for (let i = 0; i < 50; i++) {
      const answer = await chain('get_scheduled_transactions', {
        limit: 5,
        lower_bound: lower,
        json: i % 2 === 0,
      });
      ids.push(...(at(answer.json, 'transactions') as { trx_id: string }[]).map((t) => t.trx_id));
      lower = at(answer.json, 'more') as string;
      if (!lower) break;
    }
    expect(ids.length).toBe(node.chain.sortedDeferred().length);
    expect(new Set(ids).size).toBe(ids.length);
    const block = await chain('get_block', { block_num_or_id: NOTABLE_BLOCKS.pendingDelayed });
    const delayed = (at(block.json, 'transactions') as { status: string; trx: unknown }[]).find(
      (r) => r.status === 'delayed',
    );
    expect(ids).toContain(at(delayed?.trx, 'id'));
    expectError(
      await chain('get_scheduled_transactions', { lower_bound: 'nonsense' }),
      500,
      'transaction_exception',
    );
  });
});

describe('helpers', () => {
  it('get_required_keys evaluates thresholds and delegated permissions', async () => {
    const keys = node.chain.keys;
    const trx = (actor: string) => ({
      actions: [
        {
          account: 'cyber.token',
          name: 'transfer',
          authorization: [{ actor, permission: 'active' }],
          data: '',
        },
      ],
    });
    const a1 = keys.gls('acct/alice/active/1');
    const a2 = keys.gls('acct/alice/active/2');
    const ok = await chain('get_required_keys', {
      transaction: trx('alice'),
      available_keys: [a1, a2, keys.gls('acct/bob/active')],
    });
    expect(at(ok.json, 'required_keys')).toEqual([a1, a2]);
    expectError(
      await chain('get_required_keys', { transaction: trx('alice'), available_keys: [a1] }),
      401,
      'unsatisfied_authorization',
    );
    const viaAlice = await chain('get_required_keys', {
      transaction: trx('bob'),
      available_keys: [a1, a2],
    });
    expect(at(viaAlice.json, 'required_keys')).toEqual([a1, a2]);
    expectError(
      await chain('get_required_keys', { transaction: trx('alice'), available_keys: ['nonsense'] }),
      500,
      'chain_type_exception',
    );
  });

  it('get_transaction_id computes ids of chain transactions; unknown ones are refused', async () => {
    const block = await chain('get_block', { block_num_or_id: NOTABLE_BLOCKS.multiAction });
    const trx = at(block.json, 'transactions', 0, 'trx') as {
      id: string;
      transaction: Record<string, unknown>;
    };
    expect(at((await chain('get_transaction_id', trx.transaction)).json, 'trx_id')).toBe(trx.id);
    const withHex = {
      ...trx.transaction,
      actions: (trx.transaction['actions'] as { hex_data: string }[]).map((a) => ({
        ...a,
        data: a.hex_data,
      })),
    };
    expect(at((await chain('get_transaction_id', withHex)).json, 'trx_id')).toBe(trx.id);
    const unknown = await chain('get_transaction_id', { ...trx.transaction, delay_sec: 1 });
    expectError(unknown, 500, 'transaction_exception');
    expect(at(unknown.json, 'error', 'details', 0, 'message')).toMatch(
      /^Unknown Transaction ID: [0-9a-f]{64}$/,
    );
    expectError(
      await chain('get_transaction_id', { actions: 'x' }),
      500,
      'transaction_type_exception',
    );
  });

  it('get_agent_public_key, get_proxy_status', async () => {
    expect(
      at(
        (await chain('get_agent_public_key', { account: 'alice', symbol: '4,CYBER' })).json,
        'signing_key',
      ),
    ).toMatch(/^GLS/);
    expect((await chain('get_agent_public_key', { account: 'bob', symbol: '4,CYBER' })).json).toBe(
      '',
    );
    expectError(
      await chain('get_agent_public_key', { account: 'bob', symbol: 'CYBER' }),
      500,
      'symbol_type_exception',
    );
    const proxy = await chain('get_proxy_status', { account: 'carol', symbol: '4,CYBER' });
    expect(proxy.json).toEqual({
      account_name: 'carol',
      symbol: [{ accuracy: '4', symbol_code: 'CYBER' }],
      proxylevel: 1,
      proxies_count: 3,
    });
    expectError(
      await chain('get_proxy_status', { account: 'nobalance', symbol: '4,CYBER' }),
      500,
      'action_validate_exception',
    );
  });

  it('resolve_names in all four forms, failing the whole request on any bad name', async () => {
    const ok = await chain('resolve_names', [
      'golos',
      '@golos',
      'alice@golos',
      'bob@@gls',
      'lucky-alice@dice',
      'unlinked',
    ]);
    expect(ok.json).toEqual([
      { resolved_domain: 'gls' },
      { resolved_domain: 'gls' },
      { resolved_domain: 'gls', resolved_username: 'alice' },
      { resolved_username: 'bob' },
      { resolved_domain: 'dice', resolved_username: 'alice' },
      { resolved_domain: '' },
    ]);
    expectError(
      await chain('resolve_names', ['golos', 'nobody@golos']),
      500,
      'username_query_exception',
    );
    expectError(await chain('resolve_names', ['golos', 'nodomain']), 500, 'domain_query_exception');
    expectError(await chain('resolve_names', ['a@b@c@d']), 500, 'username_type_exception');
    expectError(await chain('resolve_names', ['Bad_Domain']), 500, 'domain_name_type_exception');
    expectError(await chain('resolve_names', { names: ['golos'] }), 500, 'bad_cast_exception');
  });
});

describe('net', () => {
  it('connect, status, connections and disconnect, with bare strings or {endpoint}', async () => {
    const connections = await net('connections');
    expect(connections.status).toBe(201);
    expect(at(connections.json, 0, 'last_handshake', 'key')).toMatch(/^GLS/);
    expect((await net('connect', '"10.0.0.1:9876"')).json).toBe('added connection');
    expect((await net('connect', { endpoint: '10.0.0.1:9876' })).json).toBe('already connected');
    expect(at((await net('status', { endpoint: '10.0.0.1:9876' })).json, 'connecting')).toBe(true);
    expect((await net('disconnect', '"10.0.0.1:9876"')).json).toBe('connection removed');
    expect((await net('disconnect', '"10.0.0.1:9876"')).json).toBe('no known connection for host');
    expect((await net('status', '"10.0.0.1:9876"')).json).toBeNull();
    expectError(await net('connect', '42'), 500, 'bad_cast_exception');
  });
});

describe('dev controls and faults', () => {
  it('produce_block advances the head; reset restores genesis', async () => {
    const before = await chain('get_info');
    const produced = await call(node, '/dev/produce_block', { count: 3 });
    expect(at(produced.json, 'block_num')).toBe((at(before.json, 'head_block_num') as number) + 3);
    const reset = await call(node, '/dev/reset');
    expect(at(reset.json, 'block_num')).toBe(HISTORY_BLOCKS);
    expect(at((await chain('get_info')).json, 'head_block_id')).toBe(
      at(before.json, 'head_block_id'),
    );
  });

  it('fork gives the next block another id than the unforked chain; pause holds production', async () => {
    const head = at((await chain('get_info')).json, 'head_block_num') as number;
    const unforked = at((await call(node, '/dev/produce_block')).json, 'id');
    await call(node, '/dev/reset');
    const forked = await call(node, '/dev/fork', {});
    expect(forked.json).toEqual({ fork_at: head + 1, head_block_num: head });
    const produced = await call(node, '/dev/produce_block');
    expect(at(produced.json, 'block_num')).toBe(head + 1);
    expect(at(produced.json, 'id')).not.toBe(unforked);
    expect(at((await chain('get_block', { block_num_or_id: head + 1 })).json, 'confirmed')).toBe(1);
    expectError(await call(node, '/dev/fork', { at: head }), 500, 'chain_type_exception');
    await call(node, '/dev/pause');
    expectError(await call(node, '/dev/produce_block'), 500, 'block_validate_exception');
    expect(at((await chain('get_info')).json, 'head_block_num')).toBe(head + 1);
    await call(node, '/dev/resume');
    expect(at((await call(node, '/dev/produce_block')).json, 'block_num')).toBe(head + 2);
    await call(node, '/dev/reset');
  });

  it('pause stops a timer-driven head until resume', async () => {
    const live = await createDevNode({ port: 0, blockIntervalMs: 20 });
    try {
      const headNum = async () =>
        at((await call(live, '/v1/chain/get_info')).json, 'head_block_num') as number;
      await call(live, '/dev/pause');
      const paused = await headNum();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await headNum()).toBe(paused);
      await call(live, '/dev/resume');
      await expect.poll(headNum, { timeout: 5000 }).toBeGreaterThan(paused);
    } finally {
      await live.close();
    }
  }, 60_000);

  it('produce_block {transactions} makes a block of that many transfers, then plain blocks', async () => {
    const produced = await call(node, '/dev/produce_block', { transactions: 2000, count: 2 });
    const bigNum = (at(produced.json, 'block_num') as number) - 1;
    const big = await chain('get_block', { block_num_or_id: bigNum });
    const receipts = at(big.json, 'transactions') as { status: string; trx: unknown }[];
    // Delayed transactions falling due in that block execute in it too.
    const transfers = receipts.filter((r) => {
      const trx = at(r.trx, 'transaction') as
        { actions: { name: string; data: { memo?: string } }[] } | undefined;
      return (
        r.status === 'executed' && trx?.actions.length === 1 && trx.actions[0]?.name === 'transfer'
      );
    });
    expect(transfers.length).toBeGreaterThanOrEqual(2000);
    expect(receipts.length - transfers.length).toBeLessThan(20);
    const next = await chain('get_block', { block_num_or_id: bigNum + 1 });
    expect((at(next.json, 'transactions') as unknown[]).length).toBeLessThan(100);
    expectError(
      await call(node, '/dev/produce_block', { transactions: 'many' }),
      500,
      'bad_cast_exception',
    );
    await call(node, '/dev/reset');
  });

  it('push_transaction applies through the block checks: the next block holds it, balances move', async () => {
    const balance = async (account: string) =>
      (await chain('get_currency_balance', { code: 'cyber.token', account, symbol: 'CYBER' }))
        .json as string[];
    const [aliceBefore] = await balance(ACCOUNTS.alice);
    const [bobBefore] = await balance(ACCOUNTS.bob);
    const transfer = (from: string, quantity: string) => ({
      actions: [
        {
          account: 'cyber.token',
          name: 'transfer',
          authorization: [{ actor: from, permission: 'active' }],
          data: { from, to: ACCOUNTS.bob, quantity, memo: 'pushed' },
        },
      ],
    });
    const pushed = await call(
      node,
      '/dev/push_transaction',
      transfer(ACCOUNTS.alice, '1.0000 CYBER'),
    );
    expect(pushed.status).toBe(200);
    // The transfer runs at the contract, then notifies both parties.
    expect(at(pushed.json, 'action_traces', 0, 'receivers')).toEqual([
      'cyber.token',
      ACCOUNTS.alice,
      ACCOUNTS.bob,
    ]);
    const produced = await call(node, '/dev/produce_block');
    expect(at(produced.json, 'block_num')).toBe(at(pushed.json, 'block_num'));
    const block = await chain('get_block', { block_num_or_id: at(pushed.json, 'block_num') });
    const ids = (at(block.json, 'transactions') as { trx: unknown }[]).map((r) => at(r.trx, 'id'));
    expect(ids).toContain(at(pushed.json, 'transaction_id'));
    const move = (before: string | undefined, delta: number) =>
      Asset.fromUnits(Asset.from(before ?? '').units.toNumber() + delta, '4,CYBER').toString();
    expect(await balance(ACCOUNTS.alice)).toEqual([move(aliceBefore, -10_000)]);
    expect(await balance(ACCOUNTS.bob)).toEqual([move(bobBefore, 10_000)]);
    // An account with no tokens cannot send any: refused, nothing changes.
    const refused = await call(
      node,
      '/dev/push_transaction',
      transfer(ACCOUNTS.empty, '1.0000 CYBER'),
    );
    expectError(refused, 500, 'eosio_assert_message_exception');
    expect(await balance(ACCOUNTS.bob)).toEqual([move(bobBefore, 10_000)]);
    expectError(
      await call(node, '/dev/push_transaction', { actions: [] }),
      500,
      'bad_cast_exception',
    );
    await call(node, '/dev/reset');
  });

  it('injects faults on chosen paths and clears them with {}', async () => {
    await call(node, '/dev/faults', { mode: '5xx', paths: ['get_block'] });
    expect((await chain('get_block', { block_num_or_id: 1 })).status).toBe(503);
    expect((await chain('get_info')).status).toBe(200);
    await call(node, '/dev/faults', { mode: '429', retryAfter: 7 });
    const busy = await chain('get_info');
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('7');
    await call(node, '/dev/faults', { mode: 'no-cors' });
    expect((await chain('get_info')).headers.get('access-control-allow-origin')).toBeNull();
    await call(node, '/dev/faults', { mode: 'malformed' });
    expect((await chain('get_info')).json).toBeUndefined();
    await call(node, '/dev/faults', { mode: 'net-off' });
    await expect(chain('get_info')).rejects.toThrow();
    await call(node, '/dev/faults', { latencyMs: 150 });
    const t = Date.now();
    expect((await chain('get_info')).status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(140);
    expect((await call(node, '/dev/faults', { mode: 'bogus' })).status).toBe(500);
    await call(node, '/dev/faults', {});
    expect((await chain('get_info')).status).toBe(200);
  });
});
