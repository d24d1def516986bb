import { ACCOUNTS, DICE, NOTABLE_BLOCKS } from '../fixtures.ts';
import { CONTRACT_ABIS } from './abi/contracts.ts';
import { encodeAbi } from './abi/cyberway-abi.ts';
import { formatAsset } from './assets.ts';
import { bytesToHex } from './hex.ts';
import { POOL_PREFIX, type KeyRing } from './keys.ts';
import { findPermission, linkKey, minimumPermission } from './ledger/authorization.ts';
import { maxPayout } from './ledger/dice.ts';
import { domainRow, usernameRow } from './ledger/domain.ts';
import type { Ledger } from './ledger/ledger.ts';
import { agentOf, grantsOf, MAX_PROXIES, type Agent } from './ledger/stake-agents.ts';
import { balanceOf, balanceRow } from './ledger/token.ts';
import { Rng } from './rng.ts';
import type { Authority, PermissionLevel } from './state.ts';
import { contractWasm } from './wasm.ts';
import { memoOf, NAME_CHARS, WORDS } from './words.ts';

/** What an action does, before it is serialized. Data is the action's JSON arguments. */
export interface ActionPlan {
  account: string;
  name: string;
  authorization: PermissionLevel[];
  data: Record<string, unknown>;
}

export interface TrxPlan {
  /** What kind of activity it is (for the mix and its tests). */
  kind: string;
  actions: ActionPlan[];
  delaySec: number;
  /** Seconds after the block time that the transaction expires. */
  expiresIn: number;
  /**
   * On CyberWay's soft-fail list: a failed deferred execution of it runs the error handler
   * (soft_fail) instead of failing hard.
   */
  softFailListed?: boolean;
}

export interface PlanContext {
  seed: number;
  ledger: Ledger;
  keys: KeyRing;
  /** The accounts activity draws from; accounts created in blocks join it. */
  users: string[];
}

const CORE = '4,CYBER';
const GOLOS = '3,GOLOS';
const CORE_CODE = 'CYBER';
/** The accounts the fixtures describe: their permissions and stakes stay as documented. */
const PROTECTED: ReadonlySet<string> = new Set(Object.values(ACCOUNTS));
/** A delayed transfer's delays, seconds. */
const DELAYS = [30, 60, 180, 300, 900, 1800, 3600] as const;

const transferAction = (
  from: string,
  to: string,
  quantity: string,
  memo: string,
  permission = 'active',
): ActionPlan => ({
  account: 'cyber.token',
  name: 'transfer',
  authorization: [{ actor: from, permission }],
  data: { from, to, quantity, memo },
});

function single(kind: string, actions: ActionPlan[], expiresIn = 120): TrxPlan {
  return { kind, actions, delaySec: 0, expiresIn };
}

/**
 * Proposes each block's transactions from the chain's current state, so they pass the
 * contracts' checks: a transfer never spends more than its sender holds, votes come from agents,
 * new accounts take unused names, permission changes touch accounts whose keys the node holds.
 * The notable blocks of fixtures.ts hold the same transactions for every seed.
 */
export class Planner {
  private readonly ctx: PlanContext;
  /** The next key of the KeyRing's pool to hand out. */
  private nextKey = 0;

  constructor(ctx: PlanContext) {
    this.ctx = ctx;
  }

  private get ledger(): Ledger {
    return this.ctx.ledger;
  }

  /** A key nobody holds yet, as action data carries it (GLS…); the node can sign with it. */
  private freshKey(): string {
    return this.ctx.keys.publish(`${POOL_PREFIX}${this.nextKey++}`);
  }

  /** The generator of block n's activity. */
  blockRng(n: number): Rng {
    return Rng.from('block', this.ctx.seed, n);
  }

  /** How many transactions block n proposes (notable blocks hold theirs only). */
  count(rng: Rng): number {
    return rng.weighted([
      [0, 40],
      [1, 25],
      [2, 15],
      [3, 10],
      [4, 6],
      [6, 3],
      [9, 1],
    ] as const);
  }

  /** The action's weakest sufficient permission of `actor`: what apps sign with (linkauth). */
  private level(actor: string, code: string, action: string): PermissionLevel[] {
    const permission = minimumPermission(this.ledger, actor, code, action);
    return [{ actor, permission: permission === 'cyber.any' ? 'active' : permission }];
  }

