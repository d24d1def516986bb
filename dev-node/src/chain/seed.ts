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
import { CONTRACT_ABIS } from './abi/contracts.ts';
import { encodeAbi } from './abi/cyberway-abi.ts';
import { formatAsset } from './assets.ts';
import { DiceBets } from './dice-bets.ts';
import { bytesToHex } from './hex.ts';
import type { KeyRing } from './keys.ts';
import { CYBERWAY_CONTRACTS } from './ledger/contracts.ts';
import { Ledger } from './ledger/ledger.ts';
import { MAX_PROXIES } from './ledger/stake-agents.ts';
import { Rng } from './rng.ts';
import type { AccountState, Authority, Peer } from './state.ts';
import { deployAbi, deployCode, type TableStore } from './state.ts';
import { contractWasm } from './wasm.ts';
import { NAME_CHARS, WORDS } from './words.ts';

export interface GenesisOptions {
  seed: number;
  keys: KeyRing;
  /** Time of the genesis state, ms (three days before block 1). */
  genesisMs: number;
  scale: boolean;
}

/** The chain's state: the ledger, and the lists the generated activity draws from. */
export interface Genesis {
  ledger: Ledger;
  accounts: Map<string, AccountState>;
  /** Ordinary user accounts (fixtures first, then generated ones, then those made in history). */
  users: string[];
  /** Producer candidates of the genesis state, active first. */
  candidates: string[];
  tables: TableStore;
  peers: Peer[];
}

type Data = Record<string, unknown>;

const CORE = '4,CYBER';
const GOLOS = '3,GOLOS';
/** The system ABI is built into the node (CyberWay's eosio_contract_abi), as is `cyber` itself. */
const SYSTEM = 'cyber';

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

function keysAuthority(
  name: string,
  shape: UserShape,
  delegate: string,
): { owner: Authority; active: Authority } {
  const owner = singleKey(`acct/${name}/owner`);
  switch (shape) {
    case 'multikey':
      return {
        owner,
        active: {
          threshold: 2,
          keys: [1, 2, 3].map((i) => ({ key: `acct/${name}/active/${i}`, weight: 1 })),
          accounts: [],
          waits: [],
        },
      };
    case 'delegated':
      return {
        owner,
        active: {
          threshold: 1,
          keys: [{ key: `acct/${name}/active`, weight: 1 }],
          accounts: [{ permission: { actor: delegate, permission: 'active' }, weight: 1 }],
          waits: [],
        },
      };
    default:
      return { owner, active: singleKey(`acct/${name}/active`) };
  }
}

type UserShape = 'default' | 'multikey' | 'delegated';

/** The fixture accounts' authorities (see fixtures.ts). */
function fixtureAuthorities(name: string): { owner: Authority; active: Authority } | undefined {
  const owner = singleKey(`acct/${name}/owner`);
  switch (name) {
    case ACCOUNTS.alice:
      return keysAuthority(name, 'multikey', '');
    case ACCOUNTS.bob:
      return keysAuthority(name, 'delegated', ACCOUNTS.alice);
    case ACCOUNTS.carol:
      return {
        owner,
        active: {
          threshold: 2,
          keys: [{ key: 'acct/carol/active', weight: 1 }],
          accounts: [
            { permission: { actor: 'alice', permission: 'active' }, weight: 1 },
            { permission: { actor: 'bob', permission: 'active' }, weight: 1 },
          ],
          waits: [{ wait_sec: 3600, weight: 1 }],
        },
      };
    default:
      return undefined;
  }
}

function randomName(rng: Rng, taken: Set<string>): string {
  for (;;) {
    let name = '';
    for (let i = 0; i < 12; i++) name += NAME_CHARS[rng.int(NAME_CHARS.length)];
    if (!taken.has(name)) return name;
  }
}

/**
 * Applies genesis actions through the ledger: each is an ordinary transaction, checked and run
 * as any block's, before block 1 (so no traces are kept).
 */
class GenesisWriter {
  readonly ledger: Ledger;

  constructor(ledger: Ledger) {
    this.ledger = ledger;
  }

  run(
    ms: number,
    actions: { account: string; name: string; actor: string; permission?: string; data: Data }[],
  ): void {
    this.ledger.applyTransaction(
      {
        id: '',
        delaySec: 0,
        actions: actions.map((a) => ({
          account: a.account,
          name: a.name,
          authorization: [{ actor: a.actor, permission: a.permission ?? 'active' }],
          data: '',
          json: a.data,
        })),
      },
      { num: 0, ms },
    );
  }

  act(ms: number, account: string, name: string, actor: string, data: Data): void {
    this.run(ms, [{ account, name, actor, data }]);
  }

