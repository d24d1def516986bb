/**
 * History-service answers shaped like real Hyperion 3.x servers' (../shared/spec/history-api.md):
 * one per quirk the client must accept. Shared by the client and source tests.
 */

/** A JSON number too large for a JS number: written unquoted by `wireJson`, as a server would. */
function unquoted(digits: string): string {
  return `__unquoted:${digits}__`;
}

/** The JSON text a server sends for `value` (big numbers unquoted). */
export function wireJson(value: unknown): string {
  return JSON.stringify(value).replace(/"__unquoted:(\d+)__"/g, '$1');
}

export const CHAIN_ID = '591c8aa5cade588b1ce045d26e5f2a162c52486262bd2d7abcb7fa18247e17ec';
export const OTHER_CHAIN_ID = 'aca376f206b8fc25a6ed44dbdc66547c36c6c33e3a119ffbeaef943642f0e906';

/** The node's get_info beside the health fixture below: head 1200, LIB 1180 of CHAIN_ID. */
export const NODE_INFO = {
  server_version: 'e945893a',
  chain_id: CHAIN_ID,
  head_block_num: 1200,
  last_irreversible_block_num: 1180,
  last_irreversible_block_id: '0'.repeat(64),
  head_block_id: '0'.repeat(64),
  head_block_time: '2024-02-28T17:42:06.000',
  head_block_producer: 'alice',
  virtual_block_cpu_limit: 1,
  virtual_block_net_limit: 1,
  block_cpu_limit: 1,
  block_net_limit: 1,
};

export const TRX_A = '6c1f0e6b0f9a4c1a9bda3e2b1f8a1f0d0c0b0a09080706050403020100ffeedd';
export const TRX_B = 'B3C4D5E6F708192A3B4C5D6E7F8091A2B3C4D5E6F708192A3B4C5D6E7F809100';

/** A newer server: `receipts` array with numeric sequences, `@timestamp` and `timestamp`, extras. */
export const transferNewer = {
  '@timestamp': '2024-01-11T23:17:15.000',
  timestamp: '2024-01-11T23:17:15.000',
  block_num: 295338702,
  block_id: '119a8c4e' + '0'.repeat(56),
  trx_id: TRX_A,
  act: {
    account: 'cyber.token',
    name: 'transfer',
    authorization: [{ actor: 'alice', permission: 'active' }],
    data: {
      from: 'alice',
      to: 'bob',
      amount: 10,
      symbol: 'CYBER',
      quantity: '10.0000 CYBER',
      memo: 'fixture: alice pays bob',
    },
  },
  receipts: [
    {
      receiver: 'cyber.token',
      global_sequence: 360028391,
      recv_sequence: 1291,
      auth_sequence: [{ account: 'alice', sequence: 812 }],
    },
    {
      receiver: 'alice',
      global_sequence: 360028392,
      recv_sequence: 77,
      auth_sequence: [{ account: 'alice', sequence: 813 }],
    },
    {
      receiver: 'bob',
      global_sequence: 360028393,
      recv_sequence: 55,
      auth_sequence: [{ account: 'alice', sequence: 814 }],
    },
  ],
  code_sequence: 3,
  abi_sequence: 3,
  cpu_usage_us: 212,
  net_usage_words: 16,
  signatures: ['SIG_K1_Kexample'],
  global_sequence: 360028391,
  producer: '4qvigkm1u4dt',
  action_ordinal: 1,
  creator_action_ordinal: 0,
  inline_count: 2,
  inline_filtered: false,
  account_ram_deltas: [{ account: 'alice', delta: 0 }],
};

/**
 * An older server: one `receipt` plus `notified`, sequences as decimal strings, only
 * `@timestamp`; the global sequence is past 2^53 and must stay exact.
 */
export const transferOlder = {
  '@timestamp': '2024-01-11T18:46:33.500',
  block_num: 295300000,
  trx_id: TRX_B,
  act: {
    account: 'cyber.token',
    name: 'transfer',
    authorization: [{ actor: 'bob', permission: 'active' }],
    data: {
      from: 'bob',
      to: 'alice',
      quantity: '1.5000 CYBER',
      memo: '',
      amount: 1.5,
      symbol: 'CYBER',
    },
  },
  receipt: {
    receiver: 'cyber.token',
    global_sequence: '9007199254740993',
    recv_sequence: '1290',
    auth_sequence: [{ account: 'bob', sequence: '90' }],
  },
  notified: ['cyber.token', 'bob', 'alice'],
  global_sequence: unquoted('9007199254740993'),
  action_ordinal: 1,
  creator_action_ordinal: 0,
};

