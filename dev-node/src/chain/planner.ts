import { ACCOUNTS, DICE, NOTABLE_BLOCKS } from '../fixtures.ts';
import { formatAsset } from './assets.ts';
import { Rng } from './rng.ts';
import { randomAccountName, WORDS } from './words.ts';

/** What a transaction does, before it is serialized. Data is the action's JSON arguments. */
export interface ActionPlan {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  data: Record<string, unknown>;
}

export type DeferredOutcome = 'executed' | 'soft_fail' | 'hard_fail' | 'expired';

export interface TrxPlan {
  kind:
    | 'transfer'
    | 'multi'
    | 'bet'
    | 'vote'
    | 'username'
    | 'newaccount'
    | 'updateauth'
    | 'deploy'
    | 'delayed';
  actions: ActionPlan[];
  delaySec: number;
  /** Seconds after the block time that the transaction expires. */
  expiresIn: number;
  /** For delayed transactions: how the deferred execution ends. */
  outcome?: DeferredOutcome;
}

export interface PlanContext {
  seed: number;
  users: readonly string[];
  candidates: readonly string[];
  /** Packed dice code and ABI, hex, for deploy transactions. */
  diceCodeHex: string;
  diceAbiHex: string;
}

const MEMOS = [
  '',
  '',
  'thanks!',
  'rent',
  'coffee',
  'invoice 42',
  'for the dice',
  'gift',
  'refund',
  'salary',
];
const active = (actor: string) => [{ actor, permission: 'active' }];

function transfer(from: string, to: string, quantity: string, memo: string): ActionPlan {
  return {
    account: 'cyber.token',
    name: 'transfer',
    authorization: active(from),
    data: { from, to, quantity, memo },
  };
}

/**
 * `count` plain transfers between seeded users, the same every time: a large block on demand
 * (POST /dev/produce_block {"transactions": n}) for measuring how the explorer copes with one.
 */
export function bulkTransferPlans(count: number, users: readonly string[]): TrxPlan[] {
  const plans: TrxPlan[] = [];
  for (let i = 0; i < count; i++) {
    const from = users[i % users.length] ?? 'alice';
    let to = users[(i * 7 + 3) % users.length] ?? 'bob';
    if (to === from) to = from === 'bob' ? 'alice' : 'bob';
    const units = 1 + ((i * 7919) % 5_000_000);
    plans.push({
      kind: 'transfer',
      actions: [transfer(from, to, formatAsset(units, '4,CYBER'), i % 5 === 0 ? `bulk ${i}` : '')],
      delaySec: 0,
      expiresIn: 60 + (i % 3000),
    });
  }
  return plans;
}

function randomTransfer(rng: Rng, users: readonly string[]): ActionPlan {
  const from = rng.pick(users);
  let to = rng.pick(users);
  if (to === from) to = users[(users.indexOf(from) + 1) % users.length] ?? to;
  const quantity = rng.chance(0.2)
    ? formatAsset(rng.range(1, 200_000), '3,GOLOS')
    : formatAsset(rng.range(1, 5_000_000), '4,CYBER');
  return transfer(from, to, quantity, rng.pick(MEMOS));
}

function bet(player: string, units: number, rollUnder: number): ActionPlan {
  return {
    account: DICE.account,
    name: 'bet',
    authorization: active(player),
    data: { player, amount: formatAsset(units, '4,CYBER'), roll_under: rollUnder, memo: '' },
  };
}

function deploy(ctx: PlanContext): ActionPlan[] {
  const auth = active(DICE.account);
  return [
    {
      account: 'cyber',
      name: 'setcode',
      authorization: auth,
      data: { account: DICE.account, vmtype: 0, vmversion: 0, code: ctx.diceCodeHex },
    },
    {
      account: 'cyber',
      name: 'setabi',
      authorization: auth,
      data: { account: DICE.account, abi: ctx.diceAbiHex },
    },
  ];
}

