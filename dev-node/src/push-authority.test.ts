import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevNode } from './server.ts';
import { at, call, type Answer } from './test-helpers.ts';
import {
  pushActions,
  startSigningNode,
  makeTransaction,
  packedBody,
  testWif,
  transfer,
  type TestAction,
} from './test-signing.ts';

/*
 * push_transaction against the fixture accounts' authorities: alice's 2-of-3 keys, bob's active
 * that alice@active also satisfies, carol's threshold 2 of her key, alice, bob or a one-hour wait;
 * the contracts' own require_auth; and bodies no client should send, each answered in the node's
 * error shape.
 */

let node: DevNode;
let chainId: string;
beforeAll(async () => ({ node, chainId } = await startSigningNode()), 60_000);
afterAll(() => node.close());

const push = (body: unknown) => call(node, '/v1/chain/push_transaction', body);
const aliceKeys = [testWif('alice', 'active', 0), testWif('alice', 'active', 2)];

const pushSigned = (actions: TestAction[], wifs: string[], delaySec = 0) =>
  pushActions({ node, chainId }, actions, wifs, { delaySec });

/** nodeos's error_results: {code, message, error: {code, name, what, details: [{message…}]}}. */
function errorOf(answer: Answer): { status: number; name: unknown; message: unknown } {
  const json = answer.json;
  expect(Object.keys(json ?? {})).toEqual(['code', 'message', 'error']);
  expect(at(json, 'code')).toBe(answer.status);
  expect(typeof at(json, 'message')).toBe('string');
  expect(Object.keys(at(json, 'error') ?? {})).toEqual(['code', 'name', 'what', 'details']);
  expect(typeof at(json, 'error', 'code')).toBe('number');
  expect(typeof at(json, 'error', 'what')).toBe('string');
  const details = at(json, 'error', 'details');
  expect(Array.isArray(details) && details.length).toBe(1);
  expect(Object.keys(at(details, 0) ?? {})).toEqual(['message', 'file', 'line_number', 'method']);
  return {
    status: answer.status,
    name: at(answer.json, 'error', 'name'),
    message: at(answer.json, 'error', 'details', 0, 'message'),
  };
}

describe('push_transaction checks the authorities as they are set', () => {
  it("takes alice's keys for bob, whose active also accepts alice@active (weight 1 of 1)", async () => {
    const answer = await pushSigned(
      [transfer('bob', 'eve', '0.0001 CYBER', 'by alice')],
      aliceKeys,
    );
    expect(answer.status).toBe(202);
    // One of alice's keys is only half of alice@active, so not bob's authority either.
    const half = await pushSigned([transfer('bob', 'eve', '0.0002 CYBER')], [aliceKeys[0] ?? '']);
    expect(errorOf(half)).toMatchObject({ status: 401, name: 'unsatisfied_authorization' });
  });

  it("counts carol's one-hour wait only in a transaction delayed that long", async () => {
    const carol = [testWif('carol')];
    const now = await pushSigned([transfer('carol', 'eve', '0.0001 CYBER', 'now')], carol);
    expect(errorOf(now)).toMatchObject({ status: 401, name: 'unsatisfied_authorization' });
    const short = await pushSigned([transfer('carol', 'eve', '0.0001 CYBER', 'soon')], carol, 60);
    expect(errorOf(short)).toMatchObject({ status: 401, name: 'unsatisfied_authorization' });
    const delayed = await pushSigned(
      [transfer('carol', 'eve', '0.0001 CYBER', 'hour')],
      carol,
      3600,
    );
    expect(delayed.status).toBe(202);
    expect(at(delayed.json, 'processed', 'receipt', 'status')).toBe('delayed');
    // Her key and bob's (alice@active or bob@active weighs 1 more) need no wait.
    const withBob = await pushSigned(
      [transfer('carol', 'eve', '0.0001 CYBER', 'with bob')],
      [...carol, testWif('bob')],
    );
    expect(withBob.status).toBe(202);
    expect(at(withBob.json, 'processed', 'receipt', 'status')).toBe('executed');
  });

  it("refuses a transfer from alice declared as bob's: the contract's missing_auth_exception", async () => {
    const action = transfer('alice', 'bob', '0.0001 CYBER');
    action.authorization = [{ actor: 'bob', permission: 'active' }];
    const answer = await pushSigned([action], [testWif('bob')]);
    expect(errorOf(answer)).toEqual({
      status: 500,
      name: 'missing_auth_exception',
      message: 'missing authority of alice',
    });
  });

  it('refuses alice@owner declared but signed by her active keys; her owner key passes', async () => {
    const action = transfer('alice', 'eve', '0.0001 CYBER', 'owner');
    action.authorization = [{ actor: 'alice', permission: 'owner' }];
    const answer = await pushSigned([action], aliceKeys);
    expect(errorOf(answer)).toMatchObject({ status: 401, name: 'unsatisfied_authorization' });
    expect(await pushSigned([action], [testWif('alice', 'owner')])).toMatchObject({ status: 202 });
  });
});

describe('push_transaction answers what no client should send in the node error shape', () => {
  it('never a crash nor a 2xx', async () => {
    const trx = await makeTransaction(node, [transfer('bob', 'carol', '0.0001 CYBER')]);
    const body = packedBody(chainId, trx, [testWif('bob')]);
    const action = trx.actions[0];
    const bodies: unknown[] = [
      '{',
      'null',
      '"text"',
      42,
      [],
      {},
      { ...body, packed_trx: 5 },
      { ...body, packed_trx: 'abc' },
      { ...body, packed_context_free_data: 'zz' },
      { ...body, signatures: 'SIG_K1_x' },
      { ...body, signatures: ['SIG_K1_abc'] },
      { signatures: [], compression: 'none', transaction: null },
      { signatures: [], compression: 'none', transaction: { ...trx, expiration: 5 } },
      { signatures: [], compression: 'none', transaction: { ...trx, actions: 'x' } },
      { signatures: [], compression: 'none', transaction: { ...trx, actions: [null] } },
      { signatures: [], compression: 'none', transaction: { ...trx, ref_block_num: 70000 } },
      {
        signatures: [],
        compression: 'none',
        transaction: { ...trx, actions: [{ ...action, account: 'thirteenchars' }] },
      },
      {
        signatures: [],
        compression: 'none',
        transaction: { ...trx, actions: [{ ...action, data: 'zz' }] },
      },
      {
        signatures: [],
        compression: 'none',
        transaction: { ...trx, transaction_extensions: [[1, '00']] },
      },
    ];
    for (const bad of bodies) {
      const answer = await push(bad);
      const error = errorOf(answer);
      expect([400, 401, 500]).toContain(error.status);
      expect(String(error.message).length).toBeGreaterThan(0);
    }
    // The node still takes the good one.
    expect((await push(body)).status).toBe(202);
  });
});
