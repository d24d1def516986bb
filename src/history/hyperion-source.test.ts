import { describe, expect, it } from 'vitest';
import {
  CHAIN_ID,
  getActionsAnswer,
  getCreatedAccountsAnswer,
  getCreatorAnswer,
  getTransactionFound,
  getTransactionUnknown,
  healthAnswer,
  NODE_INFO,
  OTHER_CHAIN_ID,
  TRX_B,
  wireJson,
} from '@/test/hyperion-fixtures';
import { createHistoryClient } from '@/api/history-client';
import { HistoryChainMismatchError, HistoryUnreachableError } from '@/api/history-error-help';
import { createNodeClient } from '@/api/node-client';
import { createHyperionSource } from './hyperion-source';
import { describeReach } from '@/features/history/describe-reach';

const json = (body: unknown) =>
  new Response(wireJson(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A source over a service answering with `health` and the fixtures; records the paths asked. */
function sourceWith(health: () => unknown) {
  const asked: URL[] = [];
  const history = createHistoryClient({
    baseUrl: 'https://history.test',
    fetch: (input) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      );
      asked.push(url);
      const path = url.pathname;
      if (path === '/v2/health') return Promise.resolve(json(health()));
      if (path.endsWith('get_actions')) return Promise.resolve(json(getActionsAnswer));
      if (path.endsWith('get_transaction')) {
        return Promise.resolve(
          json(
            url.searchParams.get('id') === TRX_B.toLowerCase()
              ? getTransactionFound
              : getTransactionUnknown,
          ),
        );
      }
      if (path.endsWith('get_creator')) return Promise.resolve(json(getCreatorAnswer));
      return Promise.resolve(json(getCreatedAccountsAnswer));
    },
  });
  const node = createNodeClient({
    baseUrl: 'http://node.test',
    fetch: () => Promise.resolve(json(NODE_INFO)),
  });
  return { source: createHyperionSource({ history, node }), asked };
}

describe('Hyperion source', () => {
  it('refuses a service of another chain: none of its answers is used, nothing more is asked', async () => {
    const { source, asked } = sourceWith(() => healthAnswer(OTHER_CHAIN_ID));
    const e = await source.activity({ account: 'alice' }, { limit: 10 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HistoryChainMismatchError);
    expect(e).toMatchObject({
      serviceChainId: OTHER_CHAIN_ID,
      nodeChainId: CHAIN_ID,
      nodeUrl: 'http://node.test',
    });
    await expect(source.transaction(TRX_B)).rejects.toBeInstanceOf(HistoryChainMismatchError);
    // The first page travels with the chain check (one round trip less before the first row);
    // after the refusal, nothing else is asked.
    expect(asked.map((u) => u.pathname).sort()).toEqual(['/v2/health', '/v2/history/get_actions']);
  });

  it('refuses a service that does not say which chain it indexes', async () => {
    const { source } = sourceWith(() => healthAnswer(null));
    await expect(source.reach()).rejects.toMatchObject({ serviceChainId: undefined });
  });

  it('asks health again after it could not be reached', async () => {
    let down = true;
    const { source } = sourceWith(() => {
      if (down) throw new TypeError('fetch failed');
      return healthAnswer(CHAIN_ID.toUpperCase());
    });
    await expect(source.reach()).rejects.toBeInstanceOf(HistoryUnreachableError);
    down = false;
    const reach = await source.reach();
    expect(describeReach(reach)).toBe(
      'history service history.test, indexed to block 1,199 (8 blocks missing)',
    );
  });

  it('maps an activity query to get_actions and pages with skip', async () => {
    const { source, asked } = sourceWith(() => healthAnswer());
    const page = await source.activity(
      {
        account: 'alice',
        contract: 'cyber.token',
        direction: 'out',
        after: '2024-01-01T00:00:00Z',
      },
      { limit: 4 },
    );
    const query = asked.find((u) => u.pathname.endsWith('get_actions'))?.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      account: 'alice',
      filter: 'cyber.token:*',
      sort: 'desc',
      skip: '0',
      limit: '4',
      after: '2024-01-01T00:00:00.000',
      'act.authorization.actor': 'alice',
    });
    expect(page.rows).toHaveLength(4);
    expect(page.next).toBe('4');
    expect(page.total).toEqual({ value: 2812, exact: true });

    await source.activity(
      { account: 'alice', action: 'transfer' },
      { cursor: page.next, limit: 4 },
    );
    const second = asked.filter((u) => u.pathname.endsWith('get_actions'))[1]?.searchParams;
    expect(second?.get('skip')).toBe('4');
    expect(second?.get('filter')).toBe('*:transfer');
  });

  it('filters incoming activity (took part without authorising) after the answer, with no total', async () => {
    const { source, asked } = sourceWith(() => healthAnswer());
    const page = await source.activity({ account: 'alice', direction: 'in' }, { limit: 4 });
    expect(page.rows.every((r) => !r.authorization.some((a) => a.actor === 'alice'))).toBe(true);
    expect(page.rows.map((r) => r.data)).toContainEqual(
      expect.objectContaining({ from: 'bob', to: 'alice' }),
    );
    expect(page.total).toBeUndefined();
    // Few of each service page pass: more pages are asked to fill this one, then it stops.
    const skips = asked
      .filter((u) => u.pathname.endsWith('get_actions'))
      .map((u) => u.searchParams.get('skip'));
    expect(skips.length).toBeGreaterThan(1);
    expect(skips.length).toBeLessThanOrEqual(5);
    expect(skips).toEqual(skips.map((_, i) => String(i * 4)));
    expect(page.rows.length).toBeGreaterThanOrEqual(Math.min(4, skips.length));
    expect(page.next).toBe(String(skips.length * 4));
  });

  it('ends paging when the page is short', async () => {
    const { source } = sourceWith(() => healthAnswer());
    const page = await source.activity({ account: 'alice' }, { limit: 50 });
    expect(page.next).toBeUndefined();
  });

  it('finds a transaction, its creator and created accounts, or says it does not know', async () => {
    const { source } = sourceWith(() => healthAnswer());
    const trx = await source.transaction(TRX_B);
    expect(trx).toMatchObject({
      trxId: TRX_B.toLowerCase(),
      blockNum: 295300000,
      executions: [],
      source: 'hyperion',
    });
    expect(trx?.actions).toHaveLength(2);
    expect(await source.transaction('f'.repeat(64))).toBeNull();
    expect(await source.creator('bob')).toMatchObject({
      account: 'bob',
      creator: 'cyber',
      blockNum: 3120,
    });
    const created = await source.createdAccounts('alice', { limit: 2 });
    expect(created.accounts.map((a) => a.name)).toEqual(['carol', 'dave']);
    expect(created.next).toBe('2');
  });
});
