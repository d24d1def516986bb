import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RequestLog from './request-log';

let rl: typeof RequestLog;

beforeEach(async () => {
  // The log is module state: each test starts from an empty one.
  vi.resetModules();
  rl = await import('./request-log');
});

const sent = (n: number) => ({
  url: `http://node/v1/chain/get_block`,
  method: 'POST',
  body: `{"block_num_or_id":${n}}`,
});

describe('request log', () => {
  it('keeps the last 200 requests, oldest first', () => {
    for (let i = 1; i <= 205; i++) rl.logRequest(sent(i));
    const log = rl.requestLog();
    expect(log).toHaveLength(200);
    expect(log[0]?.body).toBe('{"block_num_or_id":6}');
    expect(log[199]?.body).toBe('{"block_num_or_id":205}');
    expect(new Set(log.map((r) => r.id)).size).toBe(200);
  });

  it('records the answer, its time and status, and tells subscribers', () => {
    const heard = vi.fn();
    const stop = rl.subscribeRequests(heard);
    const entry = rl.logRequest(sent(1));
    const before = rl.requestLogVersion();
    rl.logAnswer(entry, 200, '{"ok":true}');
    expect(rl.requestLogVersion()).not.toBe(before);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(entry).toMatchObject({ status: 200, text: '{"ok":true}', size: 11 });
    expect(entry.ms).toBeGreaterThanOrEqual(0);
    stop();
    rl.logAnswer(rl.logRequest(sent(2)), undefined, undefined, 'TypeError: Failed to fetch');
    expect(heard).toHaveBeenCalledTimes(2);
    expect(rl.requestLog()[1]).toMatchObject({ error: 'TypeError: Failed to fetch' });
  });

  it('cuts a long answer and drops the oldest answers past the total limit', () => {
    const big = 'x'.repeat(rl.ANSWER_LIMIT + 10);
    const entries = Array.from({ length: 5 }, (_, i) => rl.logRequest(sent(i)));
    for (const e of entries) rl.logAnswer(e, 200, big);
    for (const e of entries) expect(e.size).toBe(big.length);
    const kept = entries.filter((e) => e.text !== undefined);
    // 5 × 256,000 characters is over 1,000,000: the oldest go first, the newest stay.
    expect(kept.map((e) => e.text?.length)).toEqual([
      rl.ANSWER_LIMIT,
      rl.ANSWER_LIMIT,
      rl.ANSWER_LIMIT,
    ]);
    expect(entries[0]?.text).toBeUndefined();
    expect(entries[4]?.text).toHaveLength(rl.ANSWER_LIMIT);
  });

  it('forgets the kept size of requests that leave the buffer', () => {
    const first = rl.logRequest(sent(0));
    rl.logAnswer(first, 200, 'y'.repeat(rl.ANSWER_LIMIT));
    for (let i = 0; i < 200; i++) rl.logRequest(sent(i));
    // Were the evicted answer still counted, three more answers would push one out.
    const more = Array.from({ length: 3 }, (_, i) => rl.logRequest(sent(i)));
    for (const e of more) rl.logAnswer(e, 200, 'z'.repeat(rl.ANSWER_LIMIT));
    expect(more.every((e) => e.text !== undefined)).toBe(true);
  });
});
