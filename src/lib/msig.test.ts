import { describe, expect, it } from 'vitest';
import type { HistoryAction } from '@/api/history-model';
import type { Authority } from '@/api/schemas/account';
import { approvalsNeeded, approvalsSatisfy, type AuthorityOf } from './msig-authority';
import { matchesProposalFilter, proposalsFromHistory } from './msig-history';
import { proposalStatus } from './msig-status';

const lvl = (actor: string, permission = 'active') => ({ actor, permission });
const twoOf = (...actors: string[]): Authority => ({
  threshold: 2,
  keys: [],
  accounts: actors.map((a) => ({ permission: lvl(a), weight: 1 })),
  waits: [],
});
const authorities: AuthorityOf = (l) =>
  l.actor === 'vault' && l.permission === 'active' ? twoOf('bob', 'dave', 'eve') : undefined;

describe('msig authority', () => {
  const declared = [lvl('vault')];
  it('is satisfied by two of the three delegated accounts, or by the level itself', () => {
    expect(approvalsSatisfy(declared, [lvl('bob')], authorities)).toBe(false);
    expect(approvalsSatisfy(declared, [lvl('bob'), lvl('eve')], authorities)).toBe(true);
    expect(approvalsSatisfy(declared, [lvl('vault')], authorities)).toBe(true);
    expect(approvalsSatisfy(declared, [lvl('bob', 'owner'), lvl('eve')], authorities)).toBe(false);
  });
  it('counts the fewest pending approvals still needed', () => {
    const pending = [lvl('bob'), lvl('dave'), lvl('eve')];
    expect(approvalsNeeded(declared, [], pending, authorities)).toBe(2);
    expect(approvalsNeeded(declared, [lvl('dave')], [lvl('bob'), lvl('eve')], authorities)).toBe(1);
    expect(approvalsNeeded(declared, [lvl('dave'), lvl('bob')], [], authorities)).toBe(0);
    expect(approvalsNeeded(declared, [], [lvl('carol')], authorities)).toBeUndefined();
  });
});

const row = (blockNum: number, action: string, data: Record<string, unknown>): HistoryAction => ({
  blockNum,
  timestamp: `2024-01-01T00:00:${String(blockNum).padStart(2, '0')}.000`,
  trxId: `t${blockNum}`,
  globalSequence: undefined,
  actionOrdinal: 1,
  creatorActionOrdinal: 0,
  actionIndex: undefined,
  contract: 'cyber.msig',
  action,
  authorization: [],
  data,
  lossyFields: [],
  dataTruncated: false,
  receivers: undefined,
  status: undefined,
  source: 'hyperion',
});
const proposeRow = (n: number, name: string) =>
  row(n, 'propose', {
    proposer: 'alice',
    proposal_name: name,
    requested: [lvl('bob'), lvl('dave')],
    trx: {
      expiration: '2024-01-02T00:00:00',
      actions: [
        { account: 'cyber.token', name: 'transfer', authorization: [lvl('vault')], data: '00' },
      ],
    },
  });

describe('proposals from cyber.msig’s history', () => {
  it('gives each propose a proposal, newest first, with its steps and how it ended', () => {
    const rows = [
      row(9, 'exec', { proposer: 'alice', proposal_name: 'pay', executer: 'alice' }),
      proposeRow(10, 'pay'),
      row(4, 'approve', { proposer: 'alice', proposal_name: 'pay', level: lvl('bob') }),
      proposeRow(3, 'pay'),
      proposeRow(5, 'other'),
    ];
    const found = proposalsFromHistory(rows);
    expect(found.map((p) => [p.name, p.blockNum, p.fate?.kind])).toEqual([
      ['pay', 10, undefined],
      ['other', 5, undefined],
      ['pay', 3, 'executed'],
    ]);
    expect(found[2]?.steps.map((s) => s.level.actor)).toEqual(['bob']);
    expect(found[0]?.expiration).toBe('2024-01-02T00:00:00');
    expect(found[0]?.actions[0]?.authorization).toEqual([lvl('vault')]);
    const [first] = found;
    if (!first) throw new Error('no proposal');
    expect(matchesProposalFilter(first, { approver: 'dave' })).toBe(true);
    expect(matchesProposalFilter(first, { approver: 'eve' })).toBe(false);
    expect(matchesProposalFilter(first, { proposer: 'bob' })).toBe(false);
  });
});

describe('proposal status', () => {
  const base = {
    live: true,
    fate: undefined,
    expiration: '2024-01-02T00:00:00',
    requestedCount: 3,
  };
  const now = Date.UTC(2024, 0, 1);
  it('reads expiry before approvals, and the table before the history', () => {
    expect(proposalStatus({ ...base, nowMs: Date.UTC(2024, 0, 3), needed: 0 }).kind).toBe(
      'expired',
    );
    expect(proposalStatus({ ...base, nowMs: now, needed: 0 }).kind).toBe('ready');
    expect(proposalStatus({ ...base, nowMs: now, needed: 2 })).toEqual({
      kind: 'waiting',
      needed: 2,
      of: 3,
    });
    expect(proposalStatus({ ...base, nowMs: now, needed: null }).kind).toBe('checking');
    expect(proposalStatus({ ...base, live: false, nowMs: now, needed: null }).kind).toBe('gone');
  });
});
