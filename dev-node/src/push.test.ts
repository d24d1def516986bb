import { Asset, Checksum256, PrivateKey, PublicKey, Signature } from '@wharfkit/antelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_BLOCKS } from './fixtures.ts';
import { createDevNode, type DevNode } from './server.ts';
import { at, call } from './test-helpers.ts';
import {
  chainIdOf,
  startSigningNode,
  makeTransaction,
  packedBody,
  packTestTransaction,
  sign,
  testWif,
  transfer,
  type TestTransaction,
} from './test-signing.ts';

let node: DevNode;
let chainId: string;
beforeAll(async () => ({ node, chainId } = await startSigningNode()), 60_000);
afterAll(() => node.close());

const chain = (op: string, body?: unknown) => call(node, `/v1/chain/${op}`, body);
const history = async (path: string) => {
  const res = await fetch(`${node.url}/v2/history/${path}`);
  return { status: res.status, json: (await res.json()) as unknown };
};
const produce = async () => Number(at((await call(node, '/dev/produce_block')).json, 'block_num'));
const aliceKeys = [testWif('alice', 'active', 0), testWif('alice', 'active', 1)];

async function balance(account: string): Promise<Asset> {
  const answer = await chain('get_currency_balance', {
    code: 'cyber.token',
    account,
    symbol: 'CYBER',
  });
  const first = at(answer.json, 0);
  return Asset.from(typeof first === 'string' ? first : '0.0000 CYBER');
}

function expectError(answer: { status: number; json: unknown }, status: number, name: string) {
  expect(answer.status).toBe(status);
  expect(at(answer.json, 'code')).toBe(status);
  expect(at(answer.json, 'error', 'name')).toBe(name);
  return String(at(answer.json, 'error', 'details', 0, 'message'));
}

/** Pushes a transaction signed with `wifs`, expecting the node's refusal; its message. */
async function refused(
  trx: TestTransaction,
  wifs: string[],
  status: number,
  name: string,
): Promise<string> {
  return expectError(await chain('push_transaction', packedBody(chainId, trx, wifs)), status, name);
}

function idOf(trx: TestTransaction): string {
  return Checksum256.hash(packTestTransaction(trx)).hexString;
}

/** Every key an authority accepts, following delegated permissions one level (as the node shows them). */
async function authorityKeys(actor: string, permission: string, depth = 0): Promise<string[]> {
  const account = (await chain('get_account', { account_name: actor })).json;
  const perms = at(account, 'permissions') as {
    perm_name: string;
    required_auth: {
      keys: { key: string }[];
      accounts: { permission: { actor: string; permission: string } }[];
    };
  }[];
  const perm = perms.find((p) => p.perm_name === permission);
  if (!perm) return [];
  const keys = perm.required_auth.keys.map((k) => k.key);
  if (depth < 2)
    for (const a of perm.required_auth.accounts)
      keys.push(...(await authorityKeys(a.permission.actor, a.permission.permission, depth + 1)));
  return keys;
}

