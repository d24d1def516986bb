import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  BALANCES,
  CORE_SYMBOL,
  CORE_SYMBOL_CODE,
  DICE,
  DOMAINS,
  HISTORY_BLOCKS,
  NOTABLE_BLOCKS,
  PRODUCERS,
  STANDBY_PRODUCERS,
  TOKEN_CONTRACT,
} from '@dev-node/fixtures.ts';
import { createDevNode, type DevNode } from '@dev-node/server.ts';
import { makeTransaction, packedBody, testWif, transfer } from '@dev-node/test-signing.ts';
import { replayedBalance } from '@dev-node/test-helpers.ts';
import { producerQueries } from '@/queries/producers';
import { tableQueries } from '@/queries/tables';
import { createNodeClient, type NodeClient } from './node-client';
import { NodeHttpError, isNotFoundError } from './node-errors';
import { indexOrderFields, isCyberwayAbi } from './schemas/abi';
import { hasPackedTransaction } from './receipts';
import { isJsonObject } from '@/api/json-object';

const HEX64 = /^[0-9a-f]{64}$/;

let node: DevNode;
let client: NodeClient;
const called = new Set<string>();

/** Records which methods the suite exercised, so a new operation cannot go untested. */
function recording(target: NodeClient): NodeClient {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      if (typeof prop === 'string' && prop !== 'baseUrl') called.add(prop);
      return Reflect.get(obj, prop, receiver) as unknown;
    },
  });
}

beforeAll(async () => {
  node = await createDevNode({ port: 0, manual: true });
  client = recording(createNodeClient({ baseUrl: node.url }));
}, 120_000);

afterAll(async () => {
  await node?.close();
});

describe('chain info and blocks', () => {
  it('reads get_info', async () => {
    const info = await client.getInfo();
    expect(info.chain_id).toMatch(HEX64);
    expect(info.head_block_num).toBeGreaterThanOrEqual(HISTORY_BLOCKS);
    expect(info.last_irreversible_block_num).toBeLessThanOrEqual(info.head_block_num);
    expect(typeof info.virtual_block_cpu_limit).toBe('string');
  });

  it('reads a block with a transfer, by number and by id', async () => {
    const block = await client.getBlock(NOTABLE_BLOCKS.transfer);
    expect(block.block_num).toBe(NOTABLE_BLOCKS.transfer);
    expect(parseInt(block.id.slice(0, 8), 16)).toBe(NOTABLE_BLOCKS.transfer);
    const actions = block.transactions
      .filter(hasPackedTransaction)
      .flatMap((r) => r.trx.transaction.actions);
    const transfer = actions.find((a) => a.account === TOKEN_CONTRACT && a.name === 'transfer');
    expect(transfer?.data).toMatchObject({
      from: 'alice',
      to: 'bob',
      memo: 'fixture: alice pays bob',
    });
    const byId = await client.getBlock(block.id);
    expect(byId.id).toBe(block.id);
  });

  it('says an unknown block is not found', async () => {
    const error = await client.getBlock(HISTORY_BLOCKS * 100).catch((e: unknown) => e);
    expect(isNotFoundError(error)).toBe(true);
  });

  it('reads the header state of a reversible block, and not of an old one', async () => {
    const info = await client.getInfo();
    const state = await client.getBlockHeaderState(info.head_block_num);
    expect(state.block_num).toBe(info.head_block_num);
    expect(state.active_schedule.producers.length).toBeGreaterThan(0);
    const old = await client.getBlockHeaderState(1).catch((e: unknown) => e);
    expect(isNotFoundError(old)).toBe(true);
  });
});

