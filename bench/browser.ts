import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.ts';

export function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS] });
}

/**
 * What "on screen" means for a measurement: the page is at `path` and either `selector` matches
 * an element (whose text contains `text` / matches `pattern`, when given) or the page's text
 * contains `text`. `all` requires every sub-check.
 */
export interface Check {
  path?: string;
  selector?: string;
  text?: string;
  pattern?: string;
  all?: Check[];
}

/**
 * Runs in the page before any of its scripts (plain JS: it is sent as a string). Records long
 * tasks, and offers `__benchWait(check)`: a promise of the `performance.now()` at which the check
 * first holds, tested on every DOM mutation (MutationObserver) — i.e. when the content is inserted.
 */
const INIT_SCRIPT = String.raw`(() => {
  const bench = { longtasks: [], marks: {} };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) { bench.longtaskError = String(e); }
  // Text checks look only at what each mutation added (a page's whole text can be megabytes);
  // once seen, a text stays seen for that wait.
  const holds = (c, added) => {
    if (c.all) return c.all.every((x) => holds(x, added));
    if (c.path && location.pathname !== c.path) return false;
    if (c.selector) {
      const el = document.querySelector(c.selector);
      if (!el) return false;
      const t = el.textContent || '';
      if (c.text && !t.includes(c.text)) return false;
      if (c.pattern && !new RegExp(c.pattern).test(t)) return false;
      return true;
    }
    if (c.text) {
      if (!c.seen) {
        c.seen = added
          ? added.some((n) => (n.textContent || '').includes(c.text))
          : !!document.body && (document.body.textContent || '').includes(c.text);
      }
      return c.seen;
    }
    return true;
  };
  const pending = new Set();
  new MutationObserver((records) => {
    if (pending.size === 0) return;
    const added = [];
    for (const r of records) {
      if (r.type === 'characterData') added.push(r.target);
      else for (const n of r.addedNodes) added.push(n);
    }
    for (const p of Array.from(pending)) {
      if (holds(p.check, added)) { pending.delete(p); p.resolve(performance.now()); }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  window.__benchWait = (check) => new Promise((resolve) => {
    if (holds(check, null)) resolve(performance.now());
    else pending.add({ check, resolve });
  });
  window.__benchMark = (name, check) => {
    window.__benchWait(check).then((t) => { bench.marks[name] = t; });
  };
})();`;

export interface RecordedRequest {
  path: string;
  body: string;
  /** ms since the recorder started. */
  at: number;
}

/** Node requests (not preflights) made by the page, in order. */
export function recordNodeRequests(page: Page, nodeUrl: string): RecordedRequest[] {
  const list: RecordedRequest[] = [];
  const started = Date.now();
  page.on('request', (r) => {
    if (!r.url().startsWith(nodeUrl) || r.method() === 'OPTIONS') return;
    list.push({
      path: new URL(r.url()).pathname,
      body: r.postData() ?? '',
      at: Date.now() - started,
    });
  });
  return list;
}

/** A fresh context (cold: its own cache and storage) with the bench's init script. */
export async function coldContext(
  browser: Browser,
  mark?: { name: string; check: Check },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: benchInitScript(mark) });
  return context;
}

/** The script every bench page runs before its own: long tasks, and the time `mark` first holds. */
export function benchInitScript(mark?: { name: string; check: Check }): string {
  return (
    INIT_SCRIPT +
    (mark
      ? `\nwindow.__benchMark(${JSON.stringify(mark.name)}, ${JSON.stringify(mark.check)});`
      : '')
  );
}

/**
 * Waits until the mark set up by `coldContext` is recorded; returns its performance.now().
 * (Polls inside one page.evaluate: the app's CSP forbids the string eval that waitForFunction uses.)
 */
export async function waitForMark(page: Page, name: string, timeoutMs = 20_000): Promise<number> {
  const script = `new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const t = window.__bench && window.__bench.marks[${JSON.stringify(name)}];
      if (t !== undefined) resolve(t);
      else if (Date.now() - started > ${timeoutMs}) reject(new Error('timed out waiting for ' + ${JSON.stringify(name)} + ' on ' + location.href));
      else setTimeout(tick, 20);
    };
    tick();
  })`;
  return Number(await page.evaluate(script));
}

/**
 * Runs `trigger` in the page (a click on `selector`, or history.back()) and returns the ms from
 * the trigger to the check holding.
 */
export async function timeInPage(
  page: Page,
  trigger: { selector: string } | { back: true },
  check: Check,
  timeoutMs = 15_000,
): Promise<number> {
  const script = `(async () => {
    const trigger = ${JSON.stringify(trigger)};
    const done = window.__benchWait(${JSON.stringify(check)});
    const t0 = performance.now();
    if (trigger.back) history.back();
    else {
      const el = document.querySelector(trigger.selector);
      if (!el) throw new Error('no element ' + trigger.selector);
      el.click();
    }
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('timed out waiting for ' + ${JSON.stringify(JSON.stringify(check))})), ${timeoutMs}));
    const t1 = await Promise.race([done, timeout]);
    return t1 - t0;
  })()`;
  return Number(await page.evaluate(script));
}

/** Long tasks recorded in the page since `since` (performance.now() ms). */
export async function longTasksSince(
  page: Page,
  since: number,
): Promise<{ start: number; duration: number }[]> {
  const all = await page.evaluate<{ start: number; duration: number }[]>(
    'window.__bench.longtasks',
  );
  return all.filter((t) => t.start >= since);
}

/**
 * Scrolls `target` (window, or the element matching a selector) to the bottom in steps of `step`
 * px per animation frame (for at most `maxMs`), then jumps to the top, the end and the top again
 * (as dragging the scrollbar does). Returns the performance.now() at the start and end, and the
 * frames drawn.
 */
export async function scrollThrough(
  page: Page,
  target: 'window' | { selector: string },
  step: number,
  maxMs = 15_000,
): Promise<{ start: number; end: number; frames: number; scrolled: number }> {
  const script = `(async () => {
    const target = ${JSON.stringify(target)};
    const el = target === 'window' ? document.scrollingElement : document.querySelector(target.selector);
    if (!el) throw new Error('nothing to scroll');
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const start = performance.now();
    let frames = 0;
    let scrolled = 0;
    const max = () => el.scrollHeight - el.clientHeight;
    while (el.scrollTop < max() - 1 && performance.now() - start < ${maxMs}) {
      const before = el.scrollTop;
      el.scrollTop = before + ${step};
      scrolled += el.scrollTop - before;
      await frame();
      frames++;
    }
    for (const to of [0, 1e9, 0]) {
      el.scrollTop = to;
      await frame(); await frame();
      frames += 2;
    }
    await new Promise((r) => setTimeout(r, 300));
    return { start, end: performance.now(), frames, scrolled };
  })()`;
  return page.evaluate<{ start: number; end: number; frames: number; scrolled: number }>(script);
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** A reader of the page's main-thread JS heap in bytes (CDP `JSHeapUsedSize`). */
export async function pageHeapReader(
  context: BrowserContext,
  page: Page,
): Promise<() => Promise<number>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  };
}
