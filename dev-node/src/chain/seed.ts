import {
  ACCOUNTS,
  BALANCES,
  DICE,
  DOMAINS,
  PRODUCERS,
  STANDBY_PRODUCERS,
  SYSTEM_ACCOUNTS,
  USERNAMES,
} from '../fixtures.ts';
import { timePointSec } from '../json.ts';
import { CONTRACT_ABIS } from './abi/contracts.ts';
import { formatAsset } from './assets.ts';
import type { KeyRing } from './keys.ts';
import { Rng } from './rng.ts';
import type { AccountState, Authority, Peer, PermissionState } from './state.ts';
import { deployAbi, deployCode, TableStore } from './state.ts';
import { DiceBets } from './dice-bets.ts';
import type { ContractTable, RowData, StoredRow } from './tables.ts';
import { contractWasm } from './wasm.ts';
import { randomAccountName, WORDS } from './words.ts';

export interface GenesisOptions {
  seed: number;
  keys: KeyRing;
  /** Time of block 1, ms. */
  genesisMs: number;
  scale: boolean;
}

export interface Genesis {
  accounts: Map<string, AccountState>;
  /** Ordinary user accounts (fixtures first), the pool transactions draw from. */
  users: string[];
  /** Every producer candidate, active first. */
  candidates: string[];
  tables: TableStore;
  peers: Peer[];
}

function singleKey(label: string): Authority {
  return { threshold: 1, keys: [{ key: label, weight: 1 }], accounts: [], waits: [] };
}

function delegated(actor: string, permission = 'active'): Authority {
  return {
    threshold: 1,
    keys: [],
    accounts: [{ permission: { actor, permission }, weight: 1 }],
    waits: [],
  };
}

function perms(
  owner: Authority,
  active: Authority,
  extra: PermissionState[] = [],
): PermissionState[] {
  return [
    { perm_name: 'active', parent: 'owner', required_auth: active },
    ...extra,
    { perm_name: 'owner', parent: '', required_auth: owner },
  ];
}

function defaultPerms(name: string): PermissionState[] {
  return perms(singleKey(`acct/${name}/owner`), singleKey(`acct/${name}/active`));
}

/** Special permissions of the fixture accounts (see fixtures.ts). */
function fixturePerms(name: string): PermissionState[] | undefined {
  switch (name) {
    case ACCOUNTS.alice:
      return perms(
        singleKey('acct/alice/owner'),
        {
          threshold: 2,
          keys: [1, 2, 3].map((i) => ({ key: `acct/alice/active/${i}`, weight: 1 })),
          accounts: [],
          waits: [],
        },
        [
          {
            perm_name: 'billing',
            parent: 'active',
            required_auth: singleKey('acct/alice/billing'),
          },
        ],
      );
    case ACCOUNTS.bob:
      return perms(singleKey('acct/bob/owner'), {
        threshold: 1,
        keys: [{ key: 'acct/bob/active', weight: 1 }],
        accounts: [{ permission: { actor: 'alice', permission: 'active' }, weight: 1 }],
        waits: [],
      });
    case ACCOUNTS.carol:
      return perms(singleKey('acct/carol/owner'), {
        threshold: 2,
        keys: [{ key: 'acct/carol/active', weight: 1 }],
        accounts: [
          { permission: { actor: 'alice', permission: 'active' }, weight: 1 },
          { permission: { actor: 'bob', permission: 'active' }, weight: 1 },
        ],
        waits: [{ wait_sec: 3600, weight: 1 }],
      });
    default:
      return undefined;
  }
}

function randomName(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const name = randomAccountName(rng);
    if (!taken.has(name)) return name;
  }
}

