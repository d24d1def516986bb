import type { Browser, Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable, Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.ts';
import { benchInitScript, coldContext, median, waitForMark } from './browser.ts';

import { createDevNode } from '../dev-node/src/server.ts';
import { BENCH_SEED } from './config.ts';

/** Issue 20's figures: the block scan's speed and memory, and the service's first row. */
export interface ScanBench {
  blocks: number;
  /** get_block of the range, 4 at a time straight from Node, before the scan: the node's cold speed. */
  nodeColdBlocksPerSecond: number;
  /** The same range again from Node, warmed: what the dev node serves to a plain client. */
  nodeWarmBlocksPerSecond: number;
  /** The same range from the page with bare fetch() (4 in flight, no parsing): the browser's own ceiling. */
  browserBlocksPerSecond: number;
  ms: number;
  blocksPerSecond: number;
  /** Largest JS heap of the page's main thread while the scan ran, MB (CDP JSHeapUsedSize). */
  pageHeapPeakMb: number;
  /** The page's JS heap before the scan started, MB. */
  pageHeapStartMb: number;
  /** The scan worker's heap, MB (CDP Runtime.getHeapUsage on the worker's target, after GC). */
  worker: WorkerHeap | undefined;
}

export interface WorkerHeap {
  samples: { atMs: number; blocksRead: number; mb: number }[];
  peakMb: number;
  /** Heap a tenth into the scan and at its end, after GC: "flat" is their difference. */
  earlyMb: number;
  lastMb: number;
}

/**
 * Ends a browser started with `detached: true` and everything it started. Debian's
 * `chromium-headless-shell` is a shell script: killing only the process spawned kills the script
 * and leaves the browser running (and, on this 2-core machine, skewing every later figure).
 */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

/**
 * Asks the node for blocks head−count+1..head, 4 at a time; returns blocks/s. The dev node signs a
 * history block (producer and transaction signatures, a few ms each) the first time it is asked
 * for; a real node serves stored blocks. Warming them first makes the scan's figure the
 * explorer's, and this one the dev node's.
 */
async function readBlocksFromNode(nodeUrl: string, count: number): Promise<number> {
  const info = (await (
    await fetch(`${nodeUrl}/v1/chain/get_info`, { method: 'POST', body: '{}' })
  ).json()) as { head_block_num: number };
  const head = info.head_block_num;
  let next = head;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next > head - count) {
        const num = next--;
        const res = await fetch(`${nodeUrl}/v1/chain/get_block`, {
          method: 'POST',
          body: JSON.stringify({ block_num_or_id: num }),
        });
        await res.arrayBuffer();
      }
    }),
  );
  return Math.round(count / ((Date.now() - started) / 1000));
}

/**
 * An expression reading the last `count` blocks with bare fetch(), 4 in flight, no parsing:
 * what the browser itself manages, no app code. Its value: blocks/s.
 */
function bareFetchRead(nodeUrl: string, count: number): string {
  return `(async () => {
    const node = ${JSON.stringify(nodeUrl)};
    const info = await (await fetch(node + '/v1/chain/get_info', { method: 'POST', body: '{}' })).json();
    let next = info.head_block_num;
    const stop = next - ${count};
    const t0 = performance.now();
    await Promise.all([0, 1, 2, 3].map(async () => {
      while (next > stop) {
        const n = next--;
        const res = await fetch(node + '/v1/chain/get_block', { method: 'POST', body: JSON.stringify({ block_num_or_id: n }) });
        await res.arrayBuffer();
      }
    }));
    return Math.round(${count} / ((performance.now() - t0) / 1000));
  })()`;
}

/** bareFetchRead from the app's page, with Playwright attached. */
async function readBlocksFromPage(page: Page, nodeUrl: string, count: number): Promise<number> {
  const script = bareFetchRead(nodeUrl, count);
  // A string, not a function: the app's CSP allows no eval, and page.evaluate of a string is CDP's.
  return page.evaluate<number>(script);
}

/**
 * The same bare fetch() reads from a page of a Chromium that no DevTools client is attached to.
 * Playwright's Network domain reports every request of the page and its workers, which costs the
 * browser about half its request rate on a 2-core machine; a person's browser pays nothing of it.
 * The page reports its rate to a server of this process. The best of three rounds (the first
 * opens the connections).
 */
