import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevNode } from './server.ts';
import { at, call } from './test-helpers.ts';
import { pushActions, startSigningNode, testWif, type TestAction } from './test-signing.ts';

/*
 * cyber.stake's actions pushed as a person signs them (the explorer's staking forms): each
 * changes the stake tables and the producers' votes as CyberWay's contract does.
 */

let node: DevNode;
let chainId: string;
beforeAll(async () => ({ node, chainId } = await startSigningNode()), 60_000);
afterAll(() => node.close());

const chain = (op: string, body?: unknown) => call(node, `/v1/chain/${op}`, body);
const aliceKeys = [testWif('alice', 'active', 0), testWif('alice', 'active', 1)];
const stake = (name: string, actor: string, data: Record<string, unknown>): TestAction => ({
  account: 'cyber.stake',
  name,
  authorization: [{ actor, permission: 'active' }],
  data,
});
const push = (action: TestAction, keys = aliceKeys) =>
  pushActions({ node, chainId }, [action], keys);

type Row = Record<string, unknown>;
async function rows(table: string, lower: unknown, upper: unknown): Promise<Row[]> {
  const answer = await chain('get_table_rows', {
    code: 'cyber.stake',
    scope: 'cyber.stake',
    table,
    index: 'bykey',
    lower_bound: lower,
    upper_bound: upper,
    limit: 100,
    json: true,
  });
  return at(answer.json, 'rows') as Row[];
}
const agent = async (account: string) =>
  (
    await rows('stake.agent', { token_code: 'CYBER', account }, { token_code: 'CYBER', account })
  )[0];
const grantsOf = (grantor: string) =>
  rows(
    'stake.grant',
    { token_code: 'CYBER', grantor_name: grantor, recipient_name: '' },
    { token_code: 'CYBER', grantor_name: grantor, recipient_name: 'zzzzzzzzzzzzj' },
  );
async function votes(producer: string): Promise<number> {
  const answer = await chain('get_producers', { lower_bound: producer, limit: 1, json: true });
  return Number(at(answer.json, 'rows', 0, 'total_votes'));
}
const ok = (answer: { status: number; json: unknown }) => {
  expect(answer.status, JSON.stringify(answer.json)).toBe(202);
};
const refusal = (answer: { status: number; json: unknown }) =>
  String(at(answer.json, 'error', 'details', 0, 'message'));

describe('cyber.stake through push_transaction', () => {
  it('alice recalls half her direct vote: the producer loses it, alice gets it back to vote again', async () => {
    const direct = (await grantsOf('alice')).find((g) => g['recipient_name'] !== 'carol');
    const producer = String(direct?.['recipient_name']);
    const share = Number(direct?.['share']);
    const before = { votes: await votes(producer), alice: await agent('alice') };
    ok(
      await push(
        stake('recallvote', 'alice', {
          grantor_name: 'alice',
          recipient_name: producer,
          token_code: 'CYBER',
          pct: 5000,
        }),
      ),
    );
    const half = Math.floor(share / 2);
    expect(await votes(producer)).toBe(before.votes - half);
    const after = await agent('alice');
    expect(Number(after?.['balance'])).toBe(Number(before.alice?.['balance']) + half);
    expect(Number(after?.['proxied'])).toBe(Number(before.alice?.['proxied']) - half);

    ok(
      await push(
        stake('delegatevote', 'alice', {
          grantor_name: 'alice',
          recipient_name: producer,
          quantity: '1.0000 CYBER',
        }),
      ),
    );
    expect(await votes(producer)).toBe(before.votes - half + 10_000);
  });

  it('setproxyfee and setminstaked change the agent; a fee above a grant’s break_fee breaks the grant', async () => {
    const carolGrant = (await grantsOf('carol'))[0];
    const producer = String(carolGrant?.['recipient_name']);
    // carol changes her own terms; alice (level 2) votes through carol (level 1), with carol's
    // fee at the time as the grant's break_fee.
    const aliceToCarol = (await grantsOf('alice')).find((g) => g['recipient_name'] === 'carol');
    expect(Number(aliceToCarol?.['break_fee'])).toBe(0);
    // carol's active takes her key and alice@active's weight.
    const carolKeys = [testWif('carol'), ...aliceKeys];
    ok(
      await push(
        stake('setminstaked', 'carol', {
          account: 'carol',
          token_code: 'CYBER',
          min_own_staked: 10_000,
        }),
        carolKeys,
      ),
    );
    expect(Number((await agent('carol'))?.['min_own_staked'])).toBe(10_000);
    // The promise is kept (0 ≤ 10000): alice's grant stays.
    expect((await grantsOf('alice')).some((g) => g['recipient_name'] === 'carol')).toBe(true);
    const aliceBefore = await agent('alice');
    const votesBefore = await votes(producer);
    ok(
      await push(
        stake('setproxyfee', 'carol', { account: 'carol', token_code: 'CYBER', fee: 150 }),
        carolKeys,
      ),
    );
    expect(Number((await agent('carol'))?.['fee'])).toBe(150);
    // 1.5 % is above alice's break_fee (0): her grant to carol is recalled whole.
    expect((await grantsOf('alice')).some((g) => g['recipient_name'] === 'carol')).toBe(false);
    const aliceAfter = await agent('alice');
    const share = Number(aliceToCarol?.['share']);
    expect(Number(aliceAfter?.['balance'])).toBe(Number(aliceBefore?.['balance']) + share);
    // carol passed on part of what alice gave her: the producer's votes fall by what returns.
    expect(await votes(producer)).toBeLessThanOrEqual(votesBefore);

    const tooHigh = await push(
      stake('setproxyfee', 'carol', { account: 'carol', token_code: 'CYBER', fee: 10_001 }),
      carolKeys,
    );
    expect(refusal(tooHigh)).toContain('fee must be between 0% and 100% (0-10000)');
  });

  it('claim returns the stake alice recalled from bob’s bandwidth once the window passed; a second claim has nothing', async () => {
    const before = Number((await agent('alice'))?.['provided']);
    const payouts = await rows(
      'provpayout',
      { token_code: 'CYBER', grantor_name: 'alice', recipient_name: 'bob' },
      { token_code: 'CYBER', grantor_name: 'alice', recipient_name: 'bob' },
    );
    const amount = Number(payouts[0]?.['amount']);
    expect(amount).toBeGreaterThan(0);
    const claim = stake('claim', 'alice', {
      grantor_name: 'alice',
      recipient_name: 'bob',
      token_code: 'CYBER',
    });
    ok(await push(claim));
    expect(Number((await agent('alice'))?.['provided'])).toBe(before - amount);
    // Another block, so the same action is another transaction rather than a duplicate.
    await call(node, '/dev/produce_block');
    expect(refusal(await push(claim))).toContain('nothing to claim');
  });

  it('withdraw sends unstaked tokens back; setproxylvl 0 would need no grants', async () => {
    const before = Number((await agent('alice'))?.['balance']);
    ok(await push(stake('withdraw', 'alice', { account: 'alice', quantity: '2.0000 CYBER' })));
    expect(Number((await agent('alice'))?.['balance'])).toBe(before - 20_000);
    const refused = await push(
      stake('setproxylvl', 'alice', { account: 'alice', token_code: 'CYBER', level: 0 }),
    );
    expect(refusal(refused)).toContain("can't set an ultimate level because the user has a proxy");
    ok(
      await push(
        stake('setproxylvl', 'alice', { account: 'alice', token_code: 'CYBER', level: 3 }),
      ),
    );
    expect(Number((await agent('alice'))?.['proxy_level'])).toBe(3);
  });
});
