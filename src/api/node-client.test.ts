import { describe, expect, it } from 'vitest';
import { createNodeClient } from './node-client';
import {
  NodeHttpError,
  NodeResponseError,
  NodeUnreachableError,
  isNetApiDisabled,
  isNotFoundError,
  retryDelay,
  shouldRetry,
} from './node-errors';
import { describeNodeError } from './node-error-help';

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

const INFO = {
  server_version: 'e945893a',
  chain_id: '591c8aa5cade588b1ce045d26e5f2a162c52486262bd2d7abcb7fa18247e17ec',
  head_block_num: 11895594,
  last_irreversible_block_num: 11895545,
  last_irreversible_block_id: '00b582f99d7002d43f26b29af7f2914545767e35020fd7283acfdea436b01e50',
  head_block_id: '00b5832a6fab129098c6dfa18f1d6c836af29789e5a7dd3292cb2bc392798b23',
  head_block_time: '2020-11-03T04:57:00.000',
  head_block_producer: '4qvigkm1u4dt',
  virtual_block_cpu_limit: 1400000000,
  virtual_block_net_limit: 1048576000,
  block_cpu_limit: 1399900,
  block_net_limit: 1048576,
  server_version_string: 'v2.1.1',
};

/** A client whose fetch answers with `respond()` and records what was sent. */
function clientAnswering(respond: () => Response | Promise<Response>, timeoutMs?: number) {
  const sent: Sent[] = [];
  const fetchStub: typeof fetch = (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    sent.push({ url: href, init });
    return Promise.resolve(respond());
  };
  const client = createNodeClient({
    baseUrl: 'http://node.test:8888/',
    fetch: fetchStub,
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  });
  return { client, sent };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });

function sentBody(s: Sent | undefined): unknown {
  const body = s?.init?.body;
  return typeof body === 'string' ? JSON.parse(body) : body;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );
}

