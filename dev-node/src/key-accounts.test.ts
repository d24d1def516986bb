import { PrivateKey, PublicKey } from '@wharfkit/antelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevNode } from './server.ts';
import { at, call, startTestNode } from './test-helpers.ts';
import { testKeys } from './test-keys.ts';
import {
  pushActions,
  startSigningNode,
  testWif,
  transfer,
  type TestAction,
} from './test-signing.ts';

/*
 * Accounts by key and an account's tokens, as the history service (/v2/state, Hyperion) and the
 * node's history plugin (/v1/history/get_key_accounts) answer them from the ledger.
 */

let node: DevNode;
let chainId: string;
beforeAll(async () => ({ node, chainId } = await startSigningNode()), 60_000);
afterAll(() => node.close());

async function state(path: string): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${node.url}/v2/state/${path}`);
  return { status: res.status, json: (await res.json()) as unknown };
}
const keyAccounts = (key: string) => state(`get_key_accounts?public_key=${key}`);
const pluginKeyAccounts = (body: unknown) => call(node, '/v1/history/get_key_accounts', body);

/** A test account's public key in Hyperion's forms and the node's. */
function forms(account: string, permission = 'active', index = 0) {
  const key = testKeys(1).filter((k) => k.account === account && k.permission === permission)[
    index
  ];
  if (!key) throw new Error(`no key for ${account}@${permission}`);
  const pub = PublicKey.from(key.publicKey.replace(/^GLS/, 'EOS'));
  return { gls: key.publicKey, eos: pub.toLegacyString('EOS'), pub: pub.toString() };
}

/** Pushes the actions signed; the block they go into, and its time. */
async function pushSigned(actions: TestAction[], wifs: string[]) {
  const answer = await pushActions({ node, chainId }, actions, wifs);
  expect(answer.status).toBe(202);
  return {
    num: at(answer.json, 'processed', 'block_num'),
    time: at(answer.json, 'processed', 'block_time'),
  };
}

function updateauth(account: string, permission: string, parent: string, key: string) {
  return {
    account: 'cyber',
    name: 'updateauth',
    authorization: [{ actor: account, permission: parent === '' ? 'owner' : 'active' }],
    data: {
      account,
      permission,
      parent,
      auth: { threshold: 1, keys: [{ key, weight: 1 }], accounts: [], waits: [] },
    },
  };
}

describe('/v2/state/get_key_accounts', () => {
  it('finds alice by any of her keys, PUB_K1_ or EOS, and answers only {account_names}', async () => {
    const alice = forms('alice', 'active', 1);
    const byPub = await keyAccounts(alice.pub);
    expect(byPub).toEqual({ status: 200, json: { account_names: ['alice'] } });
    expect(await keyAccounts(alice.eos)).toEqual(byPub);
    expect(await keyAccounts(forms('alice', 'owner').pub)).toEqual(byPub);
    expect(at((await keyAccounts(forms('bob').pub)).json, 'account_names')).toEqual(['bob']);
  });

  it("answers Hyperion's 400s, and an empty list for a key nobody holds", async () => {
    const bad = (message: string) => ({
      status: 400,
      json: { statusCode: 400, error: 'Bad Request', message },
    });
    expect(await state('get_key_accounts')).toEqual(
      bad("querystring must have required property 'public_key'"),
    );
    // Hyperion reads PUB_… and EOS… keys only: CyberWay's own GLS form is not a key to it.
    expect(await keyAccounts(forms('alice').gls)).toEqual(bad('invalid public key'));
    expect(await keyAccounts('EOS5notakey')).toEqual(bad('invalid public key'));
    expect(await keyAccounts('')).toEqual(bad('invalid public key'));
    expect(await keyAccounts('PUB_K1_notakey')).toEqual({
      status: 200,
      json: { account_names: [] },
    });
    const nobody = PrivateKey.generate('K1').toPublic().toString();
    expect(await keyAccounts(nobody)).toEqual({ status: 200, json: { account_names: [] } });
  });

  it('follows updateauth pushed signed: the new key finds its accounts, the replaced one nothing', async () => {
    const fresh = PrivateKey.generate('K1').toPublic();
    const freshGls = fresh.toLegacyString('GLS');
    const dave = forms('dave');
    expect(at((await keyAccounts(dave.pub)).json, 'account_names')).toEqual(['dave']);
    await pushSigned([updateauth('dave', 'active', 'owner', freshGls)], [testWif('dave')]);
    // bob adds a permission holding alice's key: that key now finds both, by name.
    const alice = forms('alice', 'active', 2);
    const set = await pushSigned(
      [updateauth('bob', 'trade', 'active', alice.gls)],
      [testWif('bob')],
    );

    expect(at((await keyAccounts(fresh.toString())).json, 'account_names')).toEqual(['dave']);
    expect(at((await keyAccounts(dave.pub)).json, 'account_names')).toEqual([]);
    expect(at((await keyAccounts(alice.pub)).json, 'account_names')).toEqual(['alice', 'bob']);
    // Paged by the permissions holding the key: the second is bob's.
    expect(at((await keyAccounts(`${alice.pub}&skip=1`)).json, 'account_names')).toEqual(['bob']);
    // details=true: the permissions themselves, as Hyperion's perm index holds them.
    const detailed = (await keyAccounts(`${alice.pub}&details=true`)).json;
    expect(at(detailed, 'account_names')).toEqual(['alice', 'bob']);
    expect(at(detailed, 'permissions', 1)).toEqual({
      owner: 'bob',
      block_num: set.num,
      parent: 'active',
      last_updated: set.time,
      auth: { threshold: 1, keys: [{ key: alice.pub, weight: 1 }], accounts: [], waits: [] },
      name: 'trade',
      present: 1,
    });
    const aliceActive = at(detailed, 'permissions', 0);
    expect([at(aliceActive, 'owner'), at(aliceActive, 'name')]).toEqual(['alice', 'active']);
    expect(at(aliceActive, 'auth', 'threshold')).toBe(2);
    expect(at(aliceActive, 'auth', 'keys', 2)).toEqual({ key: alice.pub, weight: 1 });

    const plugin = await pluginKeyAccounts({ public_key: alice.gls });
    expect(plugin.json).toEqual({ account_names: ['alice', 'bob'] });
    expect((await pluginKeyAccounts({ public_key: freshGls })).json).toEqual({
      account_names: ['dave'],
    });
  });
});

describe('/v1/history/get_key_accounts', () => {
  it('takes GLS… and PUB_K1_… keys and answers {account_names}; other text fails as fc does', async () => {
    const bob = forms('bob');
    for (const key of [bob.gls, bob.pub]) {
      const answer = await pluginKeyAccounts({ public_key: key });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ account_names: ['bob'] });
    }
    expect((await pluginKeyAccounts({})).json).toEqual({ account_names: [] });
    const eos = await pluginKeyAccounts({ public_key: bob.eos });
    expect(eos.status).toBe(500);
    expect(at(eos.json, 'error', 'name')).toBe('assert_exception');
    expect(at(eos.json, 'error', 'details', 0, 'message')).toBe(
      `No delimiter in string, cannot determine data type: ${bob.eos}`,
    );
    const number = await pluginKeyAccounts({ public_key: 5 });
    expect(at(number.json, 'error', 'name')).toBe('bad_cast_exception');
    const list = await pluginKeyAccounts([]);
    expect(at(list.json, 'error', 'name')).toBe('bad_cast_exception');
  });
});

describe('/v2/state/get_tokens', () => {
  it("lists an account's balances as Hyperion writes them, as they change", async () => {
    const balance = async (account: string) => {
      const answer = await call(node, '/v1/chain/get_currency_balance', {
        code: 'cyber.token',
        account,
        symbol: 'CYBER',
      });
      return String(at(answer.json, 0));
    };
    const cyberOf = async (account: string) => {
      const answer = await state(`get_tokens?account=${account}`);
      expect(answer.status).toBe(200);
      expect(at(answer.json, 'account')).toBe(account);
      expect(at(answer.json, 'query_time_ms')).toEqual(expect.any(Number) as number);
      const tokens = at(answer.json, 'tokens') as unknown[];
      return tokens.find((t) => at(t, 'symbol') === 'CYBER');
    };
    const before = await cyberOf('eve');
    expect(before).toEqual({
      symbol: 'CYBER',
      precision: 4,
      amount: Number.parseFloat(await balance('eve')),
      contract: 'cyber.token',
    });
    await pushSigned([transfer('bob', 'eve', '1.2500 CYBER')], [testWif('bob')]);
    expect(at(await cyberOf('eve'), 'amount')).toBeCloseTo(Number(at(before, 'amount')) + 1.25, 4);
    expect(await state('get_tokens?account=nosuchacct')).toMatchObject({
      status: 200,
      json: { account: 'nosuchacct', tokens: [] },
    });
  });

  it("answers Hyperion's 400 for a name longer than 12 characters or none", async () => {
    expect(await state('get_tokens?account=thirteenchar1')).toEqual({
      status: 400,
      json: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'querystring/account must NOT have more than 12 characters',
      },
    });
    expect(at((await state('get_tokens')).json, 'message')).toBe(
      "querystring must have required property 'account'",
    );
  });
});

describe('a node started with --no-history', () => {
  it('serves none of them', async () => {
    const bare = await startTestNode({ history: false });
    try {
      const key = forms('alice').pub;
      for (const path of [
        `/v2/state/get_key_accounts?public_key=${key}`,
        '/v2/state/get_tokens?account=alice',
      ])
        expect((await fetch(`${bare.url}${path}`)).status).toBe(404);
      const plugin = await call(bare, '/v1/history/get_key_accounts', { public_key: key });
      expect(plugin.status).toBe(404);
      const apis = at((await call(bare, '/v1/node/get_supported_apis')).json, 'apis');
      expect(apis).not.toContain('/v1/history/get_key_accounts');
      const withHistory = at((await call(node, '/v1/node/get_supported_apis')).json, 'apis');
      expect(withHistory).toContain('/v1/history/get_key_accounts');
    } finally {
      await bare.close();
    }
  }, 60_000);
});
