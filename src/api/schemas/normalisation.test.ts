import { describe, expect, it } from 'vitest';
import { getAbiSchema } from './abi';
import { getAccountSchema } from './account';
import { receiptTransactionId } from '@/api/receipts';
import { getBlockHeaderStateSchema, getBlockSchema } from './block';
import { getAgentPublicKeySchema, getProxyStatusSchema, resolveNamesSchema } from './cyberway';
import { getScheduledTransactionsSchema } from './deferred';
import {
  abiBinToJsonSchema,
  abiJsonToBinSchema,
  getRequiredKeysSchema,
  getTransactionIdSchema,
} from './helpers';
import { getConnectionsSchema, getPeerStatusSchema, handshakeDate } from './net';
import { getProducersSchema } from './producer';
import { getProducerScheduleSchema } from './schedule';
import { getTableRowsSchema } from './table';
import { getCurrencyStatsSchema } from './token';

const ID = 'd48b5b27'.repeat(8);
const KEY = 'GLS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV';

describe('get_transaction_id', () => {
  it('reads a bare string (real) and {trx_id} (spec) alike', () => {
    expect(getTransactionIdSchema.parse(ID)).toBe(ID);
    expect(getTransactionIdSchema.parse({ trx_id: ID })).toBe(ID);
  });
  it('refuses a message in place of an id', () => {
    expect(getTransactionIdSchema.safeParse('Unknown Transaction ID: 12').success).toBe(false);
  });
});

describe('get_agent_public_key', () => {
  it('reads a bare string, {signing_key} and the empty answer', () => {
    expect(getAgentPublicKeySchema.parse(KEY)).toBe(KEY);
    expect(getAgentPublicKeySchema.parse({ signing_key: KEY })).toBe(KEY);
    expect(getAgentPublicKeySchema.parse('')).toBe('');
  });
});

describe('abi_json_to_bin / abi_bin_to_json', () => {
  it('returns the hex from {binargs} or a bare string', () => {
    expect(abiJsonToBinSchema.parse({ binargs: '1e00000000000000' })).toBe('1e00000000000000');
    expect(abiJsonToBinSchema.parse('1e00')).toBe('1e00');
  });
  it('returns the args object from {args}, a bare object or a JSON string', () => {
    const args = { from: 'alice', to: 'bob', quantity: '1.0000 CYBER', memo: '' };
    expect(abiBinToJsonSchema.parse({ args })).toEqual(args);
    expect(abiBinToJsonSchema.parse(args)).toEqual(args);
    expect(abiBinToJsonSchema.parse(JSON.stringify(args))).toEqual(args);
    expect(abiBinToJsonSchema.parse('not json')).toBe('not json');
  });
});

describe('get_required_keys', () => {
  it('reads {required_keys} (real), an array, and the spec string ("" = none needed)', () => {
    expect(getRequiredKeysSchema.parse({ required_keys: [KEY] })).toEqual([KEY]);
    expect(getRequiredKeysSchema.parse([KEY])).toEqual([KEY]);
    expect(getRequiredKeysSchema.parse('')).toEqual([]);
    expect(getRequiredKeysSchema.parse(KEY)).toEqual([KEY]);
  });
});

describe('get_currency_stats', () => {
  const stats = { supply: '100.0000 CYBER', max_supply: '1000.0000 CYBER', issuer: 'cyber' };
  it('reads the keyed real answer', () => {
    expect(getCurrencyStatsSchema.parse({ CYBER: stats })).toEqual(stats);
  });
  it('reads the unkeyed spec answer with an integer max_supply', () => {
    expect(getCurrencyStatsSchema.parse({ ...stats, max_supply: 10000000 })).toEqual({
      ...stats,
      max_supply: '10000000',
    });
  });
  it('gives null for a missing token (CyberWay null, EOSIO {})', () => {
    expect(getCurrencyStatsSchema.parse(null)).toBeNull();
    expect(getCurrencyStatsSchema.parse({})).toBeNull();
  });
});