  private action(
    code: string,
    name: string,
    actor: string,
    data: Record<string, unknown>,
  ): ActionPlan {
    return { account: code, name, authorization: this.level(actor, code, name), data };
  }

  /** Accounts that must not receive tokens in block n, so the fixture failures stay failures. */
  private avoided(n: number): Set<string> {
    const out = new Set<string>([ACCOUNTS.empty]);
    if (n > NOTABLE_BLOCKS.delayedSoftFail && n <= NOTABLE_BLOCKS.softFail) out.add(ACCOUNTS.carol);
    if (n > NOTABLE_BLOCKS.delayedHardFail && n <= NOTABLE_BLOCKS.hardFail) out.add(ACCOUNTS.bob);
    return out;
  }

  /** A user holding at least `min` units of a token, or undefined after a few tries. */
  private holder(rng: Rng, code: string, min: number): string | undefined {
    for (let i = 0; i < 8; i++) {
      const name = rng.pick(this.ctx.users);
      if (balanceOf(this.ledger, name, code) >= min) return name;
    }
    return undefined;
  }

  /** How much of a balance one transaction may spend: fixture accounts spend little. */
  private spendable(name: string, code: string, share = 0.3): number {
    const balance = balanceOf(this.ledger, name, code);
    return Math.floor(balance * (PROTECTED.has(name) ? 0.02 : share));
  }

  private recipient(
    rng: Rng,
    from: string,
    n: number,
    extra: ReadonlySet<string> = new Set(),
  ): string | undefined {
    const avoid = this.avoided(n);
    for (let i = 0; i < 8; i++) {
      const to = rng.pick(this.ctx.users);
      if (to !== from && !avoid.has(to) && !extra.has(to)) return to;
    }
    return undefined;
  }

  private randomTransfer(rng: Rng, n: number): ActionPlan | undefined {
    const golos = rng.chance(0.2);
    const code = golos ? 'GOLOS' : CORE_CODE;
    const from = this.holder(rng, code, golos ? 10 : 1_000);
    if (!from) return undefined;
    const to = this.recipient(rng, from, n);
    const max = this.spendable(from, code);
    if (!to || max < 1) return undefined;
    const units = rng.range(1, Math.min(max, golos ? 200_000 : 5_000_000));
    return this.action('cyber.token', 'transfer', from, {
      from,
      to,
      quantity: formatAsset(units, golos ? GOLOS : CORE),
      memo: memoOf(rng.next()),
    });
  }

  /** The fixed transactions of the notable blocks (fixtures.ts), the same for every seed. */
  fixed(n: number): TrxPlan[] | undefined {
    const { alice, bob, carol, gls } = ACCOUNTS;
    const delayedTransfer = (
      from: string,
      to: string,
      units: number,
      delaySec: number,
      memo: string,
    ): TrxPlan => ({
      kind: 'delayed',
      actions: [transferAction(from, to, formatAsset(units, CORE), memo)],
      delaySec,
      expiresIn: 600,
    });
    const moveAll = (from: string, memo: string): TrxPlan[] => {
      const units = balanceOf(this.ledger, from, CORE_CODE);
      return units > 0
        ? [single('transfer', [transferAction(from, alice, formatAsset(units, CORE), memo)])]
        : [];
    };
    switch (n) {
      case NOTABLE_BLOCKS.transfer:
        return [
          single('transfer', [
            transferAction(alice, bob, '10.0000 CYBER', 'fixture: alice pays bob'),
          ]),
        ];
      case NOTABLE_BLOCKS.multiAction:
        return [
          single('multi', [
            transferAction(bob, carol, '1.5000 CYBER', 'fixture: two tokens'),
            transferAction(bob, carol, '2.000 GOLOS', 'fixture: two tokens'),
          ]),
        ];
      case NOTABLE_BLOCKS.delayed:
        return [delayedTransfer(carol, alice, 50_000, 60, 'fixture: delayed, executed')];
      case NOTABLE_BLOCKS.delayedSoftFail:
        return [
          {
            ...delayedTransfer(carol, bob, 60_000, 60, 'fixture: delayed, soft_fail'),
            softFailListed: true,
          },
        ];
      case NOTABLE_BLOCKS.drainCarol:
        return moveAll(carol, 'fixture: carol moves her savings');
      case NOTABLE_BLOCKS.delayedHardFail:
        return [delayedTransfer(bob, carol, 70_000, 60, 'fixture: delayed, hard_fail')];
      case NOTABLE_BLOCKS.drainBob:
        return moveAll(bob, 'fixture: bob moves his savings');
      case NOTABLE_BLOCKS.delayedExpired:
        return [delayedTransfer(alice, carol, 80_000, 60, 'fixture: delayed, expired')];
      case NOTABLE_BLOCKS.deploy:
        return [this.diceDeploy()];
      case NOTABLE_BLOCKS.newUsername:
        return [
          single('username', [
            this.action('cyber.domain', 'newusername', gls, {
              creator: gls,
              owner: alice,
              name: 'alice',
            }),
          ]),
        ];
      case NOTABLE_BLOCKS.diceBet:
        return [
          single('bet', [
            this.action(DICE.account, 'bet', alice, {
              player: alice,
              amount: '2.5000 CYBER',
              roll_under: 50,
              memo: '',
            }),
          ]),
        ];
      case NOTABLE_BLOCKS.delegateVote:
        return [
          single('vote', [
            this.action('cyber.stake', 'delegatevote', alice, {
              grantor_name: alice,
              recipient_name: carol,
              quantity: '100.0000 CYBER',
            }),
          ]),
        ];
      case NOTABLE_BLOCKS.pendingDelayed:
        return [delayedTransfer(alice, bob, 123_400, 3600, 'fixture: scheduled for an hour')];
      default:
        return undefined;
    }
  }

