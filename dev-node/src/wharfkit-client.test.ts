import { API, APIClient, Asset, Name, Serializer } from '@wharfkit/antelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, BALANCES, DICE, NOTABLE_BLOCKS } from './fixtures.ts';
import type { DevNode } from './server.ts';
import { replayedBalance, startTestNode } from './test-helpers.ts';

let node: DevNode;
let client: APIClient;
beforeAll(async () => {
  node = await startTestNode();
  client = new APIClient({ url: node.url });
}, 60_000);
afterAll(() => node.close());

describe("wharfkit's APIClient decodes the dev node's answers", () => {
  it('get_info', async () => {
    const info = await client.v1.chain.get_info();
    expect(info.head_block_num.toNumber()).toBe(node.chain.headNum());
    expect(info.head_block_id.hexString).toBe(node.chain.head().id);
  });

  it('get_block, with block_extensions', async () => {
    // wharfkit declares the field as one optional `block_extension` (not an array) and does not
    // register that type, so its own get_block fails on every CyberWay block (all carry
    // `block_extensions: []`). The rest decodes with its type; the field as an array of
    // block_extension, registered here.
    const raw = await client.call<Record<string, unknown>>({
      path: '/v1/chain/get_block',
      params: { block_num_or_id: NOTABLE_BLOCKS.transfer },
    });
    const { block_extensions: extensions, ...rest } = raw;
    const block = Serializer.decode({ object: rest, type: API.v1.GetBlockResponse });
    expect(block.block_num.toNumber()).toBe(NOTABLE_BLOCKS.transfer);
    expect(block.producer).toBeInstanceOf(Name);
    expect(block.transactions.length).toBe(1);
    expect(
      Serializer.decode({
        object: extensions,
        type: 'block_extension[]',
        customTypes: [API.v1.BlockExtension],
      }),
    ).toEqual([]);
  });

  it('get_abi', async () => {
    const abi = await client.v1.chain.get_abi('cyber.token');
    expect(abi.account_name).toBe('cyber.token');
    expect(abi.abi?.structs.some((s) => s.name === 'transfer')).toBe(true);
  });

  it('get_currency_balance', async () => {
    const balances = await client.v1.chain.get_currency_balance('cyber.token', ACCOUNTS.alice);
    expect(balances.map((b) => b.toString())).toEqual([
      replayedBalance(node.chain, ACCOUNTS.alice, BALANCES.alice.CYBER),
      replayedBalance(node.chain, ACCOUNTS.alice, BALANCES.alice.GOLOS),
    ]);
    expect(balances[0]).toBeInstanceOf(Asset);
  });

  it('get_table_rows', async () => {
    const rows = await client.v1.chain.get_table_rows({
      code: DICE.account,
      scope: DICE.scope,
      table: DICE.table,
      limit: 5,
    });
    expect(rows.rows.length).toBe(5);
    expect(rows.more).toBe(true);
  });
});
