import { cyberwayAbi, type AbiIndex, type AbiStruct, type CyberwayAbi } from './cyberway-abi.ts';

type Field = readonly [name: string, type: string];

function struct(name: string, fields: readonly Field[], base = ''): AbiStruct {
  return { name, base, fields: fields.map(([n, t]) => ({ name: n, type: t })) };
}

function index(name: string, fields: readonly string[], unique = true): AbiIndex {
  return {
    name,
    unique,
    orders: fields.map((f) =>
      f.startsWith('-')
        ? { field: f.slice(1), order: 'desc' as const }
        : { field: f, order: 'asc' as const },
    ),
  };
}

function actions(...names: readonly string[]): { name: string; type: string }[] {
  return names.map((n) => ({ name: n, type: n }));
}

const AUTHORITY_STRUCTS: AbiStruct[] = [
  struct('permission_level', [
    ['actor', 'name'],
    ['permission', 'name'],
  ]),
  struct('key_weight', [
    ['key', 'public_key'],
    ['weight', 'uint16'],
  ]),
  struct('permission_level_weight', [
    ['permission', 'permission_level'],
    ['weight', 'uint16'],
  ]),
  struct('wait_weight', [
    ['wait_sec', 'uint32'],
    ['weight', 'uint16'],
  ]),
  struct('authority', [
    ['threshold', 'uint32'],
    ['keys', 'key_weight[]'],
    ['accounts', 'permission_level_weight[]'],
    ['waits', 'wait_weight[]'],
  ]),
];

/** `cyber`: the system contract holding the native actions. */
export const CYBER_ABI: CyberwayAbi = cyberwayAbi({
  types: [{ new_type_name: 'account_name', type: 'name' }],
  structs: [
    ...AUTHORITY_STRUCTS,
    struct('newaccount', [
      ['creator', 'name'],
      ['name', 'name'],
      ['owner', 'authority'],
      ['active', 'authority'],
    ]),
    struct('updateauth', [
      ['account', 'name'],
      ['permission', 'name'],
      ['parent', 'name'],
      ['auth', 'authority'],
    ]),
    struct('deleteauth', [
      ['account', 'name'],
      ['permission', 'name'],
    ]),
    struct('linkauth', [
      ['account', 'name'],
      ['code', 'name'],
      ['type', 'name'],
      ['requirement', 'name'],
    ]),
    struct('unlinkauth', [
      ['account', 'name'],
      ['code', 'name'],
      ['type', 'name'],
    ]),
    struct('canceldelay', [
      ['canceling_auth', 'permission_level'],
      ['trx_id', 'checksum256'],
    ]),
    struct('setcode', [
      ['account', 'name'],
      ['vmtype', 'uint8'],
      ['vmversion', 'uint8'],
      ['code', 'bytes'],
    ]),
    struct('setabi', [
      ['account', 'name'],
      ['abi', 'bytes'],
    ]),
    struct('onerror', [
      ['sender_id', 'uint128'],
      ['sent_trx', 'bytes'],
    ]),
  ],
  actions: actions(
    'newaccount',
    'updateauth',
    'deleteauth',
    'linkauth',
    'unlinkauth',
    'canceldelay',
    'setcode',
    'setabi',
    'onerror',
  ),
});

/** cyber.token, shaped like the real cyber.token ABI (accounts by balance._sym, stat by supply._sym). */
export const TOKEN_ABI: CyberwayAbi = cyberwayAbi({
  structs: [
    struct('account', [
      ['balance', 'asset'],
      ['payments', 'asset'],
    ]),
    struct('currency_stats', [
      ['supply', 'asset'],
      ['max_supply', 'asset'],
      ['issuer', 'name'],
    ]),
    struct('balance_event', [
      ['account', 'name'],
      ['balance', 'asset'],
      ['payments', 'asset'],
    ]),
    struct('create', [
      ['issuer', 'name'],
      ['maximum_supply', 'asset'],
    ]),
    struct('issue', [
      ['to', 'name'],
      ['quantity', 'asset'],
      ['memo', 'string'],
    ]),
    struct('open', [
      ['owner', 'name'],
      ['symbol', 'symbol'],
      ['ram_payer', 'name'],
    ]),
    struct('close', [
      ['owner', 'name'],
      ['symbol', 'symbol'],
    ]),
    struct('transfer', [
      ['from', 'name'],
      ['to', 'name'],
      ['quantity', 'asset'],
      ['memo', 'string'],
    ]),
    struct('retire', [
      ['quantity', 'asset'],
      ['memo', 'string'],
    ]),
  ],
  actions: actions('create', 'issue', 'open', 'close', 'transfer', 'retire'),
  events: [
    { name: 'balance', type: 'balance_event' },
    { name: 'currency', type: 'currency_stats' },
  ],
  tables: [
    { name: 'accounts', type: 'account', indexes: [index('primary', ['balance._sym'])] },
    {
      name: 'stat',
      type: 'currency_stats',
      scope_type: 'symbol_code',
      indexes: [index('primary', ['supply._sym'])],
    },
  ],
});

