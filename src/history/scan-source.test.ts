import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, NOTABLE_BLOCKS } from '@dev-node/fixtures.ts';
import { createDevNode, type DevNode } from '@dev-node/server.ts';
import { createNodeClient, type NodeClient } from '@/api/node-client';
import { hasPackedTransaction } from '@/api/receipts';
import { isJsonObject } from '@/api/json-object';
import { clearHistoryStorage, openHistoryStore } from '@/history/block-scan/scan-store';
import type { HistoryAction } from '@/api/history-model';
import type { ScanController, ScanState } from '@/history/block-scan/scan-controller';
import { serveScans } from '@/history/block-scan/scan-worker-host';
import { describeReach } from '@/features/history/describe-reach';
import type { HistorySource } from './source';
import { openHistorySource } from './sources';

let node: DevNode;
let client: NodeClient;
let source: HistorySource;

function inProcessWorker() {
  const channel = new MessageChannel();
  serveScans(channel.port1, {
    createNode: (baseUrl) => createNodeClient({ baseUrl }),
    openStore: openHistoryStore,
  });
  channel.port1.start();
  channel.port2.start();
  return {
    postMessage: (m: unknown) => channel.port2.postMessage(m),
    addEventListener: (type: 'message', l: (e: MessageEvent) => void) =>
      channel.port2.addEventListener(type, l),
    terminate: () => {
      channel.port1.close();
      channel.port2.close();
    },
  };
}

function finished(scan: ScanController): Promise<ScanState> {
  return new Promise((resolve) => {
    const unsubscribe = scan.subscribe(() => {
      const s = scan.getState();
      if (s.status !== 'running') {
        unsubscribe();
        resolve(s);
      }
    });
  });
}

async function allActivity(account: string, limit: number): Promise<HistoryAction[]> {
  const rows: HistoryAction[] = [];
  let cursor: string | undefined;
  do {
    const page = await source.activity({ account }, { cursor, limit });
    rows.push(...page.rows);
    cursor = page.next;
  } while (cursor);
  return rows;
}

beforeAll(async () => {
  node = await createDevNode({ port: 0, manual: true });
  client = createNodeClient({ baseUrl: node.url });
  await clearHistoryStorage();
  source = await openHistorySource({
    node: client,
    historyUrl: null,
    spawnScanWorker: inProcessWorker,
  });
}, 120_000);

afterAll(async () => {
  source?.scan?.dispose();
  await node?.close();
});

describe('scan source', () => {
  it('is one source per node, with a scan controller, and reaches nothing before a scan', async () => {
    expect(source.kind).toBe('scan');
    expect(source.id).toBe('blocks');
    expect(await openHistorySource({ node: client, historyUrl: null })).toBe(source);
    expect(describeReach(await source.reach())).toBe('no blocks of this node read yet');
    expect(await source.activity({ account: ACCOUNTS.alice }, { limit: 10 })).toEqual({
      rows: [],
      next: undefined,
      total: undefined,
    });
  });

  it('answers activity from the kept rows and the scan’s unkept ones, newest first, without repeats', async () => {
    const scan = source.scan;
    if (!scan) throw new Error('the scan source has a controller');
    const info = await client.getInfo();
    scan.start({ kind: 'last', blocks: 400 }, { account: ACCOUNTS.alice });
    const state = await finished(scan);
    expect(state.status).toBe('complete');

    const rows = await allActivity(ACCOUNTS.alice, 7);
    expect(rows.length).toBe(state.progress?.matches);
    const order = rows.map((r) => r.blockNum);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    const keys = rows.map((r) => `${r.trxId}/${r.actionIndex}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows.some((r) => r.blockNum > info.last_irreversible_block_num)).toBe(
      state.unstoredRows.length > 0,
    );
    // Each row really is alice's, by the block's own content.
    for (const row of rows.slice(0, 5)) {
      const block = await client.getBlock(row.blockNum);
      const trx = block.transactions
        .filter(hasPackedTransaction)
        .find((t) => t.trx.id.toLowerCase() === row.trxId);
      const action = trx?.trx.transaction.actions[row.actionIndex ?? -1];
      expect(action?.name).toBe(row.action);
      expect(JSON.stringify(action)).toContain('"alice"');
    }

    const reach = await source.reach();
    expect(describeReach(reach)).toBe(
      `blocks ${(info.head_block_num - 399).toLocaleString('en-US')}–${info.head_block_num.toLocaleString('en-US')} of this node read`,
    );
  });

  it('finds a transaction by id in what was read, and the creator of an account created there', async () => {
    const scan = source.scan;
    if (!scan) throw new Error('the scan source has a controller');
    scan.start({
      kind: 'blocks',
      from: NOTABLE_BLOCKS.transfer - 50,
      to: NOTABLE_BLOCKS.transfer + 700,
    });
    await finished(scan);
    const block = await client.getBlock(NOTABLE_BLOCKS.transfer);
    const id = block.transactions.find(hasPackedTransaction)?.trx.id ?? '';
    const trx = await source.transaction(id.toUpperCase());
    expect(trx).toMatchObject({
      trxId: id.toLowerCase(),
      blockNum: NOTABLE_BLOCKS.transfer,
      source: 'scan',
    });
    expect(trx?.actions[0]?.data).toMatchObject({ memo: 'fixture: alice pays bob' });
    expect(await source.transaction('0'.repeat(64))).toBeNull();

    // Some account created in the blocks read (the dev node's random history has newaccounts).
    const store = await openHistoryStore((await client.getInfo()).chain_id);
    const created = (await store.accountRows('cyber', { action: 'newaccount' }, { limit: 1 }))
      .rows[0];
    store.close();
    expect(created).toBeDefined();
    if (!created || !isJsonObject(created.data)) return;
    const name = String(created.data['name']);
    const creator = String(created.data['creator']);
    expect(await source.creator(name)).toEqual({
      account: name,
      creator,
      trxId: created.trxId,
      blockNum: created.blockNum,
      timestamp: created.timestamp,
    });
    const byCreator = await source.createdAccounts(creator, { limit: 100 });
    expect(byCreator.accounts.map((a) => a.name)).toContain(name);
    expect(await source.creator('nobalance')).toBeNull();
  });
});
