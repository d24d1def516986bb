import { describe, expect, it } from 'vitest';
import {
  CHAIN_ID,
  TRX_A,
  TRX_B,
  getActionsAnswer,
  getActionsGte,
  getCreatedAccountsAnswer,
  getCreatorAnswer,
  getTransactionFound,
  getTransactionUnknown,
  healthAnswer,
  wireJson,
} from '@/test/hyperion-fixtures';
import { createHistoryClient, getActionsQuery } from './history-client';
import {
  HistoryChainMismatchError,
  HistoryHttpError,
  HistoryResponseError,
  HistoryUnreachableError,
  describeHistoryError,
  isHistoryError,
} from './history-error-help';
import { historyRetryDelay, shouldRetryHistory } from './history-retry';
import { isNodeError } from './node-errors';

const SERVICE = 'https://history.test/';

/** A client whose fetch answers with `respond()` and records the URLs and methods sent. */
function clientAnswering(respond: (url: URL) => Response | Promise<Response>, timeoutMs?: number) {
  const sent: { url: URL; init: RequestInit | undefined }[] = [];
  const fetchStub: typeof fetch = (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href);
    sent.push({ url, init });
    return Promise.resolve(respond(url));
  };
  const client = createHistoryClient({
    baseUrl: SERVICE,
    fetch: fetchStub,
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  });
  return { client, sent };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(typeof body === 'string' ? body : wireJson(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );
}

describe('history client requests', () => {
  it('GETs get_actions with every filter in the query string and no body', async () => {
    const { client, sent } = clientAnswering(() => json(getActionsGte));
    expect(client.baseUrl).toBe('https://history.test');
    await client.getActions({
      account: 'alice',
      filter: ['cyber.token:transfer', 'cyber.stake:*'],
      skip: 100,
      limit: 50,
      sort: 'asc',
      after: '2024-01-01T00:00:00Z',
      before: '2024-01-31T23:59:59.500',
      fields: { 'act.authorization.actor': 'alice', 'act.data.to': 'bob' },
    });
    const request = sent[0];
    expect(request?.init?.method).toBe('GET');
    expect(request?.init?.body).toBeUndefined();
    expect(request?.url.pathname).toBe('/v2/history/get_actions');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      account: 'alice',
      filter: 'cyber.token:transfer,cyber.stake:*',
      skip: '100',
      limit: '50',
      sort: 'asc',
      after: '2024-01-01T00:00:00.000',
      before: '2024-01-31T23:59:59.500',
      'act.authorization.actor': 'alice',
      'act.data.to': 'bob',
    });
  });

  it('leaves unset parameters out', () => {
    expect(getActionsQuery({ account: 'bob' })).toEqual({
      account: 'bob',
      filter: undefined,
      skip: undefined,
      limit: undefined,
      sort: undefined,
      after: undefined,
      before: undefined,
    });
  });

  it('refuses a field filter that is not a field name, or that would replace a parameter', () => {
    expect(() => getActionsQuery({ fields: { 'act.data.to&limit=5': 'x' } })).toThrow(RangeError);
    expect(() => getActionsQuery({ fields: { limit: '5' } })).toThrow(RangeError);
    expect(() => getActionsQuery({ after: 'yesterday' })).toThrow(RangeError);
  });

  it('asks get_transaction, get_creator and get_created_accounts with their parameters', async () => {
    const { client, sent } = clientAnswering((url) =>
      url.pathname.endsWith('get_transaction')
        ? json(getTransactionUnknown)
        : url.pathname.endsWith('get_creator')
          ? json(getCreatorAnswer)
          : json(getCreatedAccountsAnswer),
    );
    await client.getTransaction(TRX_A);
    await client.getCreator('bob');
    await client.getCreatedAccounts('alice', { skip: 10, limit: 5 });
    expect(sent.map((s) => `${s.url.pathname}${s.url.search}`)).toEqual([
      `/v2/history/get_transaction?id=${TRX_A}`,
      '/v2/history/get_creator?account=bob',
      '/v2/history/get_created_accounts?account=alice&skip=10&limit=5',
    ]);
  });
});

