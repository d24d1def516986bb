import { describe, expect, it } from 'vitest';
import type { Block } from '@/api/node-client';
import { WatchLog, watchedActionsOf } from './watched-activity';

interface TestAction {
  account: string;
  name: string;
  actor: string;
  data: Record<string, unknown>;
}

function block(num: number, actions: TestAction[]): Block {
  return {
    block_num: num,
    timestamp: '2024-01-01T00:11:00.000',
    transactions: actions.map((a, i) => ({
      status: 'executed',
      trx: {
        id: String(num * 10 + i).padStart(64, '0'),
        transaction: {
          actions: [
            {
              account: a.account,
              name: a.name,
              authorization: [{ actor: a.actor, permission: 'active' }],
              data: a.data,
              hex_data: '00',
            },
          ],
        },
      },
    })),
  } as unknown as Block;
}

const transfer = (from: string, to: string): TestAction => ({
  account: 'cyber.token',
  name: 'transfer',
  actor: from,
  data: { from, to, quantity: '1.0000 CYBER', memo: '' },
});
const updateauth = (account: string): TestAction => ({
  account: 'cyber',
  name: 'updateauth',
  actor: account,
  data: { account, permission: 'active', parent: 'owner' },
});

describe('watchedActionsOf', () => {
  it('tells an incoming transfer and a permission change from the other actions', () => {
    const found = watchedActionsOf(
      block(5, [transfer('bob', 'alice'), transfer('alice', 'bob'), updateauth('alice')]),
      new Set(['alice']),
    );
    expect(found.map((a) => [a.account, a.kind])).toEqual([
      ['alice', 'incoming-transfer'],
      ['alice', 'other'],
      ['alice', 'permission-change'],
    ]);
  });

  it('gives an action once to each watched account it concerns', () => {
    const found = watchedActionsOf(block(5, [transfer('bob', 'alice')]), new Set(['alice', 'bob']));
    expect(found.map((a) => [a.account, a.kind])).toEqual([
      ['bob', 'other'],
      ['alice', 'incoming-transfer'],
    ]);
  });
});

describe('WatchLog', () => {
  it('reads each block once, newest first, and keeps actions of blocks that left the window', () => {
    const log = new WatchLog();
    let changes = 0;
    log.subscribe(() => changes++);
    const b1 = block(1, [transfer('bob', 'alice')]);
    const b2 = block(2, [transfer('carol', 'alice')]);
    expect(log.ingest([b1], ['alice'])).toHaveLength(1);
    // The window moves on: block 1 is gone from it, its action stays; block 2 is new.
    expect(log.ingest([b2, b1], ['alice'])).toHaveLength(1);
    expect(log.ingest([b2], ['alice'])).toEqual([]);
    expect(log.snapshot().actions.map((a) => a.row.blockNum)).toEqual([2, 1]);
    expect(log.snapshot()).toMatchObject({ fromBlock: 1, toBlock: 2 });
    expect(changes).toBe(2);
  });

  it('drops an unstarred account’s actions and reads the blocks at hand again for a new star', () => {
    const log = new WatchLog();
    const b1 = block(1, [transfer('bob', 'alice')]);
    log.ingest([b1], ['alice']);
    expect(log.ingest([b1], ['alice', 'bob']).map((a) => a.account)).toEqual(['bob']);
    log.ingest([b1], ['bob']);
    expect(log.snapshot().actions.map((a) => a.account)).toEqual(['bob']);
  });
});