describe('accounts and contracts', () => {
  it('reads an account with normalised limits and permissions', async () => {
    const alice = await client.getAccount(ACCOUNTS.alice);
    expect(alice.account_name).toBe('alice');
    expect(typeof alice.net_limit.available).toBe('string');
    expect(alice.permissions.map((p) => p.perm_name)).toEqual(
      expect.arrayContaining(['owner', 'active']),
    );
    expect(alice.core_liquid_balance).toMatch(/ CYBER$/);
  });

  it('says an unknown account is not found, and a bad name is a node error', async () => {
    expect(isNotFoundError(await client.getAccount('nosuchacct1').catch((e: unknown) => e))).toBe(
      true,
    );
    const bad = await client.getAccount('Not A Name').catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(NodeHttpError);
    expect(isNotFoundError(bad)).toBe(false);
  });

  it('reads code, code hash, ABI, raw code and raw ABI', async () => {
    const hash = await client.getCodeHash(DICE.account);
    expect(hash.code_hash).toMatch(HEX64);
    expect(hash.code_hash).not.toBe('0'.repeat(64));
    const code = await client.getCode(DICE.account);
    expect(code.code_hash).toBe(hash.code_hash);
    const { abi } = await client.getAbi(TOKEN_CONTRACT);
    expect(abi && isCyberwayAbi(abi)).toBe(true);
    expect(abi?.tables.map((t) => t.name)).toEqual(expect.arrayContaining(['accounts', 'stat']));
    const raw = await client.getRawCodeAndAbi(DICE.account);
    expect(raw.wasm.length).toBeGreaterThan(0);
    const rawAbi = await client.getRawAbi(TOKEN_CONTRACT);
    expect(rawAbi.abi).toBeDefined();
    const unchanged = await client.getRawAbi(TOKEN_CONTRACT, rawAbi.abi_hash);
    expect(unchanged.abi).toBeUndefined();
  });
});

function aliceHolds(code: keyof typeof BALANCES.alice): string {
  return replayedBalance(node.chain, ACCOUNTS.alice, BALANCES.alice[code]);
}

describe('tables and tokens', () => {
  it('reads token rows of an account', async () => {
    const page = await client.getTableRows({
      code: TOKEN_CONTRACT,
      scope: ACCOUNTS.alice,
      table: 'accounts',
    });
    const balances = page.rows.map((r) => (isJsonObject(r) ? r['balance'] : r));
    // What alice holds at the head: genesis replayed through every transfer in the blocks.
    expect(balances).toEqual(expect.arrayContaining([aliceHolds('CYBER')]));
  });

  it('pages a big table with next rows turned into bounds', async () => {
    const { abi } = await client.getAbi(DICE.account);
    expect(abi).toBeDefined();
    const fields = abi ? indexOrderFields(abi, DICE.table, 'primary') : [];
    const options = tableQueries.infiniteRows(
      client,
      { code: DICE.account, scope: DICE.scope, table: DICE.table, limit: 25 },
      { indexFields: fields },
    );
    const data = await new QueryClient().fetchInfiniteQuery({ ...options, pages: 3 });
    const rows = data.pages.flatMap((p) => p.rows);
    expect(rows).toHaveLength(75);
    expect(new Set(rows.map((r) => JSON.stringify(r))).size).toBe(75);
    expect(data.pages[2]?.more).toBe(true);
  });

  it('reads a secondary index with show_payer', async () => {
    const page = await client.getTableRows({
      code: DICE.account,
      scope: DICE.scope,
      table: DICE.table,
      index: 'byamount',
      limit: 3,
      showPayer: true,
    });
    expect(page.rows).toHaveLength(3);
    expect(page.rows[0]).toMatchObject({ payer: expect.any(String) as unknown });
  });

  it('reads balances and token stats', async () => {
    const all = await client.getCurrencyBalance(TOKEN_CONTRACT, ACCOUNTS.alice);
    expect(all).toEqual(expect.arrayContaining([aliceHolds('CYBER'), aliceHolds('GOLOS')]));
    expect(await client.getCurrencyBalance(TOKEN_CONTRACT, ACCOUNTS.alice, 'cyber')).toEqual([
      aliceHolds('CYBER'),
    ]);
    const stats = await client.getCurrencyStats(TOKEN_CONTRACT, CORE_SYMBOL_CODE);
    expect(stats?.supply).toMatch(/ CYBER$/);
    expect(stats?.max_supply).toMatch(/ CYBER$/);
    expect(await client.getCurrencyStats(TOKEN_CONTRACT, 'NOPE')).toBeNull();
  });
});

