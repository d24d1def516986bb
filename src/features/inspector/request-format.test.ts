import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { LoggedRequest } from '@/api/request-log';
import { asCurl, asFetch, attempts, cacheSource, endpointOf, shellQuote } from './request-format';

const HOSTILE = [
  `{"account_name":"it's"}`,
  `'; rm -rf / #`,
  `'\\''`,
  `$(echo pwned) \`id\` $HOME !! \\n`,
  `line one\nline two\ttab`,
  `"quotes" and 'quotes' and ''`,
  `ünïcødé ✓ 💥`,
  '',
];

describe('shellQuote', () => {
  it.each(HOSTILE)('gives the shell back exactly %j', (text) => {
    const out = execFileSync('sh', ['-c', `printf %s ${shellQuote(text)}`], { encoding: 'utf8' });
    expect(out).toBe(text);
  });
});

describe('asCurl', () => {
  it('sends a POST body verbatim, quoted for the shell', () => {
    const body = JSON.stringify({ code: "it's", scope: "a'b", table: '$(x)' });
    const cmd = asCurl({
      url: 'http://127.0.0.1:8888/v1/chain/get_table_rows',
      method: 'POST',
      body,
    });
    expect(cmd).toBe(
      `curl -sS -X POST 'http://127.0.0.1:8888/v1/chain/get_table_rows' --data-raw '{"code":"it'\\''s","scope":"a'\\''b","table":"$(x)"}'`,
    );
    // The shell hands curl the very body (printf stands in for curl here).
    const words = execFileSync('sh', ['-c', cmd.replace(/^curl -sS -X POST /, 'printf "%s\\n" ')], {
      encoding: 'utf8',
    }).split('\n');
    expect(words.slice(0, 3)).toEqual([
      'http://127.0.0.1:8888/v1/chain/get_table_rows',
      '--data-raw',
      body,
    ]);
  });

  it('writes a GET as the URL alone, and a POST without a body as -X POST', () => {
    expect(
      asCurl({
        url: "http://h/v2/history/get_actions?account=a'b",
        method: 'GET',
        body: undefined,
      }),
    ).toBe(`curl -sS 'http://h/v2/history/get_actions?account=a'\\''b'`);
    expect(asCurl({ url: 'http://h/v1/chain/get_info', method: 'POST', body: undefined })).toBe(
      `curl -sS -X POST 'http://h/v1/chain/get_info'`,
    );
  });
});

describe('asFetch', () => {
  it.each(HOSTILE)('is a JavaScript call that sends exactly %j', async (body) => {
    const code = asFetch({ url: "http://h/x?a='b'", method: 'POST', body });
    let seen: { url: string; init: RequestInit } | undefined;
    const fakeFetch = (url: string, init: RequestInit) => {
      seen = { url, init };
      return Promise.resolve({ json: () => null });
    };
    // The printed code, run as written (only fetch is stood in for).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the code under test is code
    const run = new Function('fetch', `return (async () => { ${code} })();`) as (
      f: typeof fakeFetch,
    ) => Promise<unknown>;
    await run(fakeFetch);
    expect(seen).toEqual({ url: "http://h/x?a='b'", init: { method: 'POST', body } });
  });
});

const entry = (id: number, url: string, over: Partial<LoggedRequest> = {}): LoggedRequest => ({
  id,
  url,
  method: 'POST',
  body: '{}',
  start: id,
  ...over,
});

describe('endpointOf', () => {
  it('names a request by its path and query, and keeps what is not a URL as it is', () => {
    expect(endpointOf('http://127.0.0.1:8888/v1/chain/get_block')).toBe('/v1/chain/get_block');
    expect(endpointOf('https://h.example/v2/history/get_actions?limit=5')).toBe(
      '/v2/history/get_actions?limit=5',
    );
    expect(endpointOf('not a url')).toBe('not a url');
  });
});

describe('attempts', () => {
  it('counts a repeat after a failure as the next attempt, and a repeat after success as new', () => {
    const log = [
      entry(1, 'a', { error: 'TypeError: Failed to fetch' }),
      entry(2, 'b', { status: 200 }),
      entry(3, 'a', { status: 503 }),
      entry(4, 'a', { status: 200 }),
      entry(5, 'a', { status: 200 }),
      entry(6, 'a', { status: 200, body: '{"x":1}' }),
    ];
    expect([...attempts(log)]).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 1],
      [6, 1],
    ]);
  });
});

describe('cacheSource', () => {
  it('reads Resource Timing sizes', () => {
    expect(cacheSource('POST', undefined)).toBe('network');
    expect(cacheSource('GET', undefined)).toBe('unknown');
    expect(cacheSource('GET', { transferSize: 0, encodedBodySize: 120 })).toBe('HTTP cache');
    expect(cacheSource('GET', { transferSize: 420, encodedBodySize: 120 })).toBe('network');
    expect(cacheSource('GET', { transferSize: 0, encodedBodySize: 0 })).toMatch(/not told/);
  });
});
