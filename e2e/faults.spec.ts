import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { ownDevNodeForTests, setDevNodeFaults } from './own-dev-node';

/**
 * A broken node, fault by fault (dev-node/README.md, /dev/faults). Faults are global to a node, so
 * this file runs its own dev node and opens the explorer with ?node=<it>; the tests run one at a
 * time
 * (files are not fully parallel: one worker runs this file's tests in order).
 */

const ownNode = ownDevNodeForTests(['--port', '0', '--manual']);
const setFaults = (spec: Record<string, unknown>) => setDevNodeFaults(ownNode.url(), spec);

test.afterEach(async () => {
  await setFaults({});
});

/** Client-side navigation, as a click on an in-app link would do: the query cache survives. */
async function goTo(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

interface PageCase {
  path: string;
  /** Something only the loaded data shows. */
  data: (page: Page) => Locator;
  /** Whether the page asks the node again when revisited (immutable blocks, fresh data do not). */
  refetches: boolean;
}

const PAGES: PageCase[] = [
  {
    path: '/',
    // A block number, linked: the chain panel's head (its skeleton links nothing).
    data: (page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /^[\d,]+$/ })
        .first(),
    refetches: true,
  },
  {
    path: '/block/100',
    data: (page) => page.getByRole('main').getByText('Producer signature'),
    refetches: false,
  },
  {
    path: '/account/dice/tables/bets',
    data: (page) => page.getByText(/50 rows loaded/),
    refetches: true,
  },
  {
    path: '/producers',
    data: (page) => page.getByRole('table', { name: 'Producers' }).locator('tbody tr').first(),
    // Fresh for longer than this test waits: shown from the cache without asking.
    refetches: false,
  },
  {
    path: '/peers',
    data: (page) => page.getByRole('main').getByText('seed1.cyberway.dev:9876').first(),
    refetches: true,
  },
  // Last: the page sits here while the node recovers (it does not poll by itself).
  {
    path: '/account/alice',
    // A balance as the node answers it (the blocks move alice's, so no fixed amount).
    data: (page) =>
      page
        .getByRole('main')
        .getByText(/\d[\d,]*\.\d{4} CYBER/)
        .first(),
    refetches: true,
  },
];

interface FaultCase {
  mode: string;
  spec: Record<string, unknown>;
  /** The title of the message: what went wrong. */
  title: RegExp;
  /** The specifics: which request and why. */
  detail: RegExp;
  /** What to do. */
  hint: RegExp;
  /**
   * Walk every page (one fault of each kind: retried, never retried, no answer at all), or only
   * the dashboard and the last page: the pages treat every fault of a kind alike, and each walk
   * costs the retries' backoff on every page.
   */
  everyPage?: true;
}

const FAULTS: FaultCase[] = [
  {
    mode: '5xx',
    spec: { mode: '5xx' },
    everyPage: true,
    title: /The node reported an error/,
    detail: /\/v1\/chain\/get_info answered 503: .*injected fault: 5xx/,
    hint: /try again or use another node/,
  },
  {
    mode: 'html',
    spec: { mode: 'html' },
    title: /The node \(or a proxy in front of it\) failed/,
    detail: /HTTP 502 from http:\/\/[\d.:]+\/v1\/chain\/get_info: “502 Bad Gateway/,
    hint: /A gateway could not reach nodeos/,
  },
  {
    mode: 'truncated',
    spec: { mode: 'truncated' },
    title: /The node's answer was cut off/,
    detail: /\/v1\/chain\/get_info started to answer \(HTTP 200\), but the connection closed/,
    hint: /choose another node in Settings/,
  },
  {
    mode: 'malformed',
    spec: { mode: 'malformed' },
    title: /The node's answer is not JSON/,
    detail: /\/v1\/chain\/get_info answered: “\{"head_block_num": 12/,
    hint: /Check the URL in Settings/,
  },
  {
    mode: 'wrong-shape',
    spec: { mode: 'wrong-shape' },
    everyPage: true,
    title: /Unexpected answer from the node/,
    detail:
      /\/v1\/chain\/get_info answered with a shape the explorer does not understand \(.*chain_id/,
    hint: /version or fork the explorer does not support/,
  },
  {
    mode: 'no-cors',
    spec: { mode: 'no-cors' },
    title: /The node blocks browser requests \(CORS\)/,
    detail: /answered \/v1\/chain\/get_info, but without an access-control-allow-origin header/,
    hint: /Enable CORS on the node/,
  },
  {
    mode: '429',
    spec: { mode: '429', retryAfter: 1 },
    title: /The node is busy/,
    detail: /\/v1\/chain\/get_info answered 429/,
    hint: /Try again in 1 s/,
  },
  {
    mode: 'net-off',
    spec: { mode: 'net-off' },
    everyPage: true,
    title: /Can't reach the node/,
    detail: /The request to http:\/\/[\d.:]+\/v1\/chain\/get_info failed before any answer arrived/,
    hint: /Check the URL in Settings and that the node is running/,
  },
  {
    mode: 'timeout',
    spec: { mode: 'timeout' },
    title: /The node did not answer in time/,
    detail: /gave no answer to \/v1\/chain\/get_info within 2 s/,
    hint: /overloaded, syncing or far away/,
  },
];

/** config.json of the deployment: a 2 s time limit, so the timeout cases do not take minutes. */
async function shortTimeLimit(page: Page) {
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { requestTimeoutMs: 2_000 } }),
  );
}

