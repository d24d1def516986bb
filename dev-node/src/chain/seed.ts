import {
  ACCOUNTS,
  DICE,
  DOMAINS,
  MSIG,
  PRODUCERS,
  STANDBY_PRODUCERS,
  SYSTEM_ACCOUNTS,
  USERNAMES,
} from '../fixtures.ts';
import { genesisAirdrop } from './airdrop.ts';
import { formatAsset } from './assets.ts';
import { DiceBets } from './dice-bets.ts';
import {
  delegated,
  fixtureAuthorities,
  keysAuthority,
  randomName,
  SYSTEM,
  systemAccount,
  type UserShape,
  vaultAuthority,
} from './genesis-accounts.ts';
import { buildStake, CORE, GOLOS, planBalances } from './genesis-balances.ts';
import { genesisPeers } from './genesis-peers.ts';
import { GenesisWriter } from './genesis-writer.ts';
import type { KeyRing } from './keys.ts';
import { CYBERWAY_CONTRACTS } from './ledger/contracts.ts';
import { Ledger } from './ledger/ledger.ts';
import { Rng } from './rng.ts';
import type { AccountState, Peer, TableStore } from './state.ts';
import { WORDS } from './words.ts';

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
  g.newaccount(genesisMs + 3_600_000, SYSTEM, MSIG.vault, vaultAuthority());

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

  g.act(tokenMs, 'cyber.token', 'issue', SYSTEM, {
    to: SYSTEM,
    quantity: MSIG.vaultBalance,
    memo: 'the vault',
  });
  g.transfer(tokenMs, SYSTEM, MSIG.vault, MSIG.vaultBalance, 'genesis');
  if (scale) genesisAirdrop(g, tokenMs, users);

  buildStake(g, keys, plan, tokenMs + 3_600_000);
  buildDomains(g, users, rng, genesisMs + 7_200_000);
  buildDice(ledger.tables, users, rng, genesisMs, scale ? DICE.scaleRowCount : DICE.rowCount);
  ledger.recording = true;

  const peers = genesisPeers();

  return { ledger, accounts: ledger.accounts, users, candidates, tables: ledger.tables, peers };
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
