import { describe, expect, it } from 'vitest';
import type { HistoryAction } from '@/api/history-model';
import { asAction, matchRoots, traceTree } from './trace-tree';

function traced(
  contract: string,
  action: string,
  actionOrdinal: number | undefined,
  creatorActionOrdinal: number | undefined,
): HistoryAction {
  return {
    blockNum: 12,
    timestamp: '2024-01-01T00:00:00.000',
    trxId: 'ab'.repeat(32),
    globalSequence: undefined,
    actionOrdinal,
    creatorActionOrdinal,
    actionIndex: undefined,
    contract,
    action,
    authorization: [{ actor: 'alice', permission: 'active' }],
    data: { n: actionOrdinal ?? 0 },
    lossyFields: [],
    dataTruncated: false,
    receivers: undefined,
    status: undefined,
    source: 'hyperion',
  };
}

const names = (nodes: ReturnType<typeof traceTree>): unknown =>
  nodes.map((n) => [`${n.action.contract}::${n.action.action}`, names(n.inline)]);

describe('traceTree', () => {
  it('puts each inline action under the action that sent it, roots in their order', () => {
    // As a service lists them: not in ordinal order.
    const trace = [
      traced('token', 'transfer', 3, 1),
      traced('dice', 'bet', 1, 0),
      traced('dice', 'log', 4, 3),
      traced('eosio', 'noop', 2, 0),
    ];
    expect(names(traceTree(trace))).toEqual([
      ['dice::bet', [['token::transfer', [['dice::log', []]]]]],
      ['eosio::noop', []],
    ]);
  });

  it('gives every action as a root when the service gives no ordinals', () => {
    const trace = [traced('dice', 'bet', undefined, undefined), traced('token', 'transfer', 2, 1)];
    expect(names(traceTree(trace))).toEqual([
      ['dice::bet', []],
      ['token::transfer', []],
    ]);
  });

  it('does not loop on a service that names an action its own sender', () => {
    const trace = [traced('dice', 'bet', 1, 0), traced('dice', 'odd', 2, 2)];
    expect(names(traceTree(trace))).toEqual([['dice::bet', []]]);
  });
});

describe('matchRoots', () => {
  const roots = traceTree([traced('dice', 'bet', 1, 0), traced('token', 'transfer', 2, 1)]);

  it('matches the roots to the block’s actions one for one', () => {
    expect(matchRoots([asAction(traced('dice', 'bet', 1, 0))], roots)).toBe(roots);
  });

  it('refuses a trace of other actions', () => {
    expect(matchRoots([asAction(traced('dice', 'roll', 1, 0))], roots)).toBeUndefined();
    expect(matchRoots([], roots)).toBeUndefined();
  });
});