test.describe('under every fault, each page explains, keeps its data and recovers', () => {
  for (const fault of FAULTS) {
    test(`${fault.mode}`, async ({ page }) => {
      test.setTimeout(180_000);
      await shortTimeLimit(page);
      await page.goto(`/?node=${encodeURIComponent(ownNode.url())}`);
      const pages = fault.everyPage ? PAGES : [PAGES[0]!, PAGES[PAGES.length - 1]!];
      for (const p of pages) {
        await goTo(page, p.path);
        await expect(p.data(page)).toBeVisible();
      }

      await setFaults(fault.spec);
      // Past the 5 s freshness window, so revisited pages ask the node again.
      await page.waitForTimeout(5_500);

      const nodeProblem = page.getByRole('status', { name: 'Node problem' });
      for (const p of pages) {
        await goTo(page, p.path);
        await expect(p.data(page)).toBeVisible();
        if (p.path === '/') {
          // The dashboard says it in its chain panel, over the (stale) head it still shows.
          const stale = page.getByRole('main').getByRole('status').filter({ hasText: 'Stale' });
          await expect(stale.first()).toContainText(fault.title, { timeout: 30_000 });
          await expect(stale.first()).toContainText(fault.detail);
          await expect(stale.first()).toContainText(fault.hint);
        } else {
          await expect(nodeProblem).toContainText(fault.title, { timeout: 30_000 });
          await expect(nodeProblem).toContainText(fault.detail);
          await expect(nodeProblem).toContainText(fault.hint);
          await expect(nodeProblem).toContainText('Pages keep showing what they last loaded');
          if (p.refetches) {
            const stale = page
              .getByRole('main')
              .getByRole('status')
              .filter({ hasText: 'Stale: showing data from' });
            await expect(stale.first()).toContainText(fault.title, { timeout: 30_000 });
            await expect(stale.first()).toContainText(fault.hint);
          }
        }
        await expect(p.data(page)).toBeVisible();
      }
      await expect(
        page.getByRole('link', { name: /^Node [\d.:]+: (Failing|Unreachable)/ }),
      ).toBeVisible();

      // The node recovers; the page (account, which does not poll by itself) follows, no reload.
      await setFaults({});
      await expect(nodeProblem).toBeHidden({ timeout: 20_000 });
      await expect(page.getByRole('main').getByText('Stale: showing data from')).toHaveCount(0, {
        timeout: 20_000,
      });
      await expect(page.getByRole('link', { name: /^Node [\d.:]+: Online/ })).toBeVisible();
      await expect(PAGES[PAGES.length - 1]!.data(page)).toBeVisible();
    });
  }
});

