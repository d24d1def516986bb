import { createHistoryClient, type HistoryClient } from '@/api/history-client';
import type { HistoryAction } from '@/api/history-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrxRecord } from './chain/records.ts';
import { ACCOUNTS, HISTORY_BLOCKS } from './fixtures.ts';
import type { DevNode } from './server.ts';
import { at, call, startTestNode } from './test-helpers.ts';

/**
 * The dev node's history service against its own blocks, both ways, read through the explorer's
 * own history client (so every answer also parses with the explorer's schemas).
 */

let node: DevNode;
let history: HistoryClient;
beforeAll(async () => {
  node = await startTestNode();
  history = createHistoryClient({ baseUrl: node.url, timeoutMs: 60_000 });
}, 60_000);
afterAll(() => node.close());

const get = (path: string) => call(node, path, undefined, { method: 'GET' });

/** Every page of get_actions for a query, oldest first. */
async function allActions(params: { account?: string; filter?: string[] }) {
  const rows: HistoryAction[] = [];
  for (let skip = 0; ; skip += 1000) {
    const page = await history.getActions({ ...params, sort: 'asc', skip, limit: 1000 });
    rows.push(...page.actions);
    if (page.actions.length < 1000) {
      // Past 10,000 the service stops counting, as Elasticsearch does without track=true.
      expect(page.total).toEqual(
        rows.length > 10_000
          ? { value: 10_000, exact: false }
          : { value: rows.length, exact: true },
      );
      return rows;
    }
  }
}

/** Runs `work` over `items`, a few at a time (one HTTP request each). */
async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
}