  newaccount(
    ms: number,
    creator: string,
    name: string,
    auth: { owner: Authority; active: Authority },
  ): void {
    this.act(ms, SYSTEM, 'newaccount', creator, {
      creator,
      name,
      owner: auth.owner,
      active: auth.active,
    });
  }

  deploy(ms: number, account: string): void {
    const abi = CONTRACT_ABIS[account];
    if (!abi) return;
    this.run(ms, [
      {
        account: SYSTEM,
        name: 'setcode',
        actor: account,
        data: { account, vmtype: 0, vmversion: 0, code: bytesToHex(contractWasm(account)) },
      },
      {
        account: SYSTEM,
        name: 'setabi',
        actor: account,
        data: { account, abi: bytesToHex(encodeAbi(abi)) },
      },
    ]);
  }

  transfer(ms: number, from: string, to: string, quantity: string, memo = ''): void {
    this.act(ms, 'cyber.token', 'transfer', from, { from, to, quantity, memo });
  }
}

/** The account the chain starts with, before any action: `cyber`, with the built-in system ABI. */
function systemAccount(ms: number): AccountState {
  const abi = CONTRACT_ABIS[SYSTEM];
  if (!abi) throw new Error('missing system ABI');
  return {
    name: SYSTEM,
    createdMs: ms,
    privileged: true,
    permissions: [
      { perm_name: 'active', parent: 'owner', required_auth: singleKey('acct/cyber/active') },
      { perm_name: 'owner', parent: '', required_auth: singleKey('acct/cyber/owner') },
    ],
    code: deployCode(contractWasm(SYSTEM)),
    abi: deployAbi(abi),
    lastCodeUpdateMs: ms,
    ramUsage: 2724,
    recvSequence: 0,
    authSequence: 0,
    codeSequence: 1,
    abiSequence: 1,
  };
}

/**
 * The genesis state, made by applying actions through the ledger: system accounts and their
 * contracts, tokens issued and handed out, producers and other agents with their stakes and
 * votes, domains and usernames. Only the dice contract's bulk bets (5,000, or 1,000,000 with
 * --scale) are loaded as a table snapshot: as actions they would take minutes.
 */
export function buildGenesis(opts: GenesisOptions): Genesis {
  const { seed, keys, genesisMs, scale } = opts;
  const rng = Rng.from('genesis', seed);
  const ledger = new Ledger(seed, keys, CYBERWAY_CONTRACTS);
  ledger.recording = false;
  const g = new GenesisWriter(ledger);
  ledger.accounts.set(SYSTEM, systemAccount(genesisMs));

  for (const name of SYSTEM_ACCOUNTS) {
    if (name === SYSTEM) continue;
    g.newaccount(genesisMs, SYSTEM, name, { owner: delegated(SYSTEM), active: delegated(SYSTEM) });
    g.deploy(genesisMs, name);
  }

  const candidates = [...PRODUCERS, ...STANDBY_PRODUCERS].map(String);
  for (const name of candidates)
    g.newaccount(
      genesisMs + rng.int(3600) * 1000,
      SYSTEM,
      name,
      keysAuthority(name, 'default', ''),
    );

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
    const auth = fixtureAuthorities(name) ?? keysAuthority(name, 'default', '');
    g.newaccount(genesisMs + 86_400_000 + users.length * 60_000, SYSTEM, name, auth);
    users.push(name);
  }
  // alice's extra permission (fixtures.ts): a single key under active.
  g.act(genesisMs + 90_000_000, SYSTEM, 'updateauth', ACCOUNTS.alice, {
    account: ACCOUNTS.alice,
    permission: 'billing',
    parent: 'active',
    auth: {
      threshold: 1,
      keys: [{ key: keys.gls('acct/alice/billing'), weight: 1 }],
      accounts: [],
      waits: [],
    },
  });
  g.newaccount(
    genesisMs + 3_600_000,
    SYSTEM,
    DICE.account,
    keysAuthority(DICE.account, 'default', ''),
  );
  g.deploy(genesisMs + 3_600_000, DICE.account);

  const userCount = scale ? 100_000 : 400;
  const taken = new Set(ledger.accounts.keys());
  while (users.length < userCount) {
    const name = randomName(rng, taken);
    taken.add(name);
    const roll = rng.next();
    const shape: UserShape =
      roll < 0.08 ? 'multikey' : roll < 0.13 && users.length > 10 ? 'delegated' : 'default';
    const delegate = shape === 'delegated' ? rng.pick(users) : '';
    g.newaccount(
      genesisMs + 86_400_000 + rng.int(86_400) * 1000,
      SYSTEM,
      name,
      keysAuthority(name, shape, delegate),
    );
    users.push(name);
  }

  const tokenMs = genesisMs + 2 * 86_400_000;
  const plan = planBalances(rng, users, candidates);
  g.act(tokenMs, 'cyber.token', 'create', 'cyber.token', {
    issuer: SYSTEM,
    maximum_supply: formatAsset(100_000_000_000_000, CORE),
  });
  g.act(tokenMs, 'cyber.token', 'create', 'cyber.token', {
    issuer: ACCOUNTS.gls,
    maximum_supply: formatAsset(1_000_000_000_000, GOLOS),
  });
  g.act(tokenMs, 'cyber.token', 'issue', SYSTEM, {
    to: SYSTEM,
    quantity: formatAsset(plan.cyberTotal, CORE),
    memo: 'genesis',
  });
  g.act(tokenMs, 'cyber.token', 'issue', ACCOUNTS.gls, {
    to: ACCOUNTS.gls,
    quantity: formatAsset(plan.golosTotal, GOLOS),
    memo: 'genesis',
  });
  for (const [name, units] of plan.cyber)
    g.transfer(tokenMs, SYSTEM, name, formatAsset(units, CORE), 'genesis');
  for (const [name, units] of plan.golos)
    g.transfer(tokenMs, ACCOUNTS.gls, name, formatAsset(units, GOLOS), 'genesis');

  buildStake(g, keys, plan, tokenMs + 3_600_000);
  buildDomains(g, users, rng, genesisMs + 7_200_000);
  buildDice(ledger.tables, users, rng, genesisMs, scale ? DICE.scaleRowCount : DICE.rowCount);
  ledger.recording = true;

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

  return { ledger, accounts: ledger.accounts, users, candidates, tables: ledger.tables, peers };
}

