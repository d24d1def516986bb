import { describe, expect, it } from 'vitest';
import {
  NodeHttpError,
  NodeResponseError,
  NodeUnreachableError,
  isNetApiDisabled,
  isNodeError,
  isNotFoundError,
  isRecoverableError,
  retryDelay,
  shouldRetry,
} from './node-errors';
import { describeNodeError } from './node-error-help';
import type { NodeErrorBody } from './schemas/error';

function httpError(
  status: number,
  code: number,
  name: string,
  message = '',
  endpoint = '/v1/chain/get_account',
) {
  const body: NodeErrorBody = {
    code: status,
    message: status === 400 ? 'Unknown Block' : 'Internal Service Error',
    error: { code, name, what: name, details: message ? [{ message }] : [] },
  };
  return new NodeHttpError({ status, baseUrl: 'http://n', endpoint, body });
}

const unreachable = (reason: 'timeout' | 'network') =>
  new NodeUnreachableError({
    reason,
    baseUrl: 'http://n',
    endpoint: '/v1/chain/get_info',
    cause: null,
    timeoutMs: 1500,
  });

describe('isNotFoundError', () => {
  it.each([
    [
      'unknown block (400)',
      httpError(400, 3100002, 'unknown_block_exception', 'Could not find block: 9'),
    ],
    [
      'CyberWay missing account (ChainDB)',
      httpError(
        500,
        3800003,
        'chaindb_midx_find_exception',
        'Unable to find key 123 in the index account.primary',
      ),
    ],
    ['newer Leap account lookup (400)', httpError(400, 3060002, 'account_query_exception')],
    [
      'EOSIO unknown key',
      httpError(500, 0, 'exception', 'unknown key (boost::tuples…): (0 nani1)'),
    ],
    ['unknown domain', httpError(500, 3060005, 'domain_query_exception', 'domain `x` not found')],
    ['unknown username', httpError(500, 3060007, 'username_query_exception')],
    [
      'a transaction not in the chain',
      httpError(500, 3040000, 'transaction_exception', 'Unknown Transaction ID: ab12'),
    ],
  ])('recognises %s', (_label, error) => {
    expect(isNotFoundError(error)).toBe(true);
    expect(shouldRetry(0, error)).toBe(false);
    expect(describeNodeError(error).title).toBe('Not found');
  });

  it.each([
    ['invalid name', httpError(500, 3010001, 'name_type_exception')],
    [
      'an error without a body',
      new NodeHttpError({
        status: 404,
        baseUrl: 'http://n',
        endpoint: '/v1/chain/get_info',
        body: undefined,
      }),
    ],
    ['a network failure', unreachable('network')],
    ['a plain Error', new Error('unknown key')],
  ])('does not treat %s as not found', (_label, error) => {
    expect(isNotFoundError(error)).toBe(false);
  });
});

describe('shouldRetry / retryDelay', () => {
  it('retries unreachable nodes, gateway failures and generic 5xx at most twice', () => {
    const gateway = new NodeHttpError({
      status: 503,
      baseUrl: 'http://n',
      endpoint: '/v1/chain/get_info',
      body: undefined,
    });
    for (const e of [
      unreachable('network'),
      unreachable('timeout'),
      gateway,
      httpError(500, 0, 'exception', 'std::bad_alloc'),
    ]) {
      expect(shouldRetry(0, e)).toBe(true);
      expect(shouldRetry(1, e)).toBe(true);
      expect(shouldRetry(2, e)).toBe(false);
    }
  });

  it('does not retry 4xx, deterministic nodeos errors, bad shapes or foreign errors', () => {
    const badShape = new NodeResponseError({
      kind: 'schema',
      baseUrl: 'http://n',
      endpoint: '/v1/chain/get_info',
      excerpt: '',
    });
    for (const e of [
      httpError(401, 3090003, 'unsatisfied_authorization'),
      httpError(500, 3010008, 'block_id_type_exception'),
      badShape,
      new Error('x'),
    ]) {
      expect(shouldRetry(0, e)).toBe(false);
    }
  });

  it('backs off exponentially up to 8 s, and follows Retry-After up to 30 s', () => {
    expect([0, 1, 2, 3, 4].map((a) => retryDelay(a, unreachable('network')))).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ]);
    const busy = new NodeHttpError({
      status: 429,
      baseUrl: 'http://n',
      endpoint: '/v1/chain/get_info',
      body: undefined,
      retryAfterSeconds: 120,
    });
    expect(retryDelay(0, busy)).toBe(30_000);
  });
});

