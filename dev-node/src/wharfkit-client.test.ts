import {
  API,
  APIClient,
  Asset,
  BlockTimestamp,
  Checksum256,
  Name,
  PublicKey,
  Serializer,
} from '@wharfkit/antelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, BALANCES, DICE, NOTABLE_BLOCKS } from './fixtures.ts';
import type { DevNode } from './server.ts';
import { replayedBalance, startTestNode } from './test-helpers.ts';

let node: DevNode;
let client: APIClient;
beforeAll(async () => {
  node = await startTestNode();
  client = new APIClient({ url: node.url });
}, 60_000);
afterAll(() => node.close());

describe("wharfkit's APIClient decodes the dev node's answers", () => {
  it('get_info', async () => {
    const info = await client.v1.chain.get_info();
    expect(info.head_block_num.toNumber()).toBe(node.chain.headNum());
    expect(info.head_block_id.hexString).toBe(node.chain.head().id);
  });

  it('get_block, with block_extensions', async () => {
    // wharfkit declares the field as one optional `block_extension` (not an array) and does not
    // register that type, so its own get_block fails on every CyberWay block (all carry
    // `block_extensions: []`). The rest decodes with its type; the field as an array of
    // block_extension, registered here.
    const raw = await client.call<Record<string, unknown>>({
      path: '/v1/chain/get_block',
      params: { block_num_or_id: NOTABLE_BLOCKS.transfer },
    });
    const { block_extensions: extensions, ...rest } = raw;
    const block = Serializer.decode({ object: rest, type: API.v1.GetBlockResponse });
    expect(block.block_num.toNumber()).toBe(NOTABLE_BLOCKS.transfer);
    expect(block.producer).toBeInstanceOf(Name);
    expect(block.transactions.length).toBe(1);
    expect(
      Serializer.decode({
        object: extensions,
        type: 'block_extension[]',
        customTypes: [API.v1.BlockExtension],
      }),
    ).toEqual([]);
  });

  it('get_abi', async () => {
    const abi = await client.v1.chain.get_abi('cyber.token');
    expect(abi.account_name).toBe('cyber.token');
    expect(abi.abi?.structs.some((s) => s.name === 'transfer')).toBe(true);
  });

  it('get_currency_balance', async () => {
    const balances = await client.v1.chain.get_currency_balance('cyber.token', ACCOUNTS.alice);
    expect(balances.map((b) => b.toString())).toEqual([
      replayedBalance(node.chain, ACCOUNTS.alice, BALANCES.alice.CYBER),
      replayedBalance(node.chain, ACCOUNTS.alice, BALANCES.alice.GOLOS),
    ]);
    expect(balances[0]).toBeInstanceOf(Asset);
  });

  it('get_table_rows', async () => {
    const rows = await client.v1.chain.get_table_rows({
      code: DICE.account,
      scope: DICE.scope,
      table: DICE.table,
      limit: 5,
    });
    expect(rows.rows.length).toBe(5);
    expect(rows.more).toBe(true);
  });

  it('get_account: permissions through wharfkit types, limits as CyberWay writes them', async () => {
    // CyberWay's net_limit, cpu_limit, ram_limit and storage_limit are strings (spec 2.1), where
    // wharfkit's account_object expects EOSIO's {used, available, max} objects: its typed
    // get_account cannot read a CyberWay account, so the answer is read field by field.
    const account = await client.call<Record<string, unknown>>({
      path: '/v1/chain/get_account',
      params: { account_name: ACCOUNTS.alice },
    });
    expect(account['account_name']).toBe(ACCOUNTS.alice);
    const permissions = (account['permissions'] as unknown[]).map((p) =>
      Serializer.decode({ object: p, type: API.v1.AccountPermission }),
    );
    const active = permissions.find((p) => p.perm_name.equals('active'));
    expect(active?.required_auth.threshold.toNumber()).toBe(2);
    expect(typeof account['net_limit']).toBe('string');
  });

  it('get_code and get_raw_abi', async () => {
    const code = await client.v1.chain.get_code('cyber.token');
    expect(code.account_name.toString()).toBe('cyber.token');
    expect(code.code_hash.hexString).toMatch(/^[0-9a-f]{64}$/);
    const raw = await client.v1.chain.get_raw_abi('cyber.token');
    expect(raw.abi_hash.hexString).toMatch(/^[0-9a-f]{64}$/);
    expect(raw.abi.array.length).toBeGreaterThan(100);
  });

  it('get_block_header_state: the header read with wharfkit types', async () => {
    // CyberWay answers EOSIO 1.x's block_header_state (spec 2.4); wharfkit's type is Leap's
    // (valid_block_signing_authority, …), so the header's fields are read with its types.
    const head = node.chain.headNum();
    const state = await client.call<Record<string, unknown>>({
      path: '/v1/chain/get_block_header_state',
      params: { block_num_or_id: head },
    });
    expect(state['block_num']).toBe(head);
    const header = state['header'] as Record<string, string>;
    expect(Checksum256.from(header['previous'] ?? '').hexString).toBe(
      node.chain.block(head - 1)?.id,
    );
    expect(BlockTimestamp.from(header['timestamp'] ?? '').toMilliseconds()).toBe(
      node.chain.headTimeMs(),
    );
    expect(Name.from(header['producer'] ?? '').toString()).toBe(node.chain.head().producer);
  });

  it('get_currency_stats: the stats object itself', async () => {
    // The spec's shape is the stats object; wharfkit expects it keyed by the symbol (what EOSIO
    // nodes send), so it is read with client.call.
    const stats = await client.call<Record<string, string>>({
      path: '/v1/chain/get_currency_stats',
      params: { code: 'cyber.token', symbol: 'CYBER' },
    });
    expect(Asset.from(stats['supply'] ?? '').symbol.code.toString()).toBe('CYBER');
    expect(stats['issuer']).toBe('cyber');
  });

  it('get_producer_schedule', async () => {
    const schedule = await client.call<{ active: { version: number; producers: unknown[] }[] }>({
      path: '/v1/chain/get_producer_schedule',
    });
    expect(schedule.active[0]?.producers.length).toBe(21);
  });

  it('get_table_by_scope', async () => {
    const scopes = await client.v1.chain.get_table_by_scope({
      code: 'cyber.token',
      table: 'accounts',
    });
    // Registered on CyberWay nodes with its body commented out: always empty.
    expect(scopes.rows).toEqual([]);
  });

  it('the operations wharfkit has no method for, through client.call', async () => {
    const chain = <T>(op: string, params?: unknown) =>
      client.call<T>({ path: `/v1/chain/${op}`, ...(params === undefined ? {} : { params }) });
    const hash = await chain<{ code_hash: string }>('get_code_hash', { account_name: 'dice' });
    expect(hash.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const raw = await chain<{ wasm: string; abi: string }>('get_raw_code_and_abi', {
      account_name: 'dice',
    });
    // base64 of the wasm module, which starts with its magic number.
    expect(Buffer.from(raw.wasm, 'base64').subarray(0, 4).toString('hex')).toBe('0061736d');
    const producers = await chain<{ rows: { owner: string }[]; more: string }>('get_producers', {
      limit: 5,
      json: true,
    });
    expect(producers.rows.length).toBe(5);
    const scheduled = await chain<{ transactions: { trx_id: string }[] }>(
      'get_scheduled_transactions',
      { json: true },
    );
    expect(scheduled.transactions.length).toBeGreaterThan(0);
    const args = { from: 'alice', to: 'bob', quantity: '1.0000 CYBER', memo: 'hi' };
    const bin = await chain<{ binargs: string }>('abi_json_to_bin', {
      code: 'cyber.token',
      action: 'transfer',
      args,
    });
    const back = await chain<{ args: unknown }>('abi_bin_to_json', {
      code: 'cyber.token',
      action: 'transfer',
      binargs: bin.binargs,
    });
    expect(back.args).toEqual(args);
    const key = node.chain.keys.gls('acct/bob/active');
    const required = await chain<{ required_keys: string[] }>('get_required_keys', {
      transaction: {
        actions: [
          {
            account: 'cyber.token',
            name: 'transfer',
            authorization: [{ actor: 'bob', permission: 'active' }],
            data: '',
          },
        ],
      },
      available_keys: [key],
    });
    expect(required.required_keys.map((k) => PublicKey.from(k).toString())).toEqual([
      PublicKey.from(key).toString(),
    ]);
    const block = await chain<{ transactions: { trx: { id: string; transaction: unknown } }[] }>(
      'get_block',
      {
        block_num_or_id: NOTABLE_BLOCKS.transfer,
      },
    );
    const id = await chain<{ trx_id: string }>(
      'get_transaction_id',
      block.transactions[0]?.trx.transaction,
    );
    expect(id.trx_id).toBe(block.transactions[0]?.trx.id);
    const agent = await chain<{ signing_key: string }>('get_agent_public_key', {
      account: ACCOUNTS.alice,
      symbol: '4,CYBER',
    });
    expect(agent.signing_key).toMatch(/^GLS/);
    const names = await chain<{ resolved_username?: string }[]>('resolve_names', ['alice@golos']);
    expect(names[0]?.resolved_username).toBe(ACCOUNTS.alice);
    const proxy = await chain<{ proxylevel: number }>('get_proxy_status', {
      account: ACCOUNTS.carol,
      symbol: '4,CYBER',
    });
    expect(proxy.proxylevel).toBe(1);
  });
});