function delayedTransfer(
  from: string,
  to: string,
  units: number,
  delaySec: number,
  outcome: DeferredOutcome,
  memo: string,
): TrxPlan {
  return {
    kind: 'delayed',
    actions: [transfer(from, to, formatAsset(units, '4,CYBER'), memo)],
    delaySec,
    expiresIn: delaySec + 600,
    outcome,
  };
}

/** The fixed transactions of the notable blocks (fixtures.ts), the same for every seed. */
function notable(n: number, ctx: PlanContext): TrxPlan[] | undefined {
  const { alice, bob, carol } = ACCOUNTS;
  switch (n) {
    case NOTABLE_BLOCKS.transfer:
      return [
        {
          kind: 'transfer',
          actions: [transfer(alice, bob, '10.0000 CYBER', 'fixture: alice pays bob')],
          delaySec: 0,
          expiresIn: 120,
        },
      ];
    case NOTABLE_BLOCKS.multiAction:
      return [
        {
          kind: 'multi',
          actions: [
            transfer(bob, carol, '1.5000 CYBER', 'fixture: two tokens'),
            transfer(bob, carol, '2.000 GOLOS', 'fixture: two tokens'),
          ],
          delaySec: 0,
          expiresIn: 120,
        },
      ];
    case NOTABLE_BLOCKS.delayed:
      return [delayedTransfer(carol, alice, 50_000, 60, 'executed', 'fixture: delayed, executed')];
    case NOTABLE_BLOCKS.delayedSoftFail:
      return [delayedTransfer(carol, bob, 60_000, 60, 'soft_fail', 'fixture: delayed, soft_fail')];
    case NOTABLE_BLOCKS.delayedHardFail:
      return [delayedTransfer(bob, carol, 70_000, 60, 'hard_fail', 'fixture: delayed, hard_fail')];
    case NOTABLE_BLOCKS.delayedExpired:
      return [delayedTransfer(alice, carol, 80_000, 60, 'expired', 'fixture: delayed, expired')];
    case NOTABLE_BLOCKS.deploy:
      return [{ kind: 'deploy', actions: deploy(ctx), delaySec: 0, expiresIn: 300 }];
    case NOTABLE_BLOCKS.newUsername:
      return [
        {
          kind: 'username',
          actions: [
            {
              account: 'cyber.domain',
              name: 'newusername',
              authorization: active(ACCOUNTS.gls),
              data: { creator: ACCOUNTS.gls, owner: alice, name: 'alice' },
            },
          ],
          delaySec: 0,
          expiresIn: 120,
        },
      ];
    case NOTABLE_BLOCKS.diceBet:
      return [{ kind: 'bet', actions: [bet(alice, 25_000, 50)], delaySec: 0, expiresIn: 120 }];
    case NOTABLE_BLOCKS.delegateVote:
      return [
        {
          kind: 'vote',
          actions: [
            {
              account: 'cyber.stake',
              name: 'delegatevote',
              authorization: active(alice),
              data: { grantor_name: alice, recipient_name: carol, quantity: '100.0000 CYBER' },
            },
          ],
          delaySec: 0,
          expiresIn: 120,
        },
      ];
    case NOTABLE_BLOCKS.pendingDelayed:
      return [
        delayedTransfer(alice, bob, 123_400, 3600, 'executed', 'fixture: scheduled for an hour'),
      ];
    default:
      return undefined;
  }
}

/** The transactions of block n: a pure function of the seed and n. */
export function planBlock(n: number, ctx: PlanContext): TrxPlan[] {
  if (n <= 1) return [];
  const fixed = notable(n, ctx);
  if (fixed) return fixed;
  const rng = Rng.from('block', ctx.seed, n);
  const count = rng.weighted([
    [0, 40],
    [1, 25],
    [2, 15],
    [3, 10],
    [4, 6],
    [6, 3],
    [9, 1],
  ] as const);
  const plans: TrxPlan[] = [];
  for (let i = 0; i < count; i++) plans.push(randomPlan(rng, ctx, n, i));
  return plans;
}

