import { ACCOUNTS, NOTABLE_BLOCKS } from '../fixtures.ts';
import { POOL_PREFIX, type KeyRing } from './keys.ts';
import { minimumPermission } from './ledger/authorization.ts';
import type { Ledger } from './ledger/ledger.ts';
import { balanceOf } from './ledger/token.ts';
import type { Rng } from './rng.ts';
import type { PermissionLevel } from './state.ts';

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

export const CORE = '4,CYBER';
export const GOLOS = '3,GOLOS';
export const CORE_CODE = 'CYBER';
/** The accounts the fixtures describe: their permissions and stakes stay as documented. */
export const PROTECTED: ReadonlySet<string> = new Set(Object.values(ACCOUNTS));

export const transferAction = (
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

export function single(kind: string, actions: ActionPlan[], expiresIn = 120): TrxPlan {
  return { kind, actions, delaySec: 0, expiresIn };
}

/**
 * What every proposer works with: the chain's state (PlanContext) and the helpers that keep a
 * plan valid against it (spendable amounts, recipients to avoid, the permission to sign with).
 */
export class PlanKit {
  readonly ctx: PlanContext;
  /** The next key of the KeyRing's pool to hand out. */
  private nextKey = 0;

  constructor(ctx: PlanContext) {
    this.ctx = ctx;
  }

  get ledger(): Ledger {
    return this.ctx.ledger;
  }

  /** A key nobody holds yet, as action data carries it (GLS…); the node can sign with it. */
  freshKey(): string {
    return this.ctx.keys.publish(`${POOL_PREFIX}${this.nextKey++}`);
  }

  /** The action's weakest sufficient permission of `actor`: what apps sign with (linkauth). */
  level(actor: string, code: string, action: string): PermissionLevel[] {
    const permission = minimumPermission(this.ledger, actor, code, action);
    return [{ actor, permission: permission === 'cyber.any' ? 'active' : permission }];
  }

  action(code: string, name: string, actor: string, data: Record<string, unknown>): ActionPlan {
    return { account: code, name, authorization: this.level(actor, code, name), data };
  }

  /** Accounts that must not receive tokens in block n, so the fixture failures stay failures. */
  avoided(n: number): Set<string> {
    const out = new Set<string>([ACCOUNTS.empty]);
    if (n > NOTABLE_BLOCKS.delayedSoftFail && n <= NOTABLE_BLOCKS.softFail) out.add(ACCOUNTS.carol);
    if (n > NOTABLE_BLOCKS.delayedHardFail && n <= NOTABLE_BLOCKS.hardFail) out.add(ACCOUNTS.bob);
    if (n > NOTABLE_BLOCKS.recentDelayedSoftFail && n <= NOTABLE_BLOCKS.recentSoftFail)
      out.add(ACCOUNTS.dave);
    if (n > NOTABLE_BLOCKS.recentDelayedHardFail && n <= NOTABLE_BLOCKS.recentHardFail)
      out.add(ACCOUNTS.eve);
    return out;
  }

  /** A user holding at least `min` units of a token, or undefined after a few tries. */
  holder(rng: Rng, code: string, min: number): string | undefined {
    for (let i = 0; i < 8; i++) {
      const name = rng.pick(this.ctx.users);
      if (balanceOf(this.ledger, name, code) >= min) return name;
    }
    return undefined;
  }

  /** How much of a balance one transaction may spend: fixture accounts spend little. */
  spendable(name: string, code: string, share = 0.3): number {
    const balance = balanceOf(this.ledger, name, code);
    return Math.floor(balance * (PROTECTED.has(name) ? 0.02 : share));
  }

  recipient(
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
}
