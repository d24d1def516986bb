import type { StoredRow } from '../row-segments.ts';
import { symbolCodeKey } from '../table-keys.ts';
import { check } from './errors.ts';
import type { LedgerState } from './ledger-state.ts';

/**
 * cyber.stake as CyberWay's cyber.stake.cpp, for the core token: an agent holds staked funds
 * (`balance`) and funds it passed on to other agents (`proxied`); a grant is a grantor's share in
 * a recipient; agents of proxy level 0 are producer candidates whose `votes` are their balance.
 * Staking is a cyber.token transfer to cyber.stake. Shares equal funds here (no rewards are paid,
 * so a share never changes value).
 */
export const STAKE = 'cyber.stake';
/** The scope of every cyber.stake table: the contract's own name, as in cyber.stake.cpp. */
export const STAKE_SCOPE: string = 'cyber.stake';
export const CORE_CODE = 'CYBER';
export const CORE_PRECISION = 4;
/** Grants an agent of level 1..4 may give (CyberWay's max_proxies); new agents get level 4. */
export const MAX_PROXIES = [30, 10, 3, 1] as const;
export const FULL_PCT = 10_000;

export interface Agent {
  row: StoredRow;
  account: string;
  level: number;
  /** Basis points of rewards the agent keeps (setproxyfee). */
  fee: number;
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
  /** The grant breaks when the recipient's fee rises above this (basis points). */
  breakFee: number;
  /** The grant breaks when the recipient's min_own_staked falls below this (units). */
  breakMinOwnStaked: number;
}

type StakeTableName = 'stake.agent' | 'stake.grant' | 'stake.cand' | 'provision' | 'provpayout';

export const stakeTable = (ledger: LedgerState, name: StakeTableName) =>
  ledger.tables.require(STAKE, name);

function byKey(
  ledger: LedgerState,
  name: 'stake.agent' | 'stake.cand',
  account: string,
): StoredRow | undefined {
  const t = stakeTable(ledger, name);
  const key = [symbolCodeKey(CORE_CODE), account];
  return t.find(STAKE_SCOPE, t.indexPosition('bykey'), key);
}

function toAgent(row: StoredRow): Agent {
  const d = row.data;
  return {
    row,
    account: String(d['account']),
    level: Number(d['proxy_level']),
    fee: Number(d['fee']),
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
    breakFee: Number(d['break_fee']),
    breakMinOwnStaked: Number(d['break_min_own_staked']),
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
  const t = stakeTable(ledger, 'stake.grant');
  const key = [symbolCodeKey(CORE_CODE), grantor];
  return t.query(STAKE_SCOPE, t.indexPosition('bykey'), key, key, 1000, false).rows.map(toGrant);
}

export function grantOf(
  ledger: LedgerState,
  grantor: string,
  recipient: string,
): Grant | undefined {
  return grantsOf(ledger, grantor).find((g) => g.recipient === recipient);
}

export function requireAgent(ledger: LedgerState, account: string): Agent {
  const agent = agentOf(ledger, account);
  check(agent !== undefined, `agent ${account} doesn't exist`);
  return agent;
}

export function changeAgent(
  ledger: LedgerState,
  agent: Agent,
  change: Record<string, unknown>,
): void {
  const data = { ...agent.row.data, ...change };
  // Shares equal funds here, so the shares issued are the funds the agent holds.
  data['shares_sum'] = Number(data['balance']) + Number(data['proxied']);
  ledger.modifyRow(stakeTable(ledger, 'stake.agent'), STAKE_SCOPE, agent.row, data);
}

export function changeGrant(
  ledger: LedgerState,
  grant: Grant,
  share: number,
  pct = grant.pct,
): void {
  const t = stakeTable(ledger, 'stake.grant');
  if (share === 0 && pct === 0) ledger.eraseRow(t, STAKE_SCOPE, grant.row);
  else ledger.modifyRow(t, STAKE_SCOPE, grant.row, { ...grant.row.data, share, pct });
}

export function nextId(ledger: LedgerState, name: StakeTableName): number {
  return Number(stakeTable(ledger, name).lastRow(STAKE_SCOPE)?.data['id'] ?? 0) + 1;
}

/** Candidates' votes follow their balance (set_votes). */
export function addVotes(ledger: LedgerState, account: string, change: number): void {
  if (change === 0) return;
  const row = candidateRow(ledger, account);
  check(row !== undefined, `candidate ${account} doesn't exist`);
  ledger.modifyRow(stakeTable(ledger, 'stake.cand'), STAKE_SCOPE, row, {
    ...row.data,
    votes: Number(row.data['votes']) + change,
  });
}

/**
 * Funds arriving at an agent: its grants with a percentage pass their part on (recursively), the
 * rest stays in its balance (delegate_traversal).
 */
export function delegateTraversal(ledger: LedgerState, account: string, amount: number): number {
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
export function recallFunds(ledger: LedgerState, account: string, amount: number): void {
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
