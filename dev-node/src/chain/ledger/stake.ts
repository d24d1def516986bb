import { timePointSec } from '../../json.ts';
import { NULL_PUBLIC_KEY } from '../keys.ts';
import { isValidName } from '../names.ts';
import type { ActionContext, Handler } from './action-context.ts';
import { assetArg, nameArg, numberArg, stringArg } from './args.ts';
import { check } from './errors.ts';
import {
  addVotes,
  agentOf,
  candidateRow,
  changeAgent,
  changeGrant,
  CORE_CODE,
  CORE_PRECISION,
  delegateTraversal,
  FULL_PCT,
  grantOf,
  grantsOf,
  MAX_PROXIES,
  nextId,
  recallFunds,
  requireAgent,
  STAKE,
  STAKE_SCOPE,
  stakeTable,
  type Agent,
} from './stake-agents.ts';
import { stakeSettingHandlers } from './stake-settings.ts';
import { TOKEN } from './token.ts';

/*
 * cyber.stake's actions, as CyberWay's cyber.stake.cpp; the agents, grants and candidates they
 * change, and how funds move between them, are in stake-agents.ts. Staking is a cyber.token
 * transfer to cyber.stake.
 */

/** Transfers to cyber.stake with this memo are block rewards, not stake. */
const REWARD_MEMO = 'reward';

function emplaceAgent(ctx: ActionContext, account: string, payer: string): Agent {
  check(ctx.ledger.accounts.has(account), 'account does not exist');
  ctx.ledger.insertRow(
    stakeTable(ctx.ledger, 'stake.agent'),
    STAKE_SCOPE,
    {
      id: nextId(ctx.ledger, 'stake.agent'),
      token_code: CORE_CODE,
      account,
      proxy_level: MAX_PROXIES.length,
      last_proxied_update: timePointSec(Math.floor(ctx.block.ms / 1000)),
      balance: 0,
      proxied: 0,
      shares_sum: 0,
      own_share: 0,
      fee: 0,
      min_own_staked: 0,
      provided: 0,
      received: 0,
      signing_key: null,
    },
    payer,
  );
  return requireAgent(ctx.ledger, account);
}

function checkCore(code: string, precision?: number): void {
  check(code === CORE_CODE, 'no staking for token');
  if (precision !== undefined) check(precision === CORE_PRECISION, 'quantity precision mismatch');
}

/** Staking: a transfer to cyber.stake adds to the agent named by the memo (or the sender). */
const onTransfer: Handler = (ctx) => {
  const to = nameArg(ctx.data, 'to');
  const memo = stringArg(ctx.data, 'memo');
  if (to !== STAKE || memo === REWARD_MEMO) return;
  const from = nameArg(ctx.data, 'from');
  check(memo === '' || isValidName(memo), 'character is not in allowed character set for names');
  const account = memo === '' ? from : memo;
  const quantity = assetArg(ctx.data, 'quantity');
  checkCore(quantity.code);
  if (!agentOf(ctx.ledger, account)) emplaceAgent(ctx, account, from);
  delegateTraversal(ctx.ledger, account, quantity.units);
  const agent = requireAgent(ctx.ledger, account);
  changeAgent(ctx.ledger, agent, { own_share: agent.ownShare + quantity.units });
};

const open: Handler = (ctx) => {
  const owner = nameArg(ctx.data, 'owner');
  const payer = typeof ctx.data['ram_payer'] === 'string' ? nameArg(ctx.data, 'ram_payer') : owner;
  ctx.requireAuth(payer);
  checkCore(stringArg(ctx.data, 'token_code'));
  check(agentOf(ctx.ledger, owner) === undefined, 'agent already exists');
  emplaceAgent(ctx, owner, payer);
};

const delegatevote: Handler = (ctx) => {
  const grantorName = nameArg(ctx.data, 'grantor_name');
  const recipientName = nameArg(ctx.data, 'recipient_name');
  ctx.requireAuth(grantorName);
  const quantity = assetArg(ctx.data, 'quantity');
  check(quantity.units > 0, 'quantity must be positive');
  checkCore(quantity.code, quantity.precision);
  const grantor = requireAgent(ctx.ledger, grantorName);
  check(quantity.units <= grantor.balance, 'insufficient funds');
  const recipient = requireAgent(ctx.ledger, recipientName);
  const delegated = delegateTraversal(ctx.ledger, recipientName, quantity.units);
  const grants = grantsOf(ctx.ledger, grantorName);
  const existing = grants.find((g) => g.recipient === recipientName);
  if (existing) changeGrant(ctx.ledger, existing, existing.share + delegated);
  else {
    check(grants.length < (MAX_PROXIES[grantor.level - 1] ?? 0), 'proxy cannot be added');
    check(
      grantor.level > recipient.level,
      `incorrect proxy levels: grantor ${grantor.level}, agent ${recipient.level}`,
    );
    ctx.ledger.insertRow(
      stakeTable(ctx.ledger, 'stake.grant'),
      STAKE_SCOPE,
      {
        id: nextId(ctx.ledger, 'stake.grant'),
        token_code: CORE_CODE,
        grantor_name: grantorName,
        recipient_name: recipientName,
        pct: 0,
        share: delegated,
        // A vote's grant breaks on any rise of the recipient's fee or fall of its minimum stake.
        break_fee: recipient.fee,
        break_min_own_staked: recipient.minOwnStaked,
      },
      grantorName,
    );
  }
  const after = requireAgent(ctx.ledger, grantorName);
  changeAgent(ctx.ledger, after, {
    balance: after.balance - quantity.units,
    proxied: after.proxied + quantity.units,
  });
};