describe('createNodeClient requests', () => {
  it('POSTs a JSON string body without Content-Type to the trimmed base URL', async () => {
    const { client, sent } = clientAnswering(() =>
      json({ account_name: 'alice', code_hash: '0'.repeat(64) }),
    );
    expect(client.baseUrl).toBe('http://node.test:8888');
    await client.getCodeHash('alice');
    expect(sent[0]?.url).toBe('http://node.test:8888/v1/chain/get_code_hash');
    expect(sent[0]?.init?.method).toBe('POST');
    expect(typeof sent[0]?.init?.body).toBe('string');
    expect(sent[0]?.init?.headers).toBeUndefined();
    expect(sentBody(sent[0])).toEqual({ account_name: 'alice' });
  });

  it('sends no body for operations without parameters', async () => {
    const { client, sent } = clientAnswering(() => json(INFO));
    await client.getInfo();
    expect(sent[0]?.init?.body).toBeUndefined();
  });

  it('always asks get_code for wasm (CyberWay refuses the WAST default)', async () => {
    const { client, sent } = clientAnswering(() =>
      json({ account_name: 'a', code_hash: '0'.repeat(64), wast: '', wasm: '' }),
    );
    await client.getCode('a');
    expect(sentBody(sent[0])).toEqual({ account_name: 'a', code_as_wasm: true });
  });

  it('sends block numbers as strings', async () => {
    const { client, sent } = clientAnswering(() => json({}, { status: 500 }));
    await failure(client.getBlock(42));
    expect(sentBody(sent[0])).toEqual({ block_num_or_id: '42' });
  });

  it('sends a table query both CyberWay and EOSIO nodes accept', async () => {
    const { client, sent } = clientAnswering(() => json({ rows: [], more: false, next: null }));
    await client.getTableRows({
      code: 'cyber.token',
      scope: 'alice',
      table: 'accounts',
      lowerBound: { balance: { _sym: 'CYBER' } },
      limit: 5,
    });
    expect(sentBody(sent[0])).toEqual({
      code: 'cyber.token',
      scope: 'alice',
      table: 'accounts',
      json: true,
      index: 'primary',
      lower_bound: { balance: { _sym: 'CYBER' } },
      limit: 5,
    });
    await client.getTableRows({
      code: 'eosio',
      scope: 'eosio',
      table: 'producers',
      index: 'secondary',
      keyType: 'float64',
      lowerBound: '10',
      upperBound: '20',
      reverse: true,
      showPayer: true,
      encodeType: 'dec',
      json: false,
    });
    expect(sentBody(sent[1])).toEqual({
      code: 'eosio',
      scope: 'eosio',
      table: 'producers',
      json: false,
      index: 'secondary',
      index_position: 'secondary',
      key_type: 'float64',
      lower_bound: '10',
      upper_bound: '20',
      reverse: true,
      show_payer: true,
      encode_type: 'dec',
    });
  });

  it('sends the net endpoint as a bare JSON string', async () => {
    const { client, sent } = clientAnswering(() => json('"added connection"', { status: 201 }));
    await expect(client.connectPeer('10.0.0.2:9876')).resolves.toBe('added connection');
    expect(sent[0]?.init?.body).toBe('"10.0.0.2:9876"');
  });

  it('accepts a net message sent as plain text', async () => {
    const { client } = clientAnswering(() => new Response('connection removed', { status: 201 }));
    await expect(client.disconnectPeer('10.0.0.2:9876')).resolves.toBe('connection removed');
  });

  it('sends resolve_names as a JSON array and the transaction itself to get_transaction_id', async () => {
    const { client, sent } = clientAnswering(() => json([{ resolved_domain: 'gls' }]));
    await client.resolveNames(['@gls']);
    expect(sentBody(sent[0])).toEqual(['@gls']);
    const trx = { expiration: '2019-03-29T05:52:03', actions: [] };
    const ids = clientAnswering(() => json(`"${'ab'.repeat(32)}"`));
    await expect(ids.client.getTransactionId(trx)).resolves.toBe('ab'.repeat(32));
    expect(sentBody(ids.sent[0])).toEqual(trx);
  });

  it('pushes a packed transaction and reads the 202 answer, nested and flat traces alike', async () => {
    const packed = {
      signatures: ['SIG_K1_x'],
      compression: 'none' as const,
      packed_context_free_data: '',
      packed_trx: 'abcd',
    };
    const id = 'cd'.repeat(32);
    const act = { account: 'cyber.token', name: 'transfer', authorization: [], data: {} };
    const answer = {
      transaction_id: id,
      processed: {
        id,
        block_num: 7,
        receipt: { status: 'executed', cpu_usage_us: 100, net_usage_words: 16 },
        action_traces: [
          {
            receipt: { receiver: 'cyber.token' },
            act,
            console: 'hi',
            inline_traces: [{ receipt: { receiver: 'bob' }, act, inline_traces: [] }],
          },
          { receiver: 'alice', act, action_ordinal: 2, creator_action_ordinal: 1 },
        ],
      },
    };
    const { client, sent } = clientAnswering(() => json(answer, { status: 202 }));
    const result = await client.pushTransaction(packed);
    expect(sent[0]?.url).toBe('http://node.test:8888/v1/chain/push_transaction');
    expect(sentBody(sent[0])).toEqual(packed);
    expect(result.transaction_id).toBe(id);
    expect(result.processed.block_num).toBe(7);
    expect(result.processed.action_traces[0]?.inline_traces?.[0]?.receipt?.receiver).toBe('bob');
    expect(result.processed.action_traces[1]?.creator_action_ordinal).toBe(1);
  });

  it('reads push_transactions answers, a refused one as its error text', async () => {
    const zero = '0'.repeat(64);
    const { client } = clientAnswering(() =>
      json([{ transaction_id: zero, processed: { error: '3040008 tx_duplicate: …' } }], {
        status: 202,
      }),
    );
    await expect(client.pushTransactions([])).resolves.toEqual([
      { transaction_id: zero, processed: { error: '3040008 tx_duplicate: …' } },
    ]);
  });

  it('keeps uint128 sender_id exact', async () => {
    const text =
      '{"transactions":[{"trx_id":"x","sender":"a","sender_id":340282366920938463463374607431768211455,"payer":"a","delay_until":"2020-01-01T00:00:00.000","expiration":"2020-01-01T00:00:00","published":"2020-01-01T00:00:00.000","transaction":"00"}],"more":""}';
    const { client } = clientAnswering(() => json(text));
    const page = await client.getScheduledTransactions();
    expect(page.transactions[0]?.sender_id).toBe('340282366920938463463374607431768211455');
  });
});

