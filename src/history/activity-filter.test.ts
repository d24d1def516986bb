import { describe, expect, it } from 'vitest';
import { matchesActivityFilter } from './activity-filter';
import type { HistoryAction } from '@/api/history-model';

function transfer(data: HistoryAction['data'], actor = 'alice'): HistoryAction {
  return {
    blockNum: 10,
    timestamp: '2026-11-25T12:00:00.000',
    trxId: 'ab'.repeat(32),
    globalSequence: undefined,
    actionOrdinal: undefined,
    creatorActionOrdinal: undefined,
    actionIndex: 0,
    contract: 'cyber.token',
    action: 'transfer',
    authorization: [{ actor, permission: 'active' }],
    data,
    lossyFields: [],
    dataTruncated: false,
    receivers: undefined,
    status: 'executed',
    source: 'scan',
  };
}

describe('matchesActivityFilter', () => {
  const cyber = transfer({ from: 'alice', to: 'bob', quantity: '1.0000 CYBER', memo: '' });
  const golos = transfer({ from: 'alice', to: 'bob', quantity: '2.000 GOLOS', memo: '' });

  it('keeps a token’s transfers by the symbol of their quantity', () => {
    expect(matchesActivityFilter(cyber, 'cyber.token', { symbol: 'CYBER' })).toBe(true);
    expect(matchesActivityFilter(golos, 'cyber.token', { symbol: 'CYBER' })).toBe(false);
    expect(matchesActivityFilter(golos, 'cyber.token', { symbol: 'GOLOS' })).toBe(true);
  });

  it('drops rows with no quantity or undecoded data when a symbol is asked for', () => {
    expect(matchesActivityFilter(transfer({ from: 'alice' }), 'alice', { symbol: 'CYBER' })).toBe(
      false,
    );
    expect(matchesActivityFilter(transfer('0a0b0c'), 'alice', { symbol: 'CYBER' })).toBe(false);
    expect(
      matchesActivityFilter(transfer({ quantity: 'CYBER' }), 'alice', { symbol: 'CYBER' }),
    ).toBe(false);
  });

  it('combines the symbol with contract, action and direction', () => {
    const f = { contract: 'cyber.token', action: 'transfer', symbol: 'CYBER' };
    expect(matchesActivityFilter(cyber, 'alice', { ...f, direction: 'out' })).toBe(true);
    expect(matchesActivityFilter(cyber, 'alice', { ...f, direction: 'in' })).toBe(false);
    expect(matchesActivityFilter(cyber, 'alice', { ...f, action: 'issue' })).toBe(false);
  });
});
