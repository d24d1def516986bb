import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { NodeClient } from '@/api/node-client';
import { firstPageReady } from './first-paint';
import { loadedPage } from './pages';

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
