import { describe, expect, it } from 'vitest';
import type { Block } from '@/api/node-client';
import { compactData, participantsOf, readBlockHistory } from './block-rows';

const action = (
  contract: string,
  name: string,
  data: Record<string, unknown> | string,
  actors: string[] = [],
) => ({
  contract,
  action: name,
  authorization: actors.map((actor) => ({ actor, permission: 'active' })),
  data,
});

describe('participantsOf', () => {
  it('counts the contract, the actors and the account-naming data fields', () => {
    expect(
      participantsOf(
        action(
          'cyber.token',
          'transfer',
          { from: 'alice', to: 'bob', quantity: '1.0000 CYBER', memo: 'carol' },
          ['alice'],
        ),
      ),
    ).toEqual(['cyber.token', 'alice', 'bob']);
    expect(
      participantsOf(
        action(
          'cyber.stake',
          'delegatevote',
          { grantor_name: 'alice', recipient_name: 'carol', quantity: '1.0000 CYBER' },
          ['alice'],
        ),
      ),
    ).toEqual(['cyber.stake', 'alice', 'carol']);
    expect(
      participantsOf(
        action('eosio', 'voteproducer', { voter: 'v', proxy: '', producers: ['p1', 'p2'] }),
      ),
    ).toEqual(['eosio', 'v', 'p1', 'p2']);
  });

  it('takes `name` as an account only in newaccount', () => {
    expect(
      participantsOf(
        action('cyber', 'newaccount', { creator: 'alice', name: 'newbie' }, ['alice']),
      ),
    ).toEqual(['cyber', 'alice', 'newbie']);
    expect(
      participantsOf(
        action('cyber.domain', 'newusername', { creator: 'gls', owner: 'alice', name: 'bob' }, [
          'gls',
        ]),
      ),
    ).toEqual(['cyber.domain', 'gls', 'alice']);
  });

  it('ignores values that are not account names, and hex data', () => {
    expect(
      participantsOf(
        action('x', 'y', {
          from: 'Robert"); DROP',
          to: '<script>',
          owner: 'a'.repeat(14),
          creator: 'ok.',
          account: 42,
        }),
      ),
    ).toEqual(['x']);
    expect(participantsOf(action('x', 'y', 'deadbeef', ['alice']))).toEqual(['x', 'alice']);
  });
});

describe('compactData', () => {
  it('keeps ordinary data as it is', () => {
    const data = { from: 'alice', memo: 'hi', n: 1, nested: { list: [1, 2] } };
    expect(compactData(data)).toEqual({ data, truncated: false });
  });

  it('cuts long strings (code, ABI), long lists and deep nesting, and says so', () => {
    const code = 'ab'.repeat(50_000);
    const { data, truncated } = compactData({
      account: 'dice',
      code,
      list: Array.from({ length: 40 }, (_, i) => i),
      deep: { a: { b: { c: { d: 1 } } } },
    });
    expect(truncated).toBe(true);
    expect(JSON.stringify(data).length).toBeLessThan(600);
    expect(data).toMatchObject({
      account: 'dice',
      code: expect.stringMatching(/^(ab){64}… \(100000 characters\)$/) as unknown,
      deep: { a: { b: { c: '{…}' } } },
    });
    expect((data as { list: unknown[] }).list).toHaveLength(33);
  });
});

describe('readBlockHistory', () => {
  it('reads root actions as rows and id-only receipts as executions', () => {
    const block = {
      block_num: 220,
      timestamp: '2024-01-01T00:11:00.000',
      transactions: [
        { status: 'executed', trx: 'AB'.repeat(32) },
        {
          status: 'delayed',
          trx: {
            id: 'CD'.repeat(32),
            transaction: {
              actions: [
                {
                  account: 'cyber.token',
                  name: 'transfer',
                  authorization: [{ actor: 'carol', permission: 'active' }],
                  data: { from: 'carol', to: 'alice', quantity: '5.0000 CYBER', memo: '' },
                  hex_data: '00',
                },
              ],
            },
          },
        },
      ],
    } as unknown as Block;
    const read = readBlockHistory(block);
    expect(read.executions).toEqual([
      {
        trxId: 'ab'.repeat(32),
        blockNum: 220,
        timestamp: '2024-01-01T00:11:00.000',
        status: 'executed',
      },
    ]);
    expect(read.rows).toHaveLength(1);
    expect(read.rows[0]?.trxIndex).toBe(1);
    expect(read.rows[0]?.row).toMatchObject({
      blockNum: 220,
      trxId: 'cd'.repeat(32),
      status: 'delayed',
      actionIndex: 0,
      contract: 'cyber.token',
      data: { from: 'carol', to: 'alice', quantity: '5.0000 CYBER', memo: '' },
      source: 'scan',
    });
  });
});
