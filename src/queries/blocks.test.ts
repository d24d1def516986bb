import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createNodeClient } from '@/api/node-client';
import { devNodeForFile, recordingFetch } from '@/test/dev-node';
import { blockQueries, newestBlockNumbers, type BlockWindow } from './blocks';
import { RECOVERY_POLL_MS } from './poll';

const node = devNodeForFile();

/** A client of the dev node that records every request. */
function recordingClient() {
  const { fetch, requests } = recordingFetch();
  return { client: createNodeClient({ baseUrl: node().url, fetch }), requests };
}

/** How many times the window's data changed while it was read: each change is one redraw. */
function countDraws(queryClient: QueryClient, key: readonly unknown[]) {
  let draws = 0;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') {
      if (JSON.stringify(event.query.queryKey) === JSON.stringify(key)) draws++;
    }
  });
  return () => draws;
}

describe('newestBlockNumbers', () => {
  it('lists the newest blocks first and stops at block 1', () => {
    expect(newestBlockNumbers(100, 3)).toEqual([100, 99, 98]);
    expect(newestBlockNumbers(2, 5)).toEqual([2, 1]);
  });
});

describe('blockQueries.window', () => {
  it('reads each block of the window once and draws them in batches, not block by block', async () => {
    const { client, requests } = recordingClient();
    const head = (await client.getInfo()).head_block_num;
    requests.length = 0;
    const queryClient = new QueryClient();
    const options = blockQueries.window(client, head, 20);
    const draws = countDraws(queryClient, options.queryKey);
    const window = await queryClient.fetchQuery(options);
    expect(
      Object.keys(window)
        .map(Number)
        .sort((a, b) => b - a),
    ).toEqual(newestBlockNumbers(head, 20));
    for (const n of newestBlockNumbers(head, 20)) expect(window[n]?.block?.block_num).toBe(n);
    expect(requests.filter((r) => r.path === '/v1/chain/get_block')).toHaveLength(20);
    // Twenty answers from a near node arrive within a few batch intervals of each other.
    expect(draws()).toBeLessThan(20);
    // Each block is its own query too: the block page finds it held.
    expect(queryClient.getQueryData(blockQueries.detail(client, head).queryKey)?.block_num).toBe(
      head,
    );
  });

  it('asks only for the blocks a new head adds to the window', async () => {
    const { client, requests } = recordingClient();
    const head = (await client.getInfo()).head_block_num;
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(blockQueries.window(client, head - 2, 10));
    requests.length = 0;
    const next = await queryClient.fetchQuery(blockQueries.window(client, head, 10));
    expect(requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { block_num_or_id: String(head) },
      { block_num_or_id: String(head - 1) },
    ]);
    expect(Object.keys(next)).toHaveLength(10);
  });

  it('reads a block that failed as an overloaded node fails again on the recovery poll', async () => {
    let overloaded = true;
    const flaky: typeof fetch = (input, init) =>
      overloaded && (input instanceof Request ? input.url : input.toString()).endsWith('/get_block')
        ? Promise.resolve(new Response('Service Unavailable', { status: 503 }))
        : fetch(input, init);
    const client = createNodeClient({ baseUrl: node().url, fetch: flaky });
    const head = (await client.getInfo()).head_block_num;
    const queryClient = new QueryClient();
    const options = blockQueries.window(client, head, 2);
    const failed = await queryClient.fetchQuery(options);
    expect(failed[head]?.error).toBeInstanceOf(Error);
    const query = queryClient.getQueryCache().find<BlockWindow>({ queryKey: options.queryKey });
    const poll = options.refetchInterval;
    expect(typeof poll === 'function' && query ? poll(query) : poll).toBe(RECOVERY_POLL_MS);

    overloaded = false;
    await queryClient.refetchQueries({ queryKey: options.queryKey });
    const recovered = queryClient.getQueryData(options.queryKey);
    expect(recovered?.[head]?.block?.block_num).toBe(head);
    expect(recovered?.[head - 1]?.block?.block_num).toBe(head - 1);
    // Nothing left to recover: the poll stops.
    expect(typeof poll === 'function' && query ? poll(query) : poll).toBe(false);
  });

  it('reads again a held block that was invalidated, and only that one', async () => {
    const { client, requests } = recordingClient();
    const head = (await client.getInfo()).head_block_num;
    const queryClient = new QueryClient();
    const options = blockQueries.window(client, head, 3);
    await queryClient.fetchQuery(options);
    await queryClient.invalidateQueries({
      queryKey: blockQueries.detail(client, head - 1).queryKey,
      refetchType: 'none',
    });
    requests.length = 0;
    await queryClient.refetchQueries({ queryKey: options.queryKey });
    expect(requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { block_num_or_id: String(head - 1) },
    ]);
    expect(queryClient.getQueryData(options.queryKey)?.[head - 1]?.block?.block_num).toBe(head - 1);
  });

  it('keeps why a block could not be read beside the blocks that could', async () => {
    const { client } = recordingClient();
    const head = (await client.getInfo()).head_block_num;
    const window = await new QueryClient().fetchQuery(blockQueries.window(client, head + 1, 3));
    expect(window[head + 1]?.block).toBeUndefined();
    expect(window[head + 1]?.error).toBeInstanceOf(Error);
    expect(window[head]?.block?.block_num).toBe(head);
    expect(window[head - 1]?.block?.block_num).toBe(head - 1);
  });
});
