import { APIClient, Asset, Name } from '@wharfkit/antelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, BALANCES, DICE, NOTABLE_BLOCKS } from './fixtures.ts';
import type { DevNode } from './server.ts';
import { startTestNode } from './test-helpers.ts';

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

  it('get_block', async () => {
    const block = await client.v1.chain.get_block(NOTABLE_BLOCKS.transfer);
    expect(block.block_num.toNumber()).toBe(NOTABLE_BLOCKS.transfer);
    expect(block.producer).toBeInstanceOf(Name);
    expect(block.transactions.length).toBe(1);
  });

  it('get_abi', async () => {
    const abi = await client.v1.chain.get_abi('cyber.token');
    expect(abi.account_name).toBe('cyber.token');
    expect(abi.abi?.structs.some((s) => s.name === 'transfer')).toBe(true);
  });

  it('get_currency_balance', async () => {
    const balances = await client.v1.chain.get_currency_balance('cyber.token', ACCOUNTS.alice);
    expect(balances.map((b) => b.toString())).toEqual([BALANCES.alice.CYBER, BALANCES.alice.GOLOS]);
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
