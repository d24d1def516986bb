import { timePointSec } from '../../json.ts';
import { NULL_PUBLIC_KEY } from '../keys.ts';
import type { StoredRow } from '../tables.ts';
import { isValidName, symbolCodeKey } from '../tables.ts';
import { assetArg, nameArg, numberArg, stringArg } from './args.ts';
import { check } from './errors.ts';
import type { ActionContext, Handler } from './action-context.ts';
import type { LedgerState } from './ledger-state.ts';
import { TOKEN } from './token.ts';

/**
 * cyber.stake as CyberWay's cyber.stake.cpp, for the core token: an agent holds staked funds
 * (`balance`) and funds it passed on to other agents (`proxied`); a grant is a grantor's share in
 * a recipient; agents of proxy level 0 are producer candidates whose `votes` are their balance.
 * Staking is a cyber.token transfer to cyber.stake. Shares equal funds here (no rewards are paid,
 * so a share never changes value).
 */
export const STAKE = 'cyber.stake';
const SCOPE = STAKE;
const CORE_CODE = 'CYBER';
const CORE_PRECISION = 4;
/** Grants an agent of level 1..4 may give (CyberWay's max_proxies); new agents get level 4. */
export const MAX_PROXIES = [30, 10, 3, 1] as const;
const FULL_PCT = 10_000;
/** Transfers to cyber.stake with this memo are block rewards, not stake. */
const REWARD_MEMO = 'reward';

export interface Agent {
  row: StoredRow;
  account: string;
  level: number;
  balance: number;
  proxied: number;
  ownShare: number;
  provided: number;
  minOwnStaked: number;
}

export interface Grant {
  row: StoredRow;
  grantor: string;
  recipient: string;
  pct: number;
  share: number;
}

const table = (ledger: LedgerState, name: 'stake.agent' | 'stake.grant' | 'stake.cand') =>
  ledger.tables.require(STAKE, name);

function byKey(
  ledger: LedgerState,
  name: 'stake.agent' | 'stake.cand',
  account: string,
): StoredRow | undefined {
  const t = table(ledger, name);
  const key = [symbolCodeKey(CORE_CODE), account];
  return t.find(SCOPE, t.indexPosition('bykey'), key);
}

function toAgent(row: StoredRow): Agent {
  const d = row.data;
  return {
    row,
    account: String(d['account']),
    level: Number(d['proxy_level']),
    balance: Number(d['balance']),
    proxied: Number(d['proxied']),
    ownShare: Number(d['own_share']),
    provided: Number(d['provided']),
    minOwnStaked: Number(d['min_own_staked']),
  };
}

function toGrant(row: StoredRow): Grant {
  const d = row.data;
  return {
    row,
    grantor: String(d['grantor_name']),
    recipient: String(d['recipient_name']),
    pct: Number(d['pct']),
    share: Number(d['share']),
  };
}

export function agentOf(ledger: LedgerState, account: string): Agent | undefined {
  const row = byKey(ledger, 'stake.agent', account);
  return row ? toAgent(row) : undefined;
}

export function candidateRow(ledger: LedgerState, account: string): StoredRow | undefined {
  return byKey(ledger, 'stake.cand', account);
}

/** The grants an agent gave, ordered by recipient. */
export function grantsOf(ledger: LedgerState, grantor: string): Grant[] {
  const t = table(ledger, 'stake.grant');
  const key = [symbolCodeKey(CORE_CODE), grantor];
  return t.query(SCOPE, t.indexPosition('bykey'), key, key, 1000, false).rows.map(toGrant);
}

export function grantOf(
  ledger: LedgerState,
  grantor: string,
  recipient: string,
): Grant | undefined {
  return grantsOf(ledger, grantor).find((g) => g.recipient === recipient);
}

function requireAgent(ledger: LedgerState, account: string): Agent {
  const agent = agentOf(ledger, account);
  check(agent !== undefined, `agent ${account} doesn't exist`);
  return agent;
}

function changeAgent(ledger: LedgerState, agent: Agent, change: Record<string, unknown>): void {
  ledger.modifyRow(table(ledger, 'stake.agent'), SCOPE, agent.row, {
    ...agent.row.data,
    ...change,
  });
}

function changeGrant(ledger: LedgerState, grant: Grant, share: number, pct = grant.pct): void {
  const t = table(ledger, 'stake.grant');
  if (share === 0 && pct === 0) ledger.eraseRow(t, SCOPE, grant.row);
  else ledger.modifyRow(t, SCOPE, grant.row, { ...grant.row.data, share, pct });
}

function nextId(ledger: LedgerState, name: 'stake.agent' | 'stake.grant' | 'stake.cand'): number {
  return Number(table(ledger, name).lastRow(SCOPE)?.data['id'] ?? 0) + 1;
}

/** Candidates' votes follow their balance (set_votes). */
function addVotes(ledger: LedgerState, account: string, change: number): void {
  if (change === 0) return;
  const row = candidateRow(ledger, account);
  check(row !== undefined, `candidate ${account} doesn't exist`);
  ledger.modifyRow(table(ledger, 'stake.cand'), SCOPE, row, {
    ...row.data,
    votes: Number(row.data['votes']) + change,
  });
}