  /** One transaction proposed from the current state, or undefined when the draw fits nothing. */
  next(rng: Rng, n: number): TrxPlan | undefined {
    const kind = rng.weighted([
      ['transfer', 38],
      ['bet', 13],
      ['multi', 6],
      ['vote', 4],
      ['stake', 2],
      ['recall', 1.5],
      ['withdraw', 1],
      ['proxy', 0.5],
      ['username', 5],
      ['delayed', 10],
      ['cancel', 1],
      ['newaccount', 3],
      ['auth', 4],
      ['deploy', 0.5],
      ['token', 2],
      ['domain', 0.5],
    ] as const);
    const expiresIn = rng.range(30, 3600);
    const plan = this.propose(kind, rng, n);
    return plan ? { ...plan, expiresIn } : undefined;
  }

  private propose(kind: string, rng: Rng, n: number): TrxPlan | undefined {
    switch (kind) {
      case 'transfer': {
        const a = this.randomTransfer(rng, n);
        return a && single(kind, [a]);
      }
      case 'multi': {
        const actions = [
          this.randomTransfer(rng, n),
          this.randomTransfer(rng, n),
          this.randomTransfer(rng, n),
        ]
          .slice(0, rng.range(2, 3))
          .filter((a): a is ActionPlan => a !== undefined);
        // Two transfers from one sender must fit together: each spends at most 30 % of it.
        return actions.length >= 2 ? single(kind, actions) : undefined;
      }
      case 'bet':
        return this.bet(rng);
      case 'vote':
        return this.vote(rng);
      case 'stake':
        return this.stake(rng);
      case 'recall':
        return this.recall(rng);
      case 'withdraw':
        return this.withdraw(rng);
      case 'proxy':
        return this.becomeProxy(rng);
      case 'username':
        return this.username(rng);
      case 'delayed':
        return this.delayed(rng, n);
      case 'cancel':
        return this.cancel(rng);
      case 'newaccount':
        return this.newAccount(rng);
      case 'auth':
        return this.authChange(rng);
      case 'deploy':
        return this.diceDeploy();
      case 'token':
        return this.tokenChange(rng, n);
      case 'domain':
        return this.domain(rng);
      default:
        return undefined;
    }
  }

  private bet(rng: Rng): TrxPlan | undefined {
    const player = this.holder(rng, CORE_CODE, 10_000);
    if (!player) return undefined;
    const steps = Math.min(400, Math.floor(this.spendable(player, CORE_CODE, 0.25) / 2_500));
    if (steps < 1) return undefined;
    const units = (1 + rng.int(steps)) * 2_500;
    const rollUnder = rng.range(2, 96);
    const house = balanceOf(this.ledger, DICE.account, CORE_CODE);
    if (house + units < maxPayout(units, rollUnder)) return undefined;
    return single('bet', [
      this.action(DICE.account, 'bet', player, {
        player,
        amount: formatAsset(units, CORE),
        roll_under: rollUnder,
        memo: rng.chance(0.1) ? 'good luck' : '',
      }),
    ]);
  }