export function buildGenesis(opts: GenesisOptions): Genesis {
  const { seed, keys, genesisMs, scale } = opts;
  const rng = Rng.from('genesis', seed);
  const accounts = new Map<string, AccountState>();
  const tables = new TableStore();

  const addAccount = (
    name: string,
    createdMs: number,
    permissions = defaultPerms(name),
  ): AccountState => {
    const account: AccountState = {
      name,
      createdMs,
      privileged: name === 'cyber' || name.startsWith('cyber.'),
      permissions,
      lastCodeUpdateMs: 0,
      staked: 0,
      received: 0,
      provided: 0,
      ramUsage: 2724 + rng.int(4000),
    };
    accounts.set(name, account);
    return account;
  };

  for (const name of SYSTEM_ACCOUNTS) {
    const account = addAccount(
      name,
      genesisMs,
      name === 'cyber' ? defaultPerms(name) : perms(delegated('cyber'), delegated('cyber')),
    );
    const abi = CONTRACT_ABIS[name];
    if (abi) {
      account.abi = deployAbi(abi);
      account.code = deployCode(contractWasm(name));
      account.lastCodeUpdateMs = genesisMs;
      tables.add(name, account.abi);
    }
  }

  const candidates = [...PRODUCERS, ...STANDBY_PRODUCERS].map(String);
  for (const name of candidates) addAccount(name, genesisMs + rng.int(3600) * 1000);

  const fixtureUsers = [
    ACCOUNTS.alice,
    ACCOUNTS.bob,
    ACCOUNTS.carol,
    ACCOUNTS.dave,
    ACCOUNTS.eve,
    ACCOUNTS.gls,
    ACCOUNTS.empty,
  ];
  const users: string[] = [];
  for (const name of fixtureUsers) {
    addAccount(name, genesisMs + 86_400_000 + users.length * 60_000, fixturePerms(name));
    users.push(name);
  }
  const dice = addAccount(DICE.account, genesisMs + 3_600_000);
  dice.abi = deployAbi(CONTRACT_ABIS[DICE.account] ?? CONTRACT_ABIS['cyber'] ?? never());
  dice.code = deployCode(contractWasm(DICE.account));
  dice.lastCodeUpdateMs = genesisMs + 3_600_000;
  tables.add(DICE.account, dice.abi);

  const userCount = scale ? 100_000 : 400;
  const taken = new Set(accounts.keys());
  while (users.length < userCount) {
    const name = randomName(rng, taken);
    taken.add(name);
    const roll = rng.next();
    let shape: PermShape = PermShape.Default;
    let delegate = '';
    if (roll < 0.08) shape = PermShape.MultiKey;
    else if (roll < 0.13 && users.length > 10) {
      shape = PermShape.Delegated;
      delegate = rng.pick(users);
    }
    const createdMs = genesisMs + 86_400_000 + rng.int(86_400) * 1000;
    accounts.set(name, new UserAccount(name, createdMs, 2724 + rng.int(4000), shape, delegate));
    users.push(name);
  }

  // Token balances: cyber.token accounts (scope = owner) and stat (scope = symbol code). The
  // amounts are drawn now; the rows are made when a scope is read (see BalanceBook).
  const balances = new BalanceBook();
  const fixedBalances: Record<string, { CYBER?: string; GOLOS?: string }> = BALANCES;
  const units = (text: string | undefined) =>
    text === undefined ? -1 : Number(text.split(' ')[0]?.replace('.', ''));
  for (const name of users) {
    if (name === ACCOUNTS.empty) continue;
    const fixed = fixedBalances[name];
    if (fixed) balances.add(name, units(fixed.CYBER), units(fixed.GOLOS));
    else {
      const cyber = rng.range(1_000, 500_000_000);
      balances.add(name, cyber, rng.chance(0.35) ? rng.range(1, 5_000_000) : -1);
    }
  }
  for (const name of [...candidates, 'cyber.stake', 'dice'])
    balances.add(name, rng.range(10_000_000, 90_000_000_000), -1);
  balances.add('cyber', 1_000_000_000_000, -1);
  const accountsTable = tables.require('cyber.token', 'accounts');
  accountsTable.setSource((scope) => balances.rows(accountsTable, scope));
  const statTable = tables.require('cyber.token', 'stat');
  statTable.load('CYBER', [
    statTable.makeRow(
      {
        supply: formatAsset(balances.supply.CYBER, '4,CYBER'),
        max_supply: formatAsset(100_000_000_000_000, '4,CYBER'),
        issuer: 'cyber',
      },
      'cyber',
    ),
  ]);
  statTable.load('GOLOS', [
    statTable.makeRow(
      {
        supply: formatAsset(balances.supply.GOLOS, '3,GOLOS'),
        max_supply: formatAsset(1_000_000_000_000, '3,GOLOS'),
        issuer: 'gls',
      },
      'gls',
    ),
  ]);

  buildStake({ rng, keys, accounts, tables, users, candidates, genesisMs, scale });
  buildDomains(tables, users, rng, genesisMs);
  buildDice(tables, users, rng, genesisMs, scale ? DICE.scaleRowCount : DICE.rowCount);

  const peers: Peer[] = [
    {
      peer: 'seed1.cyberway.dev:9876',
      connecting: false,
      syncing: false,
      handshake: {
        nodeLabel: 'seed1',
        agent: '"CyberWay seed 1"',
        os: 'linux',
        lag: 0,
        generation: 1,
      },
    },
    {
      peer: 'seed2.cyberway.dev:9876',
      connecting: false,
      syncing: true,
      handshake: {
        nodeLabel: 'seed2',
        agent: '"CyberWay seed 2"',
        os: 'linux',
        lag: 240,
        generation: 3,
      },
    },
    {
      peer: '203.0.113.7:9876',
      connecting: false,
      syncing: false,
      handshake: {
        nodeLabel: 'validator',
        agent: '"k5emubc1rdls"',
        os: 'osx',
        lag: 1,
        generation: 2,
      },
    },
    { peer: '198.51.100.23:9876', connecting: true, syncing: false },
  ];

  return { accounts, users, candidates, tables, peers };
}

