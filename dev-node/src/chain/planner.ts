import {
  authChangePlan,
  diceDeployPlan,
  domainPlan,
  newAccountPlan,
  usernamePlan,
} from './account-plans.ts';
import { msigPlans } from './msig-plans.ts';
import { notablePlans } from './notable-plans.ts';
import { PlanKit, single, type ActionPlan, type PlanContext, type TrxPlan } from './plan-kit.ts';
import { Rng } from './rng.ts';
import { becomeProxyPlan, recallPlan, stakePlan, votePlan, withdrawPlan } from './stake-plans.ts';
import {
  betPlan,
  bulkTransferPlans,
  cancelPlan,
  delayedTransferPlan,
  randomTransfer,
  tokenChangePlan,
} from './transfer-plans.ts';

/**
 * Proposes each block's transactions from the chain's current state, so they pass the
 * contracts' checks: a transfer never spends more than its sender holds, votes come from agents,
 * new accounts take unused names, permission changes touch accounts whose keys the node holds.
 * The notable blocks of fixtures.ts hold the same transactions for every seed.
 */
export class Planner {
  private readonly kit: PlanKit;

  constructor(ctx: PlanContext) {
    this.kit = new PlanKit(ctx);
  }

  /** The generator of block n's activity. */
  blockRng(n: number): Rng {
    return Rng.from('block', this.kit.ctx.seed, n);
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

  /** The fixed transactions of the notable blocks (fixtures.ts), the same for every seed. */
  fixed(n: number, ms: number): TrxPlan[] | undefined {
    return notablePlans(this.kit, n) ?? msigPlans(this.kit, n, ms);
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
        const a = randomTransfer(this.kit, rng, n);
        return a && single(kind, [a]);
      }
      case 'multi': {
        const actions = [
          randomTransfer(this.kit, rng, n),
          randomTransfer(this.kit, rng, n),
          randomTransfer(this.kit, rng, n),
        ]
          .slice(0, rng.range(2, 3))
          .filter((a): a is ActionPlan => a !== undefined);
        // Two transfers from one sender must fit together: each spends at most 30 % of it.
        return actions.length >= 2 ? single(kind, actions) : undefined;
      }
      case 'bet':
        return betPlan(this.kit, rng);
      case 'vote':
        return votePlan(this.kit, rng);
      case 'stake':
        return stakePlan(this.kit, rng);
      case 'recall':
        return recallPlan(this.kit, rng);
      case 'withdraw':
        return withdrawPlan(this.kit, rng);
      case 'proxy':
        return becomeProxyPlan(this.kit, rng);
      case 'username':
        return usernamePlan(this.kit, rng);
      case 'delayed':
        return delayedTransferPlan(this.kit, rng, n);
      case 'cancel':
        return cancelPlan(this.kit, rng);
      case 'newaccount':
        return newAccountPlan(this.kit, rng);
      case 'auth':
        return authChangePlan(this.kit, rng);
      case 'deploy':
        return diceDeployPlan(this.kit);
      case 'token':
        return tokenChangePlan(this.kit, rng, n);
      case 'domain':
        return domainPlan(this.kit, rng);
      default:
        return undefined;
    }
  }

  /**
   * `count` plain transfers between seeded users that fit their balances, the same every time: a
   * large block on demand (POST /dev/produce_block {"transactions": n}).
   */
  bulkTransfers(count: number): TrxPlan[] {
    return bulkTransferPlans(this.kit, count);
  }

  /** After a transaction made it into a block: accounts it created join the active users. */
  applied(plan: TrxPlan): void {
    for (const a of plan.actions)
      if (a.account === 'cyber' && a.name === 'newaccount')
        this.kit.ctx.users.push(String(a.data['name']));
  }
}