/**
 * Funds arriving at an agent: its grants with a percentage pass their part on (recursively), the
 * rest stays in its balance (delegate_traversal).
 */
function delegateTraversal(ledger: LedgerState, account: string, amount: number): number {
  const agent = requireAgent(ledger, account);
  let remaining = amount;
  for (const grant of grantsOf(ledger, account)) {
    if (grant.pct === 0) continue;
    const part = Math.floor((amount * grant.pct) / FULL_PCT);
    remaining -= part;
    const delegated = delegateTraversal(ledger, grant.recipient, part);
    changeGrant(ledger, grant, grant.share + delegated);
  }
  const current = requireAgent(ledger, account);
  changeAgent(ledger, current, {
    balance: current.balance + remaining,
    proxied: current.proxied + amount - remaining,
  });
  if (agent.level === 0) addVotes(ledger, account, remaining);
  return amount;
}

/** Takes funds back from an agent: its balance first, then what it passed on (recall_stake_proxied). */
function recallFunds(ledger: LedgerState, account: string, amount: number): void {
  const agent = requireAgent(ledger, account);
  const fromBalance = Math.min(agent.balance, amount);
  let rest = amount - fromBalance;
  for (const grant of grantsOf(ledger, account)) {
    if (rest === 0) break;
    const take = Math.min(rest, grant.share);
    if (take === 0) continue;
    recallFunds(ledger, grant.recipient, take);
    changeGrant(ledger, grant, grant.share - take);
    rest -= take;
  }
  check(rest === 0, 'SYSTEM: insufficient funds to recall');
  const current = requireAgent(ledger, account);
  changeAgent(ledger, current, {
    balance: current.balance - fromBalance,
    proxied: current.proxied - (amount - fromBalance),
  });
  if (agent.level === 0) addVotes(ledger, account, -fromBalance);
}

function emplaceAgent(ctx: ActionContext, account: string, payer: string): Agent {
  check(ctx.ledger.accounts.has(account), 'account does not exist');
  ctx.ledger.insertRow(
    table(ctx.ledger, 'stake.agent'),
    SCOPE,
    {
      id: nextId(ctx.ledger, 'stake.agent'),
      token_code: CORE_CODE,
      account,
      proxy_level: MAX_PROXIES.length,
      last_proxied_update: timePointSec(Math.floor(ctx.block.ms / 1000)),
      balance: 0,
      proxied: 0,
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
      table(ctx.ledger, 'stake.grant'),
      SCOPE,
      {
        id: nextId(ctx.ledger, 'stake.grant'),
        token_code: CORE_CODE,
        grantor_name: grantorName,
        recipient_name: recipientName,
        pct: 0,
        share: delegated,
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

const setgrntterms: Handler = (ctx) => {
  const grantorName = nameArg(ctx.data, 'grantor_name');
  const recipientName = nameArg(ctx.data, 'recipient_name');
  const pct = numberArg(ctx.data, 'pct');
  check(pct >= 0 && pct <= FULL_PCT, 'pct must be between 0% and 100% (0-10000)');
  ctx.requireAuth(grantorName);
  checkCore(stringArg(ctx.data, 'token_code'));
  const grants = grantsOf(ctx.ledger, grantorName);
  const existing = grants.find((g) => g.recipient === recipientName);
  const others = grants.reduce((sum, g) => (g === existing ? sum : sum + g.pct), 0);
  check(others + pct <= FULL_PCT, 'too high pct value');
  if (existing) {
    check(existing.pct !== pct, 'grant terms has not been changed');
    changeGrant(ctx.ledger, existing, existing.share, pct);
    return;
  }
  check(pct > 0, 'grant terms has not been changed');
  const grantor = requireAgent(ctx.ledger, grantorName);
  const recipient = requireAgent(ctx.ledger, recipientName);
  check(grants.length < (MAX_PROXIES[grantor.level - 1] ?? 0), 'proxy cannot be added');
  check(
    grantor.level > recipient.level,
    `incorrect proxy levels: grantor ${grantor.level}, agent ${recipient.level}`,
  );
  ctx.ledger.insertRow(
    table(ctx.ledger, 'stake.grant'),
    SCOPE,
    {
      id: nextId(ctx.ledger, 'stake.grant'),
      token_code: CORE_CODE,
      grantor_name: grantorName,
      recipient_name: recipientName,
      pct,
      share: 0,
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
  const cands = table(ctx.ledger, 'stake.cand');
  if (agent.level === 0) {
    const row = candidateRow(ctx.ledger, account);
    if (row) ctx.ledger.eraseRow(cands, SCOPE, row);
  } else if (level === 0) {
    ctx.ledger.insertRow(
      cands,
      SCOPE,
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
    ctx.ledger.modifyRow(table(ctx.ledger, 'stake.cand'), SCOPE, cand, {
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
};
