import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { NodeClient } from '@/api/node-client';
import { NodeHttpError } from '@/api/node-errors';
import { routePrefetch } from './route-prefetch';

/** A client whose getBlock fails like a node that has no such block, counting its calls. */
function failingClient() {
  const calls: unknown[] = [];
  const client = {
    baseUrl: 'http://node.test',
    getBlock: (id: unknown) => {
      calls.push(id);
      return Promise.reject(
        new NodeHttpError({
          status: 400,
          baseUrl: 'http://node.test',
          endpoint: '/v1/chain/get_block',
          body: undefined,
        }),
      );
    },
  } as unknown as NodeClient;
  return { client, calls };
}

describe('route prefetch', () => {
  it('starts a page’s first request once, and never again after it failed', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { client, calls } = failingClient();
    routePrefetch.block(queryClient, client, { blockNumOrId: '99999999' });
    await new Promise((r) => setTimeout(r, 10));
    // Prefetches run again on every navigation and search-param change.
    routePrefetch.block(queryClient, client, { blockNumOrId: '99999999' });
    routePrefetch.transaction(queryClient, client, { blockNum: '99999999' });
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toEqual(['99999999']);
  });

  it('asks nothing for an address that is not a block', () => {
    const queryClient = new QueryClient();
    const { client, calls } = failingClient();
    routePrefetch.block(queryClient, client, { blockNumOrId: 'not-a-block' });
    routePrefetch.block(queryClient, client, { blockNumOrId: '0' });
    expect(calls).toEqual([]);
  });
});
