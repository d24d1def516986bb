import { ACCOUNTS, DICE } from '../fixtures.ts';
import { formatAsset } from './assets.ts';
import { maxPayout } from './ledger/dice.ts';
import { balanceOf, balanceRow } from './ledger/token.ts';
import {
  CORE,
  CORE_CODE,
  GOLOS,
  PROTECTED,
  single,
  transferAction,
  type ActionPlan,
  type PlanKit,
  type TrxPlan,
} from './plan-kit.ts';
import type { Rng } from './rng.ts';
import { memoOf } from './words.ts';

/* Plans that move tokens: transfers, dice bets, delayed transfers and their cancelling, GOLOS. */

/** A delayed transfer's delays, seconds. */
const DELAYS = [30, 60, 180, 300, 900, 1800, 3600] as const;

export function randomTransfer(kit: PlanKit, rng: Rng, n: number): ActionPlan | undefined {
  const golos = rng.chance(0.2);
  const code = golos ? 'GOLOS' : CORE_CODE;
  const from = kit.holder(rng, code, golos ? 10 : 1_000);
  if (!from) return undefined;
  const to = kit.recipient(rng, from, n);
  const max = kit.spendable(from, code);
  if (!to || max < 1) return undefined;
  const units = rng.range(1, Math.min(max, golos ? 200_000 : 5_000_000));
  return kit.action('cyber.token', 'transfer', from, {
    from,
    to,
    quantity: formatAsset(units, golos ? GOLOS : CORE),
    memo: memoOf(rng.next()),
  });
}

export function betPlan(kit: PlanKit, rng: Rng): TrxPlan | undefined {
  const player = kit.holder(rng, CORE_CODE, 10_000);
  if (!player) return undefined;
  const steps = Math.min(400, Math.floor(kit.spendable(player, CORE_CODE, 0.25) / 2_500));
  if (steps < 1) return undefined;
  const units = (1 + rng.int(steps)) * 2_500;
  const rollUnder = rng.range(2, 96);
  const house = balanceOf(kit.ledger, DICE.account, CORE_CODE);
  if (house + units < maxPayout(units, rollUnder)) return undefined;
  return single('bet', [
    kit.action(DICE.account, 'bet', player, {
      player,
      amount: formatAsset(units, CORE),
      roll_under: rollUnder,
      memo: rng.chance(0.1) ? 'good luck' : '',
    }),
  ]);
}

export function delayedTransferPlan(kit: PlanKit, rng: Rng, n: number): TrxPlan | undefined {
  const from = kit.holder(rng, CORE_CODE, 1_000);
  const to = from && kit.recipient(rng, from, n, PROTECTED);
  if (!from || !to) return undefined;
  const max = kit.spendable(from, CORE_CODE, 0.25);
  if (max < 1) return undefined;
  return {
    kind: 'delayed',
    actions: [
      kit.action('cyber.token', 'transfer', from, {
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
export function cancelPlan(kit: PlanKit, rng: Rng): TrxPlan | undefined {
  const pending = kit.ledger.deferred
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

/** GOLOS activity: gls pays author rewards (issue), users open and close balances. */
export function tokenChangePlan(kit: PlanKit, rng: Rng, n: number): TrxPlan | undefined {
  const { gls } = ACCOUNTS;
  const user = rng.pick(kit.ctx.users);
  const row = balanceRow(kit.ledger, user, 'GOLOS');
  switch (rng.int(3)) {
    case 0: {
      const to = kit.recipient(rng, gls, n);
      if (!to) return undefined;
      return single('token', [
        kit.action('cyber.token', 'issue', gls, {
          to,
          quantity: formatAsset(rng.range(1_000, 500_000), GOLOS),
          memo: 'author reward',
        }),
      ]);
    }
    case 1:
      if (row || PROTECTED.has(user)) return undefined;
      return single('token', [
        kit.action('cyber.token', 'open', user, { owner: user, symbol: GOLOS, ram_payer: user }),
      ]);
    default:
      if (!row || balanceOf(kit.ledger, user, 'GOLOS') !== 0 || PROTECTED.has(user))
        return undefined;
      return single('token', [
        kit.action('cyber.token', 'close', user, { owner: user, symbol: GOLOS }),
      ]);
  }
}

/**
 * `count` plain transfers between seeded users that fit their balances, the same every time: a
 * large block on demand (POST /dev/produce_block {"transactions": n}).
 */
export function bulkTransferPlans(kit: PlanKit, count: number): TrxPlan[] {
  const users = kit.ctx.users;
  const plans: TrxPlan[] = [];
  const spent = new Map<string, number>();
  for (let i = 0; plans.length < count && i < count * 4; i++) {
    const from = users[i % users.length] ?? ACCOUNTS.alice;
    let to = users[(i * 7 + 3) % users.length] ?? ACCOUNTS.bob;
    if (to === from) to = from === ACCOUNTS.bob ? ACCOUNTS.alice : ACCOUNTS.bob;
    const free = balanceOf(kit.ledger, from, CORE_CODE) - (spent.get(from) ?? 0);
    const units = Math.min(1 + ((i * 7919) % 5_000_000), Math.floor(free / 8));
    if (units < 1 || to === ACCOUNTS.empty) continue;
    spent.set(from, (spent.get(from) ?? 0) + units);
    plans.push({
      kind: 'transfer',
      actions: [transferAction(from, to, formatAsset(units, CORE), i % 5 === 0 ? `bulk ${i}` : '')],
      delaySec: 0,
      expiresIn: 60 + (i % 3000),
    });
  }
  return plans;
}
