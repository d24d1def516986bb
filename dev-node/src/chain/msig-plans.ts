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

/**
 * The history's cyber.msig proposals (fixtures.ts MSIG): one that expired, one cancelled, one
 * executed, and in the last hour one open, one ready to execute and one whose approval was
 * invalidated. `ms` is the block's time (the proposed transactions expire after it).
 */
export function msigPlans(kit: PlanKit, n: number, ms: number): TrxPlan[] | undefined {
  const sec = Math.floor(ms / 1000);
  const { expired, cancelled, executed, open, ready, voided } = MSIG;
  const three = [bob, dave, eve];
  switch (n) {
    case expired.at.propose:
      return [
        propose(
          kit,
          expired.name,
          three,
          vaultTransfer(kit, alice, 250_000, 'msig: rent'),
          sec + DAY_SEC,
        ),
      ];
    case expired.at.approve:
      return [approve(kit, expired.name, bob)];
    case cancelled.at.propose:
      return [
        propose(
          kit,
          cancelled.name,
          three,
          vaultTransfer(kit, eve, 9_990_000, 'msig: typo'),
          sec + DAY_SEC,
        ),
      ];
    case cancelled.at.cancel:
      return [
        step(kit, 'cancel', alice, {
          proposer: alice,
          proposal_name: cancelled.name,
          canceler: alice,
        }),
      ];
    case executed.at.propose:
      return [
        propose(
          kit,
          executed.name,
          three,
          vaultTransfer(kit, alice, 1_000_000, 'msig: executed'),
          sec + DAY_SEC,
        ),
      ];
    case executed.at.bob:
      return [approve(kit, executed.name, bob)];
    case executed.at.dave:
      return [approve(kit, executed.name, dave)];
    case executed.at.exec:
      return [
        step(kit, 'exec', alice, {
          proposer: alice,
          proposal_name: executed.name,
          executer: alice,
        }),
      ];
    case open.at.propose:
      return [
        propose(
          kit,
          open.name,
          three,
          vaultTransfer(kit, dave, 500_000, 'msig: budget'),
          sec + 7 * DAY_SEC,
        ),
      ];
    case ready.at.propose:
      return [
        propose(
          kit,
          ready.name,
          [bob, dave],
          vaultTransfer(kit, eve, 300_000, 'msig: grant'),
          sec + 7 * DAY_SEC,
        ),
      ];
    case ready.at.bob:
      return [approve(kit, ready.name, bob)];
    case ready.at.dave:
      return [approve(kit, ready.name, dave)];
    case voided.at.propose:
      return [
        propose(
          kit,
          voided.name,
          three,
          vaultTransfer(kit, bob, 200_000, 'msig: voided'),
          sec + 7 * DAY_SEC,
        ),
      ];
    case voided.at.eve:
      return [approve(kit, voided.name, eve)];
    case voided.at.invalidate:
      return [step(kit, 'invalidate', eve, { account: eve })];
    default:
      return undefined;
  }
}