interface StakePlan {
  account: string;
  units: number;
  level: number;
  /** KeyRing label of the agent's signing key. */
  key?: string;
  /** A candidate to vote for with this share of the stake. */
  vote?: { recipient: string; units: number };
}

interface BalancePlan {
  cyber: [string, number][];
  golos: [string, number][];
  cyberTotal: number;
  golosTotal: number;
  stakes: StakePlan[];
  candidates: string[];
}

/**
 * Who gets how much at genesis (base units): liquid balances plus what each agent stakes. The
 * fixture accounts' liquid balances are BALANCES.
 */
function planBalances(
  rng: Rng,
  users: readonly string[],
  candidates: readonly string[],
): BalancePlan {
  const fixed: Record<string, { CYBER?: string; GOLOS?: string }> = BALANCES;
  const units = (text: string | undefined) =>
    text === undefined ? -1 : Number(text.split(' ')[0]?.replace('.', ''));
  const stakes: StakePlan[] = [];
  candidates.forEach((name, i) => {
    stakes.push({
      account: name,
      units: (30 - i) * 4_000_000_000 + rng.int(3_000_000_000),
      level: 0,
      // The last standby candidate never set a key: it is a candidate that cannot be elected.
      ...(i < candidates.length - 1 ? { key: `prod/${name}/signing` } : {}),
    });
  });
  stakes.push({ account: ACCOUNTS.carol, units: 2_500_000, level: 1, key: 'agent/carol/signing' });
  stakes.push({ account: ACCOUNTS.alice, units: 4_000_000, level: 2, key: 'agent/alice/signing' });
  stakes.push({ account: ACCOUNTS.bob, units: 1_500_000, level: 2 });
  // Only this many ordinary agents store a signing key (each key is derived at start-up).
  let keyBudget = 20;
  for (const name of users.slice(7)) {
    if (!rng.chance(0.25)) continue;
    const staked = rng.range(10_000, 50_000_000);
    const withKey = keyBudget > 0 && rng.chance(0.4);
    if (withKey) keyBudget--;
    const level = rng.range(1, 4);
    const vote = rng.chance(0.6)
      ? { recipient: rng.pick(candidates), units: Math.floor(staked / 2) }
      : undefined;
    stakes.push({
      account: name,
      units: staked,
      level,
      ...(withKey ? { key: `agent/${name}/signing` } : {}),
      ...(vote ? { vote } : {}),
    });
  }
  const staked = new Map(stakes.map((s) => [s.account, s.units]));

  const cyber: [string, number][] = [];
  const golos: [string, number][] = [];
  for (const name of users) {
    if (name === ACCOUNTS.empty) continue;
    const f = fixed[name];
    const liquid = f ? units(f.CYBER) : rng.range(1_000, 500_000_000);
    const g = f ? units(f.GOLOS) : rng.chance(0.35) ? rng.range(1, 5_000_000) : -1;
    const total = Math.max(liquid, 0) + (staked.get(name) ?? 0);
    if (liquid >= 0 || total > 0) cyber.push([name, total]);
    // gls issues GOLOS and holds what it issued: it is not handed any.
    if (g > 0 && name !== ACCOUNTS.gls) golos.push([name, g]);
  }
  for (const name of candidates)
    cyber.push([name, rng.range(10_000_000, 90_000_000_000) + (staked.get(name) ?? 0)]);
  cyber.push([DICE.account, 50_000_000_000]);
  const cyberTotal = 1_000_000_000_000 + cyber.reduce((s, [, u]) => s + u, 0);
  const golosTotal = 100_000_000 + golos.reduce((s, [, u]) => s + u, 0);
  return { cyber, golos, cyberTotal, golosTotal, stakes, candidates: [...candidates] };
}