describe('producers, schedule and deferred transactions', () => {
  it('pages through every producer candidate', async () => {
    const first = await client.getProducers({ limit: 10 });
    expect(first.rows).toHaveLength(10);
    expect(first.more).not.toBe('');
    const data = await new QueryClient().fetchInfiniteQuery({
      ...producerQueries.infinite(client, { limit: 10 }),
      pages: 10,
    });
    const owners = data.pages.flatMap((p) => p.rows.map((r) => r.owner));
    expect(owners.sort()).toEqual([...PRODUCERS, ...STANDBY_PRODUCERS].sort());
    expect(data.pages.flatMap((p) => p.rows).filter((r) => r.is_active)).toHaveLength(
      PRODUCERS.length,
    );
  });

  it('reads the schedule', async () => {
    const schedule = await client.getProducerSchedule();
    expect(schedule.active?.producers).toHaveLength(PRODUCERS.length);
    expect(schedule.active?.producers[0]?.block_signing_key).toMatch(/^GLS/);
  });

  it('reads deferred transactions, with exact sender ids', async () => {
    const page = await client.getScheduledTransactions({ limit: 10 });
    expect(page.transactions.length).toBeGreaterThan(0);
    expect(page.transactions[0]?.sender_id).toMatch(/^\d+$/);
    expect(isJsonObject(page.transactions[0]?.transaction)).toBe(true);
  });
});

describe('helpers', () => {
  const args = { from: 'alice', to: 'bob', quantity: '1.0000 CYBER', memo: 'contract test' };

  it('packs and unpacks action arguments', async () => {
    const hex = await client.abiJsonToBin(TOKEN_CONTRACT, 'transfer', args);
    expect(hex).toMatch(/^[0-9a-f]+$/);
    expect(await client.abiBinToJson(TOKEN_CONTRACT, 'transfer', hex)).toEqual(args);
  });

  it('gives the id of a transaction in the chain, and not-found for one that is not', async () => {
    const block = await client.getBlock(NOTABLE_BLOCKS.transfer);
    const receipt = block.transactions.find(hasPackedTransaction);
    expect(receipt).toBeDefined();
    if (!receipt) return;
    const { transaction } = receipt.trx;
    // Real nodes read action data as hex only, so the decoded form is swapped for hex_data.
    const trx = {
      ...transaction,
      actions: transaction.actions.map((a) => ({
        ...a,
        data: typeof a.data === 'string' ? a.data : (a.hex_data ?? ''),
      })),
    };
    expect(await client.getTransactionId(trx)).toBe(receipt.trx.id);
    const unknown = await client
      .getTransactionId({ ...trx, expiration: '2031-01-01T00:00:00' })
      .catch((e: unknown) => e);
    expect(isNotFoundError(unknown)).toBe(true);
  });

  it('finds the keys required to sign', async () => {
    const bob = await client.getAccount(ACCOUNTS.bob);
    const keys = bob.permissions
      .find((p) => p.perm_name === 'active')
      ?.required_auth.keys.map((k) => k.key);
    expect(keys?.length).toBeGreaterThan(0);
    const trx = {
      expiration: '2030-01-01T00:00:00',
      ref_block_num: 1,
      ref_block_prefix: 2,
      max_net_usage_words: 0,
      max_cpu_usage_ms: 0,
      max_ram_kbytes: 0,
      max_storage_kbytes: 0,
      delay_sec: 0,
      context_free_actions: [],
      actions: [
        {
          account: TOKEN_CONTRACT,
          name: 'transfer',
          authorization: [{ actor: 'bob', permission: 'active' }],
          data: args,
        },
      ],
      transaction_extensions: [],
    };
    const required = await client.getRequiredKeys(trx, keys ?? []);
    expect(required.length).toBeGreaterThan(0);
    for (const key of required) expect(keys).toContain(key);
  });
});

