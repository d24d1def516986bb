import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevNode } from './server.ts';
import { at, call } from './test-helpers.ts';
import {
  makeTransaction,
  packedBody,
  packTestTransaction,
  startSigningNode,
  testWif,
  transfer,
  type TestTransaction,
} from './test-signing.ts';

let node: DevNode;
let chainId: string;
beforeAll(async () => ({ node, chainId } = await startSigningNode()), 60_000);
afterAll(() => node.close());

const aliceKeys = [testWif('alice', 'active', 0), testWif('alice', 'active', 1)];

const push = (trx: TestTransaction, wifs: string[]) =>
  call(node, '/v1/chain/push_transaction', packedBody(chainId, trx, wifs));

async function bobBalance(): Promise<unknown> {
  const answer = await call(node, '/v1/chain/get_currency_balance', {
    code: 'cyber.token',
    account: 'bob',
    symbol: 'CYBER',
  });
  return at(answer.json, 0);
}

describe('push_transaction: the network usage a transaction allows itself', () => {
  it('refuses a transaction whose max_net_usage_words is below what it takes, in nodeos’s words', async () => {
    const base = await makeTransaction(node, [transfer('alice', 'bob', '0.0001 CYBER', 'net')]);
    const tight = { ...base, max_net_usage_words: 1 };
    // 12 bytes per transaction, 16 of a packed transaction's overhead, its bytes, and a fifth of
    // its two signatures (1 + 2 × 66 bytes).
    const usage = 12 + 16 + packTestTransaction(tight).length + Math.ceil((133 * 20) / 100);
    const before = await bobBalance();
    const answer = await push(tight, aliceKeys);
    expect(answer.status).toBe(500);
    expect(at(answer.json, 'error', 'name')).toBe('tx_net_usage_exceeded');
    expect(at(answer.json, 'error', 'code')).toBe(3080002);
    expect(at(answer.json, 'error', 'details', 0, 'message')).toBe(
      `transaction net usage is too high: ${usage} > 8`,
    );
    await call(node, '/dev/produce_block');
    expect(await bobBalance()).toBe(before);

    // Exactly enough words: taken.
    const enough = { ...base, max_net_usage_words: Math.ceil(usage / 8) };
    const taken = await push(enough, aliceKeys);
    expect(taken.status).toBe(202);
    const short = { ...base, max_net_usage_words: Math.ceil(usage / 8) - 1 };
    const refused = await push(short, aliceKeys);
    expect(at(refused.json, 'error', 'name')).toBe('tx_net_usage_exceeded');
  });
});

describe('push_transaction: a bandwidth provider (cyber::providebw)', () => {
  const providebw = {
    account: 'cyber',
    name: 'providebw',
    authorization: [{ actor: 'dave', permission: 'active' }],
    data: { provider: 'dave', account: 'alice' },
  };

  it('takes dave paying for alice’s transfer when dave signs too, and refuses it without his key', async () => {
    const trx = await makeTransaction(node, [
      providebw,
      transfer('alice', 'bob', '0.0002 CYBER', 'dave pays the bandwidth'),
    ]);
    const unsigned = await push(trx, aliceKeys);
    expect(at(unsigned.json, 'error', 'name')).toBe('unsatisfied_authorization');
    expect(at(unsigned.json, 'error', 'details', 0, 'message')).toContain('"actor":"dave"');

    const answer = await push(trx, [...aliceKeys, testWif('dave')]);
    expect(answer.status).toBe(202);
    const first = at(answer.json, 'processed', 'action_traces', 0, 'act');
    expect(first).toMatchObject({
      account: 'cyber',
      name: 'providebw',
      data: { provider: 'dave', account: 'alice' },
    });
  });

  it('requires the provider’s own authority, as CyberWay’s native handler does', async () => {
    const trx = await makeTransaction(node, [
      { ...providebw, authorization: [{ actor: 'alice', permission: 'active' }] },
    ]);
    const answer = await push(trx, aliceKeys);
    expect(at(answer.json, 'error', 'name')).toBe('missing_auth_exception');
    expect(at(answer.json, 'error', 'details', 0, 'message')).toBe('missing authority of dave');
  });
});