function randomPlan(rng: Rng, ctx: PlanContext, n: number, i: number): TrxPlan {
  const { users, candidates } = ctx;
  const kind = rng.weighted([
    ['transfer', 44],
    ['bet', 15],
    ['vote', 8],
    ['username', 6],
    ['delayed', 12],
    ['multi', 6],
    ['newaccount', 4],
    ['updateauth', 4],
    ['deploy', 1],
  ] as const);
  const expiresIn = rng.range(30, 3600);
  switch (kind) {
    case 'transfer':
      return { kind, actions: [randomTransfer(rng, users)], delaySec: 0, expiresIn };
    case 'multi':
      return {
        kind,
        actions: [
          randomTransfer(rng, users),
          randomTransfer(rng, users),
          randomTransfer(rng, users),
        ].slice(0, rng.range(2, 3)),
        delaySec: 0,
        expiresIn,
      };
    case 'bet':
      return {
        kind,
        actions: [bet(rng.pick(users), (1 + rng.int(400)) * 2_500, rng.range(2, 96))],
        delaySec: 0,
        expiresIn,
      };
    case 'vote': {
      const grantor = rng.pick(users);
      return {
        kind,
        actions: [
          {
            account: 'cyber.stake',
            name: 'delegatevote',
            authorization: active(grantor),
            data: {
              grantor_name: grantor,
              recipient_name: rng.pick(candidates),
              quantity: formatAsset(rng.range(10_000, 10_000_000), '4,CYBER'),
            },
          },
        ],
        delaySec: 0,
        expiresIn,
      };
    }
    case 'username': {
      const owner = rng.pick(users);
      return {
        kind,
        actions: [
          {
            account: 'cyber.domain',
            name: 'newusername',
            authorization: active(ACCOUNTS.gls),
            data: { creator: ACCOUNTS.gls, owner, name: `${rng.pick(WORDS)}-${n}-${i}` },
          },
        ],
        delaySec: 0,
        expiresIn,
      };
    }
    case 'newaccount': {
      const creator = rng.pick(users);
      const name = randomAccountName(rng);
      // Keys in action data are written as the legacy GLS string the node would print.
      return {
        kind,
        actions: [
          {
            account: 'cyber',
            name: 'newaccount',
            authorization: active(creator),
            data: {
              creator,
              name,
              owner: {
                threshold: 1,
                keys: [],
                accounts: [{ permission: { actor: creator, permission: 'active' }, weight: 1 }],
                waits: [],
              },
              active: {
                threshold: 1,
                keys: [],
                accounts: [{ permission: { actor: creator, permission: 'active' }, weight: 1 }],
                waits: [],
              },
            },
          },
        ],
        delaySec: 0,
        expiresIn,
      };
    }
    case 'updateauth': {
      const account = rng.pick(users);
      const other = rng.pick(users);
      return {
        kind,
        actions: [
          {
            account: 'cyber',
            name: 'updateauth',
            authorization: active(account),
            data: {
              account,
              permission: 'posting',
              parent: 'active',
              auth: {
                threshold: 1,
                keys: [],
                accounts: [{ permission: { actor: other, permission: 'active' }, weight: 1 }],
                waits: [],
              },
            },
          },
        ],
        delaySec: 0,
        expiresIn,
      };
    }
    case 'deploy':
      return { kind, actions: deploy(ctx), delaySec: 0, expiresIn };
    case 'delayed': {
      const from = rng.pick(users);
      const to = rng.pick(users);
      const delaySec = rng.pick([30, 60, 180, 300, 900, 1800, 3600]);
      const outcome = rng.weighted([
        ['executed', 60],
        ['soft_fail', 15],
        ['hard_fail', 10],
        ['expired', 15],
      ] as const);
      return delayedTransfer(from, to, rng.range(1, 2_000_000), delaySec, outcome, rng.pick(MEMOS));
    }
  }
}