describe('describeNodeError', () => {
  it('gives a title, detail and hint for every kind of failure', () => {
    const cases: unknown[] = [
      unreachable('network'),
      unreachable('timeout'),
      httpError(500, 3010001, 'name_type_exception', 'Name is longer than 13 characters'),
      httpError(401, 3090003, 'unsatisfied_authorization'),
      new NodeHttpError({
        status: 404,
        baseUrl: 'http://n',
        endpoint: '/v1/net/connections',
        body: undefined,
      }),
      new NodeHttpError({
        status: 502,
        baseUrl: 'http://n',
        endpoint: '/v1/chain/get_info',
        body: undefined,
        bodyExcerpt: '502 Bad Gateway',
      }),
      new NodeHttpError({
        status: 429,
        baseUrl: 'http://n',
        endpoint: '/v1/chain/get_info',
        body: undefined,
      }),
      new NodeResponseError({
        kind: 'not-json',
        baseUrl: 'http://n',
        endpoint: '/v1/chain/get_info',
        excerpt: '<html>',
      }),
      new NodeResponseError({
        kind: 'schema',
        baseUrl: 'http://n',
        endpoint: '/v1/chain/get_info',
        excerpt: '',
        issues: [{ path: 'chain_id', message: 'Required' }],
      }),
      new DOMException('aborted', 'AbortError'),
      new Error('boom'),
      'a string',
    ];
    const titles = cases.map((e) => {
      const d = describeNodeError(e);
      expect(d.title.length).toBeGreaterThan(0);
      expect(d.hint.length).toBeGreaterThan(0);
      return d.title;
    });
    expect(new Set(titles).size).toBe(titles.length - 1); // the two foreign errors share a title
  });

  it('names the node error in the detail', () => {
    const d = describeNodeError(
      httpError(500, 3010001, 'name_type_exception', 'Name is longer than 13 characters'),
    );
    expect(d.title).toBe('The node reported an error');
    expect(d.detail).toBe(
      'http://n/v1/chain/get_account answered 500: name_type_exception: Name is longer than 13 characters (name_type_exception, code 3010001)',
    );
  });

  it('says a node without CORS headers blocks the browser, and does not retry it at once', () => {
    const e = new NodeUnreachableError({
      reason: 'cors',
      baseUrl: 'http://n',
      endpoint: '/v1/chain/get_info',
      cause: null,
    });
    const d = describeNodeError(e);
    expect(d.title).toBe('The node blocks browser requests (CORS)');
    expect(d.detail).toContain('/v1/chain/get_info');
    expect(d.hint).toContain('access-control-allow-origin');
    expect(shouldRetry(0, e)).toBe(false);
    expect(isRecoverableError(e)).toBe(true);
  });

  it('explains the net API is disabled, with the plugin to start', () => {
    const e = new NodeHttpError({
      status: 404,
      baseUrl: 'http://n',
      endpoint: '/v1/net/connections',
      body: undefined,
    });
    expect(isNetApiDisabled(e)).toBe(true);
    expect(describeNodeError(e).hint).toContain('--plugin eosio::net_api_plugin');
  });

  it('says a timeout took too long, and how long', () => {
    expect(describeNodeError(unreachable('timeout')).detail).toContain('1.5 s');
  });
});

describe('isNodeError', () => {
  it('accepts the three node errors only', () => {
    expect(isNodeError(unreachable('network'))).toBe(true);
    expect(isNodeError(httpError(500, 0, 'exception'))).toBe(true);
    expect(
      isNodeError(
        new NodeResponseError({ kind: 'not-json', baseUrl: '', endpoint: '', excerpt: '' }),
      ),
    ).toBe(true);
    expect(isNodeError(new Error('x'))).toBe(false);
  });
});

describe('describeNodeError for a refused transaction', () => {
  const push = (status: number, code: number, name: string, message: string) =>
    httpError(status, code, name, message, '/v1/chain/push_transaction');

  it.each([
    [401, 3090003, 'unsatisfied_authorization', /^Missing authority/, /threshold/],
    [500, 3040005, 'expired_tx_exception', /expired/, /Build it again/],
    [409, 3040008, 'tx_duplicate', /already on the chain/, /new expiration gives a new id/],
    [500, 3040007, 'invalid_ref_block_exception', /TaPoS/, /65,536 blocks/],
    [500, 3080004, 'tx_cpu_usage_exceeded', /resources/, /Stake more/],
    [500, 3090002, 'tx_irrelevant_sig', /does not need/, /required/],
  ])('names %i %s and says what to do', (status, code, name, title, hint) => {
    const d = describeNodeError(push(status, code, name, 'the node says so'));
    expect(d.title).toMatch(title);
    expect(d.hint).toMatch(hint);
    expect(d.detail).toContain('the node says so');
    expect(d.detail).toContain(name);
  });

  it('quotes a contract assertion in its own words', () => {
    const e = push(
      500,
      3050003,
      'eosio_assert_message_exception',
      'assertion failure with message: overdrawn balance',
    );
    expect(describeNodeError(e).title).toBe('The contract refused it: “overdrawn balance”');
  });
});