/** An inline notification-sent action (creator ordinal 1) with data the server could not decode. */
export const inlineUndecoded = {
  timestamp: '2024-01-11T18:46:33.500',
  block_num: 295300000,
  trx_id: TRX_B,
  act: {
    account: 'dice',
    name: 'settle',
    authorization: [{ actor: 'dice', permission: 'active' }],
    data: '0000000000ea305500000000a8ed3232',
  },
  receipts: [{ receiver: 'dice', global_sequence: '9007199254740994', recv_sequence: 7 }],
  global_sequence: '9007199254740994',
  action_ordinal: 2,
  creator_action_ordinal: 1,
};

/** No ABI known: `data` is `{}`; an asset rewritten as a plain number (`quant`). */
export const buyram = {
  '@timestamp': '2024-01-10T10:00:00.000',
  block_num: 295000000,
  trx_id: TRX_A.replace(/^6c/, '7d'),
  act: {
    account: 'eosio',
    name: 'buyram',
    authorization: [{ actor: 'alice', permission: 'active' }],
    data: { payer: 'alice', receiver: 'alice', quant: 0.01985838 },
  },
  receipts: [{ receiver: 'eosio', global_sequence: 358000000 }],
  global_sequence: 358000000,
};

export const emptyData = {
  '@timestamp': '2024-01-10T09:00:00.000',
  block_num: 294990000,
  trx_id: TRX_A.replace(/^6c/, '8e'),
  act: { account: 'mystery', name: 'doit', authorization: [], data: {} },
  receipts: [{ receiver: 'mystery', global_sequence: 357000000 }],
};

export const getActionsAnswer = {
  query_time_ms: 49.5,
  cached: false,
  lib: 0,
  total: { value: 2812, relation: 'eq' },
  actions: [transferNewer, transferOlder, buyram, emptyData],
};

export const getActionsGte = {
  query_time_ms: 12,
  cached: true,
  lib: 295338650,
  total: { value: 10000, relation: 'gte' },
  actions: [transferOlder],
};

export const getTransactionFound = {
  query_time_ms: 62,
  executed: true,
  trx_id: TRX_B.toLowerCase(),
  lib: 295338702,
  cached_lib: false,
  // Out of order on purpose: the client orders by global sequence.
  actions: [inlineUndecoded, transferOlder],
};

export const getTransactionUnknown = { query_time_ms: 3, executed: false, lib: 295338702 };

export const getCreatorAnswer = {
  account: 'bob',
  creator: 'cyber',
  timestamp: '2019-06-14T12:00:03.000',
  block_num: 3120,
  trx_id: TRX_A,
};

export const getCreatedAccountsAnswer = {
  accounts: [
    { name: 'carol', timestamp: '2024-01-09T12:00:00.000', trx_id: TRX_A },
    { name: 'dave', '@timestamp': '2024-01-08T12:00:00.000', trx_id: TRX_B },
  ],
};

export function healthAnswer(chainId: string | null = CHAIN_ID) {
  return {
    version: '3.3.9',
    version_hash: 'a1b2c3',
    host: 'history.example.com',
    health: [
      {
        service: 'RabbitMq',
        status: 'OK',
        time: 1709142126300,
      },
      {
        service: 'NodeosRPC',
        status: 'OK',
        time: 1709142126384,
        service_data: {
          head_block_num: 1200,
          head_block_time: '2024-02-28T17:42:06.000',
          time_offset: 52,
          last_irreversible_block: 1180,
          ...(chainId ? { chain_id: chainId } : {}),
        },
      },
      {
        service: 'Elasticsearch',
        status: 'Warning',
        time: 1709142126338,
        service_data: {
          active_shards: '100.0%',
          head_offset: 2,
          first_indexed_block: 2,
          last_indexed_block: 1199,
          total_indexed_blocks: 1190,
          missing_blocks: 8,
          missing_pct: '0.67%',
        },
      },
    ],
    features: { tables: { accounts: true }, index_transfer_memo: true },
    query_time_ms: 5.2,
  };
}
