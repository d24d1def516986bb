import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevNode, type DevNode } from '@dev-node/server.ts';
import { createHistoryClient } from '@/api/history-client';
import { createNodeClient, type NodeClient } from '@/api/node-client';
import { createHyperionSource } from '@/history/hyperion-source';
import type { HistorySource } from '@/history/source';
import { openHoldersStore } from '@/storage/holders-store';
import { HoldersReader } from './holders-reader';

let node: DevNode;
let client: NodeClient;
let source: HistorySource;
let db = 0;

beforeAll(async () => {
  node = await createDevNode({ port: 0, manual: true });
  client = createNodeClient({ baseUrl: node.url });
  source = createHyperionSource({
    history: createHistoryClient({ baseUrl: node.url }),
    node: client,
  });
}, 120_000);

afterAll(async () => {
  await node.close();
});

const units = (asset: string) => BigInt(asset.split(' ')[0]?.replace('.', '') ?? '0');

async function reader(symbol: string) {
  const store = await openHoldersStore(`holders-test-${++db}`);
  return { store, reader: new HoldersReader({ node: client, store, code: 'cyber.token', symbol }) };
}

describe('holders reader', () => {
  it('finds every GOLOS holder: their balances add up to the supply', async () => {
    const { reader: r } = await reader('GOLOS');
    await r.run(source);
    const state = r.getState();
    expect(state.phase).toBe('done');
    const stats = await client.getCurrencyStats('cyber.token', 'GOLOS');
    expect(state.meta?.supply).toBe(stats?.supply);
    expect(BigInt(state.meta?.sum ?? '0')).toBe(units(stats?.supply ?? ''));
    const all = await r.all();
    expect(all.reduce((s, h) => s + BigInt(h.s), 0n)).toBe(units(stats?.supply ?? ''));
    // Largest first, each balance the node's.
    const alice = all.find((h) => h.a === 'alice');
    const balance = await client.getCurrencyBalance('cyber.token', 'alice', 'GOLOS');
    expect(`${alice?.amount} GOLOS`).toBe(balance[0]);
    for (let i = 1; i < all.length; i++)
      expect(BigInt(all[i]?.s ?? 0) <= BigInt(all[i - 1]?.s ?? 0)).toBe(true);
    expect(all.every((h) => h.b === state.meta?.lastBlock)).toBe(true);
  }, 120_000);

  it('resumes a cancelled run where it stopped, reading no balance twice', async () => {
    const store = await openHoldersStore(`holders-test-${++db}`);
    let asked = 0;
    const counting: NodeClient = {
      ...client,
      getCurrencyBalance: (...args) => {
        asked++;
        // Cancelled in the middle of reading the balances.
        if (asked === 250) r.cancel();
        return client.getCurrencyBalance(...args);
      },
    };
    const options = { node: counting, store, code: 'cyber.token', symbol: 'GOLOS' };
    const r = new HoldersReader(options);
    await r.run(source);
    expect(r.getState().phase).toBe('cancelled');
    const stopped = r.getState().meta;
    expect(stopped?.read).toBeGreaterThan(0);
    expect(stopped?.read).toBeLessThan(stopped?.accounts ?? 0);

    // Another visit: a new reader over the same store goes on from there.
    const again = new HoldersReader(options);
    await again.load();
    expect(again.getState().meta?.read).toBe(stopped?.read);
    const before = asked;
    await again.run(source);
    const meta = again.getState().meta;
    expect(again.getState().phase).toBe('done');
    expect(asked - before).toBe((meta?.accounts ?? 0) - (stopped?.read ?? 0));
    const stats = await client.getCurrencyStats('cyber.token', 'GOLOS');
    expect(BigInt(meta?.sum ?? '0')).toBe(units(stats?.supply ?? ''));
  }, 120_000);
});