/**
 * cyber.stake: every agent stakes by a transfer to cyber.stake, candidates take level 0 and set
 * their keys, users vote; carol is a proxy (level 1) passing 30 % of what she receives to each of
 * three producers, and alice and bob vote through her.
 */
function buildStake(g: GenesisWriter, keys: KeyRing, plan: BalancePlan, ms: number): void {
  const token = { token_code: 'CYBER' };
  for (const s of plan.stakes) {
    g.transfer(ms, s.account, 'cyber.stake', formatAsset(s.units, CORE));
    // A new agent has the highest level (MAX_PROXIES.length); others move to theirs.
    if (s.level !== MAX_PROXIES.length)
      g.act(ms, 'cyber.stake', 'setproxylvl', s.account, {
        account: s.account,
        ...token,
        level: s.level,
      });
    if (s.key)
      g.act(ms, 'cyber.stake', 'setkey', s.account, {
        account: s.account,
        ...token,
        signing_key: keys.gls(s.key),
      });
  }
  const [first, second, third] = plan.candidates;
  for (const producer of [first, second, third]) {
    if (!producer) continue;
    g.act(ms, 'cyber.stake', 'delegatevote', ACCOUNTS.carol, {
      grantor_name: ACCOUNTS.carol,
      recipient_name: producer,
      quantity: formatAsset(800_000, CORE),
    });
    g.act(ms, 'cyber.stake', 'setgrntterms', ACCOUNTS.carol, {
      grantor_name: ACCOUNTS.carol,
      recipient_name: producer,
      ...token,
      pct: 3000,
      break_fee: 0,
      break_min_own_staked: 0,
    });
  }
  const vote = (grantor: string, recipient: string, units: number) =>
    g.act(ms, 'cyber.stake', 'delegatevote', grantor, {
      grantor_name: grantor,
      recipient_name: recipient,
      quantity: formatAsset(units, CORE),
    });
  vote(ACCOUNTS.alice, ACCOUNTS.carol, 1_000_000);
  vote(ACCOUNTS.bob, ACCOUNTS.carol, 500_000);
  for (const s of plan.stakes) if (s.vote) vote(s.account, s.vote.recipient, s.vote.units);
}

function buildDomains(g: GenesisWriter, users: readonly string[], rng: Rng, ms: number): void {
  for (const [name, linked] of Object.entries(DOMAINS)) {
    const owner = linked === '' ? 'cyber.domain' : linked;
    g.act(ms, 'cyber.domain', 'newdomain', owner, { creator: owner, name });
    if (linked !== '') g.act(ms, 'cyber.domain', 'linkdomain', owner, { owner, to: linked, name });
  }
  const used = new Set<string>();
  const add = (creator: string, owner: string, name: string) => {
    used.add(`${creator}/${name}`);
    g.act(ms, 'cyber.domain', 'newusername', creator, { creator, owner, name });
  };
  // alice@gls is registered by a history block (NOTABLE_BLOCKS.newUsername).
  for (const u of USERNAMES)
    if (!(u.scope === ACCOUNTS.gls && u.account === ACCOUNTS.alice))
      add(u.scope, u.account, u.username);
  for (const user of users.slice(7, 3000)) {
    if (!rng.chance(0.6)) continue;
    let name = `${rng.pick(WORDS)}-${rng.int(10_000)}`;
    while (used.has(`gls/${name}`)) name = `${rng.pick(WORDS)}-${rng.int(100_000)}`;
    add(ACCOUNTS.gls, user, name);
  }
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
          wagered: formatAsset(s.wagered, CORE),
          won: formatAsset(s.won, CORE),
        },
        s.player,
      ),
    ),
  );
}
