import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevNode } from './server.ts';
import { at, call, startTestNode } from './test-helpers.ts';

/*
 * --block-log-from: a node whose block log was trimmed answers get_block only from that block on,
 * by number or id, while the history service still tells of the older blocks' transactions.
 */

let node: DevNode;
beforeAll(async () => void (node = await startTestNode({ blockLogFrom: 11_000 })), 60_000);
afterAll(() => node.close());

const getBlock = (ref: string | number) =>
  call(node, '/v1/chain/get_block', { block_num_or_id: ref });

describe('a trimmed block log', () => {
  it('answers unknown_block_exception below its first block, by number or id, and blocks from it on', async () => {
    const kept = await getBlock(11_000);
    expect(kept.status).toBe(200);
    const old = await getBlock(10_999);
    expect(old.status).toBe(400);
    expect(at(old.json, 'error', 'name')).toBe('unknown_block_exception');
    expect(at(old.json, 'error', 'details', 0, 'message')).toBe('Could not find block: 10999');
    const id = String(node.chain.block(500)?.id);
    expect((await getBlock(id)).status).toBe(400);
  });

  it('leaves the history service its transactions of the older blocks', async () => {
    const res = await fetch(`${node.url}/v2/history/get_actions?limit=1&sort=asc`);
    expect(res.status).toBe(200);
    const action = at(await res.json(), 'actions', 0);
    const trxId = String(at(action, 'trx_id'));
    const found = await fetch(`${node.url}/v2/history/get_transaction?id=${trxId}`);
    expect(found.status).toBe(200);
    const blockNum = Number(at(action, 'block_num'));
    expect(blockNum).toBeLessThan(11_000);
    expect((await getBlock(blockNum)).status).toBe(400);
  });
});