describe('the history service', () => {
  it('says which chain it indexes and how far, like real Hyperion, with CORS', async () => {
    const raw = await get('/v2/health');
    expect(raw.status).toBe(200);
    expect(raw.headers.get('access-control-allow-origin')).toBe('*');
    const health = await history.getHealth();
    expect(health.chainId).toBe(node.chain.chainId.toString('hex'));
    expect(health.version).toMatch(/^3\./);
    expect(health.lastIndexedBlock).toBe(HISTORY_BLOCKS);
    expect(health.headBlockNum).toBe(HISTORY_BLOCKS);
    expect(health.missingBlocks).toBe(0);
    expect(health.services.map((s) => s.status)).toEqual(['OK', 'OK', 'OK']);
  });

  it('answers bad queries with Hyperion’s error object, unknown routes with 404', async () => {
    for (const [path, message] of [
      ['/v2/history/get_actions?limit=1001', 'querystring/limit must be <= 1000'],
      ['/v2/history/get_actions?limit=ten', 'querystring/limit must be integer'],
      ['/v2/history/get_actions?account=Not_A_Name', 'querystring/account must match pattern'],
      [
        '/v2/history/get_actions?account=thirteenchar1',
        'querystring/account must NOT have more than 12 characters',
      ],
      [
        '/v2/history/get_created_accounts?account=alicealicealice',
        'querystring/account must NOT have more than 12 characters',
      ],
      ['/v2/history/get_actions?filter=cyber', 'querystring/filter must be contract:action'],
      ['/v2/history/get_actions?after=yesterday', 'querystring/after must be an ISO 8601 date'],
      ['/v2/history/get_actions?sort=up', 'querystring/sort must be equal to one of'],
      ['/v2/history/get_transaction', "querystring must have required property 'id'"],
      ['/v2/history/get_transaction?id=abc', 'querystring/id must be a 64-character hex'],
      ['/v2/history/get_creator', "querystring must have required property 'account'"],
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(at(answer.json, 'statusCode')).toBe(400);
      expect(at(answer.json, 'error')).toBe('Bad Request');
      expect(at(answer.json, 'message')).toContain(message);
    }
    const missing = await get('/v2/history/get_deltas');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET:/v2/history/get_deltas not found',
    });
    expect((await get('/v2/history/get_creator?account=nosuchacct')).status).toBe(500);
  });

  it('writes receipts as real servers do: strings from get_actions, numbers from get_transaction; transfers gain amount and symbol', async () => {
    const raw = await get(
      '/v2/history/get_actions?account=alice&filter=cyber.token:transfer&limit=1',
    );
    const action = at(raw.json, 'actions', 0);
    const quantity = String(at(action, 'act', 'data', 'quantity'));
    expect(at(action, 'act', 'data', 'amount')).toBe(Number(quantity.split(' ')[0]));
    expect(at(action, 'act', 'data', 'symbol')).toBe(quantity.split(' ')[1]);
    expect(at(action, 'receipts', 0, 'global_sequence')).toEqual(expect.any(String));
    expect(at(action, 'receipts', 0, 'auth_sequence', 0, 'sequence')).toEqual(expect.any(String));
    expect(at(action, 'global_sequence')).toEqual(expect.any(Number));
    expect(at(action, '@timestamp')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/);
    const trx = await get(`/v2/history/get_transaction?id=${String(at(action, 'trx_id'))}`);
    expect(at(trx.json, 'executed')).toBe(true);
    expect(at(trx.json, 'actions', 0, 'receipts', 0, 'global_sequence')).toEqual(
      expect.any(Number),
    );
    // The explorer keeps only the action's own fields.
    const [parsed] = (
      await history.getActions({ account: 'alice', filter: ['cyber.token:transfer'], limit: 1 })
    ).actions;
    expect(parsed?.data).not.toHaveProperty('amount');
    expect(await history.getTransaction('0'.repeat(64))).toBeNull();
  });

  it('indexes live blocks as they are produced, never a block still being assembled', async () => {
    const before = await history.getActions({ account: ACCOUNTS.bob, limit: 1 });
    const pushed = await call(node, '/dev/push_transaction', {
      actions: [
        {
          account: 'cyber.token',
          name: 'transfer',
          authorization: [{ actor: ACCOUNTS.alice, permission: 'active' }],
          data: { from: ACCOUNTS.alice, to: ACCOUNTS.bob, quantity: '1.0000 CYBER', memo: 'live' },
        },
      ],
    });
    const id = String(at(pushed.json, 'transaction_id'));
    expect(await history.getTransaction(id)).toBeNull();
    expect((await history.getActions({ account: ACCOUNTS.bob, limit: 1 })).total).toEqual(
      before.total,
    );
    await call(node, '/dev/produce_block', { count: 20 });
    const found = await history.getTransaction(id);
    expect(found?.actions[0]?.blockNum).toBe(at(pushed.json, 'block_num'));
    const recent = await history.getActions({ account: ACCOUNTS.bob, limit: 1000 });
    const row = recent.actions.find((a) => a.trxId === id);
    expect(row?.data).toEqual({
      from: ACCOUNTS.alice,
      to: ACCOUNTS.bob,
      quantity: '1.0000 CYBER',
      memo: 'live',
    });
    expect(found?.actions[0]).toEqual(row);
    expect((await history.getHealth()).lastIndexedBlock).toBe(node.chain.headNum());
  });

  it('agrees with every block, both ways: actions, transactions, participants, creations', async () => {
    const chain = node.chain;
    const head = chain.headNum();
    const all = await allActions({});
    const bySequence = new Map(all.map((a) => [a.globalSequence, a]));
    expect(bySequence.size).toBe(all.length);

    // Blocks → service: every executed transaction of every block, root and inline actions.
    const transactions: { trx: TrxRecord; blockNum: number }[] = [];
    for (let n = 1; n <= head; n++) {
      const block = chain.block(n);
      for (const receipt of block?.receipts ?? []) {
        if (receipt.status !== 'executed') continue;
        const trx = typeof receipt.trx === 'string' ? chain.transaction(receipt.trx) : receipt.trx;
        expect(trx, `block ${n}`).toBeDefined();
        if (trx) transactions.push({ trx, blockNum: n });
      }
    }
    const byTrx = new Map<string, HistoryAction[]>();
    for (const a of all) {
      let list = byTrx.get(a.trxId);
      if (!list) byTrx.set(a.trxId, (list = []));
      list.push(a);
    }
    const expectTransaction = (trx: TrxRecord, blockNum: number, actions: HistoryAction[]) => {
      for (const a of actions) {
        expect(a.blockNum).toBe(blockNum);
        expect(a.trxId).toBe(trx.id);
        const creator = a.creatorActionOrdinal ?? -1;
        // An inline action was sent by an action of the same transaction.
        if (creator > 0) expect(actions.some((b) => b.actionOrdinal === creator)).toBe(true);
      }
      // The root actions are the block's transaction's actions, in order, with the same data.
      const roots = actions
        .filter((a) => a.creatorActionOrdinal === 0)
        .sort((a, b) => (a.actionOrdinal ?? 0) - (b.actionOrdinal ?? 0));
      expect(
        roots.map((a) => ({
          account: a.contract,
          name: a.action,
          authorization: a.authorization,
          data: a.data,
        })),
        trx.id,
      ).toEqual(
        trx.actions.map((a) => ({
          account: a.account,
          name: a.name,
          authorization: a.authorization,
          data: a.json,
        })),
      );
    };
    for (const { trx, blockNum } of transactions)
      expectTransaction(trx, blockNum, byTrx.get(trx.id) ?? []);
    // get_transaction answers the same rows (every 10th transaction: one request each).
    await eachLimited(
      transactions.filter((_, i) => i % 10 === 0),
      async ({ trx, blockNum }) => {
        const found = await history.getTransaction(trx.id);
        expect(found?.actions, trx.id).toEqual(byTrx.get(trx.id));
        expectTransaction(trx, blockNum, found?.actions ?? []);
      },
    );

    // Service → blocks: every row belongs to one of those transactions, in its block.
    const blockOf = new Map(transactions.map((t) => [t.trx.id, t.blockNum]));
    for (const a of all) expect(blockOf.get(a.trxId)).toBe(a.blockNum);
    const sequences = all.map((a) => BigInt(a.globalSequence ?? '0'));
    expect(sequences).toEqual([...sequences].sort((x, y) => (x < y ? -1 : 1)));

    // Every account's get_actions holds exactly the actions it took part in.
    const expected = new Map<string, string[]>();
    for (const a of all) {
      const names = new Set([...(a.receivers ?? []), ...a.authorization.map((l) => l.actor)]);
      if (a.action === 'transfer' && typeof a.data === 'object')
        for (const key of ['from', 'to'])
          if (typeof a.data[key] === 'string') names.add(a.data[key]);
      for (const name of names) {
        let list = expected.get(name);
        if (!list) expected.set(name, (list = []));
        list.push(a.globalSequence ?? '');
      }
    }
    expect(expected.size).toBeGreaterThan(100);
    await eachLimited([...expected], async ([account, list]) => {
      const rows = await allActions({ account });
      expect(
        rows.map((r) => r.globalSequence),
        account,
      ).toEqual(list);
    });

    // Creations: every newaccount of the blocks, by the creator and of the created account.
    const creations = all.filter((a) => a.contract === 'cyber' && a.action === 'newaccount');
    expect(creations.length).toBeGreaterThan(10);
    const byCreator = new Map<string, string[]>();
    await eachLimited(creations, async (a) => {
      const data = a.data as Record<string, string>;
      expect(await history.getCreator(String(data['name']))).toEqual({
        account: data['name'],
        creator: data['creator'],
        trxId: a.trxId,
        blockNum: a.blockNum,
        timestamp: a.timestamp,
      });
    });
    for (const a of creations) {
      const data = a.data as Record<string, string>;
      const list = byCreator.get(String(data['creator'])) ?? [];
      byCreator.set(String(data['creator']), [String(data['name']), ...list]);
    }
    await eachLimited([...byCreator], async ([creator, names]) => {
      const created = await history.getCreatedAccounts(creator, { limit: 1000 });
      expect(created.accounts.map((c) => c.name)).toEqual(names);
    });
    // An account of the genesis state: the service knows of no creation.
    expect((await history.getCreator(ACCOUNTS.alice)).creator).toBe('');
  }, 300_000);

  it('filters by contract:action, time, field and sort as Hyperion does', async () => {
    const transfers = await history.getActions({
      account: ACCOUNTS.alice,
      filter: ['cyber.token:transfer', '*:newaccount'],
      limit: 1000,
    });
    expect(transfers.actions.length).toBeGreaterThan(0);
    for (const a of transfers.actions) expect(['transfer', 'newaccount']).toContain(a.action);
    const times = transfers.actions.map((a) => a.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    const middle = times[Math.floor(times.length / 2)] ?? '';
    const after = await history.getActions({
      account: ACCOUNTS.alice,
      filter: ['cyber.token:transfer', '*:newaccount'],
      after: middle,
      limit: 1000,
    });
    expect(after.actions.map((a) => a.timestamp)).toEqual(times.filter((t) => t >= middle));
    const toBob = await history.getActions({
      fields: { 'act.data.to': ACCOUNTS.bob, 'act.authorization.actor': ACCOUNTS.alice },
      limit: 1000,
    });
    expect(toBob.actions.length).toBeGreaterThan(0);
    for (const a of toBob.actions) {
      expect((a.data as Record<string, unknown>)['to']).toBe(ACCOUNTS.bob);
      expect(a.authorization.map((l) => l.actor)).toContain(ACCOUNTS.alice);
    }
  });
});