describe('push_transaction: a transaction the client signed', () => {
  it('alice signs a transfer with two of her three keys: 202 with its trace, then the next block, balances and history hold it', async () => {
    const [aliceBefore, bobBefore] = [await balance('alice'), await balance('bob')];
    const trx = await makeTransaction(node, [
      transfer('alice', 'bob', '1.2345 CYBER', 'signed by alice'),
    ]);
    const body = packedBody(chainId, trx, aliceKeys);
    const answer = await chain('push_transaction', body);
    expect(answer.status).toBe(202);
    const id = idOf(trx);
    expect(at(answer.json, 'transaction_id')).toBe(id);
    const processed = at(answer.json, 'processed');
    expect(at(processed, 'id')).toBe(id);
    expect(at(processed, 'receipt', 'status')).toBe('executed');
    expect(at(processed, 'receipt', 'cpu_usage_us')).toEqual(expect.any(Number));
    expect(at(processed, 'scheduled')).toBe(false);
    expect(at(processed, 'except')).toBe(null);
    const root = at(processed, 'action_traces', 0);
    expect(at(root, 'receipt', 'receiver')).toBe('cyber.token');
    expect(at(root, 'act', 'data')).toEqual({
      from: 'alice',
      to: 'bob',
      quantity: '1.2345 CYBER',
      memo: 'signed by alice',
    });
    expect(at(root, 'act', 'hex_data')).toBe(trx.actions[0]?.data);
    // The token contract notifies sender and recipient: their receipts are nested under it.
    const inline = at(root, 'inline_traces') as unknown[];
    expect(inline.map((t) => at(t, 'receipt', 'receiver'))).toEqual(['alice', 'bob']);
    const blockNum = Number(at(processed, 'block_num'));

    expect(await produce()).toBe(blockNum);
    const block = (await chain('get_block', { block_num_or_id: blockNum })).json;
    const receipts = at(block, 'transactions') as unknown[];
    const receipt = receipts.find((r) => at(r, 'trx', 'id') === id);
    expect(at(receipt, 'status')).toBe('executed');
    expect(at(receipt, 'trx', 'signatures')).toEqual(body['signatures']);
    expect(at(receipt, 'trx', 'packed_trx')).toBe(body['packed_trx']);
    expect(at(receipt, 'trx', 'transaction', 'expiration')).toBe(trx.expiration);

    expect((await balance('alice')).units.toNumber()).toBe(aliceBefore.units.toNumber() - 12345);
    expect((await balance('bob')).units.toNumber()).toBe(bobBefore.units.toNumber() + 12345);

    const found = await history(`get_transaction?id=${id}`);
    expect(at(found.json, 'executed')).toBe(true);
    expect(at(found.json, 'actions', 0, 'act', 'data', 'memo')).toBe('signed by alice');
    const actions = await history('get_actions?account=alice&filter=cyber.token:transfer&limit=1');
    expect(at(actions.json, 'actions', 0, 'trx_id')).toBe(id);
  });

  it('takes the JSON form {signatures, compression, transaction} with JSON arguments, and zlib-compressed packed_trx', async () => {
    const trx = await makeTransaction(node, [
      transfer('bob', 'carol', '0.0100 CYBER', 'json form'),
    ]);
    const packed = packTestTransaction(trx);
    const json = await chain('push_transaction', {
      signatures: sign(chainId, packed, [testWif('bob')]),
      compression: 'none',
      transaction: {
        ...trx,
        actions: [
          {
            ...trx.actions[0],
            data: { from: 'bob', to: 'carol', quantity: '0.0100 CYBER', memo: 'json form' },
          },
        ],
      },
    });
    expect(json.status).toBe(202);
    expect(at(json.json, 'transaction_id')).toBe(idOf(trx));

    const zipped = await makeTransaction(node, [transfer('bob', 'carol', '0.0200 CYBER', 'zlib')]);
    const body = packedBody(chainId, zipped, [testWif('bob')], 'zlib');
    expect(body['packed_trx']).not.toBe(Buffer.from(packTestTransaction(zipped)).toString('hex'));
    const answer = await chain('push_transaction', body);
    expect(answer.status).toBe(202);
    expect(at(answer.json, 'transaction_id')).toBe(idOf(zipped));
    // compression as a number, as some clients send it
    const numbered = await makeTransaction(node, [transfer('bob', 'carol', '0.0300 CYBER', '1')]);
    const zlib1 = { ...packedBody(chainId, numbered, [testWif('bob')], 'zlib'), compression: 1 };
    expect((await chain('push_transaction', zlib1)).status).toBe(202);
    await produce();
  });

  it('refuses a transfer signed by the wrong keys: 401 naming the authority and the keys given; an unneeded key 500', async () => {
    const trx = await makeTransaction(node, [transfer('alice', 'bob', '0.0001 CYBER', 'wrong')]);
    const bobKey = publicOf(testWif('bob'));
    const message = await refused(trx, [testWif('bob')], 401, 'unsatisfied_authorization');
    expect(message).toContain(
      `transaction declares authority '{"actor":"alice","permission":"active"}', but does not have signatures for it`,
    );
    expect(message).toContain(`provided keys ["${bobKey}"]`);
    // One of alice's three keys is half of her 2-of-3 active authority.
    await refused(trx, [testWif('alice', 'active', 2)], 401, 'unsatisfied_authorization');
    const extra = await refused(trx, [...aliceKeys, testWif('bob')], 500, 'tx_irrelevant_sig');
    expect(extra).toContain(bobKey);
    // Nothing was applied: the same transaction signed right is still new.
    expect((await chain('push_transaction', packedBody(chainId, trx, aliceKeys))).status).toBe(202);
  });

  it('refuses expired, too distant, duplicate and wrongly referenced transactions with nodeos errors', async () => {
    const late = await makeTransaction(node, [transfer('bob', 'carol', '0.0001 CYBER', 'late')], {
      expiresIn: -30,
    });
    expect(await refused(late, [testWif('bob')], 500, 'expired_tx_exception')).toBe(
      `expired transaction ${idOf(late)}`,
    );
    const far = await makeTransaction(node, [transfer('bob', 'carol', '0.0001 CYBER', 'far')], {
      expiresIn: 7200,
    });
    expect(await refused(far, [testWif('bob')], 500, 'tx_exp_too_far_exception')).toContain(
      'the maximum transaction lifetime is 3600 seconds',
    );
    const good = await makeTransaction(node, [transfer('bob', 'carol', '0.0001 CYBER', 'tapos')]);
    const badRef = { ...good, ref_block_prefix: (good.ref_block_prefix + 1) >>> 0 };
    expect(await refused(badRef, [testWif('bob')], 500, 'invalid_ref_block_exception')).toContain(
      "Transaction's reference block did not match",
    );
    const future = { ...good, ref_block_num: (good.ref_block_num + 10) & 0xffff };
    await refused(future, [testWif('bob')], 500, 'invalid_ref_block_exception');
    const body = packedBody(chainId, good, [testWif('bob')]);
    expect((await chain('push_transaction', body)).status).toBe(202);
    expectError(await chain('push_transaction', body), 409, 'tx_duplicate');
    await produce();
    // Still a duplicate once it is in a block.
    expectError(await chain('push_transaction', body), 409, 'tx_duplicate');
  });

  it('fails a contract assertion with its message and changes nothing', async () => {
    const before = await balance('dave');
    const trx = await makeTransaction(node, [
      transfer('dave', 'eve', Asset.fromUnits(before.units.toNumber() + 1, '4,CYBER').toString()),
    ]);
    expect(await refused(trx, [testWif('dave')], 500, 'eosio_assert_message_exception')).toBe(
      'assertion failure with message: overdrawn balance',
    );
    await produce();
    expect((await balance('dave')).toString()).toBe(before.toString());
  });

  it('refuses unknown accounts and actions, and malformed bodies', async () => {
    const base = await makeTransaction(node, [transfer('bob', 'carol', '0.0001 CYBER', 'x')]);
    const action = base.actions[0];
    if (!action) throw new Error('no action');
    const unknownCode = { ...base, actions: [{ ...action, account: 'nosuchacct' }] };
    expect(await refused(unknownCode, [testWif('bob')], 500, 'transaction_exception')).toBe(
      "action's code account 'nosuchacct' does not exist",
    );
    const unknownAction = { ...base, actions: [{ ...action, name: 'nosuchaction' }] };
    expect(await refused(unknownAction, [testWif('bob')], 500, 'action_validate_exception')).toBe(
      'Unknown action nosuchaction in contract cyber.token',
    );
    const jsonUnknown = await chain('push_transaction', {
      signatures: [],
      compression: 'none',
      transaction: { ...base, actions: [{ ...action, name: 'nosuchaction', data: { a: 1 } }] },
    });
    expect(expectError(jsonUnknown, 500, 'packed_transaction_type_exception')).toBe(
      'Failed to deserialize data for cyber.token:nosuchaction',
    );
    const body = packedBody(chainId, base, [testWif('bob')]);
    for (const bad of [
      { ...body, packed_trx: 'zz' },
      { ...body, packed_trx: String(body['packed_trx']).slice(0, 40) },
      { ...body, compression: 'gzip' },
      { ...body, compression: 'zlib' },
      { ...body, signatures: ['not a signature'] },
    ])
      expect(
        expectError(await chain('push_transaction', bad), 500, 'packed_transaction_type_exception'),
      ).toBe('Invalid packed transaction');
    const unsigned = { ...body };
    delete unsigned['signatures'];
    expect(
      expectError(
        await chain('push_transaction', unsigned),
        500,
        'packed_transaction_type_exception',
      ),
    ).toBe('Missing signatures');
    expectError(await chain('push_transaction', []), 500, 'bad_cast_exception');
  });
});