  /** A random agent other than the fixture ones (ids run from 1 without gaps). */
  private agent(rng: Rng, accept: (a: Agent) => boolean): Agent | undefined {
    const table = this.ledger.tables.require('cyber.stake', 'stake.agent');
    const last = Number(table.lastRow('cyber.stake')?.data['id'] ?? 0);
    for (let i = 0; i < 8 && last > 0; i++) {
      const row = table.findPrimary('cyber.stake', [rng.range(1, last)]);
      const agent = row ? agentOf(this.ledger, String(row.data['account'])) : undefined;
      if (agent && !PROTECTED.has(agent.account) && accept(agent)) return agent;
    }
    return undefined;
  }

  private candidates(): string[] {
    const table = this.ledger.tables.require('cyber.stake', 'stake.cand');
    return table.rows('cyber.stake').map((r) => String(r.data['account']));
  }

  private vote(rng: Rng): TrxPlan | undefined {
    const grantor = this.agent(rng, (a) => a.level > 0 && a.balance >= 20_000);
    if (!grantor) return undefined;
    const grants = grantsOf(this.ledger, grantor.account);
    let recipient: string;
    if (grants.length >= (MAX_PROXIES[grantor.level - 1] ?? 0) || rng.chance(0.3)) {
      const grant = grants.length > 0 ? rng.pick(grants) : undefined;
      if (!grant) return undefined;
      recipient = grant.recipient;
    } else recipient = rng.pick(this.candidates());
    const quantity = rng.range(10_000, Math.floor(grantor.balance / 2));
    return single('vote', [
      this.action('cyber.stake', 'delegatevote', grantor.account, {
        grantor_name: grantor.account,
        recipient_name: recipient,
        quantity: formatAsset(quantity, CORE),
      }),
    ]);
  }

  private stake(rng: Rng): TrxPlan | undefined {
    const from = this.holder(rng, CORE_CODE, 100_000);
    if (!from || PROTECTED.has(from)) return undefined;
    const max = this.spendable(from, CORE_CODE, 0.2);
    if (max < 10_000) return undefined;
    const units = rng.range(10_000, max);
    return single('stake', [
      this.action('cyber.token', 'transfer', from, {
        from,
        to: 'cyber.stake',
        quantity: formatAsset(units, CORE),
        memo: '',
      }),
    ]);
  }

  private recall(rng: Rng): TrxPlan | undefined {
    const grantor = this.agent(rng, (a) => a.proxied > 0);
    const grant = grantor
      ? grantsOf(this.ledger, grantor.account).find((g) => g.share > 0)
      : undefined;
    if (!grantor || !grant) return undefined;
    return single('recall', [
      this.action('cyber.stake', 'recallvote', grantor.account, {
        grantor_name: grantor.account,
        recipient_name: grant.recipient,
        token_code: CORE_CODE,
        pct: rng.pick([1000, 2500, 5000, 10_000]),
      }),
    ]);
  }

  private withdraw(rng: Rng): TrxPlan | undefined {
    const agent = this.agent(rng, (a) => Math.min(a.balance, a.ownShare - a.provided) >= 30_000);
    if (!agent) return undefined;
    const max = Math.floor(Math.min(agent.balance, agent.ownShare - agent.provided) / 3);
    return single('withdraw', [
      this.action('cyber.stake', 'withdraw', agent.account, {
        account: agent.account,
        quantity: formatAsset(rng.range(10_000, max), CORE),
      }),
    ]);
  }

  /** An ordinary agent becomes a proxy (levels 1..3) that others can vote through. */
  private becomeProxy(rng: Rng): TrxPlan | undefined {
    const agent = this.agent(
      rng,
      (a) => a.level === MAX_PROXIES.length && grantsOf(this.ledger, a.account).length === 0,
    );
    if (!agent) return undefined;
    return single('proxy', [
      this.action('cyber.stake', 'setproxylvl', agent.account, {
        account: agent.account,
        token_code: CORE_CODE,
        level: rng.range(1, 3),
      }),
    ]);
  }