const recallvote: Handler = (ctx) => {
  const grantorName = nameArg(ctx.data, 'grantor_name');
  const recipientName = nameArg(ctx.data, 'recipient_name');
  ctx.requireAuth(grantorName);
  checkCore(stringArg(ctx.data, 'token_code'));
  const pct = numberArg(ctx.data, 'pct');
  check(pct > 0 && pct <= FULL_PCT, 'pct must be between 0.01% and 100% (1-10000)');
  const grant = grantOf(ctx.ledger, grantorName, recipientName);
  check(grant !== undefined, 'no grant to recall');
  const amount = Math.floor((grant.share * pct) / FULL_PCT);
  check(amount > 0, 'nothing to recall');
  recallFunds(ctx.ledger, recipientName, amount);
  const current = grantOf(ctx.ledger, grantorName, recipientName);
  if (current) changeGrant(ctx.ledger, current, current.share - amount);
  const grantor = requireAgent(ctx.ledger, grantorName);
  changeAgent(ctx.ledger, grantor, {
    balance: grantor.balance + amount,
    proxied: grantor.proxied - amount,
  });
};

/** check_grant_terms: a grant cannot be made already broken. */
function checkGrantTerms(recipient: Agent, breakFee: number, breakMinOwnStaked: number): void {
  check(breakFee >= recipient.fee, "break_fee can't be less than current agent fee");
  check(
    breakMinOwnStaked <= recipient.minOwnStaked,
    "break_min_own_staked can't be greater than current min_own_staked value",
  );
}

const setgrntterms: Handler = (ctx) => {
  const grantorName = nameArg(ctx.data, 'grantor_name');
  const recipientName = nameArg(ctx.data, 'recipient_name');
  const pct = numberArg(ctx.data, 'pct');
  const breakFee = numberArg(ctx.data, 'break_fee');
  const breakMin = numberArg(ctx.data, 'break_min_own_staked');
  check(pct >= 0 && pct <= FULL_PCT, 'pct must be between 0% and 100% (0-10000)');
  check(breakFee >= 0 && breakFee <= FULL_PCT, 'break_fee must be between 0% and 100% (0-10000)');
  check(breakMin >= 0, "break_min_own_staked can't be negative");
  ctx.requireAuth(grantorName);
  checkCore(stringArg(ctx.data, 'token_code'));
  const grants = grantsOf(ctx.ledger, grantorName);
  const existing = grants.find((g) => g.recipient === recipientName);
  const others = grants.reduce((sum, g) => (g === existing ? sum : sum + g.pct), 0);
  check(others + pct <= FULL_PCT, 'too high pct value');
  const terms = { pct, break_fee: breakFee, break_min_own_staked: breakMin };
  if (existing) {
    checkGrantTerms(requireAgent(ctx.ledger, recipientName), breakFee, breakMin);
    check(
      existing.pct !== pct ||
        existing.breakFee !== breakFee ||
        existing.breakMinOwnStaked !== breakMin,
      'grant terms has not been changed',
    );
    const table = stakeTable(ctx.ledger, 'stake.grant');
    if (pct === 0 && existing.share === 0) ctx.ledger.eraseRow(table, STAKE_SCOPE, existing.row);
    else ctx.ledger.modifyRow(table, STAKE_SCOPE, existing.row, { ...existing.row.data, ...terms });
    return;
  }
  check(pct > 0, 'grant terms has not been changed');
  const grantor = requireAgent(ctx.ledger, grantorName);
  const recipient = requireAgent(ctx.ledger, recipientName);
  check(grants.length < (MAX_PROXIES[grantor.level - 1] ?? 0), 'proxy cannot be added');
  checkGrantTerms(recipient, breakFee, breakMin);
  check(
    grantor.level > recipient.level,
    `incorrect proxy levels: grantor ${grantor.level}, agent ${recipient.level}`,
  );
  ctx.ledger.insertRow(
    stakeTable(ctx.ledger, 'stake.grant'),
    STAKE_SCOPE,
    {
      id: nextId(ctx.ledger, 'stake.grant'),
      token_code: CORE_CODE,
      grantor_name: grantorName,
      recipient_name: recipientName,
      pct,
      share: 0,
      break_fee: breakFee,
      break_min_own_staked: breakMin,
    },
    grantorName,
  );
};