function never(): never {
  throw new Error('missing built-in ABI');
}

interface StakeContext {
  rng: Rng;
  keys: KeyRing;
  accounts: Map<string, AccountState>;
  tables: TableStore;
  users: string[];
  candidates: string[];
  genesisMs: number;
  scale: boolean;
}

/** cyber.stake: candidates with signing keys and votes, agents, grants, and each account's stake. */
function buildStake(ctx: StakeContext): void {
  const { rng, keys, accounts, tables, users, candidates, genesisMs } = ctx;
  const scope = 'cyber.stake';
  const agentTable = tables.require(scope, 'stake.agent');
  const grantTable = tables.require(scope, 'stake.grant');
  const candTable = tables.require(scope, 'stake.cand');
  const agentRows: StoredRow[] = [];
  const grantRows: StoredRow[] = [];
  const candRows: StoredRow[] = [];
  const since = timePointSec(Math.floor(genesisMs / 1000) + 86_400);
  let agentId = 0;
  let grantId = 0;
  // Only this many ordinary agents store a signing key: each key costs ~2 ms to derive.
  let keyBudget = 20;

  const addAgent = (name: string, level: number, staked: number, signingKey: string | null) => {
    const account = accounts.get(name);
    if (account) account.staked = staked;
    const row: RowData = {
      id: ++agentId,
      token_code: 'CYBER',
      account: name,
      proxy_level: level,
      last_proxied_update: since,
      balance: staked,
      proxied: 0,
      own_share: staked,
      fee: level === 0 ? 1000 : 300,
      min_own_staked: 0,
      provided: 0,
      received: 0,
      signing_key: signingKey,
    };
    agentRows.push(agentTable.makeRow(row, name));
    return row;
  };
  const addGrant = (grantor: string, recipient: string, share: number) => {
    grantRows.push(
      grantTable.makeRow(
        {
          id: ++grantId,
          token_code: 'CYBER',
          grantor_name: grantor,
          recipient_name: recipient,
          pct: 0,
          share,
        },
        grantor,
      ),
    );
    const g = accounts.get(grantor);
    const r = accounts.get(recipient);
    if (g) g.provided += share;
    if (r) r.received += share;
  };

  candidates.forEach((name, i) => {
    const signingKey = keys.gls(`prod/${name}/signing`);
    const staked = 10_000_000_000 + rng.int(5_000_000_000);
    addAgent(name, 0, staked, signingKey);
    const votes = (30 - i) * 4_000_000_000 + rng.int(3_000_000_000);
    candRows.push(
      candTable.makeRow(
        {
          id: i + 1,
          token_code: 'CYBER',
          account: name,
          latest_pick: since,
          votes,
          priority: 0,
          signing_key: signingKey,
          enabled: i < 29,
        },
        name,
      ),
    );
  });

  addAgent('alice', 2, 4_000_000, keys.gls('agent/alice/signing'));
  addAgent('bob', 2, 1_500_000, null);
  addAgent('carol', 1, 2_500_000, keys.gls('agent/carol/signing'));
  addGrant('alice', 'carol', 1_000_000);
  addGrant('bob', 'carol', 500_000);
  for (const prod of candidates.slice(0, 3)) addGrant('carol', prod, 800_000);

  for (const name of users.slice(7)) {
    if (!rng.chance(0.25)) continue;
    const staked = rng.range(10_000, 50_000_000);
    const withKey = keyBudget > 0 && rng.chance(0.4);
    if (withKey) keyBudget--;
    addAgent(name, rng.range(1, 4), staked, withKey ? keys.gls(`agent/${name}/signing`) : null);
    if (rng.chance(0.6)) addGrant(name, rng.pick(candidates), Math.floor(staked / 2));
  }

  agentTable.load(scope, agentRows);
  grantTable.load(scope, grantRows);
  candTable.load(scope, candRows);
}

function buildDomains(
  tables: TableStore,
  users: readonly string[],
  rng: Rng,
  genesisMs: number,
): void {
  const scope = 'cyber.domain';
  const domainTable = tables.require(scope, 'domain');
  const userTable = tables.require(scope, 'username');
  const created = timePointSec(Math.floor(genesisMs / 1000) + 7200);
  domainTable.load(
    scope,
    Object.entries(DOMAINS).map(([name, linked], i) =>
      domainTable.makeRow(
        {
          id: i + 1,
          owner: linked === '' ? 'cyber.domain' : linked,
          linked_to: linked,
          creation_date: created,
          name,
        },
        linked === '' ? 'cyber.domain' : linked,
      ),
    ),
  );
  const rows: StoredRow[] = [];
  const used = new Set<string>();
  let id = 0;
  const add = (creator: string, owner: string, name: string) => {
    used.add(`${creator}/${name}`);
    rows.push(userTable.makeRow({ id: ++id, creator, owner, name }, creator));
  };
  for (const u of USERNAMES) add(u.scope, u.account, u.username);
  for (const user of users.slice(7, 3000)) {
    if (!rng.chance(0.6)) continue;
    let name = `${rng.pick(WORDS)}-${rng.int(10_000)}`;
    while (used.has(`gls/${name}`)) name = `${rng.pick(WORDS)}-${rng.int(100_000)}`;
    add('gls', user, name);
  }
  userTable.load(scope, rows);
}

