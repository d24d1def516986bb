import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getActionsAnswer,
  healthAnswer,
  NODE_INFO,
  OTHER_CHAIN_ID,
  wireJson,
} from '@/test/hyperion-fixtures';
import { createHistoryClient } from '@/api/history-client';
import { HistoryChainMismatchError } from '@/api/history-errors';
import { ACTIVITY_PAGE } from '@/api/history-paths';
import { createHyperionSource } from '@/api/history/hyperion-source';
import { createNodeClient } from '@/api/node-client';
import { matchFirstPage, sendFirstHistoryRequests } from './first-page';

const SERVICE = 'https://history.test';

const json = (body: unknown) =>
  new Response(wireJson(body), { status: 200, headers: { 'content-type': 'application/json' } });

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The start-up module's fetch (the global one): records what it sends and answers it. */
function stubStartUp(health: unknown): string[] {
  const sent: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    sent.push(`${init?.method ?? 'GET'} ${url}`);
    const path = new URL(url).pathname;
    return Promise.resolve(json(path === '/v2/health' ? health : getActionsAnswer));
  });
  return sent;
}

/** The Activity page's source, over a client whose own requests are recorded. */
function activitySource() {
  const own: string[] = [];
  const history = createHistoryClient({
    baseUrl: `${SERVICE}/`,
    fetch: (input) => {
      own.push(urlOf(input));
      return Promise.reject(new TypeError('the client must not ask again'));
    },
  });
  const node = createNodeClient({
    baseUrl: 'http://node.test',
    fetch: () => Promise.resolve(json(NODE_INFO)),
  });
  return { source: createHyperionSource({ history, node }), own };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Activity page’s first history requests at start-up', () => {
  it('are known from an unfiltered activity address of a valid account only', () => {
    expect(matchFirstPage('/account/alice/activity').activityOf).toBe('alice');
    expect(matchFirstPage('/account/alice/Activity', '?history=off&dir=').activityOf).toBe('alice');
    expect(matchFirstPage('/account/alice').activityOf).toBeUndefined();
    expect(matchFirstPage('/account/alice/tokens').activityOf).toBeUndefined();
    expect(matchFirstPage('/account/NOT-A-NAME/activity').activityOf).toBeUndefined();
    for (const filter of ['contract=cyber.token', 'action=transfer', 'dir=in', 'from=2024-01-01']) {
      expect(matchFirstPage('/account/alice/activity', `?${filter}`).activityOf).toBeUndefined();
    }
  });

  it('are the source’s own first requests: it takes both answers and asks nothing itself', async () => {
    const sent = stubStartUp(healthAnswer());
    sendFirstHistoryRequests(`${SERVICE}/`, matchFirstPage('/account/alice/activity'));
    expect(sent).toEqual([
      `GET ${SERVICE}/v2/health`,
      `GET ${SERVICE}/v2/history/get_actions?account=alice&skip=0&limit=${ACTIVITY_PAGE}&sort=desc`,
    ]);
    const { source, own } = activitySource();
    const page = await source.activity({ account: 'alice' }, { limit: ACTIVITY_PAGE });
    expect(page.rows.map((r) => r.trxId)).toEqual(
      getActionsAnswer.actions.map((a) => a.trx_id.toLowerCase()),
    );
    expect(own).toEqual([]);
  });

  it('still refuse a service of another chain, though its activity has arrived', async () => {
    stubStartUp(healthAnswer(OTHER_CHAIN_ID));
    sendFirstHistoryRequests(SERVICE, matchFirstPage('/account/alice/activity'));
    const { source } = activitySource();
    await expect(
      source.activity({ account: 'alice' }, { limit: ACTIVITY_PAGE }),
    ).rejects.toBeInstanceOf(HistoryChainMismatchError);
  });
});