describe('get_producer_schedule', () => {
  const schedule = {
    version: 3,
    producers: [{ producer_name: 'alice', block_signing_key: KEY }],
  };
  it('reads objects and nulls (real CyberWay)', () => {
    expect(
      getProducerScheduleSchema.parse({ active: schedule, pending: null, proposed: null }),
    ).toEqual({ active: schedule, pending: null, proposed: null });
  });
  it('takes the first entry of the spec arrays; an empty array is no schedule', () => {
    expect(
      getProducerScheduleSchema.parse({ active: [schedule], pending: [], proposed: [schedule] }),
    ).toEqual({ active: schedule, pending: null, proposed: schedule });
  });
  it('takes the first key of a Leap authority', () => {
    const leap = {
      version: 72,
      producers: [
        {
          producer_name: 'bob',
          authority: [0, { threshold: 1, keys: [{ key: 'EOS8Qw', weight: 1 }] }],
        },
        { producer_name: 'carol', authority: [0, { threshold: 1, keys: [] }] },
      ],
    };
    expect(getProducerScheduleSchema.parse({ active: leap }).active?.producers).toEqual([
      { producer_name: 'bob', block_signing_key: 'EOS8Qw' },
      { producer_name: 'carol' },
    ]);
  });
});

describe('get_proxy_status', () => {
  const normalised = { account: 'alice', symbol: '4,CYBER', proxylevel: 1, proxies_count: 3 };
  it('reads the real shape', () => {
    expect(getProxyStatusSchema.parse(normalised)).toEqual(normalised);
  });
  it('reads the spec shape (account_name, symbol parts)', () => {
    expect(
      getProxyStatusSchema.parse({
        account_name: 'alice',
        symbol: [{ accuracy: '4', symbol_code: 'CYBER' }],
        proxylevel: 1,
        proxies_count: 3,
      }),
    ).toEqual(normalised);
  });
  it('needs one of account / account_name', () => {
    expect(
      getProxyStatusSchema.safeParse({ symbol: '4,CYBER', proxylevel: 1, proxies_count: 0 })
        .success,
    ).toBe(false);
  });
});

describe('resolve_names', () => {
  it('keeps omitted keys omitted', () => {
    expect(
      resolveNamesSchema.parse([
        { resolved_domain: 'rhdaax5zvnd' },
        { resolved_domain: 'gls', resolved_username: 'rhdaax5zvnd' },
        { resolved_username: 'ertojevqcywn' },
      ]),
    ).toEqual([
      { resolved_domain: 'rhdaax5zvnd' },
      { resolved_domain: 'gls', resolved_username: 'rhdaax5zvnd' },
      { resolved_username: 'ertojevqcywn' },
    ]);
  });
});

describe('get_account', () => {
  const base = {
    account_name: 'alice',
    head_block_num: 11895594,
    head_block_time: '2020-11-03T04:57:00.000',
    privileged: false,
    last_code_update: '1970-01-01T00:00:00.000',
    created: '2019-08-02T07:19:30.000',
    ram_quota: 1048576,
    net_weight: 120000,
    cpu_weight: '160000',
    ram_usage: 2724,
    permissions: [
      {
        perm_name: 'owner',
        parent: '',
        required_auth: { threshold: 1, keys: [{ key: KEY, weight: 1 }], accounts: [], waits: [] },
      },
    ],
    refund_request: null,
    voter_info: null,
  };
  it('reads CyberWay limit objects and stake_info', () => {
    const account = getAccountSchema.parse({
      ...base,
      core_liquid_balance: '600.0000 CYBER',
      net_limit: { used: 0, available: 1048576, max: 1048576 },
      cpu_limit: { used: 0, available: 200000, max: 200000 },
      ram_limit: { used: 2724, available: 1000000, max: 1002724 },
      storage_limit: { used: 3000, available: '5000000000', max: '5000003000' },
      total_resources: {
        owner: 'alice',
        ram_bytes: 1048576,
        net_weight: '100.0000 CYBER',
        cpu_weight: '100.0000 CYBER',
        ram_weight: '50.0000 CYBER',
        storage_weight: '50.0000 CYBER',
      },
      self_delegated_bandwidth: null,
      stake_info: {
        staked: '400.0000 CYBER',
        received: '0.0000 CYBER',
        provided: '100.0000 CYBER',
      },
    });
    expect(account.ram_quota).toBe('1048576');
    expect(account.cpu_weight).toBe('160000');
    expect(account.net_limit).toEqual({ used: '0', available: '1048576', max: '1048576' });
    expect(account.storage_limit).toEqual({
      used: '3000',
      available: '5000000000',
      max: '5000003000',
    });
    expect(account.stake_info?.provided).toBe('100.0000 CYBER');
  });
  it('reads the spec strings for limits and stake_info', () => {
    const account = getAccountSchema.parse({
      ...base,
      net_limit: '1048576',
      cpu_limit: '200000',
      ram_limit: '1000000',
      storage_limit: '1045576',
      stake_info: '400.0000 CYBER',
    });
    expect(account.net_limit).toEqual({ available: '1048576' });
    expect(account.storage_limit).toEqual({ available: '1045576' });
    expect(account.stake_info).toEqual({ staked: '400.0000 CYBER' });
    expect(account.core_liquid_balance).toBeUndefined();
  });
  it('keeps unlimited (-1) as "-1"', () => {
    const account = getAccountSchema.parse({
      ...base,
      net_limit: { used: -1, available: -1, max: -1 },
      cpu_limit: { used: -1, available: -1, max: -1 },
    });
    expect(account.net_limit.max).toBe('-1');
  });
});