/**
 * cyber.stake: agents (with signing keys and proxy levels), grants and candidates. Staking is a
 * cyber.token transfer to cyber.stake; the actions are CyberWay's (cyber.stake.cpp).
 */
export const STAKE_ABI: CyberwayAbi = cyberwayAbi({
  structs: [
    struct('agent', [
      ['id', 'uint64'],
      ['token_code', 'symbol_code'],
      ['account', 'name'],
      ['proxy_level', 'uint8'],
      ['last_proxied_update', 'time_point_sec'],
      ['balance', 'int64'],
      ['proxied', 'int64'],
      ['own_share', 'int64'],
      ['fee', 'int16'],
      ['min_own_staked', 'int64'],
      ['provided', 'int64'],
      ['received', 'int64'],
      ['signing_key', 'public_key?'],
    ]),
    struct('grant', [
      ['id', 'uint64'],
      ['token_code', 'symbol_code'],
      ['grantor_name', 'name'],
      ['recipient_name', 'name'],
      ['pct', 'int16'],
      ['share', 'int64'],
    ]),
    struct('candidate', [
      ['id', 'uint64'],
      ['token_code', 'symbol_code'],
      ['account', 'name'],
      ['latest_pick', 'time_point_sec'],
      ['votes', 'int64'],
      ['priority', 'int64'],
      ['signing_key', 'public_key'],
      ['enabled', 'bool'],
    ]),
    struct('delegatevote', [
      ['grantor_name', 'name'],
      ['recipient_name', 'name'],
      ['quantity', 'asset'],
    ]),
    struct('recallvote', [
      ['grantor_name', 'name'],
      ['recipient_name', 'name'],
      ['token_code', 'symbol_code'],
      ['pct', 'int16'],
    ]),
    struct('setproxylvl', [
      ['account', 'name'],
      ['token_code', 'symbol_code'],
      ['level', 'uint8'],
    ]),
    struct('setkey', [
      ['account', 'name'],
      ['token_code', 'symbol_code'],
      ['signing_key', 'public_key'],
    ]),
    struct('open', [
      ['owner', 'name'],
      ['token_code', 'symbol_code'],
      ['ram_payer', 'name?'],
    ]),
    struct('withdraw', [
      ['account', 'name'],
      ['quantity', 'asset'],
    ]),
    struct('setgrntterms', [
      ['grantor_name', 'name'],
      ['recipient_name', 'name'],
      ['token_code', 'symbol_code'],
      ['pct', 'int16'],
      ['break_fee', 'int16'],
      ['break_min_own_staked', 'int64'],
    ]),
  ],
  actions: actions(
    'open',
    'delegatevote',
    'recallvote',
    'setgrntterms',
    'withdraw',
    'setproxylvl',
    'setkey',
  ),
  tables: [
    {
      name: 'stake.agent',
      type: 'agent',
      indexes: [index('primary', ['id']), index('bykey', ['token_code', 'account'])],
    },
    {
      name: 'stake.grant',
      type: 'grant',
      indexes: [
        index('primary', ['id']),
        index('bykey', ['token_code', 'grantor_name', 'recipient_name']),
      ],
    },
    {
      name: 'stake.cand',
      type: 'candidate',
      indexes: [
        index('primary', ['id']),
        index('bykey', ['token_code', 'account']),
        index('byvotes', ['token_code', 'enabled', '-votes', 'account']),
      ],
    },
  ],
});

