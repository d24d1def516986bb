import { ACCOUNTS, DICE, NOTABLE_BLOCKS } from '../fixtures.ts';
import { diceDeployPlan } from './account-plans.ts';
import { formatAsset } from './assets.ts';
import { balanceOf } from './ledger/token.ts';
import { CORE, CORE_CODE, single, transferAction, type PlanKit, type TrxPlan } from './plan-kit.ts';

/** The fixed transactions of the notable blocks (fixtures.ts), the same for every seed. */
export function notablePlans(kit: PlanKit, n: number): TrxPlan[] | undefined {
  const { alice, bob, carol, dave, eve, gls } = ACCOUNTS;
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
    const units = balanceOf(kit.ledger, from, CORE_CODE);
    return units > 0
      ? [single('transfer', [transferAction(from, alice, formatAsset(units, CORE), memo)])]
      : [];
  };
  /** A share of what an account holds now, sent at once (spend) or delayed (the failing one). */
  const share = (from: string, part: number) =>
    Math.floor(balanceOf(kit.ledger, from, CORE_CODE) * part);
  const spendHalf = (from: string, memo: string): TrxPlan[] => [
    single('transfer', [transferAction(from, alice, formatAsset(share(from, 0.5), CORE), memo)]),
  ];
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
      return [diceDeployPlan(kit)];
    case NOTABLE_BLOCKS.newUsername:
      return [
        single('username', [
          kit.action('cyber.domain', 'newusername', gls, {
            creator: gls,
            owner: alice,
            name: 'alice',
          }),
        ]),
      ];
    case NOTABLE_BLOCKS.diceBet:
      return [
        single('bet', [
          kit.action(DICE.account, 'bet', alice, {
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
          kit.action('cyber.stake', 'delegatevote', alice, {
            grantor_name: alice,
            recipient_name: carol,
            quantity: '100.0000 CYBER',
          }),
        ]),
      ];
    case NOTABLE_BLOCKS.recentDelayedSoftFail:
      return [
        {
          ...delayedTransfer(dave, eve, share(dave, 0.6), 60, 'fixture: recent delayed, soft_fail'),
          softFailListed: true,
        },
      ];
    case NOTABLE_BLOCKS.recentSpendDave:
      return spendHalf(dave, 'fixture: dave spends half');
    case NOTABLE_BLOCKS.recentDelayedHardFail:
      return [
        delayedTransfer(eve, dave, share(eve, 0.6), 60, 'fixture: recent delayed, hard_fail'),
      ];
    case NOTABLE_BLOCKS.recentSpendEve:
      return spendHalf(eve, 'fixture: eve spends half');
    case NOTABLE_BLOCKS.pendingDelayed:
      return [delayedTransfer(alice, bob, 123_400, 3600, 'fixture: scheduled for an hour')];
    default:
      return undefined;
  }
}
