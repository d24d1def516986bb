/**
 * Well-known data of the dev node's chain. These hold for every seed (the seed changes keys,
 * random users and random history, never these), so tests import them instead of hard-coding.
 */

export const CORE_SYMBOL = '4,CYBER';
export const CORE_SYMBOL_CODE = 'CYBER';
export const TOKEN_CONTRACT = 'cyber.token';

export const SYSTEM_ACCOUNTS = [
  'cyber',
  'cyber.token',
  'cyber.stake',
  'cyber.domain',
  'cyber.govern',
  'cyber.msig',
  'cyber.null',
] as const;

/** Memorable user accounts. */
export const ACCOUNTS = {
  /** Active permission: 2-of-3 keys; extra permission `billing`; agent with a signing key. */
  alice: 'alice',
  /** Active permission: own key or alice@active (account-delegated); agent without a signing key. */
  bob: 'bob',
  /** A proxy (proxy level 1): alice and bob grant to carol, carol grants to three producers. */
  carol: 'carol',
  dave: 'dave',
  eve: 'eve',
  /** The Golos application account; domain `golos` is linked to it and usernames live in its scope. */
  gls: 'gls',
  /** Holds no tokens and no stake; has only the default owner/active keys. */
  empty: 'nobalance',
} as const;

/**
 * Liquid balances of the genesis state. Every block's transactions change balances, so what an
 * account holds at the head is what the node answers (get_currency_balance), not this.
 */
export const BALANCES = {
  alice: { CYBER: '1000.0000 CYBER', GOLOS: '250.000 GOLOS' },
  bob: { CYBER: '500.0000 CYBER', GOLOS: '75.500 GOLOS' },
  carol: { CYBER: '750.0000 CYBER' },
} as const;

/** The showcase contract: table `bets` (scope `dice`) has thousands of rows. */
export const DICE = {
  account: 'dice',
  scope: 'dice',
  table: 'bets',
  /** primary: id; byplayer: (player, id) composite; byamount: amount descending, then id. */
  indexes: ['primary', 'byplayer', 'byamount'] as const,
  playersTable: 'players',
  rowCount: 5000,
  scaleRowCount: 1_000_000,
} as const;

/** Domains (cyber.domain) and the account each is linked to (`""` = not linked). */
export const DOMAINS = {
  golos: 'gls',
  'golos.io': 'gls',
  cyberway: 'cyber',
  dice: 'dice',
  unlinked: '',
} as const;

/**
 * Usernames: `name@domain` resolves to `account` through the domain's linked account (scope).
 * alice@gls is registered in history (NOTABLE_BLOCKS.newUsername), the others at genesis.
 */
export const USERNAMES = [
  { username: 'alice', scope: 'gls', account: 'alice' },
  { username: 'bob', scope: 'gls', account: 'bob' },
  { username: 'carol', scope: 'gls', account: 'carol' },
  { username: 'lucky-alice', scope: 'dice', account: 'alice' },
] as const;

/** 21 producers in the first active schedule and 9 standby candidates (names as on mainnet: random). */
export const PRODUCERS = [
  'k5emubc1rdls',
  'b4qgbcnnchcr',
  'nb1sd5huus5b',
  'ssmbhbr2ejne',
  'rdsjr1vfdssu',
  'gldrwcsbtgpv',
  'rnykos4oljhz',
  'fwyhcsjqp3kx',
  'ojtcdqnfyke4',
  'pnb5vcyrsz31',
  'kkwltpszoc1c',
  '5ipwvcbxwjus',
  'v1ojwm3vla5o',
  'lftdpbgyjexh',
  'mm42pcfomri3',
  'e1n2riwnlv3m',
  '5hecfehvhap1',
  'sfijaenrltsk',
  '5ew2q5tuvxbo',
  '32y52vzrmmmm',
  'dpumbgcgofdk',
] as const;
export const STANDBY_PRODUCERS = [
  'tbdaserd5lta',
  'c2gtmeui5ltl',
  'pdd2poppjced',
  'xkxip1wfqag5',
  '5qlewr4ayqju',
  '2cw2iql4flyh',
  'rryqkuhtzzy2',
  'gzh1mxzhgqpl',
  'xaazipigwt5l',
] as const;

/** Number of blocks in the generated history; the head starts here. */
export const HISTORY_BLOCKS = 12_550;

/**
 * History older than the last hour ends at this fixed time on every run, so blocks
 * 1..HISTORY_BLOCKS − RECENT_BLOCKS have the same ids whenever the node starts (same seed, same
 * chain). The last RECENT_BLOCKS (one hour) end at the start time (`--start-time`, default now):
 * the head is current and delayed transactions of the last hour are still scheduled. Between the
 * two parts time jumps, as after a chain halt; the first recent block runs every delayed
 * transaction that came due meanwhile.
 */
export const HISTORY_ANCHOR_MS = Date.UTC(2024, 0, 1);
export const RECENT_BLOCKS = 1_200;

