import { Checksum256 } from '@wharfkit/antelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSIG } from './fixtures.ts';
import type { DevNode } from './server.ts';
import { at, call } from './test-helpers.ts';
import {
  makeTransaction,
  packTestTransaction,
  pushActions,
  startSigningNode,
  testWif,
  transfer,
  type TestAction,
} from './test-signing.ts';

/*
 * cyber.msig on the dev node: the history's proposals as its tables hold them, and a proposal
 * driven through push_transaction from propose to the vault's transfer.
 */

let node: DevNode;
let chainId: string;
beforeAll(async () => ({ node, chainId } = await startSigningNode()), 60_000);
afterAll(() => node.close());

type Row = Record<string, unknown>;
const rows = async (table: string, scope: string): Promise<Row[]> => {
  const answer = await call(node, '/v1/chain/get_table_rows', {
    code: MSIG.contract,
    scope,
    table,
    json: true,
    limit: 100,
  });
  const list = at(answer.json, 'rows');
  return Array.isArray(list) ? (list as Row[]) : [];
};
const names = (list: Row[]) => list.map((r) => r['proposal_name']);
const vaultBalance = async () =>
  String(
    at(
      (
        await call(node, '/v1/chain/get_currency_balance', {
          code: 'cyber.token',
          account: MSIG.vault,
          symbol: 'CYBER',
        })
      ).json,
      0,
    ),
  );
const produce = () => call(node, '/dev/produce_block');
const push = (actions: TestAction[], wifs: string[]) =>
  pushActions({ node, chainId }, actions, wifs);
const aliceKeys = [testWif('alice', 'active', 0), testWif('alice', 'active', 1)];
const msig = (name: string, actor: string, data: Record<string, unknown>): TestAction => ({
  account: MSIG.contract,
  name,
  authorization: [{ actor, permission: 'active' }],
  data,
});
const levelOf = (actor: string) => ({ actor, permission: 'active' });

describe('cyber.msig in the generated history', () => {
  it('keeps the open, ready, voided and expired proposals; not the executed or cancelled ones', async () => {
    expect(names(await rows('proposal', MSIG.proposer)).sort()).toEqual(
      [MSIG.open.name, MSIG.ready.name, MSIG.voided.name, MSIG.expired.name].sort(),
    );
    const ready = (await rows('approvals2', MSIG.proposer)).find(
      (r) => r['proposal_name'] === MSIG.ready.name,
    );
    expect(at(ready, 'provided_approvals', 0, 'level')).toEqual(levelOf('bob'));
    expect(at(ready, 'provided_approvals', 1, 'level')).toEqual(levelOf('dave'));
    expect(at(ready, 'requested_approvals')).toEqual([]);
    expect(names(await rows('invals', MSIG.contract))).toEqual([undefined]);
    expect(at(await rows('invals', MSIG.contract), 0, 'account')).toBe('eve');
    // The executed proposal paid alice 100 CYBER from the vault's 10,000.
    expect(await vaultBalance()).toBe('9900.0000 CYBER');
  });
});

describe('a proposal driven through push_transaction', () => {
  it('alice proposes, bob and dave approve (bob by the hash), alice executes: the vault pays', async () => {
    const before = await vaultBalance();
    const proposed = await makeTransaction(
      node,
      [
        {
          ...transfer(MSIG.vault, 'carol', '7.0000 CYBER', 'msig test'),
          authorization: [levelOf(MSIG.vault)],
        },
      ],
      { expiresIn: 3000 },
    );
    const propose = msig('propose', 'alice', {
      proposer: 'alice',
      proposal_name: 'testpay',
      requested: [levelOf('bob'), levelOf('dave')],
      trx: proposed,
    });
    expect((await push([propose], aliceKeys)).status).toBe(202);
    await produce();
    const hash = Checksum256.hash(packTestTransaction(proposed)).toString();
    const stored = (await rows('proposal', 'alice')).find((r) => r['proposal_name'] === 'testpay');
    expect(stored?.['packed_transaction']).toBe(
      Buffer.from(packTestTransaction(proposed)).toString('hex'),
    );

    const approve = (actor: string, extra: Record<string, unknown> = {}) =>
      msig('approve', actor, {
        proposer: 'alice',
        proposal_name: 'testpay',
        level: levelOf(actor),
        ...extra,
      });
    const wrongHash = await push(
      [approve('bob', { proposal_hash: '00'.repeat(32) })],
      [testWif('bob')],
    );
    expect(wrongHash.text).toContain('hash mismatch');
    expect((await push([approve('bob', { proposal_hash: hash })], [testWif('bob')])).status).toBe(
      202,
    );
    await produce();
    // Not enough yet: exec fails the authorization check.
    const early = await push(
      [msig('exec', 'alice', { proposer: 'alice', proposal_name: 'testpay', executer: 'alice' })],
      aliceKeys,
    );
    expect(early.text).toContain('transaction authorization failed');
    // carol may not cancel alice's proposal before it expires.
    const cancel = await push(
      [msig('cancel', 'carol', { proposer: 'alice', proposal_name: 'testpay', canceler: 'carol' })],
      [testWif('carol'), ...aliceKeys],
    );
    expect(cancel.text).toMatch(/cannot cancel until expiration|irrelevant|authority/);
    expect((await push([approve('dave')], [testWif('dave')])).status).toBe(202);
    await produce();
    const exec = await push(
      [msig('exec', 'alice', { proposer: 'alice', proposal_name: 'testpay', executer: 'alice' })],
      aliceKeys,
    );
    expect(exec.status).toBe(202);
    await produce();
    expect(names(await rows('proposal', 'alice'))).not.toContain('testpay');
    // The deferred transaction runs in the next block.
    await produce();
    const after = await vaultBalance();
    expect(Number.parseFloat(after)).toBeCloseTo(Number.parseFloat(before) - 7, 4);
  });

  it('refuses an approval that was not requested, and unapprove needs an approval given', async () => {
    const unapprove = await push(
      [
        msig('unapprove', 'eve', {
          proposer: 'alice',
          proposal_name: MSIG.open.name,
          level: levelOf('eve'),
        }),
      ],
      [testWif('eve')],
    );
    expect(unapprove.text).toContain('no approval previously granted');
    const notRequested = await push(
      [
        msig('approve', 'bob', {
          proposer: 'alice',
          proposal_name: MSIG.ready.name,
          level: levelOf('bob'),
        }),
      ],
      [testWif('bob')],
    );
    expect(notRequested.text).toContain('approval is not on the list of requested approvals');
  });
});