  private username(rng: Rng): TrxPlan | undefined {
    const creator = rng.chance(0.9) ? ACCOUNTS.gls : DICE.account;
    const owner = rng.pick(this.ctx.users);
    const name = `${rng.pick(WORDS)}-${rng.int(100_000)}`;
    if (usernameRow(this.ledger, creator, name)) return undefined;
    return single('username', [
      this.action('cyber.domain', 'newusername', creator, { creator, owner, name }),
    ]);
  }

  private delayed(rng: Rng, n: number): TrxPlan | undefined {
    const from = this.holder(rng, CORE_CODE, 1_000);
    const to = from && this.recipient(rng, from, n, PROTECTED);
    if (!from || !to) return undefined;
    const max = this.spendable(from, CORE_CODE, 0.25);
    if (max < 1) return undefined;
    return {
      kind: 'delayed',
      actions: [
        this.action('cyber.token', 'transfer', from, {
          from,
          to,
          quantity: formatAsset(rng.range(1, Math.min(max, 2_000_000)), CORE),
          memo: memoOf(rng.next()),
        }),
      ],
      delaySec: rng.pick(DELAYS),
      expiresIn: 600,
    };
  }

  /** Its signer thinks better of a delayed transfer (cyber::canceldelay). */
  private cancel(rng: Rng): TrxPlan | undefined {
    const pending = this.ledger.deferred
      .sorted()
      .filter((d) => d.sender === '' && !PROTECTED.has(d.payer));
    if (pending.length === 0) return undefined;
    const d = rng.pick(pending);
    const level = d.trx.actions[0]?.authorization[0];
    if (!level) return undefined;
    return single('cancel', [
      {
        account: 'cyber',
        name: 'canceldelay',
        authorization: [level],
        data: { canceling_auth: level, trx_id: d.trx.id },
      },
    ]);
  }

  private newAccount(rng: Rng): TrxPlan | undefined {
    const creator = this.holder(rng, CORE_CODE, 100_000);
    if (!creator) return undefined;
    let name = '';
    for (let tries = 0; tries < 4 && (name === '' || this.ledger.accounts.has(name)); tries++) {
      name = '';
      for (let c = 0; c < 12; c++) name += NAME_CHARS[rng.int(NAME_CHARS.length)];
    }
    if (this.ledger.accounts.has(name)) return undefined;
    // Most people keep one key for owner and active; keys appear in the data as GLS strings.
    const ownerKey = this.freshKey();
    const activeKey = rng.chance(0.7) ? ownerKey : this.freshKey();
    const auth = (key: string): Authority => ({
      threshold: 1,
      keys: [{ key, weight: 1 }],
      accounts: [],
      waits: [],
    });
    const funding = rng.range(1, Math.max(1, this.spendable(creator, CORE_CODE, 0.1)));
    return single('newaccount', [
      this.action('cyber', 'newaccount', creator, {
        creator,
        name,
        owner: auth(ownerKey),
        active: auth(activeKey),
      }),
      transferAction(
        creator,
        name,
        formatAsset(funding, CORE),
        'welcome',
        this.level(creator, 'cyber.token', 'transfer')[0]?.permission,
      ),
    ]);
  }

  /** A permission change by an ordinary account: a `posting` key, links to it, unlinks, removal. */
  private authChange(rng: Rng): TrxPlan | undefined {
    const name = rng.pick(this.ctx.users);
    const account = this.ledger.accounts.get(name);
    if (!account || PROTECTED.has(name)) return undefined;
    const posting = findPermission(account, 'posting');
    const link = linkKey(name, DICE.account, 'bet');
    const native = (action: string, data: Record<string, unknown>): TrxPlan =>
      single('auth', [
        {
          account: 'cyber',
          name: action,
          authorization: [{ actor: name, permission: 'active' }],
          data,
        },
      ]);
    const choice = rng.int(5);
    if (!posting || choice === 0) {
      const other = rng.pick(this.ctx.users);
      const auth: Authority =
        rng.chance(0.5) || other === name
          ? { threshold: 1, keys: [{ key: this.freshKey(), weight: 1 }], accounts: [], waits: [] }
          : {
              threshold: 1,
              keys: [],
              accounts: [{ permission: { actor: other, permission: 'active' }, weight: 1 }],
              waits: [],
            };
      return native('updateauth', { account: name, permission: 'posting', parent: 'active', auth });
    }
    const linked = this.ledger.links.get(link);
    if (choice <= 2 && linked === undefined)
      return native('linkauth', {
        account: name,
        code: DICE.account,
        type: 'bet',
        requirement: 'posting',
      });
    if (choice === 3 && linked !== undefined)
      return native('unlinkauth', { account: name, code: DICE.account, type: 'bet' });
    if (linked === undefined) return native('deleteauth', { account: name, permission: 'posting' });
    return undefined;
  }

