import { timePointSec } from '../../json.ts';
import { formatAsset } from '../assets.ts';
import { payoutUnits } from '../dice-bets.ts';
import { sha256 } from '../rng.ts';
import { assetArg, nameArg, numberArg, parseAssetText, stringArg } from './args.ts';
import { check } from './errors.ts';
import type { Handler } from './action-context.ts';
import type { LedgerState } from './ledger-state.ts';
import { balanceOf, TOKEN } from './token.ts';

/**
 * The showcase contract. `bet` takes the stake from the player with an inline cyber.token
 * transfer (under the authority the bet declared), rolls, records the bet and the player's
 * totals, and pays a win back with a second inline transfer from dice.
 */
export const DICE_CONTRACT = 'dice';
const SCOPE = 'dice';
const CORE = '4,CYBER';
const MAX_MEMO_BYTES = 256;

/** The roll of bet `id`: the same for a seed whenever the chain is built. */
export function rollOf(seed: number, id: number): number {
  return 1 + (sha256(`roll/${seed}/${id}`).readUInt32LE(0) % 100);
}

/** What the house pays at most for a bet (a roll of 1). */
export function maxPayout(units: number, rollUnder: number): number {
  return payoutUnits(units, rollUnder, 1);
}

function nextBetId(ledger: LedgerState): number {
  return Number(ledger.tables.require(DICE_CONTRACT, 'bets').lastRow(SCOPE)?.data['id'] ?? 0) + 1;
}

const bet: Handler = (ctx) => {
  const player = nameArg(ctx.data, 'player');
  ctx.requireAuth(player);
  const amount = assetArg(ctx.data, 'amount');
  const rollUnder = numberArg(ctx.data, 'roll_under');
  const memo = stringArg(ctx.data, 'memo');
  check(rollUnder >= 2 && rollUnder <= 96, 'roll_under must be between 2 and 96');
  check(amount.code === 'CYBER' && amount.precision === 4, 'bets are in CYBER');
  check(amount.units > 0, 'bet must be positive');
  check(
    Buffer.byteLength(memo, 'utf8') <= MAX_MEMO_BYTES,
    `memo has more than ${MAX_MEMO_BYTES} bytes`,
  );
  const house = balanceOf(ctx.ledger, DICE_CONTRACT, 'CYBER');
  check(
    house + amount.units >= maxPayout(amount.units, rollUnder),
    'the house cannot cover this bet',
  );

  const id = nextBetId(ctx.ledger);
  const roll = rollOf(ctx.ledger.seed, id);
  const payout = payoutUnits(amount.units, rollUnder, roll);
  const stakeAuth = ctx.act.authorization.filter((a) => a.actor === player).slice(0, 1);
  ctx.sendInline(TOKEN, 'transfer', stakeAuth, {
    from: player,
    to: DICE_CONTRACT,
    quantity: ctx.data['amount'],
    memo: `bet #${id}`,
  });
  const bets = ctx.ledger.tables.require(DICE_CONTRACT, 'bets');
  ctx.ledger.insertRow(
    bets,
    SCOPE,
    {
      id,
      player,
      amount: ctx.data['amount'],
      roll_under: rollUnder,
      roll,
      payout: formatAsset(payout, CORE),
      placed: timePointSec(Math.floor(ctx.block.ms / 1000)),
      memo,
    },
    player,
  );
  const players = ctx.ledger.tables.require(DICE_CONTRACT, 'players');
  const row = players.findPrimary(SCOPE, [player]);
  const units = (field: string) =>
    row ? (parseAssetText(String(row.data[field]))?.units ?? 0) : 0;
  const totals = {
    player,
    bets: Number(row?.data['bets'] ?? 0) + 1,
    wagered: formatAsset(units('wagered') + amount.units, CORE),
    won: formatAsset(units('won') + payout, CORE),
  };
  if (row) ctx.ledger.modifyRow(players, SCOPE, row, totals);
  else ctx.ledger.insertRow(players, SCOPE, totals, player);
  if (payout > 0)
    ctx.sendInline(TOKEN, 'transfer', [{ actor: DICE_CONTRACT, permission: 'active' }], {
      from: DICE_CONTRACT,
      to: player,
      quantity: formatAsset(payout, CORE),
      memo: `dice #${id}: ${roll} under ${rollUnder}, won`,
    });
};

export const diceHandlers: Record<string, Handler> = {
  [`${DICE_CONTRACT}/${DICE_CONTRACT}/bet`]: bet,
};