describe('get_table_rows', () => {
  it('reads CyberWay next (a row object)', () => {
    const next = { balance: '5.0000 GOLOS', payments: '0.0000 GOLOS' };
    expect(
      getTableRowsSchema.parse({
        rows: [{ balance: '600.0000 CYBER', payments: '0.0000 CYBER' }],
        more: true,
        next,
      }),
    ).toEqual({
      rows: [{ balance: '600.0000 CYBER', payments: '0.0000 CYBER' }],
      more: true,
      next,
    });
  });
  it('reads EOSIO next_key, and gives null when there is no more', () => {
    expect(getTableRowsSchema.parse({ rows: ['00'], more: true, next_key: '123' }).next).toBe(
      '123',
    );
    expect(getTableRowsSchema.parse({ rows: [], more: false, next_key: '' }).next).toBeNull();
    expect(getTableRowsSchema.parse({ rows: [], more: false, next: null }).next).toBeNull();
  });
  it('keeps show_payer rows', () => {
    const row = {
      data: { balance: '1.0000 CYBER' },
      scope: 'alice',
      primary: '1',
      payer: 'alice',
      size: 40,
      in_ram: true,
    };
    expect(getTableRowsSchema.parse({ rows: [row], more: false, next: null }).rows).toEqual([row]);
  });
});

describe('get_block', () => {
  const header = {
    timestamp: '2020-04-20T16:28:09.000',
    producer: '4qvigkm1u4dt',
    confirmed: 0,
    previous: '0'.repeat(64),
    transaction_mroot: '0'.repeat(64),
    action_mroot: '0'.repeat(64),
    schedule_version: 59218,
    new_producers: null,
    producer_signature: 'SIG_K1_x',
  };
  it('reads CyberWay receipts with ram/storage, id-only trx and hex action data', () => {
    const block = getBlockSchema.parse({
      ...header,
      header_extensions: [],
      transactions: [
        {
          status: 'expired',
          cpu_usage_us: 0,
          net_usage_words: 0,
          ram_kbytes: 0,
          storage_kbytes: 0,
          trx: ID,
        },
        {
          status: 'executed',
          cpu_usage_us: 33823,
          net_usage_words: 88,
          ram_kbytes: 19,
          storage_kbytes: -2,
          trx: {
            id: ID,
            signatures: ['SIG_K1_a'],
            compression: 'none',
            packed_context_free_data: '',
            context_free_data: [],
            packed_trx: 'a5cd',
            transaction: {
              expiration: '2020-04-20T16:38:09',
              ref_block_num: 1,
              ref_block_prefix: 2,
              max_net_usage_words: 0,
              max_cpu_usage_ms: 0,
              max_ram_kbytes: 0,
              max_storage_kbytes: 0,
              delay_sec: 0,
              context_free_actions: [],
              actions: [
                {
                  account: 'cyber.token',
                  name: 'transfer',
                  authorization: [{ actor: 'alice', permission: 'active' }],
                  data: { from: 'alice', to: 'bob', quantity: '1.0000 CYBER', memo: '' },
                  hex_data: 'aa',
                },
                { account: 'x', name: 'y', authorization: [], data: '1e00' },
              ],
              transaction_extensions: [],
            },
          },
        },
      ],
      block_extensions: [],
      id: ID,
      block_num: 6707315,
      ref_block_prefix: 744221143,
    });
    expect(block.transactions.map(receiptTransactionId)).toEqual([ID, ID]);
    expect(block.transactions[1]?.storage_kbytes).toBe(-2);
    const trx = block.transactions[1]?.trx;
    expect(typeof trx === 'object' && trx.transaction.actions[1]?.data).toBe('1e00');
  });
  it('defaults the extensions newer Leap leaves out', () => {
    const block = getBlockSchema.parse({
      ...header,
      transactions: [],
      id: ID,
      block_num: 1,
      ref_block_prefix: 1,
    });
    expect(block.header_extensions).toEqual([]);
    expect(block.block_extensions).toEqual([]);
  });
});