/** Every state the header's node status has shown from now on ("Online", "Unreachable", …). */
async function recordNodeStates(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const states: string[] = [];
    (window as unknown as { nodeStates: string[] }).nodeStates = states;
    const record = () => {
      const label = document
        .querySelector('header a[aria-label^="Node "]')
        ?.getAttribute('aria-label');
      const state = /^Node [^:]+:[^:]+: ([^.—]+)/.exec(label ?? '')?.[1]?.trim();
      if (state && states[states.length - 1] !== state) states.push(state);
    };
    record();
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { nodeStates: string[] }).nodeStates);
}

test.describe('a node that is down', () => {
  test('is "Unreachable" at once and stays so, every panel says why, and all recovers', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await setFaults({ mode: 'net-off' });
    await page.goto(`/?node=${encodeURIComponent(ownNode.url())}`);
    const status = page.getByRole('link', { name: /^Node [\d.:]+: / });
    // Before the retries' backoff (1 s + 2 s) is over: the first refused connection says it all.
    await expect(status).toHaveAccessibleName(/: Unreachable — Can't reach the node/, {
      timeout: 2_000,
    });
    const main = page.getByRole('main');
    for (const what of ['the chain head', 'the producers', 'the latest blocks']) {
      const panel = main.getByRole('alert').filter({ hasText: `Could not load ${what}` });
      await expect(panel).toContainText("Can't reach the node", { timeout: 2_000 });
      await expect(panel).toContainText(
        /The request to http:\/\/[\d.:]+\/v1\/chain\/get_info failed/,
      );
      await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
    }
    await expectAccessible(page);

    // The explorer keeps asking (the head poll, with its retries), quietly: the status never
    // goes back to "Connecting…" and the panels never back to skeletons.
    const states = await recordNodeStates(page);
    const asked = recordCalls(page, 'get_info');
    await page.waitForTimeout(8_000);
    expect(asked.length).toBeGreaterThan(2);
    expect(await states()).toEqual(['Unreachable']);
    await expect(main.getByRole('alert')).toHaveCount(3);
    // (An error keeps its skeleton's place, unseen: only a skeleton in sight counts.)
    await expect(main.getByText(/^Loading/).filter({ visible: true })).toHaveCount(0);

    await goTo(page, '/blocks');
    const blocks = main.getByRole('alert').filter({ hasText: 'Could not load the chain head' });
    await expect(blocks).toContainText("Can't reach the node", { timeout: 2_000 });
    await expect(blocks.getByRole('button', { name: 'Try again' })).toBeVisible();

    // Back: everything follows by itself, and the status says so.
    await setFaults({});
    await expect(status).toHaveAccessibleName(/: Online/, { timeout: 10_000 });
    await expect(main.getByRole('table', { name: 'Blocks, newest first' })).toBeVisible();
    await goTo(page, '/');
    await expect(main.getByText('Producing now')).toBeVisible();
    await expect(main.getByRole('table', { name: 'Latest blocks, newest first' })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    expect(await states()).toEqual(['Unreachable', 'Online']);
  });
});

/**
 * POSTs the page sends to one node operation (for one block, when given), with their times (the
 * dashboard the tests start on fetches its own window of blocks meanwhile).
 */
function recordCalls(page: Page, operation: string, blockNum?: number): number[] {
  const times: number[] = [];
  page.on('request', (r) => {
    if (
      r.method() === 'POST' &&
      r.url().endsWith(`/v1/chain/${operation}`) &&
      (blockNum === undefined || (r.postData() ?? '').includes(`"${blockNum}"`))
    ) {
      times.push(Date.now());
    }
  });
  return times;
}

function gaps(times: number[]): number[] {
  return times.slice(1).map((t, i) => t - (times[i] ?? t));
}