describe('history client answers', () => {
  it('normalises a newer server’s action: receipts array, both timestamps, added transfer fields dropped', async () => {
    const { client } = clientAnswering(() => json(getActionsAnswer));
    const page = await client.getActions({ account: 'alice' });
    expect(page.total).toEqual({ value: 2812, exact: true });
    expect(page.lib).toBeUndefined();
    expect(page.actions[0]).toEqual({
      blockNum: 295338702,
      timestamp: '2024-01-11T23:17:15.000',
      trxId: TRX_A,
      globalSequence: '360028391',
      actionOrdinal: 1,
      creatorActionOrdinal: 0,
      actionIndex: undefined,
      contract: 'cyber.token',
      action: 'transfer',
      authorization: [{ actor: 'alice', permission: 'active' }],
      data: {
        from: 'alice',
        to: 'bob',
        quantity: '10.0000 CYBER',
        memo: 'fixture: alice pays bob',
      },
      lossyFields: [],
      dataTruncated: false,
      receivers: ['cyber.token', 'alice', 'bob'],
      status: undefined,
      source: 'hyperion',
    });
  });

  it('normalises an older server’s action: receipt + notified, string sequences, a sequence past 2^53 kept exact', async () => {
    const { client } = clientAnswering(() => json(getActionsAnswer));
    const older = (await client.getActions({ account: 'alice' })).actions[1];
    expect(older?.globalSequence).toBe('9007199254740993');
    expect(older?.timestamp).toBe('2024-01-11T18:46:33.500');
    expect(older?.trxId).toBe(TRX_B.toLowerCase());
    expect(older?.receivers).toEqual(['cyber.token', 'bob', 'alice']);
    expect(older?.data).toEqual({ from: 'bob', to: 'alice', quantity: '1.5000 CYBER', memo: '' });
  });

  it('keeps rewritten numbers but marks them lossy, and accepts data as {} when no ABI was known', async () => {
    const { client } = clientAnswering(() => json(getActionsAnswer));
    const [, , buyram, empty] = (await client.getActions({ account: 'alice' })).actions;
    expect(buyram?.data).toEqual({ payer: 'alice', receiver: 'alice', quant: 0.01985838 });
    expect(buyram?.lossyFields).toEqual(['quant']);
    expect(empty?.data).toEqual({});
    expect(empty?.authorization).toEqual([]);
    expect(empty?.globalSequence).toBe('357000000');
  });

  it('reads total.relation gte as a lower bound and a filled lib', async () => {
    const { client } = clientAnswering(() => json(getActionsGte));
    const page = await client.getActions({ account: 'bob' });
    expect(page.total).toEqual({ value: 10000, exact: false });
    expect(page.lib).toBe(295338650);
  });

  it('keeps a transfer’s amount and symbol when they are not the server’s restatement of quantity', async () => {
    const own = {
      ...getActionsGte,
      actions: [
        {
          ...getActionsAnswer.actions[0],
          act: {
            account: 'game',
            name: 'transfer',
            authorization: [],
            data: { quantity: '1.0000 CYBER', amount: 3, symbol: 'GEMS' },
          },
        },
      ],
    };
    const { client } = clientAnswering(() => json(own));
    const [row] = (await client.getActions({ account: 'game' })).actions;
    expect(row?.data).toEqual({ quantity: '1.0000 CYBER', amount: 3, symbol: 'GEMS' });
  });

  it('returns a transaction’s actions ordered by global sequence, with hex data kept as hex', async () => {
    const { client } = clientAnswering(() => json(getTransactionFound));
    const trx = await client.getTransaction(TRX_B);
    expect(trx?.trxId).toBe(TRX_B.toLowerCase());
    expect(trx?.lib).toBe(295338702);
    expect(trx?.actions.map((a) => [a.globalSequence, a.creatorActionOrdinal])).toEqual([
      ['9007199254740993', 0],
      ['9007199254740994', 1],
    ]);
    expect(trx?.actions[1]?.data).toBe('0000000000ea305500000000a8ed3232');
  });

  it('answers null for a transaction the service does not know (executed: false, status 200)', async () => {
    const { client } = clientAnswering(() => json(getTransactionUnknown));
    expect(await client.getTransaction(TRX_A)).toBeNull();
  });

  it('reads the creator and the created accounts, with either timestamp field', async () => {
    const { client } = clientAnswering((url) =>
      url.pathname.endsWith('get_creator')
        ? json(getCreatorAnswer)
        : json(getCreatedAccountsAnswer),
    );
    expect(await client.getCreator('bob')).toEqual({
      account: 'bob',
      creator: 'cyber',
      trxId: TRX_A,
      blockNum: 3120,
      timestamp: '2019-06-14T12:00:03.000',
    });
    const created = await client.getCreatedAccounts('alice');
    expect(created.accounts.map((a) => [a.name, a.timestamp])).toEqual([
      ['carol', '2024-01-09T12:00:00.000'],
      ['dave', '2024-01-08T12:00:00.000'],
    ]);
  });

  it('reads health: chain id, head, lib, indexed range and missing blocks; ignores other services', async () => {
    const { client } = clientAnswering(() => json(healthAnswer(CHAIN_ID.toUpperCase())));
    expect(await client.getHealth()).toEqual({
      version: '3.3.9',
      host: 'history.example.com',
      chainId: CHAIN_ID,
      headBlockNum: 1200,
      lastIrreversibleBlock: 1180,
      firstIndexedBlock: 2,
      lastIndexedBlock: 1199,
      missingBlocks: 8,
      services: [
        { service: 'RabbitMq', status: 'OK' },
        { service: 'NodeosRPC', status: 'OK' },
        { service: 'Elasticsearch', status: 'Warning' },
      ],
    });
  });

  it('reads a health answer whose service data has other types, without its chain id', async () => {
    const odd = healthAnswer(null);
    const [, nodeos, es] = odd.health;
    const weird = {
      ...odd,
      health: [
        { ...nodeos, service_data: { head_block_num: 'soon', last_irreversible_block: null } },
        { ...es, service_data: 'unavailable' },
      ],
    };
    const { client } = clientAnswering(() => json(weird));
    const health = await client.getHealth();
    expect(health.chainId).toBeUndefined();
    expect(health.headBlockNum).toBeUndefined();
    expect(health.lastIndexedBlock).toBeUndefined();
  });
});

