import { launchBrowser } from '../browser.ts';
import { buildAnchor } from '../build.ts';
import { ANCHOR_OUT_DIR, ANCHOR_PORT, BENCH_NODE_URL, BENCH_OUT_DIR, TARGETS } from '../config.ts';
import { lighthouseSideBySide, type LighthouseResult } from '../lighthouse.ts';
import { log, measure, round, type BenchApp, type PhaseContext } from '../phase.ts';
import { aimFigure, notMeasured, type Figure } from '../report.ts';
import { serveStatic, type StaticServer } from '../static-server.ts';
import { benchCertificate } from '../tls.ts';

function describe(r: LighthouseResult): string {
  const lcp = round(r.metrics['largest-contentful-paint'] ?? Number.NaN);
  const tbt = round(r.metrics['total-blocking-time'] ?? Number.NaN);
  const cls = r.metrics['cumulative-layout-shift'] ?? Number.NaN;
  return `median of ${r.scores.length}: ${r.scores.join(', ')}; LCP ${lcp} ms, TBT ${tbt} ms, CLS ${cls.toFixed(3)}, long tasks ${r.longTasks}`;
}

/**
 * The Lighthouse phase: the dashboard, a block page and an account page (the three issue 32
 * budgets), and the dashboard without a node (issue 37: its requests refused), each
 * `lighthouseRuns` times. The bench's browser is closed meanwhile (it would share the CPU with
 * Lighthouse's trace), then reopened.
 *
 * The score is an aim, printed and never failing the run (issue 37, item 6): Lighthouse's mobile
 * device is this machine's CPU slowed four times, so its score moves with whatever else the two
 * cores run. Each page is therefore run in turn with the same address of the anchor
 * (bench/anchor: React, react-router and TanStack Query drawing one node answer, nothing of the
 * app), and the ratio of the two LCPs is the figure that says how much of the time is the app's
 * own work rather than the libraries' and the machine's. Both are run over the plain server's
 * HTTP/1.1 and again over HTTPS with HTTP/2, as static hosts and CDNs serve a site: the app's
 * pages come in many small chunks, which queue for HTTP/1.1's six connections to one host.
 */
export async function lighthouseRows(ctx: PhaseContext, env: BenchApp | undefined): Promise<void> {
  const { opts } = ctx;
  const pages = [
    { path: '/', name: '/', blocked: [] },
    { path: `/block/${env?.block.num ?? 0}`, name: `/block/${env?.block.num ?? 0}`, blocked: [] },
    { path: '/account/alice', name: '/account/alice', blocked: [] },
    { path: '/', name: '/ without a node', blocked: [`${BENCH_NODE_URL}/*`] },
  ];
  const aim = { op: '>=', value: TARGETS.lighthouse } as const;
  const ratioAim = { op: '<=', value: TARGETS.lighthouseLcpOfAnchor } as const;
  const notMeasuredRows = (name: string, protocol: Protocol, note: string) => {
    const rows = rowNames(name, protocol);
    ctx.figures.push(
      { ...notMeasured('Speed', rows.score, 'score', note), aim },
      { ...notMeasured('Speed', rows.ratio, '×', note), aim: ratioAim },
    );
  };
  if (!opts.lighthouse || !env) {
    const note = opts.quick ? 'skipped (--quick)' : 'skipped';
    for (const { name } of pages) for (const p of PROTOCOLS) notMeasuredRows(name, p, note);
    return;
  }
  await env.browser?.close();
  env.browser = undefined;
  await buildAnchor();
  const tls = benchCertificate();
  if (!tls) log('no openssl: the Lighthouse figures over HTTP/2 are not measured');
  const servers: { protocol: Protocol; ours: StaticServer; anchor: StaticServer }[] = [
    {
      protocol: 'HTTP/1.1',
      ours: env.server,
      anchor: await serveStatic(ANCHOR_OUT_DIR, ANCHOR_PORT),
    },
  ];
  if (tls) {
    servers.push({
      protocol: 'HTTP/2',
      // The next two ports serve the app and the anchor over HTTP/2.
      ours: await serveStatic(BENCH_OUT_DIR, ANCHOR_PORT + 1, tls),
      anchor: await serveStatic(ANCHOR_OUT_DIR, ANCHOR_PORT + 2, tls),
    });
  }
  const results: unknown[] = [];
  try {
    for (const { path, name, blocked } of pages) {
      if (!tls) notMeasuredRows(name, 'HTTP/2', 'not measured (no openssl)');
      await measure(ctx, 'Speed', `Lighthouse ${name}`, async () => {
        log(
          `Lighthouse ${name} and the anchor's, in turn, over ${servers.map((s) => s.protocol).join(' and ')} (${opts.lighthouseRuns} runs each)`,
        );
        const targets = servers.flatMap(({ protocol, ours, anchor }) => {
          // Reports in .tmp/: lighthouse-block-100.json, lighthouse-home-blocked-http2.json, …
          const page = `${path === '/' ? 'home' : path}${blocked.length ? '-blocked' : ''}`;
          const report = `${page}${protocol === 'HTTP/2' ? '-http2' : ''}`;
          return [
            { url: `${ours.url}${path}`, blocked, report },
            { url: `${anchor.url}${path}`, blocked, report: `anchor-${report}` },
          ];
        });
        const measured = await lighthouseSideBySide(
          targets,
          opts.lighthouseChromiumPath,
          opts.lighthouseRuns,
        );
        for (const [i, { protocol }] of servers.entries()) {
          const ours = measured[2 * i];
          const floor = measured[2 * i + 1];
          if (!ours || !floor) throw new Error('no Lighthouse result');
          const rows = rowNames(name, protocol);
          results.push({ ...ours, name: rows.page }, { ...floor, name: `anchor ${rows.page}` });
          pushRows(ctx, rows, ours, floor, aim, ratioAim);
        }
      });
    }
  } finally {
    for (const s of servers) {
      await s.anchor.close();
      if (s.ours !== env.server) await s.ours.close();
    }
  }
  ctx.details['lighthouse'] = results;
  env.browser = await launchBrowser(opts.chromiumPath);
}

const PROTOCOLS = ['HTTP/1.1', 'HTTP/2'] as const;
type Protocol = (typeof PROTOCOLS)[number];

/** A page's two rows, measured or not; they say the protocol where it is not HTTP/1.1. */
function rowNames(name: string, protocol: Protocol) {
  const page = protocol === 'HTTP/1.1' ? name : `${name}, ${protocol}`;
  return {
    page,
    score: `Lighthouse mobile performance ${page}`,
    ratio: `Lighthouse LCP ${page}, ours / anchor`,
  };
}

type Aim = NonNullable<Figure['aim']>;

function pushRows(
  ctx: PhaseContext,
  rows: ReturnType<typeof rowNames>,
  ours: LighthouseResult,
  floor: LighthouseResult,
  aim: Aim,
  ratioAim: Aim,
) {
  ctx.figures.push(
    aimFigure(
      'Speed',
      rows.score,
      ours.score,
      'score',
      aim,
      `${describe(ours)}; the anchor ${floor.score} (${describe(floor)})`,
    ),
  );
  const lcp = ours.metrics['largest-contentful-paint'] ?? Number.NaN;
  const floorLcp = floor.metrics['largest-contentful-paint'] ?? Number.NaN;
  ctx.figures.push(
    aimFigure(
      'Speed',
      rows.ratio,
      Math.round((lcp / floorLcp) * 100) / 100,
      '×',
      ratioAim,
      `${round(lcp)} ms / ${round(floorLcp)} ms, medians of runs taken in turn`,
    ),
  );
}