describe('get_block_header_state', () => {
  const header = {
    timestamp: '2020-04-20T16:28:09.000',
    producer: 'alice',
    confirmed: 0,
    previous: '0'.repeat(64),
    transaction_mroot: '0'.repeat(64),
    action_mroot: '0'.repeat(64),
    schedule_version: 1,
    header_extensions: [],
    producer_signature: 'SIG_K1_x',
  };
  const schedule = { version: 1, producers: [{ producer_name: 'alice', block_signing_key: KEY }] };
  it('reads the CyberWay shape', () => {
    const state = getBlockHeaderStateSchema.parse({
      id: ID,
      block_num: 10,
      header,
      dpos_proposed_irreversible_blocknum: 9,
      dpos_irreversible_blocknum: 8,
      bft_irreversible_blocknum: 0,
      pending_schedule_lib_num: 5,
      scheduled_shuffle_slot: 77,
      pending_schedule_hash: 'ab'.repeat(32),
      pending_schedule: schedule,
      active_schedule: schedule,
      blockroot_merkle: { _active_nodes: ['aa'], _node_count: 9 },
      producer_to_last_produced: [['alice', 10]],
      producer_to_last_implied_irb: [['alice', 8]],
      block_signing_key: KEY,
      confirm_count: [],
      confirmations: [],
    });
    expect(state.pending_schedule).toEqual(schedule);
    expect(state.pending_schedule_lib_num).toBe(5);
    expect(state.scheduled_shuffle_slot).toBe(77);
    expect(state.block_signing_key).toBe(KEY);
    expect(state.header.new_producers).toBeNull();
  });
  it('reads the Leap shape (wrapped pending schedule, signing authority)', () => {
    const state = getBlockHeaderStateSchema.parse({
      id: ID,
      block_num: 10,
      header,
      dpos_proposed_irreversible_blocknum: 0,
      dpos_irreversible_blocknum: 0,
      pending_schedule: { schedule_lib_num: 4, schedule_hash: 'cd'.repeat(32), schedule },
      active_schedule: schedule,
      valid_block_signing_authority: [0, { threshold: 1, keys: [{ key: 'EOS5', weight: 1 }] }],
    });
    expect(state.pending_schedule).toEqual(schedule);
    expect(state.pending_schedule_lib_num).toBe(4);
    expect(state.pending_schedule_hash).toBe('cd'.repeat(32));
    expect(state.block_signing_key).toBe('EOS5');
  });
});

describe('ABI', () => {
  it('reads a cyberway::abi with events and indexes', () => {
    const { abi } = getAbiSchema.parse({
      account_name: 'cyber.token',
      abi: {
        version: 'cyberway::abi/1.1',
        types: [],
        structs: [{ name: 'account', base: '', fields: [{ name: 'balance', type: 'asset' }] }],
        actions: [{ name: 'transfer', type: 'transfer' }],
        events: [{ name: 'balance', type: 'balance_event' }],
        tables: [
          {
            name: 'accounts',
            type: 'account',
            indexes: [
              { name: 'primary', unique: true, orders: [{ field: 'balance._sym', order: 'asc' }] },
            ],
          },
        ],
        error_messages: [],
        abi_extensions: [],
        variants: [],
      },
    });
    expect(abi?.tables[0]?.indexes[0]?.orders[0]?.field).toBe('balance._sym');
    expect(abi?.ricardian_clauses).toEqual([]);
  });
  it('reads an eosio::abi with index_type and ricardian fields, and a missing ABI', () => {
    const { abi } = getAbiSchema.parse({
      account_name: 'eosio.token',
      abi: {
        version: 'eosio::abi/1.2',
        actions: [{ name: 'close', type: 'close', ricardian_contract: '---' }],
        tables: [
          { name: 'accounts', index_type: 'i64', key_names: [], key_types: [], type: 'account' },
        ],
        ricardian_clauses: [{ id: 'c', body: 'b' }],
      },
    });
    expect(abi?.tables[0]?.indexes).toEqual([]);
    expect(abi?.events).toEqual([]);
    expect(getAbiSchema.parse({ account_name: 'alice' }).abi).toBeUndefined();
  });
});

