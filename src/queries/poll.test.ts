import { describe, expect, it } from 'vitest';
import { NodeHttpError, NodeUnreachableError } from '@/api/node-errors';
import { pollEvery, RECOVERY_POLL_MS, recoveryPoll } from './poll';

const where = { baseUrl: 'http://node.test', endpoint: '/v1/chain/get_producer_schedule' };
const down = new NodeUnreachableError({
  reason: 'network',
  cause: new TypeError('refused'),
  ...where,
});
const notFound = new NodeHttpError({ status: 404, body: undefined, ...where });
const failed = (error: unknown) => ({ state: { status: 'error', error } });
const answered = { state: { status: 'success', error: null } };

describe('polls', () => {
  it('a query without a poll of its own asks again only while the node is down', () => {
    expect(recoveryPoll(failed(down))).toBe(RECOVERY_POLL_MS);
    expect(recoveryPoll(failed(notFound))).toBe(false);
    expect(recoveryPoll(answered)).toBe(false);
  });

  it("a slow poll of a query's own drops to the recovery poll while the node is down", () => {
    const every30s = pollEvery(30_000);
    expect(every30s(answered)).toBe(30_000);
    expect(every30s(failed(down))).toBe(RECOVERY_POLL_MS);
    expect(every30s(failed(notFound))).toBe(30_000);
    // A poll already faster than the recovery poll keeps its pace.
    expect(pollEvery(1_000)(failed(down))).toBe(1_000);
  });
});
