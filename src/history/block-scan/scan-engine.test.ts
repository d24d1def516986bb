import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, HISTORY_BLOCKS, NOTABLE_BLOCKS } from '@dev-node/fixtures.ts';
import { createDevNode, type DevNode } from '@dev-node/server.ts';
import { createNodeClient } from '@/api/node-client';
import { hasPackedTransaction } from '@/api/receipts';
import { firstBlockAtOrAfter, lastBlockAtOrBefore } from '@/history/block-time';
import { clearHistoryStorage, openHistoryStore, type HistoryStore } from './scan-store';
import type { HistoryAction } from '@/api/history-model';
import { runScan, type ScanEvent, type ScanProgress } from './scan-engine';

let node: DevNode;
let chainId: string;

/** A client that records every get_block it sends (number and time) and the most in flight. */
function recordingClient() {
  const blocks: { num: number; at: number }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchStub: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const isBlock = url.endsWith('/get_block');
    if (isBlock && typeof init?.body === 'string') {
      blocks.push({
        num: Number((JSON.parse(init.body) as { block_num_or_id: string }).block_num_or_id),
        at: Date.now(),
      });
    }
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      return await fetch(input, init);
    } finally {
      inFlight -= 1;
    }
  };
  const client = createNodeClient({ baseUrl: node.url, fetch: fetchStub });
  return { client, blocks, maxInFlight: () => maxInFlight };
}

