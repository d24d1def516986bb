import type { Browser } from '@playwright/test';

/**
 * A CDP channel to the page's dedicated worker. Chromium offers no performance.memory in
 * workers, and Playwright no CDP session on a worker: the browser session attaches to the
 * worker's target (non-flat) and relays messages to it.
 */
export async function workerChannel(browser: Browser): Promise<WorkerCdp | undefined> {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const target = targetInfos.find((t) => t.type === 'worker');
  if (!target) {
    await session.detach();
    return undefined;
  }
  const { sessionId } = await session.send('Target.attachToTarget', {
    targetId: target.targetId,
    flatten: false,
  });
  let id = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  session.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number; result?: unknown; error?: unknown };
    if (message.id === undefined) return;
    const w = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error) w?.reject(new Error(JSON.stringify(message.error)));
    else w?.resolve(message.result);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const n = ++id;
        waiting.set(n, { resolve, reject });
        const message = JSON.stringify({ id: n, method, params });
        session.send('Target.sendMessageToTarget', { sessionId, message }).catch(reject);
      }),
    close: () => session.detach().catch(() => undefined),
  };
}

export interface WorkerCdp {
  send(method: string, params?: object): Promise<unknown>;
  close(): Promise<void>;
}

export async function workerHeapAfterGc(worker: WorkerCdp): Promise<number> {
  await worker.send('HeapProfiler.collectGarbage');
  const usage = (await worker.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usage.usedSize;
}