/**
 * The chain stood still before this block (as CyberWay mainnet did at times): 15 minutes pass
 * between it and the block before, so delayed transactions due meanwhile run late or expire.
 */
export const CHAIN_HALT = { beforeBlock: 520, slots: 300 } as const;

/**
 * Slots the head starts behind the wall clock when blocks can come faster than one per 3 s slot
 * (--manual, or --block-interval-ms under 3000): two hours of blocks to produce at any pace
 * before production has to wait for the clock (README: Time).
 */
export const RESERVE_SLOTS = 2_400;

/** Schedule changes: version v ≥ 2 is proposed at v·P−90, pending (in a header) at v·P−60, active at v·P (P = period). */
export const SCHEDULE_PERIOD = 600;

/** Blocks holding notable transactions (history; the same for every seed). */
export const NOTABLE_BLOCKS = {
  /** alice → bob 10.0000 CYBER, memo "fixture: alice pays bob" (executed). */
  transfer: 100,
  /** One transaction with two actions: bob → carol in CYBER and GOLOS. */
  multiAction: 150,
  /** carol's delayed transfer (status delayed), executed 20 blocks later. */
  delayed: 200,
  deferredExecuted: 220,
  /**
   * Delayed transactions whose deferred execution ends as soft_fail / hard_fail / expired, for
   * real reasons: carol (310) and bob (410) move all their CYBER away before their delayed
   * transfers run, so those fail ("overdrawn balance"; carol's is on the soft-fail list, see
   * README); the chain halts before block 520 (CHAIN_HALT), past the expiration of block 500's.
   */
  delayedSoftFail: 300,
  drainCarol: 310,
  softFail: 320,
  delayedHardFail: 400,
  drainBob: 410,
  hardFail: 420,
  delayedExpired: 500,
  expired: 520,
  /** setcode + setabi deploying the dice contract. */
  deploy: 600,
  /** cyber.domain::newusername registering alice in the gls scope. */
  newUsername: 700,
  /** dice::bet by alice. */
  diceBet: 800,
  /** cyber.stake::delegatevote alice → carol. */
  delegateVote: 900,
  /**
   * The same two failures in the last hour of history (where an explorer reading recent blocks
   * finds them): dave's and then eve's delayed transfer of 60 % of what they hold, after which
   * each spends half of it at once, so that the transfer no longer fits when it runs (dave's is
   * on the soft-fail list).
   */
  recentDelayedSoftFail: HISTORY_BLOCKS - 900,
  recentSpendDave: HISTORY_BLOCKS - 890,
  recentSoftFail: HISTORY_BLOCKS - 880,
  recentDelayedHardFail: HISTORY_BLOCKS - 600,
  recentSpendEve: HISTORY_BLOCKS - 590,
  recentHardFail: HISTORY_BLOCKS - 580,
  /** alice's delayed transfer to bob (delay 3600 s): still scheduled when the node starts. */
  pendingDelayed: HISTORY_BLOCKS - 5,
} as const;

export const DEFAULT_SEED = 1;
export const DEFAULT_PORT = 8888;
export const DEFAULT_HOST = '127.0.0.1';
export const BLOCK_INTERVAL_MS = 3000;

/**
 * cyber.msig's proposals in the generated history (msig-plans.ts), the same for every seed. The
 * vault's active authority is any 2 of bob@active, dave@active and eve@active, so transfers from
 * it go through proposals; alice proposes them all. `at` lists the blocks of each step.
 */
export const MSIG = {
  contract: 'cyber.msig',
  vault: 'treasury',
  /** What the vault holds at genesis. */
  vaultBalance: '10000.0000 CYBER',
  proposer: 'alice',
  /** Requested bob, dave and eve; bob approved; it expired a day later, long ago. */
  expired: { name: 'oldrent', at: { propose: 1000, approve: 1010 } },
  /** Proposed and then cancelled by alice. */
  cancelled: { name: 'mistake', at: { propose: 1100, cancel: 1110 } },
  /** Approved by bob and dave, executed by alice: the vault paid alice 100 CYBER (block exec + 1). */
  executed: { name: 'payalice', at: { propose: 1200, bob: 1210, dave: 1220, exec: 1230 } },
  /** In the last hour, expiring in a week: no approval yet. */
  open: { name: 'budget', at: { propose: HISTORY_BLOCKS - 400 } },
  /** In the last hour: approved by bob and dave, ready to execute. */
  ready: {
    name: 'grant',
    at: { propose: HISTORY_BLOCKS - 300, bob: HISTORY_BLOCKS - 290, dave: HISTORY_BLOCKS - 280 },
  },
  /** In the last hour: eve approved, then invalidated her approvals (so it waits for two). */
  voided: {
    name: 'voided',
    at: {
      propose: HISTORY_BLOCKS - 250,
      eve: HISTORY_BLOCKS - 240,
      invalidate: HISTORY_BLOCKS - 230,
    },
  },
} as const;
