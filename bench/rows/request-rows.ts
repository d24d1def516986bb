import type { BenchNode } from '../bench-node.ts';
import { browserOf, log, measure, type BenchApp, type PhaseContext } from '../phase.ts';
import { figure } from '../report.ts';
import { blockPageRequests, dashboardRequests, pageDuplicates } from '../requests.ts';

/** `name ×count, …` of a count per name, most first. */
function counted(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ×${v}`)
    .join(', ');
}

/** Pages opened for the duplicate-request check: every route, on seeded data. */
function pageUrls(bench: BenchNode): string[] {
  const chain = bench.node.chain;
  const trx = chain.block(bench.blockNum)?.receipts.find((r) => typeof r.trx !== 'string')?.trx;
  const trxId = typeof trx === 'object' ? trx.id : undefined;
  return [
    '/',
    '/blocks',
    `/block/${bench.blockNum}`,
    ...(trxId ? [`/block/${bench.blockNum}/tx/${trxId}`] : []),
    '/account/alice',
    '/account/alice/permissions',
    '/account/alice/tokens',
    '/account/dice/contract',
    '/account/dice/tables',
    '/account/dice/tables/bets',
    '/token/cyber.token/CYBER',
    '/producers',
    '/schedule',
    '/deferred',
    '/names?q=alice',
    '/peers',
    '/tools/abi?code=dice&action=bet',
    '/tools/transaction',
    '/settings',
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

/** Every page opened cold: any page asking for the same data twice. */
async function everyPageRows(ctx: PhaseContext, env: BenchApp): Promise<void> {
  await measure(ctx, 'Requests', 'Every page', async () => {
    const urls = pageUrls(env.bench);
    log(`duplicate requests on ${urls.length} pages`);
    const watchMs = ctx.opts.quick ? 3_000 : 4_000;
    const r = await pageDuplicates(browserOf(env), env.app, env.bench.url, urls, watchMs);
    ctx.details['pageRequests'] = r;
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

/** The request phase: a block page, the live dashboard, every page's cold load. */
export async function requestRows(ctx: PhaseContext, env: BenchApp): Promise<void> {
  await blockPageRows(ctx, env);
  await dashboardRows(ctx, env);
  await everyPageRows(ctx, env);
}
