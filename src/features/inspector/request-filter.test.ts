import { describe, expect, it } from 'vitest';
import type { LoggedRequest } from '@/api/request-log';
import { matchesRequest } from './request-filter';

const request = (url: string, body?: string, status?: number): LoggedRequest => ({
  id: 1,
  url,
  method: 'POST',
  body,
  start: 0,
  ...(status === undefined ? {} : { status }),
});

describe('matchesRequest', () => {
  const info = request('http://node.test/v1/chain/get_info', undefined, 200);
  const block = request('http://node.test/v1/chain/get_block', '{"block_num_or_id":"7"}', 500);

  it('leaves out the head poll only when asked', () => {
    expect(matchesRequest(info, { text: '', hidePolling: true })).toBe(false);
    expect(matchesRequest(info, { text: '', hidePolling: false })).toBe(true);
    expect(matchesRequest(block, { text: '', hidePolling: true })).toBe(true);
  });

  it('finds the text in the endpoint, body or status, in any case', () => {
    const by = (text: string) => matchesRequest(block, { text, hidePolling: true });
    expect(by('GET_BLOCK')).toBe(true);
    expect(by('block_num_or_id')).toBe(true);
    expect(by('500')).toBe(true);
    expect(by('post /v1')).toBe(true);
    expect(by('get_info')).toBe(false);
    // The node's address is the same for every row: not searched.
    expect(by('node.test')).toBe(false);
  });
});
