import { ACCOUNTS, MSIG } from '../fixtures.ts';
import { timePointSec } from '../json.ts';
import { CORE, single, type ActionPlan, type PlanKit, type TrxPlan } from './plan-kit.ts';
import { formatAsset } from './assets.ts';

const { alice, bob, dave, eve } = ACCOUNTS;
const DAY_SEC = 86_400;

/** A transfer from the vault, packed as a proposed transaction's action carries it. */
function vaultTransfer(kit: PlanKit, to: string, units: number, memo: string) {
  const data = { from: MSIG.vault, to, quantity: formatAsset(units, CORE), memo };
  return {
    account: 'cyber.token',
    name: 'transfer',
    authorization: [{ actor: MSIG.vault, permission: 'active' }],
    data: kit.ledger.encode('cyber.token', 'transfer', data),
  };
}

function propose(
  kit: PlanKit,
  name: string,
  requested: readonly string[],
  action: ReturnType<typeof vaultTransfer>,
  expirationSec: number,
): TrxPlan {
  return single('msig', [
    kit.action(MSIG.contract, 'propose', MSIG.proposer, {
      proposer: MSIG.proposer,
      proposal_name: name,
      requested: requested.map((actor) => ({ actor, permission: 'active' })),
      trx: {
        expiration: timePointSec(expirationSec),
        ref_block_num: 0,
        ref_block_prefix: 0,
        max_net_usage_words: 0,
        max_cpu_usage_ms: 0,
        max_ram_kbytes: 0,
        max_storage_kbytes: 0,
        delay_sec: 0,
        context_free_actions: [],
        actions: [action],
        transaction_extensions: [],
      },
    }),
  ]);
}

function step(kit: PlanKit, action: string, actor: string, data: Record<string, unknown>): TrxPlan {
  const act: ActionPlan = kit.action(MSIG.contract, action, actor, data);
  return single('msig', [act]);
}

const approve = (kit: PlanKit, name: string, actor: string) =>
  step(kit, 'approve', actor, {
    proposer: MSIG.proposer,
    proposal_name: name,
    level: { actor, permission: 'active' },
  });

interface Proposed {
  name: string;
  requested: readonly string[];
  to: string;
  units: number;
  memo: string;
  days: number;
}

/** The history's proposals by the block that proposes each. */
function proposedAt(n: number): Proposed | undefined {
  const { expired, cancelled, executed, open, ready, voided } = MSIG;
  const three = [bob, dave, eve];
  const all: [number, Proposed][] = [
    [
      expired.at.propose,
      {
        name: expired.name,
        requested: three,
        to: alice,
        units: 250_000,
        memo: 'msig: rent',
        days: 1,
      },
    ],
    [
      cancelled.at.propose,
      {
        name: cancelled.name,
        requested: three,
        to: eve,
        units: 9_990_000,
        memo: 'msig: typo',
        days: 1,
      },
    ],
    [
      executed.at.propose,
      {
        name: executed.name,
        requested: three,
        to: alice,
        units: 1_000_000,
        memo: 'msig: executed',
        days: 1,
      },
    ],
    [
      open.at.propose,
      {
        name: open.name,
        requested: three,
        to: dave,
        units: 500_000,
        memo: 'msig: budget',
        days: 7,
      },
    ],
    [
      ready.at.propose,
      {
        name: ready.name,
        requested: [bob, dave],
        to: eve,
        units: 300_000,
        memo: 'msig: grant',
        days: 7,
      },
    ],
    [
      voided.at.propose,
      {
        name: voided.name,
        requested: three,
        to: bob,
        units: 200_000,
        memo: 'msig: voided',
        days: 7,
      },
    ],
  ];
  return all.find(([at]) => at === n)?.[1];
}

/**
 * The history's cyber.msig proposals (fixtures.ts MSIG): one that expired, one cancelled, one
 * executed, and in the last hour one open, one ready to execute and one whose approval was
 * invalidated. `ms` is the block's time (the proposed transactions expire after it).
 */
export function msigPlans(kit: PlanKit, n: number, ms: number): TrxPlan[] | undefined {
  const p = proposedAt(n);
  if (p) {
    const expiration = Math.floor(ms / 1000) + p.days * DAY_SEC;
    const transfer = vaultTransfer(kit, p.to, p.units, p.memo);
    return [propose(kit, p.name, p.requested, transfer, expiration)];
  }
  const { expired, cancelled, executed, ready, voided } = MSIG;
  const end = (action: 'exec' | 'cancel', name: string) =>
    step(kit, action, alice, {
      proposer: alice,
      proposal_name: name,
      [action === 'exec' ? 'executer' : 'canceler']: alice,
    });
  switch (n) {
    case expired.at.approve:
      return [approve(kit, expired.name, bob)];
    case executed.at.bob:
      return [approve(kit, executed.name, bob)];
    case ready.at.bob:
      return [approve(kit, ready.name, bob)];
    case executed.at.dave:
      return [approve(kit, executed.name, dave)];
    case ready.at.dave:
      return [approve(kit, ready.name, dave)];
    case voided.at.eve:
      return [approve(kit, voided.name, eve)];
    case cancelled.at.cancel:
      return [end('cancel', cancelled.name)];
    case executed.at.exec:
      return [end('exec', executed.name)];
    case voided.at.invalidate:
      return [step(kit, 'invalidate', eve, { account: eve })];
    default:
      return undefined;
  }
}
