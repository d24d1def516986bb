import { describe, expect, it } from 'vitest';
import type { HistoryAction } from '@/api/history-model';
import { MAX_SHOWN_TEXT, readAction, readingText } from './action-reading';

function row(contract: string, action: string, data: HistoryAction['data']): HistoryAction {
  return {
    blockNum: 10,
    timestamp: '2024-01-11T23:17:15.000',
    trxId: 'ab'.repeat(32),
    globalSequence: undefined,
    actionOrdinal: undefined,
    creatorActionOrdinal: undefined,
    actionIndex: 0,
    contract,
    action,
    authorization: [{ actor: 'alice', permission: 'active' }],
    data,
    lossyFields: [],
    dataTruncated: false,
    receivers: undefined,
    status: 'executed',
    source: 'scan',
  };
}

const transfer = row('cyber.token', 'transfer', {
  from: 'alice',
  to: 'bob',
  quantity: '1.5000 CYBER',
  memo: 'rent',
});

describe('action readings', () => {
  it('reads a transfer as from → to amount memo, out for the sender and in for the receiver', () => {
    const out = readAction(transfer, 'alice');
    expect(readingText(out)).toBe('alice → bob 1.5000 CYBER rent');
    expect(out.direction).toBe('out');
    expect(readAction(transfer, 'bob').direction).toBe('in');
    expect(readAction(transfer, 'carol').direction).toBeUndefined();
    expect(
      out.parts.filter((p) => p.kind === 'account').map((p) => p.kind === 'account' && p.name),
    ).toEqual(['alice', 'bob']);
  });

  it('gives each system action its own reading', () => {
    const cases: [string, string, HistoryAction['data'], string][] = [
      [
        'cyber',
        'newaccount',
        { creator: 'alice', name: 'newbie', owner: {}, active: {} },
        'alice created account newbie',
      ],
      [
        'cyber.domain',
        'newusername',
        { creator: 'gls', owner: 'alice', name: 'alice' },
        'alice got the username alice@gls',
      ],
      [
        'cyber',
        'updateauth',
        {
          account: 'alice',
          permission: 'posting',
          parent: 'active',
          auth: { threshold: 1, keys: [], accounts: [{}], waits: [] },
        },
        'alice set permission posting (under active) to threshold 1: 1 account',
      ],
      [
        'cyber',
        'linkauth',
        { account: 'alice', code: 'cyber.token', type: 'transfer', requirement: 'posting' },
        'alice linked cyber.token::transfer to permission posting',
      ],
      [
        'cyber',
        'voteproducer',
        { voter: 'alice', proxy: '', producers: ['bp1', 'bp2'] },
        'alice votes for bp1, bp2',
      ],
      [
        'cyber',
        'voteproducer',
        { voter: 'alice', proxy: 'proxy1', producers: [] },
        'alice votes through proxy proxy1',
      ],
      [
        'cyber.stake',
        'delegatevote',
        { grantor_name: 'alice', recipient_name: 'bp1', quantity: '10.0000 CYBER' },
        'alice delegated votes 10.0000 CYBER to bp1',
      ],
      [
        'cyber',
        'delegatebw',
        {
          from: 'alice',
          receiver: 'bob',
          stake_net_quantity: '1.0000 CYBER',
          stake_cpu_quantity: '2.0000 CYBER',
        },
        'alice staked 1.0000 CYBER + 2.0000 CYBER for bob',
      ],
      [
        'cyber',
        'setcode',
        { account: 'dice', vmtype: 0, vmversion: 0, code: '0061736d' },
        'dice deployed code (4 bytes)',
      ],
      ['cyber', 'setabi', { account: 'dice', abi: '0e656f73' }, 'dice set its ABI (4 bytes)'],
    ];
    for (const [contract, action, data, text] of cases) {
      expect(readingText(readAction(row(contract, action, data), 'alice'))).toBe(text);
    }
  });

  it('shows anything else, and a known action with unexpected data, as compact data', () => {
    expect(
      readingText(readAction(row('dice', 'bet', { player: 'alice', roll_under: 50 }), 'alice')),
    ).toBe('{"player":"alice","roll_under":50}');
    expect(readingText(readAction(row('cyber.token', 'transfer', { to: 7 }), 'alice'))).toBe(
      '{"to":7}',
    );
    expect(readingText(readAction(row('x', 'y', '0a0b'), 'alice'))).toBe('packed 0a0b');
    // An action named like an Object.prototype member is data, not a crash.
    expect(readingText(readAction(row('x', 'constructor', {}), 'alice'))).toBe('{}');
  });

  it('shortens huge memos and data, keeping markup as plain text', () => {
    const memo = `<img src=x onerror=alert(1)>${'m'.repeat(10_000)}`;
    const reading = readAction(
      row('cyber.token', 'transfer', { from: 'alice', to: 'bob', quantity: '1 X', memo }),
      'bob',
    );
    const shown = reading.parts.find((p) => p.kind === 'memo');
    expect(shown?.kind === 'memo' && Array.from(shown.text).length).toBe(MAX_SHOWN_TEXT);
    expect(shown?.kind === 'memo' && shown.text.startsWith('<img src=x')).toBe(true);
    const huge = readAction(row('x', 'y', { blob: 'z'.repeat(100_000) }), 'alice');
    expect(readingText(huge).length).toBeLessThanOrEqual(MAX_SHOWN_TEXT);
  });
});
