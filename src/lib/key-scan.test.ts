import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createNodeClient } from '@/api/node-client';
import { scanAccountsForKey, type KeyScanProgress } from './key-scan';
import { readPublicKey } from './public-key';

const KEY = 'GLS86JnownZYYyYhJPjnsuq7DB4sgLvvMWAPUz2g9gcRJyMbbVpdr';
const OTHER = 'GLS6FVFW6o4Ag2b41RDEohSi56RbfLcgu41niXXM5myrXKPE3JxtV';

interface RecordedAccount {
  account_name: string;
  permissions: { required_auth: { keys: { key: string; weight: number }[] } }[];
}

const RECORDED = new URL(
  '../../test-fixtures/reference/eos-mainnet__get_account__teamgreymass.json',
  import.meta.url,
);
const recorded = JSON.parse(readFileSync(fileURLToPath(RECORDED), 'utf8')) as {
  response: { json: RecordedAccount };
};

/** A recorded get_account answer, renamed, whose every permission lists `key`. */
function account(name: string, key: string) {
  const body = structuredClone(recorded.response.json);
  body.account_name = name;
  for (const p of body.permissions) p.required_auth.keys = [{ key, weight: 1 }];
  return body;
}

/** A node that answers get_account from `keys` (account → its key), 500 for any other. */
function node(keys: Record<string, string>, onAsk: (name: string) => void = () => {}) {
  return createNodeClient({
    baseUrl: 'http://a.test',
    fetch: (_input, init) => {
      const { account_name: name } = JSON.parse(
        typeof init?.body === 'string' ? init.body : '{}',
      ) as { account_name: string };
      onAsk(name);
      const key = keys[name];
      return Promise.resolve(
        key === undefined
          ? new Response('{"code":500,"message":"nope","error":{"name":"x","what":"nope"}}', {
              status: 500,
            })
          : new Response(JSON.stringify(account(name, key)), { status: 200 }),
      );
    },
  });
}

const key = () => {
  const read = readPublicKey(KEY);
  if (!read) throw new Error('bad test key');
  return read;
};

function quietClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe('scanAccountsForKey', () => {
  it('lists, in order, the accounts whose permissions hold the key, and those it could not read', async () => {
    const client = node({ alice: KEY, bob: OTHER, carol: KEY });
    const seen: number[] = [];
    const end = await scanAccountsForKey(
      quietClient(),
      client,
      ['alice', 'bob', 'ghost', 'carol'],
      key(),
      new AbortController().signal,
      (p) => seen.push(p.read),
    );
    expect(end).toEqual({ read: 4, total: 4, found: ['alice', 'carol'], failed: ['ghost'] });
    expect(seen.sort()).toEqual([1, 2, 3, 4]);
  });

  it('stops asking once cancelled, and reports nothing after', async () => {
    const controller = new AbortController();
    const names = Array.from({ length: 50 }, (_, i) => `a${String(i).padStart(2, '0')}`);
    const asked: string[] = [];
    const client = node(Object.fromEntries(names.map((n) => [n, KEY])), (n) => {
      asked.push(n);
      if (asked.length === 6) controller.abort();
    });
    const reports: KeyScanProgress[] = [];
    await expect(
      scanAccountsForKey(quietClient(), client, names, key(), controller.signal, (p) =>
        reports.push(p),
      ),
    ).rejects.toThrow();
    expect(asked.length).toBeLessThan(10);
    expect(reports.length).toBeLessThan(6);
  });
});