export async function readBlocksWithoutDevTools(
  chromiumPath: string,
  nodeUrl: string,
  count: number,
): Promise<number> {
  const page = `<!doctype html><title>bare fetch</title><script type="module">
    const rates = [];
    for (let round = 0; round < 3; round++) rates.push(await ${bareFetchRead(nodeUrl, count)});
    await fetch('/rate', { method: 'POST', body: String(Math.max(...rates)) });
  </script>`;
  let report: (rate: number) => void = () => undefined;
  const rate = new Promise<number>((resolve) => (report = resolve));
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/rate') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        res.end();
        report(Number(body));
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const profile = await mkdtemp(join(tmpdir(), 'bench-bare-'));
  const chromium = spawn(
    chromiumPath,
    ['--headless', ...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, `http://127.0.0.1:${port}/`],
    { stdio: 'ignore', detached: true },
  );
  try {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the bare fetch page never reported')), 120_000);
    });
    return await Promise.race([rate, timeout]).finally(() => clearTimeout(timer));
  } finally {
    killGroup(chromium);
    server.close();
    await rm(profile, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * A Chromium driven through its DevTools pipe with the Runtime domain only: unlike Playwright,
 * nothing asks it to report network events, so requests cost what they cost a person.
 */
async function pipeBrowser(chromiumPath: string) {
  const profile = await mkdtemp(join(tmpdir(), 'bench-pipe-'));
  const child = spawn(
    chromiumPath,
    ['--headless', ...CHROMIUM_FLAGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'], detached: true },
  );
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  let id = 0;
  let buffered = '';
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  fromBrowser.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
      };
      buffered = buffered.slice(end + 1);
      const w = message.id === undefined ? undefined : waiting.get(message.id);
      if (!w || message.id === undefined) continue;
      waiting.delete(message.id);
      if (message.error) w.reject(new Error(message.error.message));
      else w.resolve(message.result);
    }
  });
  const send = <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const n = ++id;
      waiting.set(n, { resolve: resolve as (v: unknown) => void, reject });
      toBrowser.write(JSON.stringify({ id: n, method, params, sessionId }) + '\0');
    });
  return {
    /**
     * Opens `url` in a new tab, with `initScript` run before the page's own scripts; returns an
     * evaluator of expressions (awaited) in it, and a close of the tab and its context (a page
     * left open keeps asking the node every second, and slows every later load).
     */
    async open(url: string, initScript?: string) {
      // A context of its own: caches and storage as cold as a new profile's, the browser warm.
      const { browserContextId } = await send<{ browserContextId: string }>(
        'Target.createBrowserContext',
      );
      const { targetId } = await send<{ targetId: string }>('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', {
        targetId,
        flatten: true,
      });
      if (initScript) {
        // Page events are the tab's lifecycle, not its requests: no cost per request.
        await send('Page.enable', {}, sessionId);
        await send('Page.addScriptToEvaluateOnNewDocument', { source: initScript }, sessionId);
      }
      await send('Page.navigate', { url }, sessionId);
      const evaluate = async <T>(expression: string): Promise<T> => {
        const r = await send<{ result: { value: T }; exceptionDetails?: { text: string } }>(
          'Runtime.evaluate',
          { expression, awaitPromise: true, returnByValue: true },
          sessionId,
        );
        if (r.exceptionDetails)
          throw new Error(`in the page: ${JSON.stringify(r.exceptionDetails)}`);
        return r.result.value;
      };
      const close = async () => {
        await send('Target.closeTarget', { targetId }).catch(() => undefined);
        await send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
      };
      return { evaluate, close };
    },
    async close() {
      killGroup(child);
      await rm(profile, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}

/**
 * The app's block scan as a person's browser runs it: the Activity tab with no service, the
 * range chosen, "Read blocks" pressed and timed inside the page until "Done", in a Chromium with
 * no DevTools client listening to its requests (see pipeBrowser). Blocks/s.
 */
export async function scanSpeedWithoutDevTools(
  chromiumPath: string,
  app: string,
  nodeUrl: string,
  blocks: number,
): Promise<number> {
  const browser = await pipeBrowser(chromiumPath);
  try {
    const link = `node=${encodeURIComponent(nodeUrl)}&history=off`;
    const { evaluate } = await browser.open(`${app}/account/alice/activity?${link}`);
    // The tab opens on about:blank and then navigates: wait for the app's own document.
    for (let i = 0; ; i++) {
      const ready = await evaluate<boolean>(
        `document.readyState === 'complete' && location.href.startsWith(${JSON.stringify(app)})`,
      ).catch(() => false);
      if (ready) break;
      if (i > 300) throw new Error('the app did not load');
      await new Promise((r) => setTimeout(r, 100));
    }
    const ms = await evaluate<number>(`(async () => {
      const find = () => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Read blocks');
      for (let i = 0; !find(); i++) {
        if (i > 600) throw new Error('no "Read blocks" button on ' + location.href);
        await new Promise((r) => setTimeout(r, 50));
      }
      const select = find().form.querySelector('select');
      select.value = ${JSON.stringify(String(blocks))};
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 100));
      const done = () => document.body.textContent.includes('Done: every block of the range is read.');
      const t0 = performance.now();
      find().click();
      await new Promise((resolve) => {
        const check = () => (done() ? resolve() : setTimeout(check, 10));
        check();
      });
      return performance.now() - t0;
    })()`);
    return Math.round(blocks / (ms / 1000));
  } finally {
    await browser.close();
  }
}

/**
 * firstActivityRow in a Chromium with no DevTools client listening to its requests, as a
 * person's browser loads the page: a new browser context for each load (cold caches).
 */
export async function firstActivityRowWithoutDevTools(
  chromiumPath: string,
  app: string,
  serviceUrl: string,
  runs: number,
): Promise<{ medianMs: number; samples: number[] }> {
  const samples: number[] = [];
  const init = benchInitScript({
    name: 'row',
    check: { path: '/account/alice/activity', selector: 'tbody tr[data-index="0"]' },
  });
  const browser = await pipeBrowser(chromiumPath);
  try {
    for (let i = 0; i <= runs; i++) {
      const url = `${app}/account/alice/activity?history=${encodeURIComponent(serviceUrl)}`;
      const tab = await browser.open(url, init);
      let at: number | undefined;
      try {
        for (let tries = 0; at === undefined; tries++) {
          if (tries > 400) throw new Error('no first activity row in 20 s');
          await new Promise((r) => setTimeout(r, 50));
          at = await tab
            .evaluate<number | undefined>('window.__bench ? window.__bench.marks.row : undefined')
            .catch(() => undefined);
        }
      } finally {
        await tab.close();
      }
      // Load 0 warms the machine (disk cache, Chromium's first start-up): not counted.
      if (i > 0) samples.push(Math.round(at));
    }
  } finally {
    await browser.close();
  }
  return { medianMs: median(samples), samples };
}

/**
 * A CDP channel to the page's dedicated worker. Chromium offers no performance.memory in
 * workers, and Playwright no CDP session on a worker: the browser session attaches to the
 * worker's target (non-flat) and relays messages to it.
 */
async function workerChannel(browser: Browser): Promise<WorkerCdp | undefined> {
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

interface WorkerCdp {
  send(method: string, params?: object): Promise<unknown>;
  close(): Promise<void>;
}

async function workerHeapAfterGc(worker: WorkerCdp): Promise<number> {
  await worker.send('HeapProfiler.collectGarbage');
  const usage = (await worker.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usage.usedSize;
}

/**
 * Reads the last `blocks` blocks of the chain for alice's activity, as a person would (the
 * Activity tab with no service, "Read blocks"), and times it from the click to "Done". The scan
 * runs in the app's worker with its 4 requests in flight, keeping what it reads in IndexedDB.
 * `warm`: read the range from Node first (the figure is then the explorer's, not the dev node's
 * first signing of each block); `heapEveryMs`: sample the worker's heap after GC that often.
 */
export async function scanSpeed(
  browser: Browser,
  app: string,
  nodeUrl: string,
  blocks: number,
  opts: { warm?: boolean; heapEveryMs?: number } = {},
): Promise<ScanBench> {
  const warm = opts.warm ?? true;
  // A few blocks more than the range: the scan plans its range from the head it reads.
  const nodeColdBlocksPerSecond = warm ? await readBlocksFromNode(nodeUrl, blocks + 20) : 0;
  const nodeWarmBlocksPerSecond = warm ? await readBlocksFromNode(nodeUrl, blocks + 20) : 0;
  const context = await coldContext(browser);
  let worker: WorkerCdp | undefined;
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    };
    const link = `node=${encodeURIComponent(nodeUrl)}&history=off`;
    await page.goto(`${app}/account/alice/activity?${link}`);
    const browserBlocksPerSecond = warm ? await readBlocksFromPage(page, nodeUrl, blocks) : 0;
    const scan = page.getByRole('group', { name: /No history service is configured/ });
    await scan.getByLabel('Blocks to read').selectOption(String(blocks));
    const start = await heap();
    let pagePeak = start;
    const sampler = setInterval(() => {
      void heap().then((h) => (pagePeak = Math.max(pagePeak, h)));
    }, 250);
    const t0 = Date.now();
    await scan.getByRole('button', { name: 'Read blocks' }).click();
    const samples: WorkerHeap['samples'] = [];
    let heapSampling: Promise<void> = Promise.resolve();
    const readCount = async () => {
      const text = (await scan.textContent()) ?? '';
      return Number(/([\d,]+) of [\d,]+ blocks/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
    };
    if (opts.heapEveryMs) {
      const every = opts.heapEveryMs;
      heapSampling = (async () => {
        // The worker starts with the first scan.
        for (let i = 0; i < 100 && !worker; i++) {
          worker = await workerChannel(browser);
          if (!worker) await page.waitForTimeout(50);
        }
        while (worker && !(await scan.getByText('Done:').isVisible())) {
          const used = await workerHeapAfterGc(worker).catch(() => undefined);
          if (used !== undefined) {
            samples.push({ atMs: Date.now() - t0, blocksRead: await readCount(), mb: mb(used) });
          }
          await page.waitForTimeout(every);
        }
      })();
    }
    await scan
      .getByText('Done: every block of the range is read.')
      .waitFor({ timeout: 60 * 60_000 });
    const ms = Date.now() - t0;
    clearInterval(sampler);
    await heapSampling;
    const early = samples.find((s) => s.atMs >= ms / 10) ?? samples[0];
    return {
      blocks,
      nodeColdBlocksPerSecond,
      nodeWarmBlocksPerSecond,
      browserBlocksPerSecond,
      ms,
      blocksPerSecond: Math.round(blocks / (ms / 1000)),
      pageHeapPeakMb: mb(pagePeak),
      pageHeapStartMb: mb(start),
      worker:
        samples.length > 0 && early
          ? {
              samples,
              peakMb: Math.max(...samples.map((s) => s.mb)),
              earlyMb: early.mb,
              lastMb: samples.at(-1)?.mb ?? 0,
            }
          : undefined,
    };
  } finally {
    await worker?.close();
    await context.close();
  }
}

/**
 * A dev node whose chain is at least `blocks` long: the seeded history (12,550 blocks) ending
 * far enough in the past, then blocks made through /dev/produce_block (5,000 a call) until the
 * head is past `blocks`. Only for the heap figure: its produced blocks are signed as they are
 * first read, so the scan over it measures memory, not speed.
 */
export async function startLongChainNode(blocks: number) {
  const margin = 200;
  const node = await createDevNode({
    port: 0,
    seed: BENCH_SEED,
    manual: true,
    // Slots (3 s) enough for every block to make, and then some.
    startMs: Date.now() - (blocks + margin) * 3_000 - 3 * 3_600_000,
  });
  for (;;) {
    const res = await fetch(`${node.url}/dev/produce_block`, {
      method: 'POST',
      body: JSON.stringify({ count: 5_000 }),
    });
    if (!res.ok) throw new Error(`produce_block answered ${res.status}: ${await res.text()}`);
    const head = (await res.json()) as { block_num: number };
    if (head.block_num >= blocks + margin) return { node, head: head.block_num };
  }
}

/**
 * A cold `/account/alice/activity` with a history service: ms from navigation start until the
 * first activity row is in the page, median of `runs` cold loads.
 */
/** One cold load of /account/alice/activity with `serviceUrl` as its history service: ms to the first row. */
export async function coldActivityRow(
  browser: Browser,
  app: string,
  serviceUrl: string,
): Promise<number> {
  const context = await coldContext(browser, {
    name: 'row',
    check: { path: '/account/alice/activity', selector: 'tbody tr[data-index="0"]' },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${app}/account/alice/activity?history=${encodeURIComponent(serviceUrl)}`);
    return await waitForMark(page, 'row');
  } finally {
    await context.close();
  }
}

export async function firstActivityRow(
  browser: Browser,
  app: string,
  serviceUrl: string,
  runs: number,
): Promise<{ medianMs: number; samples: number[] }> {
  const samples: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const at = await coldActivityRow(browser, app, serviceUrl);
    // Load 0 warms the machine (disk cache, Chromium's first start-up): not counted.
    if (i > 0) samples.push(Math.round(at));
  }
  return { medianMs: median(samples), samples };
}