describe('net', () => {
  const handshake = {
    network_version: 1206,
    chain_id: 'ab'.repeat(32),
    node_id: 'cd'.repeat(32),
    key: 'GLS1111111111111111111111111111111114T1Anm',
    time: '1604379420000000000',
    token: '0'.repeat(64),
    sig: 'SIG_K1_x',
    p2p_address: 'peer1:9876',
    last_irreversible_block_num: 10,
    last_irreversible_block_id: '0'.repeat(64),
    head_num: 12,
    head_id: '0'.repeat(64),
    os: 'linux',
    agent: 'CyberWay',
    generation: 1,
  };
  it('reads real handshakes (ns time, no considers_gray) and spec ones (timestamp)', () => {
    const [real, spec] = getConnectionsSchema.parse([
      { peer: 'peer1:9876', connecting: false, syncing: false, last_handshake: handshake },
      {
        peer: 'peer2:9876',
        connecting: true,
        syncing: true,
        last_handshake: { ...handshake, time: '2020-11-03T04:57:00.000', considers_gray: false },
      },
    ]);
    expect(real?.last_handshake.time).toBe('1604379420000000000');
    expect(handshakeDate(real?.last_handshake.time ?? '')?.toISOString()).toBe(
      '2020-11-03T04:57:00.000Z',
    );
    expect(handshakeDate(spec?.last_handshake.time ?? '')?.toISOString()).toBe(
      '2020-11-03T04:57:00.000Z',
    );
    expect(handshakeDate('0')).toBeNull();
  });
  it('accepts a null peer status', () => {
    expect(getPeerStatusSchema.parse(null)).toBeNull();
  });
});

describe('get_producers', () => {
  it('reads CyberWay candidates (is_active only for active ones) and int/str votes', () => {
    const page = getProducersSchema.parse({
      rows: [
        {
          owner: '4qvigkm1u4dt',
          total_votes: '123450000000',
          producer_key: KEY,
          url: '',
          is_active: 1,
          last_claim_time: '1970-01-01T00:00:00.000',
        },
        { owner: 'zz', total_votes: 0, producer_key: KEY, url: '' },
      ],
      total_producer_vote_weight: '987650000000',
      more: 'zz1candidate',
    });
    expect(page.rows.map((r) => [r.total_votes, r.is_active])).toEqual([
      ['123450000000', true],
      ['0', false],
    ]);
    expect(page.more).toBe('zz1candidate');
  });
  it('reads EOSIO float votes', () => {
    const page = getProducersSchema.parse({
      rows: [
        {
          owner: 'a',
          total_votes: '1234.56789000000000000',
          producer_key: 'EOS',
          is_active: 1,
          url: 'https://a',
          unpaid_blocks: 0,
          location: 0,
        },
      ],
      total_producer_vote_weight: '1.0e+18',
      more: '',
    });
    expect(page.rows[0]?.total_votes).toBe('1234.56789000000000000');
  });
});

describe('get_scheduled_transactions', () => {
  it('reads hex and decoded transactions', () => {
    const entry = {
      trx_id: ID,
      sender: 'cyber.msig',
      sender_id: '18446744073709551616',
      payer: 'alice',
      delay_until: '2020-01-01T00:00:00.000',
      expiration: '2020-01-01T00:10:00',
      published: '2019-12-31T23:00:00.000',
    };
    const page = getScheduledTransactionsSchema.parse({
      transactions: [
        { ...entry, transaction: 'a5cd' },
        { ...entry, sender_id: 7, transaction: { actions: [] } },
      ],
      more: ID,
    });
    expect(page.transactions.map((t) => t.sender_id)).toEqual(['18446744073709551616', '7']);
    expect(page.more).toBe(ID);
  });
});

describe('get_abi tables', () => {
  it('reads scope_type "" (what nodes send) as absent, a name scope, like an ABI file that omits it', () => {
    const abi = (tables: object[]) =>
      getAbiSchema.parse({
        account_name: 'cyber.token',
        abi: { version: 'cyberway::abi/1.1', tables },
      }).abi?.tables;
    const table = (scope_type?: string) => ({
      name: 'stat',
      type: 'currency_stats',
      ...(scope_type === undefined ? {} : { scope_type }),
    });
    expect(abi([table(''), table(), table('symbol_code')])?.map((t) => t.scope_type)).toEqual([
      undefined,
      undefined,
      'symbol_code',
    ]);
  });
});
