import { timePointSec } from '../../json.ts';
import { symbolCodeKey } from '../table-keys.ts';
import type { ActionContext, Handler } from './action-context.ts';
import { assetArg, nameArg, numberArg, stringArg } from './args.ts';
import { check } from './errors.ts';
import {
  changeAgent,
  CORE_CODE,
  CORE_PRECISION,
  FULL_PCT,
  nextId,
  recallFunds,
  requireAgent,
  STAKE,
  STAKE_SCOPE,
  stakeTable,
  type Agent,
} from './stake-agents.ts';

/*
 * cyber.stake's agent settings and bandwidth provisions, as cyber.stake.cpp: an agent's fee and
 * minimum own stake (which break the grants whose terms they pass), delegateuse and recalluse
 * (own stake lent to another account's bandwidth) and claim (the recalled stake back, once the
 * depriving window has passed).
 */

/**
 * The stake.param depriving_window, seconds: how long recalled provisions stay provided. Short
 * here, so the generated history's recalls can be claimed.
 */
export const DEPRIVING_WINDOW_SEC = 600;

/** Grants that name the agent as recipient. */
function grantsTo(ctx: ActionContext, recipient: string) {
  const table = stakeTable(ctx.ledger, 'stake.grant');
  return table
    .rows(STAKE_SCOPE)
    .filter((r) => r.data['token_code'] === CORE_CODE && r.data['recipient_name'] === recipient);
}

/**
 * A grant whose recipient raised its fee past the grant's break_fee, or lowered its minimum own
 * stake below break_min_own_staked, is recalled whole to its grantor (update_proxied_traversal).
 * CyberWay does it at the grantor's next update; this node at once, so the votes move now.
 */
function breakGrants(ctx: ActionContext, agent: Agent): void {
  for (const row of grantsTo(ctx, agent.account)) {
    const after = requireAgent(ctx.ledger, agent.account);
    const kept =
      Number(row.data['break_fee']) >= after.fee &&
      Number(row.data['break_min_own_staked']) <= after.minOwnStaked;
    if (kept) continue;
    const share = Number(row.data['share']);
    if (share > 0) recallFunds(ctx.ledger, agent.account, share);
    const grantorName = String(row.data['grantor_name']);
    // recallFunds changed only the recipient's side; the grant row itself is this one.
    const table = stakeTable(ctx.ledger, 'stake.grant');
    const current = table
      .rows(STAKE_SCOPE)
      .find(
        (r) => r.data['grantor_name'] === grantorName && r.data['recipient_name'] === agent.account,
      );
    if (current) ctx.ledger.eraseRow(table, STAKE_SCOPE, current);
    const grantor = requireAgent(ctx.ledger, grantorName);
    changeAgent(ctx.ledger, grantor, {
      balance: grantor.balance + share,
      proxied: grantor.proxied - share,
    });
  }
}

/** modify_agent: the agent's own change, then check_own_staked. */
function modifyAgent(ctx: ActionContext, change: Record<string, unknown>): void {
  const account = nameArg(ctx.data, 'account');
  ctx.requireAuth(account);
  check(stringArg(ctx.data, 'token_code') === CORE_CODE, 'no staking for token');
  const agent = requireAgent(ctx.ledger, account);
  changeAgent(ctx.ledger, agent, change);
  const after = requireAgent(ctx.ledger, account);
  check(after.ownShare >= after.minOwnStaked, "own staked funds can't be less than min_own_staked");
  breakGrants(ctx, after);
}

const setproxyfee: Handler = (ctx) => {
  const fee = numberArg(ctx.data, 'fee');
  check(fee >= 0 && fee <= FULL_PCT, 'fee must be between 0% and 100% (0-10000)');
  modifyAgent(ctx, { fee });
};

const setminstaked: Handler = (ctx) => {
  const min = numberArg(ctx.data, 'min_own_staked');
  check(min >= 0, "min_own_staked can't be negative");
  modifyAgent(ctx, { min_own_staked: min });
};

type PairTable = 'provision' | 'provpayout';

function pairRow(ctx: ActionContext, name: PairTable, grantor: string, recipient: string) {
  const table = stakeTable(ctx.ledger, name);
  return table.find(STAKE_SCOPE, table.indexPosition('bykey'), [
    symbolCodeKey(CORE_CODE),
    grantor,
    recipient,
  ]);
}

