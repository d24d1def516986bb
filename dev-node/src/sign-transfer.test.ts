import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevNode } from './server.ts';
import { signTransfer } from './sign-transfer.ts';
import { at, call, startTestNode } from './test-helpers.ts';

let node: DevNode;
beforeAll(async () => {
  node = await startTestNode();
}, 60_000);
afterAll(() => node.close());

const balance = async (account: string) =>
  String(
    at(
      (
        await call(node, '/v1/chain/get_currency_balance', {
          code: 'cyber.token',
          account,
          symbol: 'CYBER',
        })
      ).json,
      0,
    ),
  );

describe("the README's one-minute transfer (sign-transfer.ts)", () => {
  it('signs with two of alice’s keys, and the next block and bob’s balance hold it', async () => {
    const before = await balance('bob');
    const answer = await signTransfer(node.url, {
      from: 'alice',
      to: 'bob',
      quantity: '1.0000 CYBER',
      memo: 'a minute',
    });
    expect(answer.status).toBe(202);
    const id = at(answer.json, 'transaction_id');
    const made = at((await call(node, '/dev/produce_block')).json, 'block_num');
    const block = (await call(node, '/v1/chain/get_block', { block_num_or_id: made })).json;
    const ids = (at(block, 'transactions') as unknown[]).map((r) => at(r, 'trx', 'id'));
    expect(ids).toContain(id);
    expect(Number.parseFloat(await balance('bob'))).toBeCloseTo(Number.parseFloat(before) + 1, 4);
    // Any single-key test account signs the same way.
    const fromEve = await signTransfer(node.url, {
      from: 'eve',
      to: 'dave',
      quantity: '0.0001 CYBER',
    });
    expect(fromEve.status).toBe(202);
  });
});