const withdraw: Handler = (ctx) => {
  const account = nameArg(ctx.data, 'account');
  ctx.requireAuth(account);
  const quantity = assetArg(ctx.data, 'quantity');
  check(quantity.units > 0, 'must withdraw positive quantity');
  checkCore(quantity.code, quantity.precision);
  const agent = requireAgent(ctx.ledger, account);
  check(quantity.units <= agent.balance, 'insufficient funds');
  check(agent.ownShare - quantity.units >= agent.minOwnStaked, 'insufficient agent funds');
  check(
    agent.ownShare - agent.provided >= quantity.units,
    'insufficient agent funds due to providing',
  );
  changeAgent(ctx.ledger, agent, {
    balance: agent.balance - quantity.units,
    own_share: agent.ownShare - quantity.units,
  });
  if (agent.level === 0) addVotes(ctx.ledger, account, -quantity.units);
  ctx.sendInline(TOKEN, 'transfer', [{ actor: STAKE, permission: 'active' }], {
    from: STAKE,
    to: account,
    quantity: ctx.data['quantity'],
    memo: 'unstaked tokens',
  });
};

const setproxylvl: Handler = (ctx) => {
  const account = nameArg(ctx.data, 'account');
  ctx.requireAuth(account);
  checkCore(stringArg(ctx.data, 'token_code'));
  const level = numberArg(ctx.data, 'level');
  check(level <= MAX_PROXIES.length, 'level too high');
  const agent = requireAgent(ctx.ledger, account);
  check(level !== agent.level, 'proxy level has not been changed');
  const grants = grantsOf(ctx.ledger, account).length;
  check(level > 0 || grants === 0, "can't set an ultimate level because the user has a proxy");
  check(
    level === 0 || grants <= (MAX_PROXIES[level - 1] ?? 0),
    "can't set proxy level, user has too many proxies",
  );
  const cands = stakeTable(ctx.ledger, 'stake.cand');
  if (agent.level === 0) {
    const row = candidateRow(ctx.ledger, account);
    if (row) ctx.ledger.eraseRow(cands, STAKE_SCOPE, row);
  } else if (level === 0) {
    ctx.ledger.insertRow(
      cands,
      STAKE_SCOPE,
      {
        id: nextId(ctx.ledger, 'stake.cand'),
        token_code: CORE_CODE,
        account,
        latest_pick: timePointSec(Math.floor(ctx.block.ms / 1000)),
        votes: agent.balance,
        priority: 0,
        signing_key: NULL_PUBLIC_KEY,
        enabled: false,
      },
      account,
    );
  }
  changeAgent(ctx.ledger, agent, { proxy_level: level });
};

/**
 * The key an agent signs blocks with. CyberWay keeps it on the candidate (and enables it); this
 * node also keeps it on any agent, as get_agent_public_key reads it there.
 */
const setkey: Handler = (ctx) => {
  const account = nameArg(ctx.data, 'account');
  ctx.requireAuth(account);
  checkCore(stringArg(ctx.data, 'token_code'));
  const key = ctx.ledger.keys.gls(stringArg(ctx.data, 'signing_key'));
  const agent = requireAgent(ctx.ledger, account);
  changeAgent(ctx.ledger, agent, { signing_key: key === NULL_PUBLIC_KEY ? null : key });
  const cand = candidateRow(ctx.ledger, account);
  if (cand)
    ctx.ledger.modifyRow(stakeTable(ctx.ledger, 'stake.cand'), STAKE_SCOPE, cand, {
      ...cand.data,
      signing_key: key,
      enabled: key !== NULL_PUBLIC_KEY,
    });
};

export const stakeHandlers: Record<string, Handler> = {
  [`${STAKE}/${TOKEN}/transfer`]: onTransfer,
  [`${STAKE}/${STAKE}/open`]: open,
  [`${STAKE}/${STAKE}/delegatevote`]: delegatevote,
  [`${STAKE}/${STAKE}/recallvote`]: recallvote,
  [`${STAKE}/${STAKE}/setgrntterms`]: setgrntterms,
  [`${STAKE}/${STAKE}/withdraw`]: withdraw,
  [`${STAKE}/${STAKE}/setproxylvl`]: setproxylvl,
  [`${STAKE}/${STAKE}/setkey`]: setkey,
  ...stakeSettingHandlers,
};