describe('history client failures', () => {
  it('turns Hyperion’s 400 body into a HistoryHttpError carrying the service URL and endpoint', async () => {
    const { client } = clientAnswering(() =>
      json(
        { statusCode: 400, error: 'Bad Request', message: 'querystring/limit must be <= 1000' },
        { status: 400 },
      ),
    );
    const e = await failure(client.getActions({ account: 'alice', limit: 5000 }));
    expect(e).toBeInstanceOf(HistoryHttpError);
    if (!(e instanceof HistoryHttpError)) return;
    expect(e.status).toBe(400);
    expect(e.serviceUrl).toBe('https://history.test');
    expect(e.endpoint).toBe('/v2/history/get_actions');
    expect(e.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'querystring/limit must be <= 1000',
    });
    expect(describeHistoryError(e).title).toBe('The history service rejected the request');
    expect(describeHistoryError(e).detail).toContain('querystring/limit must be <= 1000');
  });

  it('reads a 500 with the same body, and a 404 HTML page as an excerpt', async () => {
    let answer = json(
      {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'search_phase_execution_exception',
      },
      { status: 500 },
    );
    const { client } = clientAnswering(() => answer);
    const e500 = await failure(client.getCreator('alice'));
    expect(e500).toBeInstanceOf(HistoryHttpError);
    expect(describeHistoryError(e500 as HistoryHttpError).title).toBe('The history service failed');
    expect(shouldRetryHistory(0, e500)).toBe(true);

    answer = new Response('<html><body><h1>404 Not Found</h1></body></html>', { status: 404 });
    const e404 = await failure(client.getCreator('alice'));
    expect(e404).toBeInstanceOf(HistoryHttpError);
    if (!(e404 instanceof HistoryHttpError)) return;
    expect(e404.body).toBeUndefined();
    expect(e404.bodyExcerpt).toBe('404 Not Found');
    expect(shouldRetryHistory(0, e404)).toBe(false);
    expect(describeHistoryError(e404).title).toBe(
      'The history service does not offer this operation',
    );
  });

  it('treats a 200 whose body is Hyperion’s error object as that error', async () => {
    const { client } = clientAnswering(() =>
      json({ statusCode: 500, error: 'Internal Server Error', message: 'no shards' }),
    );
    const e = await failure(client.getActions({ account: 'alice' }));
    expect(e).toBeInstanceOf(HistoryHttpError);
    expect((e as HistoryHttpError).status).toBe(500);
  });

  it('honours Retry-After on 429', async () => {
    const { client } = clientAnswering(
      () => new Response('', { status: 429, headers: { 'retry-after': '7' } }),
    );
    const e = await failure(client.getHealth());
    expect(e).toBeInstanceOf(HistoryHttpError);
    expect((e as HistoryHttpError).retryAfterSeconds).toBe(7);
    expect(historyRetryDelay(0, e)).toBe(7000);
    expect(shouldRetryHistory(1, e)).toBe(true);
    expect(shouldRetryHistory(2, e)).toBe(false);
  });

  it('reports a body that is not JSON, and one of the wrong shape with where it differs', async () => {
    let body = '{"actions": [1, 2,, "total": tru';
    const { client } = clientAnswering(() => json(body));
    const bad = await failure(client.getActions({ account: 'alice' }));
    expect(bad).toBeInstanceOf(HistoryResponseError);
    expect((bad as HistoryResponseError).kind).toBe('not-json');

    body = JSON.stringify({ actions: [{ block_num: 'x', trx_id: 'nope', act: {} }] });
    const wrong = await failure(client.getActions({ account: 'alice' }));
    expect(wrong).toBeInstanceOf(HistoryResponseError);
    if (!(wrong instanceof HistoryResponseError)) return;
    expect(wrong.kind).toBe('schema');
    expect(wrong.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['actions.0.block_num', 'actions.0.trx_id']),
    );
    // zod's own English, written by its lazily loaded messages (zod/mini has none by itself).
    const account = wrong.issues.find((i) => i.path === 'actions.0.act.account');
    expect(account?.message).toBe('Invalid input: expected string, received undefined');
    expect(shouldRetryHistory(0, wrong)).toBe(false);
  });

  it('requires a time on every action', async () => {
    const timeless: Record<string, unknown> = { ...getActionsAnswer.actions[0] };
    delete timeless['timestamp'];
    delete timeless['@timestamp'];
    const { client } = clientAnswering(() => json({ actions: [timeless] }));
    const e = await failure(client.getActions({ account: 'alice' }));
    expect(e).toBeInstanceOf(HistoryResponseError);
  });

  it('turns a refused connection into HistoryUnreachableError, never a node error', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    const e = await failure(client.getHealth());
    expect(e).toBeInstanceOf(HistoryUnreachableError);
    if (!(e instanceof HistoryUnreachableError)) return;
    expect(e.reason).toBe('network');
    expect(e.serviceUrl).toBe('https://history.test');
    expect(e.endpoint).toBe('/v2/health');
    expect(isHistoryError(e)).toBe(true);
    expect(isNodeError(e)).toBe(false);
    expect(describeHistoryError(e).title).toBe("Can't reach the history service");
  });

  it('gives up after the time limit with reason timeout', async () => {
    const { client } = clientAnswering(() => new Promise<Response>(() => undefined), 50);
    const e = await failure(client.getHealth());
    expect(e).toBeInstanceOf(HistoryUnreachableError);
    expect((e as HistoryUnreachableError).reason).toBe('timeout');
    expect((e as HistoryUnreachableError).timeoutMs).toBe(50);
  });

  it('re-throws the caller’s abort untouched', async () => {
    const { client } = clientAnswering(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = failure(client.getHealth({ signal: controller.signal }));
    controller.abort();
    const e = await pending;
    expect(isHistoryError(e)).toBe(false);
    expect((e as Error).name).toBe('AbortError');
  });

  it('describes a service of another chain', () => {
    const e = new HistoryChainMismatchError({
      serviceUrl: 'https://history.test',
      nodeUrl: 'http://node.test',
      serviceChainId: 'a'.repeat(64),
      nodeChainId: CHAIN_ID,
    });
    expect(describeHistoryError(e).title).toBe('This history service belongs to another chain');
    expect(describeHistoryError(e).detail).toContain(CHAIN_ID);
    expect(shouldRetryHistory(0, e)).toBe(false);
  });
});
