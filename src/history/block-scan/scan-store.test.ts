import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { BlockHistory } from '@/history/block-rows';
import { clearHistoryStorage, historyStorageUsage, openHistoryStore, rowKey } from './scan-store';
import type { HistoryAction } from '@/api/history-model';

let chainCounter = 0;
const newChain = () => (++chainCounter).toString(16).padStart(64, 'c');

function row(
  blockNum: number,
  over: Partial<HistoryAction> & { from?: string; to?: string } = {},
): HistoryAction {
  const { from = 'alice', to = 'bob', ...rest } = over;
  return {
    blockNum,
    timestamp: new Date(Date.UTC(2024, 0, 1) + blockNum * 3000).toISOString().slice(0, 23),
    trxId: blockNum.toString(16).padStart(64, '0'),
    globalSequence: undefined,
    actionOrdinal: undefined,
    creatorActionOrdinal: undefined,
    actionIndex: 0,
    contract: 'cyber.token',
    action: 'transfer',
    authorization: [{ actor: from, permission: 'active' }],
    data: { from, to, quantity: '1.0000 CYBER', memo: `block ${blockNum}` },
    lossyFields: [],
    dataTruncated: false,
    receivers: undefined,
    status: 'executed',
    source: 'scan',
    ...rest,
  };
}

const block = (
  blockNum: number,
  rows: HistoryAction[],
  executions: BlockHistory['executions'] = [],
): BlockHistory => ({
  blockNum,
  rows: rows.map((r) => ({ row: r, trxIndex: 0 })),
  executions,
});

describe('history store (IndexedDB)', () => {
  it('keys rows in chain order', () => {
    expect(rowKey(9, 12, 3) < rowKey(10, 0, 0)).toBe(true);
    expect(rowKey(10, 2, 0) < rowKey(10, 10, 0)).toBe(true);
    expect(rowKey(10, 2, 1) < rowKey(10, 2, 10)).toBe(true);
  });

  it('keeps rows and merged ranges across openings (the next visit)', async () => {
    const chain = newChain();
    const first = await openHistoryStore(chain);
    await first.commit({ from: 101, to: 200 }, [block(150, [row(150)])]);
    await first.commit({ from: 1, to: 100 }, [
      block(100, [row(100, { from: 'bob', to: 'carol' })]),
    ]);
    await first.commit({ from: 300, to: 400 }, []);
    first.close();

    const again = await openHistoryStore(chain);
    expect(await again.readRanges()).toEqual([
      { from: 1, to: 200 },
      { from: 300, to: 400 },
    ]);
    const bob = await again.accountRows('bob', {}, { limit: 10 });
    expect(bob.rows.map((r) => r.blockNum)).toEqual([150, 100]);
    expect(bob.rows[0]).toEqual(row(150));
    again.close();
  });

  it('finds rows for every participant, not only the one a scan was for', async () => {
    const store = await openHistoryStore(newChain());
    await store.commit({ from: 1, to: 10 }, [
      block(5, [row(5, { from: 'dave', to: 'eve' })]),
      block(7, [
        row(7, {
          contract: 'cyber.stake',
          action: 'delegatevote',
          data: { grantor_name: 'eve', recipient_name: 'carol', quantity: '1.0000 CYBER' },
          authorization: [{ actor: 'eve', permission: 'active' }],
        }),
      ]),
    ]);
    const keys = async (account: string) =>
      (await store.accountRows(account, {}, { limit: 10 })).rows.map((r) => r.blockNum);
    expect(await keys('eve')).toEqual([7, 5]);
    expect(await keys('carol')).toEqual([7]);
    expect(await keys('cyber.token')).toEqual([5]);
    // A prefix of another name is not that name.
    expect(await keys('ev')).toEqual([]);
    store.close();
  });

  it('pages newest first with a cursor and filters by contract, action, direction and time', async () => {
    const store = await openHistoryStore(newChain());
    const blocks = Array.from({ length: 30 }, (_, i) => {
      const n = i + 1;
      return block(n, [row(n, n % 3 === 0 ? { from: 'bob', to: 'alice' } : {})]);
    });
    await store.commit({ from: 1, to: 30 }, blocks);

    const p1 = await store.accountRows('alice', {}, { limit: 12 });
    expect(p1.rows.map((r) => r.blockNum)).toEqual([
      30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19,
    ]);
    const p2 = await store.accountRows('alice', {}, { cursor: p1.next, limit: 12 });
    expect(p2.rows[0]?.blockNum).toBe(18);
    const p3 = await store.accountRows('alice', {}, { cursor: p2.next, limit: 12 });
    expect(p3.rows.map((r) => r.blockNum)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(p3.next).toBeUndefined();

    const incoming = await store.accountRows('alice', { direction: 'in' }, { limit: 100 });
    expect(incoming.rows.every((r) => r.blockNum % 3 === 0)).toBe(true);
    expect(incoming.rows).toHaveLength(10);
    const outgoing = await store.accountRows('alice', { direction: 'out' }, { limit: 100 });
    expect(outgoing.rows).toHaveLength(20);

    const window = await store.accountRows(
      'alice',
      { after: row(10).timestamp, before: row(12).timestamp },
      { limit: 100 },
    );
    expect(window.rows.map((r) => r.blockNum)).toEqual([12, 11, 10]);
    expect(await store.accountRows('alice', { contract: 'cyber.stake' }, { limit: 5 })).toEqual({
      rows: [],
      next: undefined,
    });
    expect(
      (await store.accountRows('alice', { action: 'transfer' }, { limit: 5 })).next,
    ).toBeDefined();
    store.close();
  });

  it('finds a transaction’s rows and the receipts naming it by id', async () => {
    const store = await openHistoryStore(newChain());
    const delayed = row(200, { status: 'delayed', from: 'carol' });
    await store.commit({ from: 200, to: 230 }, [
      block(200, [delayed]),
      block(
        220,
        [],
        [
          {
            trxId: delayed.trxId,
            blockNum: 220,
            timestamp: row(220).timestamp,
            status: 'executed',
          },
        ],
      ),
    ]);
    const found = await store.transaction(delayed.trxId.toUpperCase());
    expect(found.rows).toEqual([delayed]);
    expect(found.executions).toEqual([
      { trxId: delayed.trxId, blockNum: 220, timestamp: row(220).timestamp, status: 'executed' },
    ]);
    expect(await store.transaction('f'.repeat(64))).toEqual({ rows: [], executions: [] });
    store.close();
  });

  it('reports the space used per chain and clears every chain', async () => {
    await clearHistoryStorage();
    const a = newChain();
    const store = await openHistoryStore(a);
    await store.commit({ from: 1, to: 2 }, [block(1, [row(1)]), block(2, [row(2)])]);
    store.close();
    const usage = await historyStorageUsage();
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ chainId: a, rows: 2, ranges: [{ from: 1, to: 2 }] });
    expect(usage[0]?.approxBytes).toBeGreaterThan(200);

    await clearHistoryStorage();
    expect(await historyStorageUsage()).toEqual([]);
    const reopened = await openHistoryStore(a);
    expect(await reopened.readRanges()).toEqual([]);
    reopened.close();
  });
});
