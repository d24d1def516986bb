import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '@dev-node/fixtures.ts';
import { createDevNode, type DevNode } from '@dev-node/server.ts';
import { createNodeClient } from '@/api/node-client';
import { clearHistoryStorage, openHistoryStore } from './scan-store';
import { createScanController, type ScanController, type ScanState } from './scan-controller';
import { serveScans } from './scan-worker-host';

let node: DevNode;
let chainId: string;

/** The worker's code on one end of a MessageChannel, the controller on the other. */
function inProcessWorker() {
  const channel = new MessageChannel();
  serveScans(channel.port1, {
    createNode: (baseUrl, timeoutMs) =>
      createNodeClient({ baseUrl, ...(timeoutMs !== undefined ? { timeoutMs } : {}) }),
    openStore: openHistoryStore,
  });
  channel.port1.start();
  channel.port2.start();
  let terminated = false;
  return {
    worker: {
      postMessage: (m: unknown) => channel.port2.postMessage(m),
      addEventListener: (type: 'message', l: (e: MessageEvent) => void) =>
        channel.port2.addEventListener(type, l),
      terminate: () => {
        terminated = true;
        channel.port1.close();
        channel.port2.close();
      },
    },
    isTerminated: () => terminated,
  };
}

function until(controller: ScanController, done: (s: ScanState) => boolean): Promise<ScanState> {
  return new Promise((resolve) => {
    const check = () => {
      const s = controller.getState();
      if (done(s)) {
        unsubscribe();
        resolve(s);
      }
    };
    const unsubscribe = controller.subscribe(check);
    check();
  });
}

beforeAll(async () => {
  node = await createDevNode({ port: 0, manual: true });
  chainId = (await createNodeClient({ baseUrl: node.url }).getInfo()).chain_id;
  await clearHistoryStorage();
}, 120_000);

afterAll(async () => {
  await node?.close();
});

describe('scan controller and worker protocol', () => {
  it('runs a scan in the worker and folds its messages into state: plan, progress, end', async () => {
    const { worker, isTerminated } = inProcessWorker();
    let spawned = 0;
    const controller = createScanController({
      nodeUrl: node.url,
      chainId,
      spawn: () => {
        spawned += 1;
        return worker;
      },
    });
    expect(controller.getState().status).toBe('idle');
    expect(spawned).toBe(0);
    const revisions: number[] = [];
    controller.subscribe(() => revisions.push(controller.getState().revision));

    controller.start({ kind: 'last', blocks: 150 }, { account: ACCOUNTS.alice });
    expect(controller.getState().status).toBe('running');
    const end = await until(controller, (s) => s.status !== 'running');
    expect(end.status).toBe('complete');
    expect(end.plan?.blocksToRead).toBe(150);
    expect(end.progress?.blocksRead).toBe(150);
    // Target rows above LIB arrive as unstored rows, newest first.
    const unstored = end.unstoredRows.map((r) => r.blockNum);
    expect(unstored).toEqual([...unstored].sort((a, b) => b - a));
    expect(end.unstoredRows.every((r) => r.blockNum > (end.plan?.lib ?? 0))).toBe(true);
    expect(revisions.at(-1)).toBeGreaterThan(1);
    expect(spawned).toBe(1);
    controller.dispose();
    expect(isTerminated()).toBe(true);
  });

  it('cancels, then resumes over the same blocks reading only what was not kept', async () => {
    const { worker } = inProcessWorker();
    const controller = createScanController({ nodeUrl: node.url, chainId, spawn: () => worker });
    controller.start({ kind: 'last', blocks: 500 });
    await until(controller, (s) => (s.progress?.blocksRead ?? 0) >= 100);
    controller.cancel();
    const cancelled = await until(controller, (s) => s.status !== 'running');
    expect(cancelled.status).toBe('cancelled');
    const readFirst = cancelled.progress?.blocksRead ?? 0;
    expect(readFirst).toBeLessThan(500);

    controller.resume();
    expect(controller.getState().range).toEqual({
      kind: 'blocks',
      from: cancelled.plan?.from,
      to: cancelled.plan?.to,
    });
    const resumed = await until(controller, (s) => s.status !== 'running');
    expect(resumed.status).toBe('complete');
    expect(resumed.plan?.alreadyRead).toBeGreaterThan(0);
    expect((resumed.plan?.blocksToRead ?? 0) + (resumed.plan?.alreadyRead ?? 0)).toBe(500);
    controller.dispose();
  });

  it('reports a node it cannot reach as a failure with where and why', async () => {
    const { worker } = inProcessWorker();
    const controller = createScanController({
      nodeUrl: 'http://127.0.0.1:9',
      chainId,
      timeoutMs: 2_000,
      spawn: () => worker,
    });
    controller.start({ kind: 'last', blocks: 10 });
    const failed = await until(controller, (s) => s.status !== 'running');
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatchObject({
      name: 'NodeUnreachableError',
      baseUrl: 'http://127.0.0.1:9',
      endpoint: '/v1/chain/get_info',
    });
    controller.dispose();
  });
});
