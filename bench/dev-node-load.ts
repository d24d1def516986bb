import autocannon from 'autocannon';
import { DICE } from '../dev-node/src/fixtures.ts';
import { createDevNode } from '../dev-node/src/server.ts';

/**
 * Fallback for when dev-node/bench.ts (the dev node's own bench, `benchDevNode()`) is missing:
 * autocannon on loopback against an in-process node, 4 s per operation. No --scale memory figure.
 */
export async function loadDevNode(): Promise<Record<string, number>> {
  const node = await createDevNode({ port: 0, manual: true });
  const load = async (path: string, body: object) => {
    const result = await autocannon({
      url: `${node.url}${path}`,
      method: 'POST',
      body: JSON.stringify(body),
      connections: 32,
      pipelining: 4,
      duration: 4,
    });
    return Math.round(result.requests.average);
  };
  try {
    await load('/v1/chain/get_block', { block_num_or_id: 12000 });
    return {
      get_info_rps: await load('/v1/chain/get_info', {}),
      get_block_rps: await load('/v1/chain/get_block', { block_num_or_id: 12000 }),
      get_table_rows_limit100_rps: await load('/v1/chain/get_table_rows', {
        code: DICE.account,
        scope: DICE.scope,
        table: DICE.table,
        index: 'byplayer',
        lower_bound: { player: 'alice' },
        limit: 100,
        json: true,
      }),
    };
  } finally {
    await node.close();
  }
}
