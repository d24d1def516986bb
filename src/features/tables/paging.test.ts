import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICE } from '@dev-node/fixtures.ts';
import { createDevNode, type DevNode } from '@dev-node/server.ts';
import { createNodeClient, type NodeClient, type TableRowsParams } from '@/api/node-client';
import { isJsonObject } from '@/api/json-object';
import { tableBrowserQueries } from '@/queries/table-browser';
import { buildBound } from './bound-values';
import { describeTable, findIndex } from './index-model';

let node: DevNode;
let client: NodeClient;
/** Genesis rows plus the bets placed in blocks: what the node's table holds at the head. */
let rowCount = 0;

beforeAll(async () => {
  node = await createDevNode({ port: 0, manual: true });
  client = createNodeClient({ baseUrl: node.url });
  rowCount = node.chain.state.tables.require(DICE.account, DICE.table).rowCount(DICE.scope);
}, 120_000);

afterAll(async () => {
  await node?.close();
});

/** Loads every page, as "load more" would, and returns the rows' ids in order. */
async function pageAll(params: TableRowsParams, fields: string[]): Promise<number[]> {
  const qc = new QueryClient();
  // Fetches page after page until getNextPageParam says there is none (or 200 pages).
  const data = await qc.fetchInfiniteQuery({
    ...tableBrowserQueries.pages(client, params, fields),
    pages: 200,
  });
  return data.pages.flatMap((p) =>
    p.rows.map((r) => (isJsonObject(r) ? Number(r['id']) : Number.NaN)),
  );
}

async function diceModel() {
  const abi = (await client.getAbi(DICE.account)).abi;
  if (!abi) throw new Error('dice has no ABI');
  const model = describeTable(abi, DICE.table);
  if (!model) throw new Error('no bets table');
  return model;
}

const base = { code: DICE.account, scope: DICE.scope, table: DICE.table };

describe('table browser paging by next', () => {
  it('walks the whole table in pages with no row skipped or repeated', async () => {
    const ids = await pageAll({ ...base, index: 'primary', limit: 300 }, ['id']);
    expect(ids).toHaveLength(rowCount);
    expect(ids).toEqual(Array.from({ length: rowCount }, (_, i) => i + 1));
  }, 60_000);

  it('walks it in reverse the same way', async () => {
    const ids = await pageAll({ ...base, index: 'primary', limit: 250, reverse: true }, ['id']);
    expect(ids).toEqual(Array.from({ length: rowCount }, (_, i) => rowCount - i));
  }, 60_000);

  it('pages a composite index between completed bounds (player = alice), both ways', async () => {
    const model = await diceModel();
    const index = findIndex(model, 'byplayer')!;
    const lo = buildBound({ player: 'alice' }, index, 'cyberway', 'lower');
    const hi = buildBound({ player: 'alice' }, index, 'cyberway', 'upper');
    if (!lo.ok || !hi.ok) throw new Error('bad bounds');
    const params = { ...base, index: 'byplayer', lowerBound: lo.bound, upperBound: hi.bound };
    const oneCall = await client.getTableRows({ ...params, limit: 1000 });
    const expected = oneCall.rows.map((r) => (isJsonObject(r) ? Number(r['id']) : Number.NaN));
    expect(oneCall.more).toBe(false);
    expect(expected.length).toBeGreaterThan(700);
    expect(expected).toEqual([...expected].sort((a, b) => a - b));
    const fields = index.fields.map((f) => f.path);
    expect(await pageAll({ ...params, limit: 37 }, fields)).toEqual(expected);
    expect(await pageAll({ ...params, limit: 41, reverse: true }, fields)).toEqual(
      [...expected].reverse(),
    );
  }, 60_000);

  it('pages a descending index (amount ↓, id) in order', async () => {
    const all = await pageAll({ ...base, index: 'primary', limit: 1000 }, ['id']);
    expect(all).toHaveLength(rowCount);
    const rows = await pageAll({ ...base, index: 'byamount', limit: 333 }, [
      'amount._amount',
      'id',
    ]);
    expect(rows).toHaveLength(rowCount);
    expect(new Set(rows).size).toBe(rowCount);
  }, 60_000);
});