/** The public key of a WIF, as the node prints keys. */
function publicOf(wif: string): string {
  return PrivateKey.from(wif).toPublic().toLegacyString('GLS');
}

describe('push_transactions', () => {
  it('answers each transaction in place: a trace, or a zero id with the error', async () => {
    const good = await makeTransaction(node, [transfer('bob', 'carol', '0.0001 CYBER', 'batch')]);
    const bad = await makeTransaction(node, [transfer('alice', 'carol', '0.0001 CYBER', 'batch')]);
    const answer = await chain('push_transactions', [
      packedBody(chainId, good, [testWif('bob')]),
      packedBody(chainId, bad, [testWif('bob')]),
    ]);
    expect(answer.status).toBe(202);
    const [first, second] = answer.json as unknown[];
    expect(at(first, 'transaction_id')).toBe(idOf(good));
    expect(at(first, 'processed', 'receipt', 'status')).toBe('executed');
    expect(at(second, 'transaction_id')).toBe('0'.repeat(64));
    expect(String(at(second, 'processed', 'error'))).toMatch(
      /^3090003 unsatisfied_authorization: .*\ntransaction declares authority '\{"actor":"alice"/,
    );
    expectError(await chain('push_transactions', { a: 1 }), 500, 'bad_cast_exception');
    await produce();
  });
});

