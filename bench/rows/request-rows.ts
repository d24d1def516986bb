import type { BenchNode } from '../bench-node.ts';
import { ASKS_ALLOWED, TARGETS } from '../config.ts';
import { browserOf, log, measure, round, type BenchApp, type PhaseContext } from '../phase.ts';
import { figure, type Figure } from '../report.ts';
import {
  blockPageRequests,
  dashboardRequests,
  pageRequests,
  type PageRequests,
} from '../requests.ts';

/** `name ×count, …` of a count per name, most first. */
function counted(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ×${v}`)
    .join(', ');
}

/**
 * Pages opened cold for the request figures: every route, on seeded data. `main`: the pages
 * issue 37 counts one by one (each a row); the others share one row.
 */
function benchPages(bench: BenchNode): { path: string; main: boolean }[] {
  const chain = bench.node.chain;
  const trx = chain.block(bench.blockNum)?.receipts.find((r) => typeof r.trx !== 'string')?.trx;
  const trxId = typeof trx === 'object' ? trx.id : undefined;
  const main = [
    '/',
    '/blocks',
    `/block/${bench.blockNum}`,
    ...(trxId ? [`/block/${bench.blockNum}/tx/${trxId}`] : []),
    '/account/alice',
    '/token/cyber.token/CYBER',
    '/producers',
    '/schedule',
    '/deferred',
    '/names?q=alice',
    '/peers',
  ];
  const others = [
    '/account/alice/permissions',
    '/account/alice/tokens',
    '/account/dice/contract',
    '/account/dice/tables',
    '/account/dice/tables/bets',
    '/tools/abi?code=dice&action=bet',
    '/tools/transaction',
    '/settings',
  ];
  return [
    ...main.map((path) => ({ path, main: true })),
    ...others.map((path) => ({ path, main: false })),
  ];
}

/** A cold block page: one get_block, and nothing but the shared get_info besides. */
async function blockPageRows(ctx: PhaseContext, env: BenchApp): Promise<void> {
  await measure(ctx, 'Requests', 'Block page', async () => {
    log('requests of a cold block page');
    const r = await blockPageRequests(browserOf(env), env.app, env.bench, env.block);
    ctx.details['blockPageRequests'] = r;
    ctx.figures.push(
      figure('Requests', `Block page: get_block requests`, r.getBlock, '', { op: '==', value: 1 }),
      figure(
        'Requests',
        'Block page: requests besides get_block and get_info',
        r.others,
        '',
        { op: '==', value: 0 },
        counted(r.counts),
      ),
    );
  });
}

/** The live dashboard: one get_info a second, each new block asked once. */
async function dashboardRows(ctx: PhaseContext, env: BenchApp): Promise<void> {
  await measure(ctx, 'Requests', 'Dashboard', async () => {
    const interval = 3_000;
    log(`dashboard for ${ctx.opts.dashboardSeconds} s, a block every ${interval} ms`);
    const b = browserOf(env);
    const r = await dashboardRequests(b, env.app, env.bench, ctx.opts.dashboardSeconds, interval);
    ctx.details['dashboardRequests'] = r;
    const secs = Math.round(r.seconds);
    const limit = Math.ceil(r.seconds) + 1;
    ctx.figures.push(
      figure(
        'Requests',
        `Dashboard ${secs} s: get_info requests`,
        r.getInfo,
        '',
        { op: '<=', value: limit },
        'one poll a second',
      ),
      figure(
        'Requests',
        `Dashboard ${secs} s: get_block requests`,
        r.getBlock,
        '',
        { op: '<=', value: r.window + r.produced },
        `${r.window}-block window + ${r.produced} new blocks`,
      ),
      figure('Requests', `Dashboard ${secs} s: get_block repeats of a held block`, r.repeats, '', {
        op: '==',
        value: 0,
      }),
    );
    const otherCount = Object.values(r.others).reduce((a, v) => a + v, 0);
    if (otherCount > 0) {
      ctx.figures.push(
        figure(
          'Requests',
          `Dashboard ${secs} s: other requests`,
          otherCount,
          '',
          undefined,
          counted(r.others),
        ),
      );
    }
  });
}

/** The endpoint a page asked most beyond what it may (ASKS_ALLOWED), with its limit. */
function worstAsk(p: PageRequests): { endpoint: string; times: number; limit: number } {
  const allowed = ASKS_ALLOWED[p.url] ?? {};
  const asks = Object.entries(p.asks).map(([endpoint, times]) => ({
    endpoint,
    times,
    limit: allowed[endpoint] ?? TARGETS.asksPerEndpoint,
  }));
  const none = { endpoint: 'none', times: 0, limit: TARGETS.asksPerEndpoint };
  return asks.reduce((a, b) => (b.times - b.limit > a.times - a.limit ? b : a), none);
}

/** One page's row: the endpoint it asked most against its limit, all it asked in the note. */
function pageRow(name: string, p: PageRequests, more = ''): Figure {
  const total = Object.values(p.counts).reduce((a, v) => a + v, 0);
  const worst = worstAsk(p);
  return figure(
    'Requests',
    name,
    worst.times,
    '',
    { op: '<=', value: worst.limit },
    `${worst.endpoint}; ${total} node requests in ${round(p.watchedMs / 1000, 1)} s: ${counted(p.asks) || 'none'}${more}`,
  );
}

/**
 * Every page cold, watched until its requests settle: per main page, the endpoint it asks most
 * (more than TARGETS.asksPerEndpoint times is a page asking once per thing it lists: an N+1);
 * the other pages in one row; and any page asking for the same data twice.
 */
async function everyPageRows(ctx: PhaseContext, env: BenchApp): Promise<void> {
  await measure(ctx, 'Requests', 'Every page', async () => {
    const pages = benchPages(env.bench);
    log(`node requests of a cold load of ${pages.length} pages`);
    const settle = { minMs: ctx.opts.quick ? 3_000 : 4_000, quietMs: 1_500, maxMs: 15_000 };
    const urls = pages.map((p) => p.path);
    const r = await pageRequests(browserOf(env), env.app, env.bench.url, urls, settle);
    ctx.details['pageRequests'] = r;
    process.stdout.write(`${renderPageRequests(r)}\n\n`);
    const main = new Set(pages.filter((p) => p.main).map((p) => p.path));
    for (const p of r.filter((p) => main.has(p.url))) {
      ctx.figures.push(pageRow(`Cold ${short(p.url)}: most requests to one endpoint`, p));
    }
    const others = r.filter((p) => !main.has(p.url));
    if (others.length > 0) {
      const excess = (p: PageRequests) => worstAsk(p).times - worstAsk(p).limit;
      const worst = others.reduce((a, b) => (excess(b) > excess(a) ? b : a));
      const over = others.filter((p) => excess(p) > 0).map((p) => p.url);
      const more = over.length > 1 ? `; over: ${over.join(', ')}` : '';
      const name = `Other ${others.length} pages: most requests to one endpoint (${worst.url})`;
      ctx.figures.push(pageRow(name, worst, more));
    }
    const bad = r.filter((p) => p.duplicates.length > 0);
    ctx.figures.push(
      figure(
        'Requests',
        'Pages requesting the same data twice',
        bad.length,
        `of ${r.length}`,
        { op: '==', value: 0 },
        bad
          .map(
            (p) =>
              `${p.url}: ${p.duplicates.map((d) => `${d.path.split('/').pop()} ×${d.times}`).join(', ')}`,
          )
          .join('; ') || undefined,
      ),
    );
  });
}

/** A page's address with a transaction's or block's 64-hex id shortened, for the table. */
function short(url: string): string {
  return url.replace(/[0-9a-f]{64}/, '<id>');
}

/** Each page's node requests by endpoint, printed above the table. */
function renderPageRequests(pages: readonly PageRequests[]): string {
  const width = Math.max(...pages.map((p) => short(p.url).length));
  return [
    'Node requests of a cold load per page (by endpoint, a poll’s rounds once; settled):',
    ...pages.map((p) => {
      const worst = worstAsk(p);
      const over = worst.times > worst.limit ? 'over' : '    ';
      return `  ${short(p.url).padEnd(width)} ${over} ${counted(p.asks) || 'none'}`;
    }),
  ].join('\n');
}

/** The request phase: a block page, the live dashboard, every page's cold load. */
export async function requestRows(ctx: PhaseContext, env: BenchApp): Promise<void> {
  await blockPageRows(ctx, env);
  await dashboardRows(ctx, env);
  await everyPageRows(ctx, env);
}
