import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendEarly, takeEarly } from './early-responses';
import { createNodeClient } from './node-client';

const NODE = 'http://node.test:8888';

interface Sent {
  url: string;
  body: unknown;
}

/** Stubs the global fetch (the one the start-up module uses) to record and answer. */
function stubGlobalFetch(respond: (url: string) => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    sent.push({ url: input, body: init?.body });
    return Promise.resolve(respond(input));
  });
  return sent;
}

const BLOCK_100 = {
  id: '0000006400000000000000000000000000000000000000000000000000000000',
  block_num: 100,
  ref_block_prefix: 1,
  timestamp: '2020-11-03T04:57:00.000',
  producer: 'producer1',
  confirmed: 0,
  previous: '0000006300000000000000000000000000000000000000000000000000000000',
  transaction_mroot: '0'.repeat(64),
  action_mroot: '0'.repeat(64),
  schedule_version: 1,
  producer_signature:
    'SIG_K1_KfQ57wLFFiPR85zjuQyZsn7hK3jRicHXg4qETxLvRE2oV1MS4ny4ESTWYoQqGTSMY5Jzcu3KUAvuhhSxSN1VJTSjC9Jx9p',
  transactions: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early responses', () => {
  it('sends a request once however often it is started, and hands its answer over once', async () => {
    const sent = stubGlobalFetch(() => new Response('{"a":1}'));
    const url = `${NODE}/v1/chain/get_info`;
    sendEarly(url, undefined);
    sendEarly(url, undefined);
    expect(sent).toEqual([{ url, body: undefined }]);
    const taken = takeEarly(url, undefined);
    expect(await (await taken)?.text()).toBe('{"a":1}');
    expect(takeEarly(url, undefined)).toBeUndefined();
  });

  it('hands nothing over for another body or another node', () => {
    stubGlobalFetch(() => new Response('{}'));
    const url = `${NODE}/v1/chain/get_block`;
    sendEarly(url, '{"block_num_or_id":"100"}');
    expect(takeEarly(url, '{"block_num_or_id":"101"}')).toBeUndefined();
    expect(takeEarly('http://other.test/v1/chain/get_block', '{"block_num_or_id":"100"}')).toBe(
      undefined,
    );
    expect(takeEarly(url, '{"block_num_or_id":"100"}')).toBeDefined();
  });

  it('sends a GET as a GET and hands it over only to a GET of the same URL', () => {
    const sent: (string | undefined)[] = [];
    vi.stubGlobal('fetch', (_input: string, init?: RequestInit) => {
      sent.push(init?.method);
      return Promise.resolve(new Response('{}'));
    });
    const url = 'https://history.test/v2/health';
    sendEarly(url, undefined, 'GET');
    expect(sent).toEqual(['GET']);
    expect(takeEarly(url, undefined)).toBeUndefined();
    expect(takeEarly(url, undefined, 'GET')).toBeDefined();
  });

  it('drops an answer too old to stand for a request made now', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    stubGlobalFetch(() => new Response('{}'));
    const url = `${NODE}/v1/chain/get_account`;
    sendEarly(url, '{"account_name":"alice"}');
    vi.advanceTimersByTime(10_001);
    expect(takeEarly(url, '{"account_name":"alice"}')).toBeUndefined();
  });

  it('lets a failed request nobody takes pass without an unhandled rejection', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    sendEarly(`${NODE}/v1/chain/get_producers`, '{}');
    // Vitest fails the run on an unhandled rejection; give it the turns to surface.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});

describe('the client and early responses', () => {
  it('takes the early answer instead of asking again, then asks for itself', async () => {
    const early = stubGlobalFetch(() => new Response(JSON.stringify(BLOCK_100)));
    sendEarly(`${NODE}/v1/chain/get_block`, JSON.stringify({ block_num_or_id: '100' }));
    const own: string[] = [];
    const client = createNodeClient({
      baseUrl: `${NODE}/`,
      fetch: (input) => {
        own.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
        return Promise.resolve(new Response(JSON.stringify(BLOCK_100)));
      },
    });
    const first = await client.getBlock(100);
    expect(first.id).toBe(BLOCK_100.id);
    expect(early).toHaveLength(1);
    expect(own).toEqual([]);
    // Used once: the next read of the same block is the client's own request.
    await client.getBlock(100);
    expect(own).toEqual([`${NODE}/v1/chain/get_block`]);
  });

  it('reports an early request that failed as its own failure', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('down for maintenance', { status: 503 })),
    );
    sendEarly(`${NODE}/v1/chain/get_info`, undefined);
    const client = createNodeClient({
      baseUrl: NODE,
      fetch: () => Promise.reject(new Error('the client must not ask again')),
    });
    await expect(client.getInfo()).rejects.toMatchObject({ status: 503 });
  });
});
