import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable, Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.ts';
import { benchInitScript, median } from './browser.ts';
import { bareFetchRead, FIRST_ROW_CHECK } from './history.ts';

/*
 * The history figures again as a person's browser gets them: in a Chromium that no DevTools
 * client listens to (readBlocksWithoutDevTools says what that costs).
 */

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
  const init = benchInitScript({ name: 'row', check: FIRST_ROW_CHECK });
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
