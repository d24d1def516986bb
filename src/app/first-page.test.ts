import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointPaths } from '@/api/requests';
import { appPath } from '@/lib/base-path';
import { getNodeClient } from '@/lib/node-store';
import { matchFirstPage } from './first-page';
import { prefetchRoute } from './route-prefetch';
import { pagesAt } from './router';

const BLOCK_ID = '0000006400000000000000000000000000000000000000000000000000000000';

/** Addresses of every page, in the forms people type and links carry. */
const URLS = [
  '/',
  '/blocks',
  '/block/100',
  '/block/100/',
  '/BLOCK/100',
  `/block/${BLOCK_ID}`,
  '/block/0',
  '/block/abc',
  `/block/100/tx/${BLOCK_ID}`,
  '/block/100/TX/abc',
  '/block/100/tx',
  `/tx/${BLOCK_ID}`,
  '/tx/abc',
  '/tx',
  '/account/cyber.token',
  '/account/cyber%2Etoken',
  '/account/cyber.token/activity',
  '/account/cyber.token/permissions',
  '/account/cyber.token/Tokens',
  '/account/cyber.token/contract',
  '/account/cyber.token/tables',
  '/account/cyber.token/tables/accounts',
  '/account/cyber.token/tables/accounts/more',
  '/account/cyber.token/bogus',
  '/account/NOT-A-NAME',
  '/token/cyber.token/CYBER',
  '/token/cyber.token/cyber',
  '/token/cyber.token/TOOLONGSYM',
  '/token/Not.A.Name/CYBER',
  '/token/cyber.token',
  '/producers',
  '/Producers/',
  '/producers?sort=votes&dir=asc&page=2',
  '/producers?sort=bogus&dir=up&page=-1',
  '/schedule',
  '/deferred',
  '/deferred?format=packed&limit=10',
  '/deferred?lower=2026-01-01T00%3A00%3A00&limit=abc',
  '/names',
  '/peers',
  '/nodes',
  '/peers?peer=127.0.0.1%3A9876',
  '/peers?peer=',
  '/tools/abi',
  '/tools/transaction',
  '/tools',
  '/tools/other',
  '/settings',
  '/search?q=CYBER',
  '/no/such/page',
  // Segments that are names of Object's own properties must match nothing.
  '/constructor',
  '/__proto__',
  '/tools/constructor',
  '/account/cyber.token/constructor',
  '/account/cyber.token/hasOwnProperty',
];

/** The requests the app's route prefetch starts for a URL, as sent to the node. */
async function routerRequests(url: string, basename?: string) {
  const sent: { path: string; body: string | undefined }[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    sent.push({
      path: input.slice(getNodeClient().baseUrl.length),
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Promise<Response>(() => undefined);
  });
  const { pathname, search } = new URL(url, 'http://app.test');
  const path = appPath(pathname, basename);
  if (path !== null) void prefetchRoute(new QueryClient(), getNodeClient(), path, search);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent;
}

/** The start-up's match for a URL, read as the entry reads the page's location. */
function firstPage(url: string, basename?: string) {
  const { pathname, search } = new URL(url, 'http://app.test');
  return matchFirstPage(pathname, search, basename);
}

function firstPageRequests(url: string, basename?: string) {
  return firstPage(url, basename).requests.map(({ endpoint, body }) => ({
    path: endpointPaths[endpoint],
    body: body === undefined ? undefined : JSON.stringify(body),
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the first page, matched before the router has loaded', () => {
  it.each(URLS)('%s: loads the code the router will load', (url) => {
    expect(firstPage(url).pages).toEqual(pagesAt(url));
  });

  it.each(URLS)('%s: sends the requests the route prefetch would start', async (url) => {
    const expected = await routerRequests(url);
    expect(firstPageRequests(url)).toEqual(expected);
  });

  it('matches under the base path the app is hosted at, and nothing outside it', async () => {
    for (const url of ['/explorer/block/100', '/Explorer/account/cyber.token/tables/accounts']) {
      expect(firstPage(url, '/explorer').pages).toEqual(pagesAt(url, '/explorer'));
      expect(firstPageRequests(url, '/explorer')).toEqual(await routerRequests(url, '/explorer'));
    }
    expect(firstPage('/other/block/100', '/explorer')).toEqual({ pages: [], requests: [] });
  });

  it('asks for the head and each page’s data with the bodies the client sends', () => {
    expect(firstPageRequests('/block/100')).toEqual([
      { path: '/v1/chain/get_info', body: undefined },
      { path: '/v1/chain/get_block', body: '{"block_num_or_id":"100"}' },
    ]);
    expect(firstPageRequests('/account/alice/tokens')).toEqual([
      { path: '/v1/chain/get_info', body: undefined },
      { path: '/v1/chain/get_account', body: '{"account_name":"alice"}' },
    ]);
    expect(firstPageRequests('/token/cyber.token/cyber')).toEqual([
      { path: '/v1/chain/get_info', body: undefined },
      { path: '/v1/chain/get_currency_stats', body: '{"code":"cyber.token","symbol":"CYBER"}' },
    ]);
    expect(firstPageRequests('/producers?sort=name&limit=10')).toEqual([
      { path: '/v1/chain/get_info', body: undefined },
      { path: '/v1/chain/get_producers', body: '{"json":true,"limit":1000}' },
      { path: '/v1/chain/get_producer_schedule', body: undefined },
    ]);
    expect(firstPageRequests('/peers?peer=127.0.0.1%3A9876')).toEqual([
      { path: '/v1/chain/get_info', body: undefined },
      { path: '/v1/net/connections', body: undefined },
      { path: '/v1/net/status', body: '"127.0.0.1:9876"' },
    ]);
  });
});