describe('delayed transactions pushed signed', () => {
  it('are scheduled, and one that fails when it runs is hard_fail in its block', async () => {
    const held = await balance('dave');
    const units = held.units.toNumber();
    expect(units).toBeGreaterThan(10);
    const delayed = await makeTransaction(
      node,
      [transfer('dave', 'eve', Asset.fromUnits(Math.floor(units / 2), '4,CYBER').toString())],
      { delaySec: 3 },
    );
    const scheduled = await chain(
      'push_transaction',
      packedBody(chainId, delayed, [testWif('dave')]),
    );
    expect(scheduled.status).toBe(202);
    expect(at(scheduled.json, 'processed', 'receipt', 'status')).toBe('delayed');
    expect(at(scheduled.json, 'processed', 'action_traces')).toEqual([]);
    const drain = await makeTransaction(node, [transfer('dave', 'eve', held.toString(), 'all')]);
    expect(
      (await chain('push_transaction', packedBody(chainId, drain, [testWif('dave')]))).status,
    ).toBe(202);
    const list = await chain('get_scheduled_transactions', { json: true, limit: 1000 });
    const ids = (at(list.json, 'transactions') as unknown[]).map((t) => at(t, 'trx_id'));
    expect(ids).toContain(idOf(delayed));

    await produce();
    const ran = await produce();
    const block = (await chain('get_block', { block_num_or_id: ran })).json;
    const receipt = (at(block, 'transactions') as unknown[]).find(
      (r) => at(r, 'trx') === idOf(delayed),
    );
    expect(at(receipt, 'status')).toBe('hard_fail');
    expect((await balance('dave')).units.toNumber()).toBe(0);
  });
});

describe('what the blocks record verifies with wharfkit', () => {
  it('ids are sha256 of packed_trx, signatures recover to keys of the authorizers', async () => {
    const trx = await makeTransaction(node, [transfer('alice', 'carol', '0.0002 CYBER', 'verify')]);
    expect((await chain('push_transaction', packedBody(chainId, trx, aliceKeys))).status).toBe(202);
    const pushed = await produce();
    let checked = 0;
    for (const n of [
      NOTABLE_BLOCKS.transfer,
      NOTABLE_BLOCKS.multiAction,
      NOTABLE_BLOCKS.diceBet,
      pushed,
    ]) {
      const block = (await chain('get_block', { block_num_or_id: n })).json;
      for (const r of at(block, 'transactions') as unknown[]) {
        const t = at(r, 'trx');
        if (typeof t === 'string') continue;
        const packed = Buffer.from(String(at(t, 'packed_trx')), 'hex');
        expect(at(t, 'id')).toBe(Checksum256.hash(packed).hexString);
        const digest = Checksum256.hash(
          Buffer.concat([Buffer.from(chainId, 'hex'), packed, Buffer.alloc(32)]),
        );
        const levels = (at(t, 'transaction', 'actions') as unknown[]).flatMap(
          (a) => at(a, 'authorization') as { actor: string; permission: string }[],
        );
        const allowed = new Set<string>();
        for (const l of levels)
          for (const k of await authorityKeys(l.actor, l.permission)) allowed.add(k);
        for (const s of at(t, 'signatures') as string[]) {
          const key = Signature.from(s).recoverDigest(digest);
          expect(allowed).toContain(PublicKey.from(key).toLegacyString('GLS'));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});

describe('a node producing blocks on a timer', () => {
  it('puts a pushed transaction in its next block', async () => {
    const timed = await createDevNode({ port: 0, blockIntervalMs: 500 });
    try {
      const trx = await makeTransaction(timed, [transfer('bob', 'carol', '0.0001 CYBER', 'timer')]);
      const answer = await call(
        timed,
        '/v1/chain/push_transaction',
        packedBody(await chainIdOf(timed), trx, [testWif('bob')]),
      );
      expect(answer.status).toBe(202);
      const blockNum = Number(at(answer.json, 'processed', 'block_num'));
      let block: unknown;
      for (let i = 0; i < 50 && at(block, 'block_num') === undefined; i++) {
        await new Promise((r) => setTimeout(r, 100));
        block = (await call(timed, '/v1/chain/get_block', { block_num_or_id: blockNum })).json;
      }
      const ids = (at(block, 'transactions') as unknown[]).map((r) => at(r, 'trx', 'id'));
      expect(ids).toContain(idOf(trx));
    } finally {
      await timed.close();
    }
  }, 60_000);
});