  /** A new version of the dice contract: setcode (a different wasm each time) and setabi. */
  diceDeploy(): TrxPlan {
    const version = (this.ledger.accounts.get(DICE.account)?.codeSequence ?? 0) + 1;
    const abi = CONTRACT_ABIS[DICE.account];
    if (!abi) throw new Error('missing dice ABI');
    return single('deploy', [
      this.action('cyber', 'setcode', DICE.account, {
        account: DICE.account,
        vmtype: 0,
        vmversion: 0,
        code: bytesToHex(contractWasm(`${DICE.account} v${version}`)),
      }),
      this.action('cyber', 'setabi', DICE.account, {
        account: DICE.account,
        abi: bytesToHex(encodeAbi(abi)),
      }),
    ]);
  }

  /** GOLOS activity: gls pays author rewards (issue), users open and close balances. */
  private tokenChange(rng: Rng, n: number): TrxPlan | undefined {
    const { gls } = ACCOUNTS;
    const user = rng.pick(this.ctx.users);
    const row = balanceRow(this.ledger, user, 'GOLOS');
    switch (rng.int(3)) {
      case 0: {
        const to = this.recipient(rng, gls, n);
        if (!to) return undefined;
        return single('token', [
          this.action('cyber.token', 'issue', gls, {
            to,
            quantity: formatAsset(rng.range(1_000, 500_000), GOLOS),
            memo: 'author reward',
          }),
        ]);
      }
      case 1:
        if (row || PROTECTED.has(user)) return undefined;
        return single('token', [
          this.action('cyber.token', 'open', user, { owner: user, symbol: GOLOS, ram_payer: user }),
        ]);
      default:
        if (!row || balanceOf(this.ledger, user, 'GOLOS') !== 0 || PROTECTED.has(user))
          return undefined;
        return single('token', [
          this.action('cyber.token', 'close', user, { owner: user, symbol: GOLOS }),
        ]);
    }
  }

  /** Someone registers a domain and links it to their account. */
  private domain(rng: Rng): TrxPlan | undefined {
    const owner = rng.pick(this.ctx.users);
    if (PROTECTED.has(owner)) return undefined;
    const name = `${rng.pick(WORDS)}-${rng.pick(WORDS)}`;
    if (domainRow(this.ledger, name)) return undefined;
    return single('domain', [
      this.action('cyber.domain', 'newdomain', owner, { creator: owner, name }),
      this.action('cyber.domain', 'linkdomain', owner, { owner, to: owner, name }),
    ]);
  }

  /**
   * `count` plain transfers between seeded users that fit their balances, the same every time: a
   * large block on demand (POST /dev/produce_block {"transactions": n}).
   */
  bulkTransfers(count: number): TrxPlan[] {
    const users = this.ctx.users;
    const plans: TrxPlan[] = [];
    const spent = new Map<string, number>();
    for (let i = 0; plans.length < count && i < count * 4; i++) {
      const from = users[i % users.length] ?? ACCOUNTS.alice;
      let to = users[(i * 7 + 3) % users.length] ?? ACCOUNTS.bob;
      if (to === from) to = from === ACCOUNTS.bob ? ACCOUNTS.alice : ACCOUNTS.bob;
      const free = balanceOf(this.ledger, from, CORE_CODE) - (spent.get(from) ?? 0);
      const units = Math.min(1 + ((i * 7919) % 5_000_000), Math.floor(free / 8));
      if (units < 1 || to === ACCOUNTS.empty) continue;
      spent.set(from, (spent.get(from) ?? 0) + units);
      plans.push({
        kind: 'transfer',
        actions: [
          transferAction(from, to, formatAsset(units, CORE), i % 5 === 0 ? `bulk ${i}` : ''),
        ],
        delaySec: 0,
        expiresIn: 60 + (i % 3000),
      });
    }
    return plans;
  }

  /** After a transaction made it into a block: accounts it created join the active users. */
  applied(plan: TrxPlan): void {
    for (const a of plan.actions)
      if (a.account === 'cyber' && a.name === 'newaccount')
        this.ctx.users.push(String(a.data['name']));
  }
}