async function devPost(path: string, body: unknown) {
  const res = await fetch(`${node.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return (await res.json()) as unknown;
}

function collect() {
  const events: ScanEvent[] = [];
  const rows: HistoryAction[] = [];
  return {
    events,
    rows,
    onEvent: (e: ScanEvent) => {
      events.push(e);
      if (e.type === 'rows') rows.push(...e.rows);
    },
    progress: () =>
      events.flatMap((e): ScanProgress[] => (e.type === 'progress' ? [e.progress] : [])),
  };
}

/** The dev node's history store, emptied: each test starts with nothing read. */
async function freshStore(): Promise<HistoryStore> {
  await clearHistoryStorage();
  return openHistoryStore(chainId);
}

beforeAll(async () => {
  node = await createDevNode({ port: 0, manual: true });
  chainId = (await createNodeClient({ baseUrl: node.url }).getInfo()).chain_id;
}, 120_000);

afterAll(async () => {
  await node?.close();
});

beforeEach(async () => {
  await devPost('/dev/faults', {});
});

describe('runScan against the dev node', () => {
  it('reads the last 600 blocks newest first, keeps irreversible ones and reports the rest as rows', async () => {
    const store = await freshStore();
    const { client, blocks, maxInFlight } = recordingClient();
    const seen = collect();
    const info = await client.getInfo();
    const result = await runScan({
      node: client,
      store,
      range: { kind: 'last', blocks: 600 },
      target: { account: ACCOUNTS.alice },
      onEvent: seen.onEvent,
    });

    expect(result.reason).toBe('complete');
    expect(result.plan).toMatchObject({
      chainId,
      head: info.head_block_num,
      lib: info.last_irreversible_block_num,
      from: info.head_block_num - 599,
      to: info.head_block_num,
      blocksToRead: 600,
      alreadyRead: 0,
      persistent: true,
    });
    expect(blocks).toHaveLength(600);
    expect(new Set(blocks.map((b) => b.num)).size).toBe(600);
    // Newest first: the first requests are at the head.
    expect(blocks[0]?.num).toBe(info.head_block_num);
    expect(maxInFlight()).toBeLessThanOrEqual(4);
    expect(maxInFlight()).toBeGreaterThan(1);

    expect(await store.readRanges()).toEqual([
      { from: info.head_block_num - 599, to: info.last_irreversible_block_num },
    ]);
    // Rows above LIB were reported, never stored.
    expect(seen.rows.every((r) => r.blockNum > info.last_irreversible_block_num)).toBe(true);
    const final = result.progress;
    expect(final.blocksRead).toBe(600);
    expect(final.readDownTo).toBe(info.head_block_num - 599);
    const stored = await store.accountRows(ACCOUNTS.alice, {}, { limit: 10_000 });
    expect(final.matches).toBe(stored.rows.length + seen.rows.length);
    expect(stored.rows.length).toBeGreaterThan(0);
    store.close();
  });

  it('never fetches an irreversible block twice, for any account, and reads only new blocks next time', async () => {
    const store = await freshStore();
    const first = recordingClient();
    const one = await runScan({
      node: first.client,
      store,
      range: { kind: 'last', blocks: 300 },
      target: { account: ACCOUNTS.bob },
      onEvent: () => undefined,
    });
    await devPost('/dev/produce_block', { count: 40 });

    // Another account, a later visit (the store reopened): only blocks above the old LIB again.
    store.close();
    const reopened = await openHistoryStore(chainId);
    const second = recordingClient();
    const two = await runScan({
      node: second.client,
      store: reopened,
      range: { kind: 'last', blocks: 340 },
      target: { account: ACCOUNTS.carol },
      onEvent: () => undefined,
    });
    const fetched = second.blocks.map((b) => b.num);
    expect(two.plan.to).toBe(one.plan.to + 40);
    expect(Math.min(...fetched)).toBe(one.plan.lib + 1);
    expect(fetched).toHaveLength(two.plan.to - one.plan.lib);
    expect(two.plan.alreadyRead).toBe(one.plan.lib - one.plan.from + 1);
    expect(await reopened.readRanges()).toEqual([{ from: one.plan.from, to: two.plan.lib }]);
    reopened.close();
  });

  it('waits as long as a 429 Retry-After says, then reads every block', async () => {
    const store = await freshStore();
    const { client, blocks } = recordingClient();
    const seen = collect();
    await devPost('/dev/faults', { mode: '429', retryAfter: 1, paths: ['get_block'] });
    const started = Date.now();
    setTimeout(() => void devPost('/dev/faults', {}), 300);
    const result = await runScan({
      node: client,
      store,
      range: { kind: 'last', blocks: 200 },
      onEvent: seen.onEvent,
      progressIntervalMs: 0,
    });
    expect(result.reason).toBe('complete');
    expect(result.progress.blocksRead).toBe(200);
    // The first answers were 429s: nothing was asked again until Retry-After (1 s) had passed.
    const firstTry = blocks[0]?.at ?? started;
    const retries = blocks.filter((b) => b.at > firstTry + 50);
    expect(Math.min(...retries.map((b) => b.at))).toBeGreaterThanOrEqual(firstTry + 950);
    expect(seen.progress().some((p) => p.pausedForSeconds > 0)).toBe(true);
    expect(await store.readRanges()).toEqual([{ from: result.plan.from, to: result.plan.lib }]);
    store.close();
  });

  it('stops on cancel keeping what it read in order, and a resume reads only the rest', async () => {
    const store = await freshStore();
    const first = recordingClient();
    const controller = new AbortController();
    let cancelledAt = 0;
    const cancelled = await runScan({
      node: first.client,
      store,
      range: { kind: 'last', blocks: 1200 },
      signal: controller.signal,
      batchBlocks: 50,
      progressIntervalMs: 0,
      onEvent: (e) => {
        if (e.type === 'progress' && e.progress.blocksRead >= 300 && !cancelledAt) {
          cancelledAt = e.progress.blocksRead;
          controller.abort();
        }
      },
    });
    expect(cancelled.reason).toBe('cancelled');
    expect(cancelled.progress.blocksRead).toBeLessThan(1200);
    const kept = await store.readRanges();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.to).toBe(cancelled.plan.lib);

    const second = recordingClient();
    const resumed = await runScan({
      node: second.client,
      store,
      range: { kind: 'blocks', from: cancelled.plan.from, to: cancelled.plan.to },
      onEvent: () => undefined,
    });
    expect(resumed.reason).toBe('complete');
    const again = second.blocks.map((b) => b.num).filter((n) => n <= cancelled.plan.lib);
    const before = new Set(first.blocks.map((b) => b.num));
    // Nothing kept is read again; the only overlap is what was in flight, not yet kept.
    expect(again.filter((n) => before.has(n) && n >= (kept[0]?.from ?? 0))).toEqual([]);
    expect(await store.readRanges()).toEqual([
      { from: cancelled.plan.from, to: cancelled.plan.lib },
    ]);
    store.close();
  });

  it('finds a transaction by id and stops there', async () => {
    const store = await freshStore();
    const client = createNodeClient({ baseUrl: node.url });
    const block = await client.getBlock(NOTABLE_BLOCKS.transfer);
    const receipt = block.transactions.find(hasPackedTransaction);
    const trxId = receipt?.trx.id ?? '';
    const seen = collect();
    const result = await runScan({
      node: client,
      store,
      range: { kind: 'blocks', from: 1, to: NOTABLE_BLOCKS.transfer + 400 },
      target: { trxId: trxId.toUpperCase() },
      onEvent: seen.onEvent,
    });
    expect(result.reason).toBe('found');
    expect(seen.events).toContainEqual({ type: 'found', trxId, blockNum: NOTABLE_BLOCKS.transfer });
    expect(result.progress.blocksRead).toBeLessThan(460);
    // What was read in order down to the find is kept, so the transaction is in the store.
    expect((await store.transaction(trxId)).rows[0]?.data).toMatchObject({
      from: 'alice',
      to: 'bob',
    });
    store.close();
  });

  it('scans without a store, reporting every target row', async () => {
    const seen = collect();
    const client = createNodeClient({ baseUrl: node.url });
    const result = await runScan({
      node: client,
      store: undefined,
      range: { kind: 'blocks', from: NOTABLE_BLOCKS.transfer - 5, to: NOTABLE_BLOCKS.transfer + 5 },
      target: { account: ACCOUNTS.bob },
      onEvent: seen.onEvent,
    });
    expect(result.plan.persistent).toBe(false);
    expect(seen.rows.map((r) => [r.blockNum, r.contract, r.action])).toContainEqual([
      NOTABLE_BLOCKS.transfer,
      'cyber.token',
      'transfer',
    ]);
    expect(result.progress.matches).toBe(seen.rows.length);
  });

  it('reads a date range by finding its blocks from their timestamps', async () => {
    const store = await freshStore();
    const client = createNodeClient({ baseUrl: node.url });
    const [b100, b200] = await Promise.all([client.getBlock(100), client.getBlock(200)]);
    const result = await runScan({
      node: client,
      store,
      range: { kind: 'dates', from: `${b100.timestamp}Z`, to: b200.timestamp },
      onEvent: () => undefined,
    });
    expect([result.plan.from, result.plan.to]).toEqual([100, 200]);
    expect(result.progress.blocksRead).toBe(101);
    store.close();
  });
});

describe('block times', () => {
  it('finds the block of a time by slot arithmetic, and by bisection across a chain halt', async () => {
    const client = createNodeClient({ baseUrl: node.url });
    const info = await client.getInfo();
    const head = { blockNum: info.head_block_num, timestamp: info.head_block_time };
    // Both sides of the time jump between the fixed history and the last hour.
    for (const n of [
      2,
      5_000,
      HISTORY_BLOCKS - 1_200,
      HISTORY_BLOCKS - 1_199,
      info.head_block_num - 3,
    ]) {
      const block = await client.getBlock(n);
      expect(await firstBlockAtOrAfter(client, block.timestamp, head)).toBe(n);
      expect(await lastBlockAtOrBefore(client, block.timestamp, head)).toBe(n);
    }
    const early = await firstBlockAtOrAfter(client, '2000-01-01T00:00:00Z', head);
    expect(early).toBe(1);
    expect(await firstBlockAtOrAfter(client, '2999-01-01T00:00:00Z', head)).toBe(head.blockNum + 1);
    const halt = await client.getBlock(HISTORY_BLOCKS - 1_200);
    // A time inside the halt falls to the first block after it.
    const inGap = new Date(Date.parse(`${halt.timestamp}Z`) + 60_000).toISOString();
    expect(await firstBlockAtOrAfter(client, inGap, head)).toBe(HISTORY_BLOCKS - 1_199);
    expect(await lastBlockAtOrBefore(client, inGap, head)).toBe(HISTORY_BLOCKS - 1_200);
  });
});
