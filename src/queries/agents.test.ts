import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, CORE_SYMBOL, PRODUCERS } from '@dev-node/fixtures.ts';
import { createNodeClient } from '@/api/node-client';
import { isNullPublicKey } from '@/api/null-key';
import { devNodeForFile, recordingFetch } from '@/test/dev-node';
import { agentQueries } from './agents';

const node = devNodeForFile();

/** A client of the dev node that records the path of every request. */
function countingClient() {
  const { fetch, requests } = recordingFetch();
  return {
    client: createNodeClient({ baseUrl: node().url, fetch }),
    paths: () => requests.map((r) => r.path),
  };
}

describe('agentQueries.keys', () => {
  it('reads every agent’s key in one table read, as get_agent_public_key gives them one by one', async () => {
    const { client, paths } = countingClient();
    const agents = await new QueryClient().fetchQuery(agentQueries.keys(client, CORE_SYMBOL));
    expect(paths()).toEqual(['/v1/chain/get_table_rows']);
    expect(agents.readUpTo).toBeNull();
    for (const account of [...PRODUCERS, ACCOUNTS.alice, ACCOUNTS.bob]) {
      const one = await client.getAgentPublicKey(account, CORE_SYMBOL);
      expect(agents.keys.get(account), account).toBe(one);
    }
    expect(agents.keys.has(ACCOUNTS.empty)).toBe(false);
  });

  it('stops after a few reads and says how far it got', async () => {
    // A node that always has more: two agents a page, for ever.
    let page = 0;
    const endless: typeof fetch = () => {
      const row = (i: number) => ({ token_code: 'CYBER', account: `a${i}`, signing_key: null });
      const first = 2 * page++ + 1;
      const body = { rows: [row(first), row(first + 1)], more: true, next: row(first + 2) };
      return Promise.resolve(new Response(JSON.stringify(body)));
    };
    const client = createNodeClient({ baseUrl: 'http://a.test', fetch: endless });
    const agents = await new QueryClient().fetchQuery(agentQueries.keys(client, CORE_SYMBOL));
    expect(agents.keys.size).toBe(10);
    expect(agents.readUpTo).toBe('a10');
    expect(agents.keys.get('a1')).toBe('');
  });
});

describe('agentQueries.key', () => {
  it('reads one agent’s row: its key, "" for none, null for an account that is not an agent', async () => {
    const { client } = countingClient();
    const qc = new QueryClient();
    const key = (account: string) => qc.fetchQuery(agentQueries.key(client, account, CORE_SYMBOL));
    expect(await key(ACCOUNTS.alice)).toMatch(/^GLS/);
    expect(await key(ACCOUNTS.bob)).toBe('');
    // get_agent_public_key answers for it with the next agent's key.
    expect(await key(ACCOUNTS.empty)).toBeNull();
  });
});

describe('isNullPublicKey', () => {
  it('knows the all-zero key in its three spellings, and no other key', () => {
    expect(isNullPublicKey('GLS1111111111111111111111111111111114T1Anm')).toBe(true);
    expect(isNullPublicKey('EOS1111111111111111111111111111111114T1Anm')).toBe(true);
    expect(isNullPublicKey('PUB_K1_11111111111111111111111111111111149Mr2R')).toBe(true);
    expect(isNullPublicKey('GLS5PD2jZY6x1sPhK2ETAinrj7EuBrKQGVQzR4W68Q9rfMn6QWnaW')).toBe(false);
    expect(isNullPublicKey('')).toBe(false);
  });
});