describe('CyberWay extras', () => {
  it('reads agent keys', async () => {
    expect(await client.getAgentPublicKey(ACCOUNTS.alice, CORE_SYMBOL)).toMatch(/^GLS/);
  });

  it('resolves domains and usernames', async () => {
    const [domain, user, direct] = await client.resolveNames([
      '@golos',
      'alice@golos',
      'alice@@gls',
    ]);
    expect(domain).toEqual({ resolved_domain: DOMAINS.golos });
    expect(user).toEqual({ resolved_domain: DOMAINS.golos, resolved_username: 'alice' });
    expect(direct).toEqual({ resolved_username: 'alice' });
    expect(
      isNotFoundError(await client.resolveNames(['@nosuchdomain']).catch((e: unknown) => e)),
    ).toBe(true);
  });

  it('lists the accounts holding a key; Leap’s get_accounts_by_authorizers is not offered', async () => {
    const bob = await client.getAccount(ACCOUNTS.bob);
    const key = bob.permissions.find((p) => p.perm_name === 'active')?.required_auth.keys[0]?.key;
    expect(key).toMatch(/^GLS/);
    expect(await client.getKeyAccounts(key ?? '')).toContain(ACCOUNTS.bob);
    const leap = await client.getAccountsByAuthorizers([key ?? '']).catch((e: unknown) => e);
    expect(leap instanceof NodeHttpError && leap.status).toBe(404);
  });

  it('reads a proxy status', async () => {
    const status = await client.getProxyStatus(ACCOUNTS.carol, CORE_SYMBOL);
    expect(status).toMatchObject({ account: 'carol', symbol: CORE_SYMBOL, proxylevel: 1 });
    expect(status.proxies_count).toBeGreaterThan(0);
  });
});

describe('pushing signed transactions', () => {
  it('pushes a signed transfer (202) and reads a refusal in the node’s words', async () => {
    const { chain_id } = await client.getInfo();
    const trx = await makeTransaction(node, [transfer('bob', 'alice', '0.0001 CYBER', 'contract')]);
    const body = packedBody(chain_id, trx, [testWif('bob')]);
    const pushed = await client.pushTransaction(body);
    expect(pushed.transaction_id).toMatch(HEX64);
    const again = await client.pushTransaction(body).catch((e: unknown) => e);
    expect(again instanceof NodeHttpError && again.status).toBe(409);
  });

  it('pushes several at once, a refused one answering with its error', async () => {
    const { chain_id } = await client.getInfo();
    const trx = await makeTransaction(node, [transfer('bob', 'alice', '0.0002 CYBER', 'batch')]);
    const good = packedBody(chain_id, trx, [testWif('bob')]);
    const other = await makeTransaction(node, [transfer('bob', 'alice', '0.0003 CYBER', 'no sig')]);
    const unsigned = packedBody(chain_id, other, []);
    const answers = await client.pushTransactions([good, unsigned]);
    expect(answers[0]?.transaction_id).toMatch(HEX64);
    const refused = answers[1]?.processed;
    expect(refused && 'error' in refused ? String(refused['error']) : '').toMatch(/auth/);
  });
});

describe('net API', () => {
  it('lists peers and reads one, or null', async () => {
    const peers = await client.getConnections();
    expect(peers.length).toBeGreaterThan(0);
    const first = peers[0];
    expect(first).toBeDefined();
    const status = await client.getPeerStatus(first?.peer ?? '');
    expect(status?.peer).toBe(first?.peer);
    expect(await client.getPeerStatus('192.0.2.1:9876')).toBeNull();
  });

  it('connects and disconnects a peer with the node’s messages', async () => {
    const peer = '192.0.2.44:9876';
    expect(await client.connectPeer(peer)).toBe('added connection');
    expect(await client.connectPeer(peer)).toBe('already connected');
    expect((await client.getConnections()).map((p) => p.peer)).toContain(peer);
    expect(await client.disconnectPeer(peer)).toBe('connection removed');
    expect(await client.disconnectPeer(peer)).toBe('no known connection for host');
  });
});

describe('coverage', () => {
  it('exercised every client method', () => {
    const methods = Object.keys(createNodeClient({ baseUrl: 'http://x' })).filter(
      (k) => k !== 'baseUrl',
    );
    expect(methods).toHaveLength(30);
    expect([...called].sort()).toEqual(methods.sort());
  });
});
