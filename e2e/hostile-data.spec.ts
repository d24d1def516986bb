import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_NODE_URL } from './ports';

/**
 * A node can send anything. Every string from it must show as text: markup and script injected
 * into memos, action data, ABI text, table rows, peer agents, producer URLs and error messages
 * never runs, and no link built from node data points anywhere but an in-app path or http(s).
 */
const IMG = '<img src=x onerror=window.__pwned=1>';
const SCRIPT = '<script>window.__pwned=1</script>';
const PAYLOAD = `${IMG}${SCRIPT}`;
const JS_URL = 'javascript:window.__pwned=1';

type Json = Record<string, unknown>;

function isRecord(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Answers `operation` with the dev node's real answer, changed by `mutate`. */
async function tamper(page: Page, operation: string, mutate: (json: unknown) => void) {
  await page.route(`**/v1/*/${operation}`, async (route: Route) => {
    const response = await route.fetch();
    const json: unknown = await response.json();
    mutate(json);
    await route.fulfill({ response, body: JSON.stringify(json) });
  });
}

async function expectNothingRan(page: Page) {
  // Give an injected onerror (a failed image load) time to fire.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
  expect(await page.locator('main img[src="x"], main script:not([src])').count()).toBe(0);
}

test.describe('hostile data from the node', () => {
  test('a memo in a block and its transaction shows as text', async ({ page }) => {
    let trxId = '';
    await tamper(page, 'get_block', (block) => {
      if (!isRecord(block) || !Array.isArray(block['transactions'])) return;
      for (const t of block['transactions'] as unknown[]) {
        const trx = isRecord(t) ? t['trx'] : undefined;
        if (!isRecord(trx) || !isRecord(trx['transaction'])) continue;
        trxId = String(trx['id']);
        const actions = trx['transaction']['actions'];
        if (!Array.isArray(actions)) continue;
        for (const a of actions as unknown[]) {
          if (isRecord(a) && isRecord(a['data']) && 'memo' in a['data'])
            a['data']['memo'] = PAYLOAD;
        }
      }
    });
    await page.goto('/block/100');
    await page
      .getByRole('button', { name: /^Show actions of transaction/ })
      .first()
      .click();
    await expect(page.getByText(PAYLOAD).filter({ visible: true }).first()).toBeVisible();
    await expectNothingRan(page);
    expect(trxId).not.toBe('');
    await page.goto(`/block/100/tx/${trxId}`);
    await expect(page.getByText(PAYLOAD).filter({ visible: true }).first()).toBeVisible();
    await expectNothingRan(page);
  });

  test('ABI comment, ricardian text and clauses show as text', async ({ page }) => {
    await tamper(page, 'get_abi', (answer) => {
      if (!isRecord(answer) || !isRecord(answer['abi'])) return;
      const abi = answer['abi'];
      abi['____comment'] = `comment ${PAYLOAD}`;
      abi['ricardian_clauses'] = [{ id: 'clause', body: `clause ${PAYLOAD}` }];
      const actions = abi['actions'];
      if (Array.isArray(actions) && isRecord(actions[0]))
        actions[0]['ricardian_contract'] = `ricardian ${PAYLOAD}`;
    });
    await page.goto('/account/cyber.token/contract');
    await expect(
      page.getByText(`comment ${PAYLOAD}`).filter({ visible: true }).first(),
    ).toBeVisible();
    await page.locator('summary', { hasText: 'Ricardian contract' }).first().click();
    await expect(
      page.getByText(`ricardian ${PAYLOAD}`).filter({ visible: true }).first(),
    ).toBeVisible();
    // The clauses sit in a closed section: their element holds the markup as text, not as elements.
    const clause = page.getByText(`clause ${PAYLOAD}`).first();
    expect(await clause.textContent()).toContain(`clause ${PAYLOAD}`);
    expect(await clause.locator('img, script').count()).toBe(0);
    await expectNothingRan(page);
  });

  test('table rows show as text', async ({ page }) => {
    await tamper(page, 'get_table_rows', (answer) => {
      if (!isRecord(answer) || !Array.isArray(answer['rows'])) return;
      for (const row of answer['rows'] as unknown[]) {
        if (isRecord(row) && 'memo' in row) row['memo'] = PAYLOAD;
      }
    });
    await page.goto('/account/dice/tables/bets');
    await expect(page.getByText(PAYLOAD).filter({ visible: true }).first()).toBeVisible();
    await expectNothingRan(page);
  });

  test('peer agent names show as text', async ({ page }) => {
    await tamper(page, 'connections', (answer) => {
      if (!Array.isArray(answer)) return;
      for (const c of answer as unknown[]) {
        if (isRecord(c) && isRecord(c['last_handshake'])) c['last_handshake']['agent'] = PAYLOAD;
      }
    });
    await page.goto('/peers');
    await expect(page.getByText(PAYLOAD).filter({ visible: true }).first()).toBeVisible();
    await expectNothingRan(page);
  });

  test('producer URLs: http(s) become links, anything else stays text', async ({ page }) => {
    await tamper(page, 'get_producers', (answer) => {
      if (!isRecord(answer) || !Array.isArray(answer['rows'])) return;
      const rows = answer['rows'] as unknown[];
      if (isRecord(rows[0])) rows[0]['url'] = JS_URL;
      if (isRecord(rows[1])) rows[1]['url'] = PAYLOAD;
      if (isRecord(rows[2])) rows[2]['url'] = 'https://producer.example/bp.json';
    });
    // Every candidate on one page, whatever their rank.
    await page.goto('/producers?limit=50');
    const table = page.getByRole('table', { name: 'Producers' });
    await expect(table.getByText(JS_URL)).toBeVisible();
    await expect(table.getByRole('link', { name: JS_URL })).toHaveCount(0);
    await expect(table.getByText(PAYLOAD)).toBeVisible();
    await expect(
      table.getByRole('link', { name: 'https://producer.example/bp.json' }),
    ).toHaveAttribute('href', 'https://producer.example/bp.json');
    await expectNothingRan(page);
  });

  test("a node's error message shows as text", async ({ page }) => {
    await page.route('**/v1/chain/get_account', (route) =>
      route.fulfill({
        status: 500,
        headers: { 'access-control-allow-origin': '*' },
        json: {
          code: 500,
          message: `Internal ${SCRIPT}`,
          error: {
            code: 0,
            name: 'exception',
            what: IMG,
            details: [{ message: `detail ${PAYLOAD}` }],
          },
        },
      }),
    );
    await page.goto('/account/alice');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load account alice' });
    await expect(alert).toContainText(`detail ${PAYLOAD}`);
    await expect(alert).toContainText(IMG);
    await expectNothingRan(page);
  });
});

test.describe('site security', () => {
  test('the built index.html has a CSP (scripts from itself and the two hashed start scripts, any node)', () => {
    const html = readFileSync('dist/index.html', 'utf8');
    const csp = /<meta[^>]+http-equiv="Content-Security-Policy"[^>]+content="([^"]+)"/i.exec(
      html,
    )?.[1];
    expect(csp).toBeDefined();
    const policy = (csp ?? '').replace(/&#39;|&#x27;/g, "'").replace(/&quot;/g, '"');
    const directives = new Map(
      policy.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('connect-src')).toContain('*');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attrs = '', body = '']) => !/\bsrc=/.test(attrs) || body.trim() !== '',
    );
    // Two inline scripts, the theme painter and the start failure's message, and the policy
    // allows their exact texts and nothing else.
    const bodies = inline.map(([, , body = '']) => body);
    expect(bodies).toEqual([
      expect.stringContaining('prefers-color-scheme'),
      expect.stringContaining('could not be loaded'),
    ]);
    const hashes = bodies.map((b) => `'sha256-${createHash('sha256').update(b).digest('base64')}'`);
    expect(directives.get('script-src')).toEqual(["'self'", ...hashes]);
  });

  test('the CSP is enforced: an injected inline script does not run', async ({ page }) => {
    await page.goto('/settings');
    const violations = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener(
            'securitypolicyviolation',
            (e) => resolve(e.violatedDirective),
            {
              once: true,
            },
          );
          const s = document.createElement('script');
          s.textContent = 'window.__pwned = 1';
          document.body.append(s);
        }),
    );
    expect(await violations).toMatch(/^script-src/);
    expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
  });

  test('a ?node= link is never saved: the saved node stays, and one click goes back to it', async ({
    page,
    context,
  }) => {
    await page.goto('/settings');
    await page.evaluate((url) => localStorage.setItem('explorer.node', url), E2E_NODE_URL);
    // What this browser remembers of each node's chain (kept blocks' namespace, refreshed by
    // every get_info of the saved node, also from the other tab) is a cache, not a saved choice;
    // so is the list of recent nodes, which records the saved node once it has answered.
    const saved = () =>
      page.evaluate(
        (url) =>
          JSON.stringify(
            Object.entries(localStorage)
              .filter(([key]) => key !== `explorer-chain:${url}` && key !== 'explorer.recentNodes')
              .sort(),
          ),
        E2E_NODE_URL,
      );
    const before = await saved();

    await page.goto('/blocks?node=http://127.0.0.1:9');
    const banner = page.getByRole('region', { name: 'Node from link' });
    await expect(banner).toContainText('You are viewing data from http://127.0.0.1:9');
    await expect(page.getByRole('link', { name: /^Node 127\.0\.0\.1:9:/ })).toBeVisible();
    expect(await saved()).toBe(before);

    // Another visit (a new tab) without the parameter uses the saved node.
    const other = await context.newPage();
    await other.goto('/blocks');
    await expect(other.getByRole('region', { name: 'Node from link' })).toHaveCount(0);
    await expect(other.getByRole('link', { name: /Node 127\.0\.0\.1:\d+: Online/ })).toBeVisible();
    await other.close();

    // One click back in the linked tab.
    await banner.getByRole('button', { name: /Back to 127\.0\.0\.1:\d+/ }).click();
    await expect(banner).toBeHidden();
    await expect(page).not.toHaveURL(/node=/);
    await expect(page.getByRole('link', { name: /Node 127\.0\.0\.1:\d+: Online/ })).toBeVisible();
    expect(await saved()).toBe(before);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('127.0.0.1:9"');
  });
});