describe('faults and --no-history', () => {
  it('makes the service down, slow, failing or wrong-shaped, leaving the node alone', async () => {
    const set = (spec: unknown) => call(node, '/dev/faults', spec);
    await set({ mode: '5xx', paths: ['/v2'] });
    const failed = await get('/v2/history/get_actions?account=alice');
    expect(failed.status).toBe(500);
    expect(failed.json).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'injected fault: 5xx',
    });
    expect((await call(node, '/v1/chain/get_info')).status).toBe(200);
    await set({ mode: 'wrong-shape', paths: ['/v2'] });
    await expect(history.getHealth()).rejects.toThrow();
    await expect(history.getActions({ account: 'alice' })).rejects.toThrow();
    await expect(history.getTransaction('0'.repeat(64))).rejects.toThrow();
    await expect(history.getCreator('alice')).rejects.toThrow();
    await expect(history.getCreatedAccounts('alice')).rejects.toThrow();
    await set({ mode: 'net-off', paths: ['get_creator'] });
    await expect(history.getCreator('alice')).rejects.toThrow();
    expect((await history.getHealth()).version).toMatch(/^3\./);
    await set({ latencyMs: 300, paths: ['/v2/health'] });
    const started = Date.now();
    await history.getHealth();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    // A fault without paths is the node's: the history service keeps answering.
    await set({ mode: '5xx' });
    expect((await get('/v2/health')).status).toBe(200);
    expect((await call(node, '/v1/chain/get_info')).status).toBe(503);
    await set({});
  });

  it('serves no /v2 at all with history off: the node alone', async () => {
    const bare = await startTestNode({ history: false });
    try {
      const answer = await call(bare, '/v2/health', undefined, { method: 'GET' });
      expect(answer.status).toBe(404);
      expect(at(answer.json, 'code')).toBe(404);
    } finally {
      await bare.close();
    }
  }, 60_000);
});
