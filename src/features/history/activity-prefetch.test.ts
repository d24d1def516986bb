import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActionsAnswer, healthAnswer, NODE_INFO, wireJson } from '@/test/hyperion-fixtures';
import { getNodeClient, getNodeState, initNodeStore } from '@/lib/node-store';
import { historyQueries } from '@/queries/history';
import { prefetchActivity } from './activity-prefetch';

afterEach(() => vi.unstubAllGlobals());

describe('the Activity tab’s prefetch', () => {
  it('checks the service’s chain and asks the first page the tab will show, together', async () => {
    const asked: URL[] = [];
    vi.stubGlobal('fetch', (input: string) => {
      const url = new URL(input);
      asked.push(url);
      const body = url.pathname.endsWith('get_info')
        ? NODE_INFO
        : url.pathname === '/v2/health'
          ? healthAnswer()
          : getActionsAnswer;
      return Promise.resolve(new Response(wireJson(body), { status: 200 }));
    });
    initNodeStore({ search: '?node=http://node.test&history=https://history.test', config: {} });
    const queryClient = new QueryClient();
    const client = getNodeClient();
    // Settles once the answers are in (the first paint waits for it, within its limit).
    await prefetchActivity(queryClient, client, 'alice', new URLSearchParams('dir=out'));
    expect(queryClient.isFetching()).toBe(0);
    const paths = asked.map((u) => u.pathname);
    // One round trip: the first page travels with the chain check (used once the check passed).
    expect(paths.filter((p) => p === '/v2/health')).toHaveLength(1);
    expect(paths.filter((p) => p === '/v2/history/get_actions')).toHaveLength(1);
    const actions = asked.find((u) => u.pathname.endsWith('get_actions'))?.searchParams;
    expect(actions?.get('act.authorization.actor')).toBe('alice');

    // The tab's own queries (same keys) find the answers there.
    const { history, config } = getNodeState();
    const source = await queryClient.ensureQueryData(
      historyQueries.source(queryClient, client, history.url, config.requestTimeoutMs),
    );
    const key = historyQueries.activity(
      client,
      source,
      { account: 'alice', direction: 'out' },
      0,
    ).queryKey;
    expect(queryClient.getQueryState(key)?.status).toBe('success');
  });
});
