import { ACCOUNTS, BALANCES, DICE } from '../fixtures.ts';
import { formatAsset } from './assets.ts';
import { aliceStakeUses, setAgentTerms } from './genesis-stake-terms.ts';
import type { GenesisWriter } from './genesis-writer.ts';
import type { KeyRing } from './keys.ts';
import { MAX_PROXIES } from './ledger/stake-agents.ts';
import type { Rng } from './rng.ts';

export const CORE = '4,CYBER';
export const GOLOS = '3,GOLOS';

interface StakePlan {
  account: string;
  units: number;
  level: number;
  /** KeyRing label of the agent's signing key. */
  key?: string;
  /** A candidate to vote for with this share of the stake. */
  vote?: { recipient: string; units: number };
}

export interface BalancePlan {
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
export function planBalances(
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
export function buildStake(g: GenesisWriter, keys: KeyRing, plan: BalancePlan, ms: number): void {
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
  setAgentTerms(g, plan.candidates, ms);
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
      // carol's votes stay while a producer keeps its fee at 10 % or below.
      break_fee: 1000,
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
  aliceStakeUses(g, first, ms);
}
