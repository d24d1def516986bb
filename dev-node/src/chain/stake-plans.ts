import { formatAsset } from './assets.ts';
import { agentOf, grantsOf, MAX_PROXIES, type Agent } from './ledger/stake-agents.ts';
import { CORE, CORE_CODE, PROTECTED, single, type PlanKit, type TrxPlan } from './plan-kit.ts';
import type { Rng } from './rng.ts';

/* Plans of cyber.stake: votes, stakes, recalls, withdrawals, agents becoming proxies. */

/** A random agent other than the fixture ones (ids run from 1 without gaps). */
function pickAgent(kit: PlanKit, rng: Rng, accept: (a: Agent) => boolean): Agent | undefined {
  const table = kit.ledger.tables.require('cyber.stake', 'stake.agent');
  const last = Number(table.lastRow('cyber.stake')?.data['id'] ?? 0);
  for (let i = 0; i < 8 && last > 0; i++) {
    const row = table.findPrimary('cyber.stake', [rng.range(1, last)]);
    const agent = row ? agentOf(kit.ledger, String(row.data['account'])) : undefined;
    if (agent && !PROTECTED.has(agent.account) && accept(agent)) return agent;
  }
  return undefined;
}

function candidateNames(kit: PlanKit): string[] {
  const table = kit.ledger.tables.require('cyber.stake', 'stake.cand');
  return table.rows('cyber.stake').map((r) => String(r.data['account']));
}

export function votePlan(kit: PlanKit, rng: Rng): TrxPlan | undefined {
  const grantor = pickAgent(kit, rng, (a) => a.level > 0 && a.balance >= 20_000);
  if (!grantor) return undefined;
  const grants = grantsOf(kit.ledger, grantor.account);
  let recipient: string;
  if (grants.length >= (MAX_PROXIES[grantor.level - 1] ?? 0) || rng.chance(0.3)) {
    const grant = grants.length > 0 ? rng.pick(grants) : undefined;
    if (!grant) return undefined;
    recipient = grant.recipient;
  } else recipient = rng.pick(candidateNames(kit));
  const quantity = rng.range(10_000, Math.floor(grantor.balance / 2));
  return single('vote', [
    kit.action('cyber.stake', 'delegatevote', grantor.account, {
      grantor_name: grantor.account,
      recipient_name: recipient,
      quantity: formatAsset(quantity, CORE),
    }),
  ]);
}

export function stakePlan(kit: PlanKit, rng: Rng): TrxPlan | undefined {
  const from = kit.holder(rng, CORE_CODE, 100_000);
  if (!from || PROTECTED.has(from)) return undefined;
  const max = kit.spendable(from, CORE_CODE, 0.2);
  if (max < 10_000) return undefined;
  const units = rng.range(10_000, max);
  return single('stake', [
    kit.action('cyber.token', 'transfer', from, {
      from,
      to: 'cyber.stake',
      quantity: formatAsset(units, CORE),
      memo: '',
    }),
  ]);
}

export function recallPlan(kit: PlanKit, rng: Rng): TrxPlan | undefined {
  const grantor = pickAgent(kit, rng, (a) => a.proxied > 0);
  const grant = grantor
    ? grantsOf(kit.ledger, grantor.account).find((g) => g.share > 0)
    : undefined;
  if (!grantor || !grant) return undefined;
  return single('recall', [
    kit.action('cyber.stake', 'recallvote', grantor.account, {
      grantor_name: grantor.account,
      recipient_name: grant.recipient,
      token_code: CORE_CODE,
      pct: rng.pick([1000, 2500, 5000, 10_000]),
    }),
  ]);
}

export function withdrawPlan(kit: PlanKit, rng: Rng): TrxPlan | undefined {
  const agent = pickAgent(kit, rng, (a) => Math.min(a.balance, a.ownShare - a.provided) >= 30_000);
  if (!agent) return undefined;
  const max = Math.floor(Math.min(agent.balance, agent.ownShare - agent.provided) / 3);
  return single('withdraw', [
    kit.action('cyber.stake', 'withdraw', agent.account, {
      account: agent.account,
      quantity: formatAsset(rng.range(10_000, max), CORE),
    }),
  ]);
}

/** An ordinary agent becomes a proxy (levels 1..3) that others can vote through. */
export function becomeProxyPlan(kit: PlanKit, rng: Rng): TrxPlan | undefined {
  const agent = pickAgent(
    kit,
    rng,
    (a) => a.level === MAX_PROXIES.length && grantsOf(kit.ledger, a.account).length === 0,
  );
  if (!agent) return undefined;
  return single('proxy', [
    kit.action('cyber.stake', 'setproxylvl', agent.account, {
      account: agent.account,
      token_code: CORE_CODE,
      level: rng.range(1, 3),
    }),
  ]);
}