test.describe('retry discipline', () => {
  test.beforeEach(async ({ page }) => {
    await shortTimeLimit(page);
    await page.goto(`/?node=${encodeURIComponent(ownNode.url())}`);
    await expect(PAGES[0]!.data(page)).toBeVisible();
  });

  test('a 5xx is retried twice with backoff, then explained; the page recovers by itself', async ({
    page,
  }) => {
    await setFaults({ mode: '5xx', paths: ['get_block'] });
    const calls = recordCalls(page, 'get_block', 101);
    await goTo(page, '/block/101');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load block 101' });
    await expect(alert).toContainText('The node reported an error', { timeout: 15_000 });
    await expect(alert).toContainText('/v1/chain/get_block answered 503');
    expect(calls).toHaveLength(3);
    const [first, second] = gaps(calls);
    // 1 s, then 2 s. The request events are seen by the test, not sent by it: a busy machine can
    // see the first retry late, which shortens the second gap by as much, so the second wait is
    // checked as the time from the first request to the last.
    expect(first).toBeGreaterThanOrEqual(900);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(2_900);
    await setFaults({});
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Block 101');
    await expect(alert).toBeHidden({ timeout: 15_000 });
  });

  test('a 429 waits for Retry-After before each retry', async ({ page }) => {
    await setFaults({ mode: '429', retryAfter: 2, paths: ['get_block'] });
    const calls = recordCalls(page, 'get_block', 102);
    await goTo(page, '/block/102');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load block 102' });
    await expect(alert).toContainText('The node is busy', { timeout: 15_000 });
    await expect(alert).toContainText('Try again in 2 s');
    expect(calls).toHaveLength(3);
    for (const gap of gaps(calls)) expect(gap).toBeGreaterThanOrEqual(1_900);
  });

  test('a timeout is explained at once and retried, saying which request took too long', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await setFaults({ mode: 'timeout', paths: ['get_block'] });
    const calls = recordCalls(page, 'get_block', 103);
    await goTo(page, '/block/103');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load block 103' });
    await expect(alert).toContainText('The node did not answer in time', { timeout: 30_000 });
    await expect(alert).toContainText('gave no answer to /v1/chain/get_block within 2 s');
    // Said after the first time limit, not after all three: the retries go on behind it.
    expect(calls.length).toBeLessThan(3);
    await expect.poll(() => calls.length, { timeout: 15_000 }).toBe(3);
    await expect(alert).toContainText('The node did not answer in time');
  });

  test('an answer of the wrong shape is never retried', async ({ page }) => {
    await setFaults({ mode: 'wrong-shape', paths: ['get_block'] });
    const calls = recordCalls(page, 'get_block', 104);
    await goTo(page, '/block/104');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load block 104' });
    await expect(alert).toContainText('Unexpected answer from the node');
    await expect(alert).toContainText('/v1/chain/get_block answered with a shape');
    // Longer than a retry backoff and the recovery poll: still the one request.
    await page.waitForTimeout(6_000);
    expect(calls).toHaveLength(1);
  });

  test('malformed JSON is never retried', async ({ page }) => {
    await setFaults({ mode: 'malformed', paths: ['get_block'] });
    const calls = recordCalls(page, 'get_block', 105);
    await goTo(page, '/block/105');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load block 105' });
    await expect(alert).toContainText("The node's answer is not JSON");
    await page.waitForTimeout(6_000);
    expect(calls).toHaveLength(1);
  });

  test('a 4xx (unknown block) is never retried', async ({ page }) => {
    const calls = recordCalls(page, 'get_block', 99999999);
    await goTo(page, '/block/99999999');
    await expect(page.getByRole('main')).toContainText(
      /not (been )?produced|not found|does not exist/i,
    );
    await page.waitForTimeout(6_000);
    expect(calls).toHaveLength(1);
  });

  test('a node without CORS headers is named as such and not retried at once', async ({ page }) => {
    await setFaults({ mode: 'no-cors', paths: ['get_block'] });
    const calls = recordCalls(page, 'get_block', 106);
    await goTo(page, '/block/106');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load block 106' });
    await expect(alert).toContainText('The node blocks browser requests (CORS)');
    await expect(alert).toContainText('access-control-allow-origin');
    await page.waitForTimeout(3_000);
    expect(calls).toHaveLength(1);
    // It is configuration, which can change: the page comes back once the node sends the headers.
    await setFaults({});
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Block 106', {
      timeout: 15_000,
    });
    await expect(alert).toBeHidden({ timeout: 15_000 });
  });
});
