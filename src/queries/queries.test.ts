import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createNodeClient, type NodeClient } from '@/api/node-client';
import { accountQueries } from './accounts';
import { agentQueries } from './agents';
import { isBlockId } from '@/api/chain-refs';
import { blockQueries } from './blocks';
import { chainQueries } from './chain';
import { contractQueries } from './contracts';
import { deferredQueries } from './deferred';
import { nameQueries } from './names';
import { peerQueries } from './peers';
import { producerQueries } from './producers';
import { scheduleQueries } from './schedule';
import { nextLowerBound, tableQueries } from './tables';
import { tokenQueries } from './tokens';

const ID = '00b5832a6fab129098c6dfa18f1d6c836af29789e5a7dd3292cb2bc392798b23';

/** A client whose node answers each path from `answers`, recording the parsed request bodies. */
function fakeNode(baseUrl: string, answers: Record<string, unknown[]>) {
  const bodies: unknown[] = [];
  const fetchStub: typeof fetch = (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(href).pathname;
    bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    const next = answers[path]?.shift();
    return Promise.resolve(new Response(JSON.stringify(next ?? {}), { status: 200 }));
  };
  return { client: createNodeClient({ baseUrl, fetch: fetchStub }), bodies };
}

describe('query keys', () => {
  it('start with the node URL for every factory', () => {
    const client: NodeClient = createNodeClient({ baseUrl: 'http://a.test/' });
    const keys = [
      chainQueries.info(client).queryKey,
      blockQueries.detail(client, 5).queryKey,
      blockQueries.headerState(client, 5).queryKey,
      accountQueries.detail(client, 'alice').queryKey,
      accountQueries.balances(client, 'alice', 'cyber.token').queryKey,
      accountQueries.codeHash(client, 'alice').queryKey,
      contractQueries.abi(client, 'cyber.token').queryKey,
      contractQueries.rawAbi(client, 'cyber.token').queryKey,
      contractQueries.rawCodeAndAbi(client, 'cyber.token').queryKey,
      tableQueries.rows(client, { code: 'c', scope: 's', table: 't' }).queryKey,
      tableQueries.infiniteRows(client, { code: 'c', scope: 's', table: 't' }).queryKey,
      tokenQueries.stats(client, 'cyber.token', 'CYBER').queryKey,
      producerQueries.list(client).queryKey,
      producerQueries.infinite(client).queryKey,
      scheduleQueries.schedule(client).queryKey,
      deferredQueries.list(client).queryKey,
      deferredQueries.infinite(client).queryKey,
      nameQueries.resolve(client, ['@gls']).queryKey,
      agentQueries.publicKey(client, 'alice', '4,CYBER').queryKey,
      agentQueries.proxyStatus(client, 'alice', '4,CYBER').queryKey,
      peerQueries.connections(client).queryKey,
      peerQueries.status(client, 'p:1').queryKey,
    ];
    for (const key of keys) expect(key[0]).toBe('http://a.test');
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(keys.length);
  });

  it('never share a key between two nodes', () => {
    const a = createNodeClient({ baseUrl: 'http://a.test' });
    const b = createNodeClient({ baseUrl: 'http://b.test' });
    expect(blockQueries.detail(a, 1).queryKey).not.toEqual(blockQueries.detail(b, 1).queryKey);
  });
});

describe('blockQueries.detail', () => {
  const client = createNodeClient({ baseUrl: 'http://a.test' });
  it('keeps ids and irreversible blocks forever, newer numbers briefly', () => {
    expect(isBlockId(ID)).toBe(true);
    expect(blockQueries.detail(client, ID).staleTime).toBe(Infinity);
    expect(blockQueries.detail(client, 42, { isIrreversible: true }).staleTime).toBe(Infinity);
    expect(blockQueries.detail(client, 42).queryKey).toEqual(
      blockQueries.detail(client, '42').queryKey,
    );
  });

  it('asks a reversible block once when a page opens on the first data started for it, again a block later', async () => {
    const recorded = JSON.parse(
      readFileSync(
        fileURLToPath(
          new URL(
            '../../test-fixtures/reference/eos-mainnet__get_block__8482113__empty.json',
            import.meta.url,
          ),
        ),
        'utf8',
      ),
    ) as { response: { json: unknown } };
    const block = recorded.response.json;
    const { client: node, bodies } = fakeNode('http://b.test', {
      '/v1/chain/get_block': [block, block],
    });
    const queryClient = new QueryClient();
    const options = blockQueries.detail(node, 8482113);
    let now = 1_000_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      await queryClient.prefetchQuery(options);
      now += 200; // the page's code arrives
      const page = new QueryObserver(queryClient, options);
      const stop = page.subscribe(() => undefined);
      await queryClient.getQueryCache().find({ queryKey: options.queryKey })?.promise;
      expect(bodies).toHaveLength(1);
      stop();
      now += 3_000; // a page opening on it a block later reads it again
      const later = new QueryObserver(queryClient, options);
      const stopLater = later.subscribe(() => undefined);
      await vi.waitFor(() => expect(bodies).toHaveLength(2));
      stopLater();
    } finally {
      clock.mockRestore();
      queryClient.clear();
    }
  });
});