describe('createNodeClient failures', () => {
  it('turns an HTML 502 page into a NodeHttpError with a readable excerpt', async () => {
    const html =
      '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
    const { client } = clientAnswering(
      () => new Response(html, { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const e = await failure(client.getInfo());
    expect(e).toBeInstanceOf(NodeHttpError);
    if (!(e instanceof NodeHttpError)) return;
    expect(e.status).toBe(502);
    expect(e.body).toBeUndefined();
    expect(e.bodyExcerpt).toBe('502 Bad Gateway 502 Bad Gateway nginx');
    expect(shouldRetry(0, e)).toBe(true);
    expect(describeNodeError(e).title).toMatch(/proxy/);
  });

  it('reports malformed JSON on a 200 as a not-json NodeResponseError', async () => {
    const { client } = clientAnswering(() => json('{"server_version": e9}'));
    const e = await failure(client.getInfo());
    expect(e).toBeInstanceOf(NodeResponseError);
    expect(e instanceof NodeResponseError && e.kind).toBe('not-json');
    expect(shouldRetry(0, e)).toBe(false);
    expect(describeNodeError(e).title).toBe("The node's answer is not JSON");
  });

  it('reports truncated JSON as not-json', async () => {
    const { client } = clientAnswering(() => json(JSON.stringify(INFO).slice(0, 80)));
    const e = await failure(client.getInfo());
    expect(e instanceof NodeResponseError && e.kind).toBe('not-json');
    expect(e instanceof NodeResponseError && e.excerpt).toContain('server_version');
  });

  it('reports a wrong shape with the failing paths', async () => {
    const { client } = clientAnswering(() => json({ ...INFO, head_block_num: 'soon' }));
    const e = await failure(client.getInfo());
    expect(e).toBeInstanceOf(NodeResponseError);
    if (!(e instanceof NodeResponseError)) return;
    expect(e.kind).toBe('schema');
    expect(e.issues.map((i) => i.path)).toContain('head_block_num');
    expect(describeNodeError(e).detail).toContain('head_block_num');
  });

  it('treats a 2xx body carrying a nodeos error as a NodeHttpError', async () => {
    const body = {
      code: 500,
      message: 'Internal Service Error',
      error: { code: 3010001, name: 'name_type_exception', what: 'Invalid name', details: [] },
    };
    const { client } = clientAnswering(() => json(body));
    const e = await failure(client.getAccount('BAD'));
    expect(e).toBeInstanceOf(NodeHttpError);
    expect(e instanceof NodeHttpError && e.errorName).toBe('name_type_exception');
  });

  it('honours Retry-After on 429 Busy', async () => {
    const busy = {
      code: 429,
      message: 'Busy',
      error: { code: 140737488355328, name: '', what: '', details: [] },
    };
    const { client } = clientAnswering(() =>
      json(busy, { status: 429, headers: { 'Retry-After': '7' } }),
    );
    const e = await failure(client.getInfo());
    expect(e).toBeInstanceOf(NodeHttpError);
    if (!(e instanceof NodeHttpError)) return;
    expect(e.status).toBe(429);
    expect(e.retryAfterSeconds).toBe(7);
    expect(shouldRetry(0, e)).toBe(true);
    expect(shouldRetry(2, e)).toBe(false);
    expect(retryDelay(1, e)).toBe(7000);
    expect(describeNodeError(e)).toMatchObject({
      title: 'The node is busy',
      hint: 'Try again in 7 s.',
    });
  });

  it('turns a refused connection into NodeUnreachableError(network)', async () => {
    const cause = new TypeError('fetch failed');
    const client = createNodeClient({
      baseUrl: 'http://127.0.0.1:1',
      fetch: () => Promise.reject(cause),
    });
    const e = await failure(client.getInfo());
    expect(e).toBeInstanceOf(NodeUnreachableError);
    if (!(e instanceof NodeUnreachableError)) return;
    expect(e.reason).toBe('network');
    expect(e.cause).toBe(cause);
    expect(e.endpoint).toBe('/v1/chain/get_info');
    expect(shouldRetry(0, e)).toBe(true);
    const d = describeNodeError(e);
    expect(d.title).toBe("Can't reach the node");
    expect(d.detail).toMatch(/DNS/);
    expect(d.detail).toContain('/v1/chain/get_info');
  });

  it('tells an answer cut off mid-body from an unreachable node', async () => {
    const client = createNodeClient({
      baseUrl: 'http://n',
      fetch: () =>
        Promise.resolve({
          ok: true,
          status: 200,
          headers: new Headers(),
          text: () => Promise.reject(new TypeError('network error')),
        } as unknown as Response),
    });
    const e = await failure(client.getInfo());
    expect(e instanceof NodeUnreachableError && e.reason).toBe('cut-off');
    expect(shouldRetry(0, e)).toBe(true);
    const d = describeNodeError(e);
    expect(d.title).toBe("The node's answer was cut off");
    expect(d.detail).toBe(
      'http://n/v1/chain/get_info started to answer (HTTP 200), but the connection closed before the whole answer arrived.',
    );
  });

  it('times out a fetch that never answers', async () => {
    const client = createNodeClient({
      baseUrl: 'http://node.test',
      fetch: () => new Promise<Response>(() => undefined),
      timeoutMs: 20,
    });
    const e = await failure(client.getInfo());
    expect(e).toBeInstanceOf(NodeUnreachableError);
    expect(e instanceof NodeUnreachableError && e.reason).toBe('timeout');
    expect(describeNodeError(e).title).toBe('The node did not answer in time');
  });

  it('lets a per-call timeout override the client default', async () => {
    const client = createNodeClient({
      baseUrl: 'http://node.test',
      fetch: () => new Promise<Response>(() => undefined),
    });
    const e = await failure(client.getInfo({ timeoutMs: 10 }));
    expect(e instanceof NodeUnreachableError && e.reason).toBe('timeout');
  });

  it('re-throws a caller abort untouched', async () => {
    const controller = new AbortController();
    const client = createNodeClient({
      baseUrl: 'http://node.test',
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    });
    const pending = failure(client.getInfo({ signal: controller.signal }));
    const reason = new DOMException('navigated away', 'AbortError');
    controller.abort(reason);
    const e = await pending;
    expect(e).toBe(reason);
    expect(isNotFoundError(e)).toBe(false);
  });

  it('sends nothing for a call whose signal is already aborted, and leaves no rejection unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let sent = 0;
      const client = createNodeClient({
        baseUrl: 'http://node.test',
        // As a browser's fetch does: under an aborted signal it rejects at once.
        fetch: (_input, init) => {
          sent += 1;
          return init?.signal?.aborted
            ? Promise.reject(init.signal.reason as Error)
            : Promise.resolve(new Response('{}'));
        },
      });
      const controller = new AbortController();
      controller.abort();
      const e = await failure(client.getBlock(12, { signal: controller.signal }));
      expect(e).toBe(controller.signal.reason);
      expect(sent).toBe(0);
      // Unhandled rejections are reported after the microtasks of the turn that made them.
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('says the net API is disabled on a 404 under /v1/net', async () => {
    const notFound = {
      code: 404,
      message: 'Not Found',
      error: {
        code: 0,
        name: 'exception',
        what: 'unspecified',
        details: [
          {
            message: 'Unknown Endpoint',
            file: 'http_plugin.cpp',
            line_number: 328,
            method: 'handle_http_request',
          },
        ],
      },
    };
    const { client } = clientAnswering(() => json(notFound, { status: 404 }));
    const e = await failure(client.getConnections());
    expect(isNetApiDisabled(e)).toBe(true);
    expect(shouldRetry(0, e)).toBe(false);
    expect(describeNodeError(e).hint).toContain('--plugin eosio::net_api_plugin');
    const chain = await failure(client.resolveNames(['@x']));
    expect(isNetApiDisabled(chain)).toBe(false);
    expect(describeNodeError(chain).title).toBe('The node does not offer this operation');
  });
});