/** cyber.domain: domains (linked to accounts) and usernames (in the scope of their creator). */
export const DOMAIN_ABI: CyberwayAbi = cyberwayAbi({
  structs: [
    struct('domain_info', [
      ['id', 'uint64'],
      ['owner', 'name'],
      ['linked_to', 'name'],
      ['creation_date', 'time_point_sec'],
      ['name', 'string'],
    ]),
    struct('username_info', [
      ['id', 'uint64'],
      ['creator', 'name'],
      ['owner', 'name'],
      ['name', 'string'],
    ]),
    struct('newdomain', [
      ['creator', 'name'],
      ['name', 'string'],
    ]),
    struct('passdomain', [
      ['from', 'name'],
      ['to', 'name'],
      ['name', 'string'],
    ]),
    struct('linkdomain', [
      ['owner', 'name'],
      ['to', 'name'],
      ['name', 'string'],
    ]),
    struct('unlinkdomain', [
      ['owner', 'name'],
      ['name', 'string'],
    ]),
    struct('newusername', [
      ['creator', 'name'],
      ['owner', 'name'],
      ['name', 'string'],
    ]),
  ],
  actions: actions('newdomain', 'passdomain', 'linkdomain', 'unlinkdomain', 'newusername'),
  tables: [
    {
      name: 'domain',
      type: 'domain_info',
      indexes: [index('primary', ['id']), index('byname', ['name'])],
    },
    {
      name: 'username',
      type: 'username_info',
      indexes: [
        index('primary', ['id']),
        index('byscopename', ['creator', 'name']),
        index('byowner', ['owner', 'id'], false),
      ],
    },
  ],
});

/** cyber.govern: block rewards and schedule; no tables the explorer reads. */
export const GOVERN_ABI: CyberwayAbi = cyberwayAbi({
  structs: [
    struct('onblock', [
      ['producer', 'name'],
      ['schedule_version', 'uint32$'],
    ]),
    struct('setactprods', [['pending_active_producers', 'name[]']]),
  ],
  actions: actions('onblock', 'setactprods'),
});

/**
 * dice: the showcase contract. Its `bets` table has a composite secondary index
 * (player, id) and a descending index on the amount, and holds thousands of rows.
 */
export const DICE_ABI: CyberwayAbi = cyberwayAbi({
  structs: [
    struct('bet_info', [
      ['id', 'uint64'],
      ['player', 'name'],
      ['amount', 'asset'],
      ['roll_under', 'uint8'],
      ['roll', 'uint8'],
      ['payout', 'asset'],
      ['placed', 'time_point_sec'],
      ['memo', 'string'],
    ]),
    struct('player_info', [
      ['player', 'name'],
      ['bets', 'uint32'],
      ['wagered', 'asset'],
      ['won', 'asset'],
    ]),
    struct('bet', [
      ['player', 'name'],
      ['amount', 'asset'],
      ['roll_under', 'uint8'],
      ['memo', 'string'],
    ]),
    struct('settle', [
      ['id', 'uint64'],
      ['roll', 'uint8'],
    ]),
    struct('bet_event', [
      ['id', 'uint64'],
      ['player', 'name'],
      ['roll', 'uint8'],
      ['payout', 'asset'],
    ]),
  ],
  actions: actions('bet', 'settle'),
  events: [{ name: 'betresult', type: 'bet_event' }],
  tables: [
    {
      name: 'bets',
      type: 'bet_info',
      indexes: [
        index('primary', ['id']),
        index('byplayer', ['player', 'id']),
        index('byamount', ['-amount._amount', 'id']),
      ],
    },
    { name: 'players', type: 'player_info', indexes: [index('primary', ['player'])] },
  ],
});

export const CONTRACT_ABIS: Readonly<Record<string, CyberwayAbi>> = {
  cyber: CYBER_ABI,
  'cyber.token': TOKEN_ABI,
  'cyber.stake': STAKE_ABI,
  'cyber.domain': DOMAIN_ABI,
  'cyber.govern': GOVERN_ABI,
  dice: DICE_ABI,
};