describe('tableQueries.infiniteRows', () => {
  it('pages a CyberWay table by turning next rows into index bounds', async () => {
    const { client, bodies } = fakeNode('http://cw.test', {
      '/v1/chain/get_table_rows': [
        {
          rows: [{ balance: '1.0000 AAA' }],
          more: true,
          next: { balance: '2.0000 BBB', payments: '0.0000 BBB' },
        },
        { rows: [{ balance: '2.0000 BBB' }], more: false, next: null },
      ],
    });
    const qc = new QueryClient();
    const options = tableQueries.infiniteRows(
      client,
      { code: 'cyber.token', scope: 'alice', table: 'accounts', limit: 1 },
      { indexFields: ['balance._sym'] },
    );
    const data = await qc.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(data.pages.map((p) => p.rows.length)).toEqual([1, 1]);
    expect(bodies[1]).toMatchObject({ lower_bound: { balance: { _sym: 'BBB' } } });
    expect(options.getNextPageParam(data.pages[1]!, data.pages, undefined, [])).toBeUndefined();
  });

  it('continues a reverse listing from above', async () => {
    const { client, bodies } = fakeNode('http://cw.test', {
      '/v1/chain/get_table_rows': [
        { rows: [{ id: 9 }], more: true, next: { id: 8 } },
        { rows: [{ id: 8 }], more: false, next: null },
      ],
    });
    const options = tableQueries.infiniteRows(
      client,
      { code: 'dice', scope: 'dice', table: 'bets', reverse: true, limit: 1 },
      { indexFields: ['id'] },
    );
    await new QueryClient().fetchInfiniteQuery({ ...options, pages: 2 });
    expect(bodies[1]).toMatchObject({ reverse: true, upper_bound: { id: 8 } });
    expect(bodies[1]).not.toHaveProperty('lower_bound');
  });

  it('pages an EOSIO table with next_key', () => {
    expect(nextLowerBound({ rows: [], more: true, next: '3920707976414363648' })).toBe(
      '3920707976414363648',
    );
    expect(nextLowerBound({ rows: [], more: false, next: null })).toBeUndefined();
  });
});

describe('producerQueries.infinite / deferredQueries.infinite', () => {
  it('continue from `more` until it is empty', async () => {
    const { client, bodies } = fakeNode('http://cw.test', {
      '/v1/chain/get_producers': [
        { rows: [{ owner: 'a', total_votes: 1 }], total_producer_vote_weight: 1, more: 'b' },
        { rows: [{ owner: 'b', total_votes: 0 }], total_producer_vote_weight: 1, more: '' },
      ],
    });
    const qc = new QueryClient();
    const options = producerQueries.infinite(client, { limit: 1 });
    const data = await qc.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(data.pages).toHaveLength(2);
    expect(bodies).toEqual([
      { json: true, limit: 1 },
      { json: true, lower_bound: 'b', limit: 1 },
    ]);
  });

  it('pages deferred transactions by trx id', async () => {
    const entry = {
      sender: 'a',
      sender_id: 1,
      payer: 'a',
      delay_until: '2020-01-01T00:00:00.000',
      expiration: '2020-01-01T00:00:00',
      published: '2020-01-01T00:00:00.000',
      transaction: {},
    };
    const { client, bodies } = fakeNode('http://cw.test', {
      '/v1/chain/get_scheduled_transactions': [
        { transactions: [{ ...entry, trx_id: 'x' }], more: 'y' },
        { transactions: [{ ...entry, trx_id: 'y' }], more: '' },
      ],
    });
    const data = await new QueryClient().fetchInfiniteQuery({
      ...deferredQueries.infinite(client),
      pages: 3,
    });
    expect(data.pages.flatMap((p) => p.transactions.map((t) => t.trx_id))).toEqual(['x', 'y']);
    expect(bodies[1]).toEqual({ json: true, lower_bound: 'y' });
  });
});