function buildDice(
  tables: TableStore,
  users: readonly string[],
  rng: Rng,
  genesisMs: number,
  count: number,
): void {
  const bets = tables.require(DICE.account, 'bets');
  const players = tables.require(DICE.account, 'players');
  const pool = users.slice(0, Math.min(users.length, 2000));
  const segment = new DiceBets(bets, rng, pool, count, Math.floor(genesisMs / 1000) + 86_400 * 2);
  bets.setBase(DICE.scope, segment);
  players.load(
    DICE.scope,
    segment.stats().map((s) =>
      players.makeRow(
        {
          player: s.player,
          bets: s.bets,
          wagered: formatAsset(s.wagered, '4,CYBER'),
          won: formatAsset(s.won, '4,CYBER'),
        },
        s.player,
      ),
    ),
  );
}

const PermShape = {
  Default: 0,
  /** Active: 2 of 3 keys. */
  MultiKey: 1,
  /** Active: own key or another user's active permission. */
  Delegated: 2,
} as const;
type PermShape = (typeof PermShape)[keyof typeof PermShape];

/**
 * A generated user in ~100 bytes: the permissions are rebuilt from the name and shape whenever
 * they are read, so 100,000 users do not hold 100,000 permission trees.
 */
class UserAccount implements AccountState {
  readonly name: string;
  readonly createdMs: number;
  readonly ramUsage: number;
  readonly privileged = false;
  readonly lastCodeUpdateMs = 0;
  staked = 0;
  received = 0;
  provided = 0;
  private readonly shape: PermShape;
  private readonly delegate: string;

  constructor(
    name: string,
    createdMs: number,
    ramUsage: number,
    shape: PermShape,
    delegate: string,
  ) {
    this.name = name;
    this.createdMs = createdMs;
    this.ramUsage = ramUsage;
    this.shape = shape;
    this.delegate = delegate;
  }

  get permissions(): PermissionState[] {
    const name = this.name;
    switch (this.shape) {
      case PermShape.MultiKey:
        return perms(singleKey(`acct/${name}/owner`), {
          threshold: 2,
          keys: [1, 2, 3].map((i) => ({ key: `acct/${name}/active/${i}`, weight: 1 })),
          accounts: [],
          waits: [],
        });
      case PermShape.Delegated:
        return perms(singleKey(`acct/${name}/owner`), {
          threshold: 1,
          keys: [{ key: `acct/${name}/active`, weight: 1 }],
          accounts: [{ permission: { actor: this.delegate, permission: 'active' }, weight: 1 }],
          waits: [],
        });
      default:
        return defaultPerms(name);
    }
  }
}

/**
 * Genesis token balances in columns (base units; −1 = none). `rows` makes a scope's rows of
 * cyber.token/accounts when it is read; the table keeps them only once a transfer changes them.
 */
class BalanceBook {
  readonly supply = { CYBER: 0, GOLOS: 0 };
  private readonly slots = new Map<string, number>();
  private readonly cyber: number[] = [];
  private readonly golos: number[] = [];

  add(owner: string, cyber: number, golos: number): void {
    this.slots.set(owner, this.cyber.length);
    this.cyber.push(cyber);
    this.golos.push(golos);
    if (cyber >= 0) this.supply.CYBER += cyber;
    if (golos >= 0) this.supply.GOLOS += golos;
  }

  rows(table: ContractTable, owner: string): StoredRow[] | undefined {
    const slot = this.slots.get(owner);
    if (slot === undefined) return undefined;
    const rows: StoredRow[] = [];
    const cyber = this.cyber[slot] ?? -1;
    const golos = this.golos[slot] ?? -1;
    if (cyber >= 0) rows.push(balanceRow(table, owner, cyber, '4,CYBER'));
    if (golos >= 0) rows.push(balanceRow(table, owner, golos, '3,GOLOS'));
    return rows;
  }
}

function balanceRow(table: ContractTable, owner: string, units: number, symbol: string): StoredRow {
  return table.makeRow(
    { balance: formatAsset(units, symbol), payments: formatAsset(0, symbol) },
    owner,
  );
}
