import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberChain } from '@/api/kept/chain-memory';
import type { NodeClient } from '@/api/node-client';
import { firstPageReady } from './first-paint';
import { loadedPage, loadPage } from './pages';

const INFO = { head_block_num: 7 };

function clientAnswering(answer: () => Promise<unknown>) {
  let calls = 0;
  const client = {
    baseUrl: 'http://node.test',
    getInfo: () => {
      calls += 1;
      return answer();
    },
  } as unknown as NodeClient;
  return { client, calls: () => calls };
}

describe('the first paint', () => {
  it('waits for the first answers and the page’s code, then has them at hand', async () => {
    const queryClient = new QueryClient();
    const { client, calls } = clientAnswering(() => Promise.resolve(INFO));
    const started = performance.now();
    await firstPageReady(queryClient, client, { pathname: '/', search: '' }, 10_000);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(calls()).toBe(1);
    expect(queryClient.isFetching()).toBe(0);
    expect(queryClient.getQueriesData({}).map(([, data]) => data)).toContainEqual(INFO);
    expect(loadedPage('home')).toBeDefined();
  });

  it('waits no longer than its limit for a node that does not answer', async () => {
    const queryClient = new QueryClient();
    const { client } = clientAnswering(() => new Promise(() => undefined));
    const started = performance.now();
    await firstPageReady(queryClient, client, { pathname: '/', search: '' }, 50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    // The request goes on: the page shows it loading, and its answer when it comes.
    expect(queryClient.isFetching()).toBe(1);
  });

  it('does not wait for the retries of a request that has already failed', async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: 2, retryDelay: 1_000 } },
    });
    const { client, calls } = clientAnswering(() =>
      Promise.reject(new Error('connection refused')),
    );
    const started = performance.now();
    await firstPageReady(queryClient, client, { pathname: '/', search: '' }, 5_000);
    expect(performance.now() - started).toBeLessThan(900);
    expect(calls()).toBe(1);
    // Still retrying, quietly: the page draws the failure meanwhile.
    expect(queryClient.isFetching()).toBe(1);
    await queryClient.cancelQueries();
  });
});

/** A node whose get_info never answers and whose get_block answers at once. */
function nodeWithoutHead() {
  return {
    baseUrl: 'http://node.test',
    getInfo: () => new Promise(() => undefined),
    getBlock: (num: string) => Promise.resolve({ block_num: Number(num), id: 'ab'.repeat(32) }),
  } as unknown as NodeClient;
}

/** What this browser recalls of the node's chain (localStorage, which the node tests lack). */
function recallLib(lib: number | null) {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  });
  if (lib !== null) {
    rememberChain('http://node.test', { chain_id: 'aa', last_irreversible_block_num: lib });
  }
}

describe('the first paint of a block page', () => {
  afterEach(() => vi.unstubAllGlobals());

  const timeToReady = async (pathname: string, waitMs: number) => {
    // Loaded beforehand: here the code's loading (a transform, seconds on a busy machine) is
    // not what is timed.
    await Promise.all([loadPage('block'), import('@/api/kept/kept-blocks')]);
    const queryClient = new QueryClient();
    const started = performance.now();
    await firstPageReady(queryClient, nodeWithoutHead(), { pathname, search: '' }, waitMs);
    return { ms: performance.now() - started, queryClient };
  };

  it('does not wait for the head when the block is known irreversible here', async () => {
    recallLib(100);
    const { ms, queryClient } = await timeToReady('/block/90', 5_000);
    expect(ms).toBeLessThan(2_500);
    expect(queryClient.getQueriesData({}).map(([, data]) => data)).toContainEqual(
      expect.objectContaining({ block_num: 90 }),
    );
    await queryClient.cancelQueries();
  });

  it('waits for the head for a block newer than the last irreversible one recalled', async () => {
    recallLib(100);
    const { ms, queryClient } = await timeToReady('/block/150', 300);
    expect(ms).toBeGreaterThanOrEqual(280);
    await queryClient.cancelQueries();
  });

  it('waits for the head on a first visit, when nothing about the chain is recalled', async () => {
    recallLib(null);
    const { ms, queryClient } = await timeToReady('/block/90', 300);
    expect(ms).toBeGreaterThanOrEqual(280);
    await queryClient.cancelQueries();
  });
});