/** delegateuse (amount > 0) and recalluse (amount < 0): update_provided. */
function updateProvided(ctx: ActionContext, sign: 1 | -1): void {
  const grantorName = nameArg(ctx.data, 'grantor_name');
  const recipientName = nameArg(ctx.data, 'recipient_name');
  ctx.requireAuth(grantorName);
  const quantity = assetArg(ctx.data, 'quantity');
  check(
    quantity.units > 0,
    sign > 0 ? 'must delegate positive quantity' : 'must recall positive quantity',
  );
  check(grantorName !== recipientName, "can't delegate to yourself");
  check(quantity.code === CORE_CODE, 'no staking for token');
  check(quantity.precision === CORE_PRECISION, 'quantity precision mismatch');
  const grantor = requireAgent(ctx.ledger, grantorName);
  const recipient = requireAgent(ctx.ledger, recipientName);
  const provs = stakeTable(ctx.ledger, 'provision');
  const payouts = stakeTable(ctx.ledger, 'provpayout');
  const prov = pairRow(ctx, 'provision', grantorName, recipientName);
  const payout = pairRow(ctx, 'provpayout', grantorName, recipientName);
  const key = { token_code: CORE_CODE, grantor_name: grantorName, recipient_name: recipientName };
  if (sign > 0) {
    let toProvide = quantity.units;
    if (payout) {
      const fromPayout = Math.min(quantity.units, Number(payout.data['amount']));
      toProvide -= fromPayout;
      if (Number(payout.data['amount']) > fromPayout)
        ctx.ledger.modifyRow(payouts, STAKE_SCOPE, payout, {
          ...payout.data,
          amount: Number(payout.data['amount']) - fromPayout,
        });
      else ctx.ledger.eraseRow(payouts, STAKE_SCOPE, payout);
    }
    check(toProvide <= grantor.ownShare - grantor.provided, 'not enough staked tokens');
    if (prov)
      ctx.ledger.modifyRow(provs, STAKE_SCOPE, prov, {
        ...prov.data,
        amount: Number(prov.data['amount']) + quantity.units,
      });
    else
      ctx.ledger.insertRow(
        provs,
        STAKE_SCOPE,
        { id: nextId(ctx.ledger, 'provision'), ...key, amount: quantity.units },
        grantorName,
      );
    changeAgent(ctx.ledger, grantor, { provided: grantor.provided + toProvide });
    const r = requireAgent(ctx.ledger, recipientName);
    changeAgent(ctx.ledger, r, { received: Number(r.row.data['received']) + quantity.units });
    return;
  }
  check(prov !== undefined, 'no tokens delegated');
  const provided = Number(prov.data['amount']);
  check(provided >= quantity.units, 'not enough delegated tokens');
  const date = timePointSec(Math.floor(ctx.block.ms / 1000) + DEPRIVING_WINDOW_SEC);
  if (payout)
    ctx.ledger.modifyRow(payouts, STAKE_SCOPE, payout, {
      ...payout.data,
      amount: Number(payout.data['amount']) + quantity.units,
      date,
    });
  else
    ctx.ledger.insertRow(
      payouts,
      STAKE_SCOPE,
      { id: nextId(ctx.ledger, 'provpayout'), ...key, amount: quantity.units, date },
      grantorName,
    );
  if (provided > quantity.units)
    ctx.ledger.modifyRow(provs, STAKE_SCOPE, prov, {
      ...prov.data,
      amount: provided - quantity.units,
    });
  else ctx.ledger.eraseRow(provs, STAKE_SCOPE, prov);
  changeAgent(ctx.ledger, recipient, {
    received: Number(recipient.row.data['received']) - quantity.units,
  });
}

/** The stake a recalluse took back returns to the grantor's own use once its date has come. */
const claim: Handler = (ctx) => {
  const grantorName = nameArg(ctx.data, 'grantor_name');
  const recipientName = nameArg(ctx.data, 'recipient_name');
  ctx.requireAuth(grantorName);
  check(stringArg(ctx.data, 'token_code') === CORE_CODE, 'no staking for token');
  const grantor = requireAgent(ctx.ledger, grantorName);
  const payout = pairRow(ctx, 'provpayout', grantorName, recipientName);
  const due =
    payout !== undefined &&
    Date.parse(`${String(payout.data['date'])}Z`) <= Math.floor(ctx.block.ms / 1000) * 1000;
  check(due, 'nothing to claim');
  const amount = Number(payout.data['amount']);
  check(amount <= grantor.provided, 'SYSTEM: incorrect provided');
  changeAgent(ctx.ledger, grantor, { provided: grantor.provided - amount });
  ctx.ledger.eraseRow(stakeTable(ctx.ledger, 'provpayout'), STAKE_SCOPE, payout);
};

export const stakeSettingHandlers: Record<string, Handler> = {
  [`${STAKE}/${STAKE}/setproxyfee`]: setproxyfee,
  [`${STAKE}/${STAKE}/setminstaked`]: setminstaked,
  [`${STAKE}/${STAKE}/delegateuse`]: (ctx) => updateProvided(ctx, 1),
  [`${STAKE}/${STAKE}/recalluse`]: (ctx) => updateProvided(ctx, -1),
  [`${STAKE}/${STAKE}/claim`]: claim,
};
