/**
 * `npm run bench` — issue 7's figures: weight, speed, request discipline, big data, the dev
 * node's own load figures. Prints one table (target and pass/fail per row), writes
 * bench/results/latest.json, and exits 1 when any budget is exceeded. See bench/README.md.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import type { Browser } from '@playwright/test';
import { produceLargeBlock, growBetsTable, startBenchNode, type BenchNode } from './bench-node.ts';
import { bigBlock, bigTable, soak } from './big-data.ts';
import { launchBrowser } from './browser.ts';
import { buildApp } from './build.ts';
import {
  BENCH_APP_PORT,
  BENCH_NODE_URL,
  BENCH_OUT_DIR,
  parseOptions,
  RESULTS_FILE,
  runsPhase,
  TARGETS,
  type BenchOptions,
} from './config.ts';
import {
  firstActivityRow,
  firstActivityRowWithoutDevTools,
  readBlocksWithoutDevTools,
  scanSpeed,
  scanSpeedWithoutDevTools,
  startLongChainNode,
  type ScanBench,
} from './history.ts';
import { lighthouseScore } from './lighthouse.ts';
import { failed, figure, notMeasured, renderTable, writeResults, type Figure } from './report.ts';
import { blockPageRequests, dashboardRequests, pageDuplicates } from './requests.ts';
import {
  blockCheck,
  coldLoads,
  HEAD_CHECK,
  inAppNavigation,
  repeatLoads,
  summarize,
  type Timeline,
} from './speed.ts';
import { serveStatic } from './static-server.ts';
import { weighBuild, type WeightReport } from './weight.ts';

const started = Date.now();
/** Load average when the run began (other work on the machine slows every timing). */
const startLoad = loadavg().map((l) => Math.round(l * 100) / 100);
function log(line: string): void {
  const s = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  process.stderr.write(`[bench ${s}s] ${line}\n`);
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;
const round = (v: number, digits = 0) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Runs one measurement; a crash becomes a failed figure instead of ending the bench. */
async function measure(
  figures: Figure[],
  section: string,
  name: string,
  fn: () => Promise<void> | void,
): Promise<void> {
  try {
    await fn();
  } catch (e) {
    log(`${section} / ${name} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    figures.push(failed(section, name, e));
  }
}

function weightFigures(w: WeightReport): Figure[] {
  const out: Figure[] = [
    figure(
      'Weight',
      `Largest first load (${w.largest.route})`,
      kb(w.largest.totalGzip),
      'kB gzip',
      { op: '<=', value: TARGETS.firstLoadKb },
      `JS ${kb(w.largest.jsGzip)} + CSS ${kb(w.largest.cssGzip)}`,
    ),
    figure(
      'Weight',
      `Largest first load in Russian (${w.largestRu.route})`,
      kb(w.largestRu.ruTotalGzip),
      'kB gzip',
      { op: '<=', value: TARGETS.firstLoadKb },
      `with its catalogs ${w.largestRu.ruCatalogs.map((c) => kb(c.gzip)).join(' + ')} kB`,
    ),
  ];
  const smallest = w.pages.reduce((a, b) => (b.totalGzip < a.totalGzip ? b : a));
  const over = w.pages.filter((p) => p.totalGzip / 1000 > TARGETS.firstLoadKb);
  const overRu = w.pages.filter((p) => p.ruTotalGzip / 1000 > TARGETS.firstLoadKb);
  out.push(
    figure(
      'Weight',
      'First pages over budget',
      over.length,
      `of ${w.pages.length}`,
      { op: '==', value: 0 },
      `smallest ${smallest.route} ${kb(smallest.totalGzip)} kB`,
    ),
    figure(
      'Weight',
      'First pages over budget in Russian',
      overRu.length,
      `of ${w.pages.length}`,
      { op: '==', value: 0 },
      overRu.length ? `on ${overRu.map((p) => p.route).join(', ')}` : undefined,
    ),
    figure(
      'Weight',
      'Start-up entry (index.html’s module script)',
      kb(w.entryGzip),
      'kB gzip',
      undefined,
      `with ${w.preloaded.length ? 'what index.html preloads, ' : ''}its static imports and CSS, shared by every page: ${kb(w.entryClosureGzip)} kB`,
    ),
  );
  for (const h of w.heavy) {
    out.push(
      figure(
        'Weight',
        `${h.library} in other pages' first load`,
        h.violations.length,
        'pages',
        { op: '==', value: 0 },
        h.violations.length
          ? `on ${h.violations.join(', ')}`
          : h.eagerOn.length
            ? `eager only on ${h.eagerOn.join(', ')}`
            : 'lazy everywhere',
      ),
    );
  }
  return out;
}

function renderWeights(w: WeightReport): string {
  const lines = [
    'First-load weight per page (kB gzip: JS + CSS = total; in Russian, with its catalogs; heavy libraries eager):',
  ];
  const over = (bytes: number) => (bytes / 1000 > TARGETS.firstLoadKb ? ' over' : '     ');
  for (const p of [...w.pages].sort((a, b) => b.ruTotalGzip - a.ruTotalGzip)) {
    lines.push(
      `  ${p.route.padEnd(22)} ${kb(p.jsGzip).toFixed(1).padStart(6)} + ${kb(p.cssGzip)
        .toFixed(1)
        .padStart(4)} = ${kb(p.totalGzip).toFixed(1).padStart(6)}${over(p.totalGzip)}  ru ${kb(
        p.ruTotalGzip,
      )
        .toFixed(1)
        .padStart(6)}${over(p.ruTotalGzip)}${p.heavy.length ? `  [${p.heavy.join(', ')}]` : ''}`,
    );
  }
  return lines.join('\n');
}

/** Where a typical cold load's time went, for the table's note. */
function loadNote(timeline: Timeline | undefined): string {
  if (!timeline) return '';
  const { jsCssBytes, firstNodeRequestMs } = summarize(timeline);
  return `; first node request at ${firstNodeRequestMs ?? '—'} ms; ${kb(jsCssBytes)} kB JS+CSS fetched`;
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

async function devNodeFigures(): Promise<{ source: string; figures: Record<string, number> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/dev-node-figures.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 9 * 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const line = out.split('\n').find((l) => l.startsWith('BENCH_DEV_NODE '));
      if (!line) {
        reject(new Error(`dev node bench exited ${code} without figures`));
        return;
      }
      resolve(
        JSON.parse(line.slice('BENCH_DEV_NODE '.length)) as {
          source: string;
          figures: Record<string, number>;
        },
      );
    });
  });
}

function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'index.html'], {
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head} + uncommitted changes in src/` : head;
  } catch {
    return 'unknown';
  }
}

/** The full bench's heap scan: issue 20's 100,000 blocks. */
const HEAP_SCAN_BLOCKS = 100_000;

function workerHeapFigure(r: ScanBench, blocks: number): Figure {
  const name = `Scan worker heap, ${blocks.toLocaleString('en-US')} blocks`;
  if (!r.worker) {
    return notMeasured('History', name, 'MB', "the worker's target was not found", {
      op: '<=',
      value: TARGETS.heapMb,
    });
  }
  const w = r.worker;
  return figure(
    'History',
    name,
    w.peakMb,
    'MB',
    { op: '<=', value: TARGETS.heapMb },
    `peak after GC; ${w.earlyMb} MB a tenth in, ${w.lastMb} MB at the end (${w.samples.length} samples, ${round(r.ms / 1000)} s)`,
  );
}

async function main(opts: BenchOptions): Promise<number> {
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  const quickNote = 'skipped (--quick)';
  const needsApp = (
    ['speed', 'requests', 'bigdata', 'soak', 'lighthouse', 'history'] as const
  ).some((p) => runsPhase(opts, p));

  if (!opts.skipBuild && (needsApp || runsPhase(opts, 'weight'))) {
    log(`building the app into ${BENCH_OUT_DIR} (VITE_NODE_URL=${BENCH_NODE_URL})`);
    details['buildMs'] = Math.round(await buildApp(BENCH_OUT_DIR, BENCH_NODE_URL));
  }

  if (runsPhase(opts, 'weight')) {
    await measure(figures, 'Weight', 'first-load weight', () => {
      const w = weighBuild(BENCH_OUT_DIR);
      details['weight'] = w;
      figures.push(...weightFigures(w));
      process.stdout.write(`${renderWeights(w)}\n\n`);
    });
  }

  let bench: BenchNode | undefined;
  let server: Awaited<ReturnType<typeof serveStatic>> | undefined;
  let browser: Browser | undefined;
  try {
    if (needsApp) {
      bench = await startBenchNode();
      server = await serveStatic(BENCH_OUT_DIR, BENCH_APP_PORT);
      browser = await launchBrowser(opts.chromiumPath);
      details['chromium'] = browser.version();
      details['browser'] = opts.chromiumPath;
      log(
        `dev node ${bench.url}, app ${server.url}, Chromium ${browser.version()} (${opts.chromiumPath})`,
      );
    }
    const app = server?.url ?? '';
    const blockNum = bench?.blockNum ?? 0;
    const blockId = bench?.node.chain.block(blockNum)?.id ?? '';
    const block = { num: blockNum, id: blockId };

    if (runsPhase(opts, 'speed') && bench && browser) {
      const b = browser;
      const nodeUrl = bench.url;
      await measure(figures, 'Speed', `Cold /block/${blockNum}`, async () => {
        log(`cold loads of /block/${blockNum} (${opts.runs} + warm-up)`);
        const r = await coldLoads(
          b,
          `${app}/block/${blockNum}`,
          blockCheck(blockNum, blockId),
          nodeUrl,
          opts.runs,
        );
        details['coldBlock'] = r;
        figures.push(
          figure(
            'Speed',
            `Cold /block/${blockNum} → block id on screen`,
            round(r.median),
            'ms',
            {
              op: '<=',
              value: TARGETS.coldBlockMs,
            },
            `median of ${r.samples.length}${loadNote(r.timeline)}`,
          ),
        );
      });
      await measure(figures, 'Speed', 'Cold /', async () => {
        log(`cold loads of / (${opts.runs} + warm-up)`);
        const r = await coldLoads(b, `${app}/`, HEAD_CHECK, nodeUrl, opts.runs);
        details['coldHome'] = r;
        figures.push(
          figure(
            'Speed',
            'Cold / → head block number on screen',
            round(r.median),
            'ms',
            {
              op: '<=',
              value: TARGETS.coldHomeMs,
            },
            `median of ${r.samples.length}${loadNote(r.timeline)}`,
          ),
        );
      });
      for (const [label, path, check] of [
        [`/block/${blockNum}`, `/block/${blockNum}`, blockCheck(blockNum, blockId)],
        [
          `/block/<id of ${blockNum}>`,
          `/block/${blockId}`,
          { path: `/block/${blockId}`, text: blockId },
        ],
        ['/', '/', HEAD_CHECK],
      ] as const) {
        await measure(figures, 'Speed', `Repeat ${label}`, async () => {
          log(`repeat visits of ${label} (warm service worker)`);
          const r = await repeatLoads(b, `${app}${path}`, check, nodeUrl, opts.runs);
          details[`repeat ${label}`] = r;
          const requests = r.repeatRequests.map((q) => q.path.replace('/v1/chain/', ''));
          const fcp = (v: number | null) => (v === null ? '?' : `${round(v)} ms`);
          const isBlock = path !== '/';
          const isBlockId = path === `/block/${blockId}`;
          figures.push(
            figure(
              'Speed',
              `Repeat ${label} (warm service worker) → ${isBlock ? 'block id' : 'head block number'} on screen`,
              round(r.repeat.median),
              'ms',
              isBlockId ? { op: '<=', value: TARGETS.repeatBlockIdMs } : undefined,
              `median of ${r.repeat.samples.length}; cold ${round(r.cold.ms)} ms; FCP ${fcp(r.repeat.fcpMedian)} (cold ${fcp(r.cold.fcp)}); page from the worker: ${r.fromServiceWorker ? 'yes' : 'no'}; node requests: ${requests.join(', ') || 'none'}`,
            ),
          );
        });
      }
      await measure(figures, 'Speed', 'In-app navigation', async () => {
        log('in-app navigation on cached data');
        const chain = bench!.node.chain;
        const navs = await inAppNavigation(
          b,
          app,
          block,
          (n) => chain.block(n)?.id,
          opts.quick ? 3 : 5,
        );
        details['navigation'] = navs;
        for (const n of navs) {
          figures.push(
            Number.isNaN(n.median)
              ? notMeasured('Speed', `Navigate ${n.name} (cached)`, 'ms', 'no samples')
              : figure(
                  'Speed',
                  `Navigate ${n.name} (cached)`,
                  round(n.median),
                  'ms',
                  {
                    op: '<=',
                    value: TARGETS.navMs,
                  },
                  `median of ${n.samples.length}`,
                ),
          );
        }
      });
    }

    if (runsPhase(opts, 'requests') && bench && browser) {
      const b = browser;
      const node = bench;
      await measure(figures, 'Requests', 'Block page', async () => {
        log('requests of a cold block page');
        const r = await blockPageRequests(b, app, node, block);
        details['blockPageRequests'] = r;
        figures.push(
          figure('Requests', `Block page: get_block requests`, r.getBlock, '', {
            op: '==',
            value: 1,
          }),
          figure(
            'Requests',
            'Block page: requests besides get_block and get_info',
            r.others,
            '',
            {
              op: '==',
              value: 0,
            },
            Object.entries(r.counts)
              .map(([k, v]) => `${k} ×${v}`)
              .join(', '),
          ),
        );
      });
      await measure(figures, 'Requests', 'Dashboard', async () => {
        const interval = 3_000;
        log(`dashboard for ${opts.dashboardSeconds} s, a block every ${interval} ms`);
        const r = await dashboardRequests(b, app, node, opts.dashboardSeconds, interval);
        details['dashboardRequests'] = r;
        const secs = Math.round(r.seconds);
        figures.push(
          figure(
            'Requests',
            `Dashboard ${secs} s: get_info requests`,
            r.getInfo,
            '',
            {
              op: '<=',
              value: Math.ceil(r.seconds) + 1,
            },
            'one poll a second',
          ),
          figure(
            'Requests',
            `Dashboard ${secs} s: get_block requests`,
            r.getBlock,
            '',
            {
              op: '<=',
              value: r.window + r.produced,
            },
            `${r.window}-block window + ${r.produced} new blocks`,
          ),
          figure(
            'Requests',
            `Dashboard ${secs} s: get_block repeats of a held block`,
            r.repeats,
            '',
            {
              op: '==',
              value: 0,
            },
          ),
        );
        const otherCount = Object.values(r.others).reduce((a, v) => a + v, 0);
        if (otherCount > 0) {
          figures.push(
            figure(
              'Requests',
              `Dashboard ${secs} s: other requests`,
              otherCount,
              '',
              undefined,
              Object.entries(r.others)
                .map(([k, v]) => `${k} ×${v}`)
                .join(', '),
            ),
          );
        }
      });
      await measure(figures, 'Requests', 'Every page', async () => {
        const urls = pageUrls(node);
        log(`duplicate requests on ${urls.length} pages`);
        const r = await pageDuplicates(b, app, node.url, urls, opts.quick ? 3_000 : 4_000);
        details['pageRequests'] = r;
        const bad = r.filter((p) => p.duplicates.length > 0);
        figures.push(
          figure(
            'Requests',
            'Pages requesting the same data twice',
            bad.length,
            `of ${r.length}`,
            {
              op: '==',
              value: 0,
            },
            bad.length
              ? bad
                  .map(
                    (p) =>
                      `${p.url}: ${p.duplicates.map((d) => `${d.path.split('/').pop()} ×${d.times}`).join(', ')}`,
                  )
                  .join('; ')
              : undefined,
          ),
        );
      });
    }

    if (runsPhase(opts, 'bigdata') && bench && browser) {
      const b = browser;
      const node = bench;
      await measure(figures, 'Big data', 'Block of 2,000 transactions', async () => {
        const big = await produceLargeBlock(node, 2_000);
        details['bigBlockSource'] = big.via;
        // The node signs and serializes a block on first request: do that before timing the app.
        await fetch(`${node.url}/v1/chain/get_block`, {
          method: 'POST',
          body: JSON.stringify({ block_num_or_id: big.num }),
        });
        log(`block ${big.num} with 2,000 transactions (${big.via}); cold loads and scrolling`);
        const r = await bigBlock(b, app, big, opts.quick ? 3 : 5);
        details['bigBlock'] = { ...r, num: big.num };
        figures.push(
          figure(
            'Big data',
            'Block of 2,000 trx: render (id + rows)',
            round(r.renderMs),
            'ms',
            {
              op: '<=',
              value: TARGETS.bigBlockRenderMs,
            },
            `median of ${r.renderSamples.length}`,
          ),
          figure(
            'Big data',
            'Block of 2,000 trx: longest task scrolling',
            round(r.longestTaskMedian),
            'ms',
            {
              op: '<=',
              value: TARGETS.longTaskMs,
            },
            `median of ${r.scroll.length}; worst ${round(r.longestTaskWorst)} ms; idle ${round(r.idleLongestMedian)} ms`,
          ),
        );
      });
      await measure(figures, 'Big data', 'Table browser 10,000 rows', async () => {
        const total = growBetsTable(node.node.chain, 10_000);
        log(`table browser: dice/bets (${total} rows), loading 10,000 and scrolling`);
        const r = await bigTable(b, app, node, 10_000, opts.quick ? 2 : 3);
        details['bigTable'] = r;
        figures.push(
          figure(
            'Big data',
            `Table ${r.rowsLoaded.toLocaleString('en-US')} rows: longest task scrolling`,
            round(r.longestTaskMedian),
            'ms',
            {
              op: '<=',
              value: TARGETS.longTaskMs,
            },
            `median of ${r.scroll.length}; worst ${round(r.longestTaskWorst)} ms; idle ${round(r.idleLongest)} ms; ${r.pages} pages in ${round(r.loadMs / 1000, 1)} s`,
          ),
        );
      });
    }

    if (runsPhase(opts, 'history') && bench && browser) {
      const b = browser;
      const nodeUrl = bench.url;
      const blocks = opts.quick ? 1_000 : 10_000;
      await measure(figures, 'History', 'Block scan', async () => {
        log(`history: the block scan reads the last ${blocks} blocks in the app's worker`);
        const r = await scanSpeed(b, app, nodeUrl, blocks, { heapEveryMs: opts.quick ? 500 : 0 });
        details['historyScan'] = r;
        const bare = await readBlocksWithoutDevTools(opts.chromiumPath, nodeUrl, blocks).catch(
          (e: unknown) => `not measured (${e instanceof Error ? e.message : String(e)})`,
        );
        details['historyBareFetchWithoutDevTools'] = bare;
        // The same scan (a fresh profile: nothing read yet) with no DevTools client listening.
        const person = await scanSpeedWithoutDevTools(
          opts.chromiumPath,
          app,
          nodeUrl,
          blocks,
        ).catch((e: unknown) => `not measured (${e instanceof Error ? e.message : String(e)})`);
        details['historyScanWithoutDevTools'] = person;
        figures.push(
          figure(
            'History',
            `Block scan, ${blocks.toLocaleString('en-US')} blocks, 4 in flight`,
            r.blocksPerSecond,
            'blocks/s',
            { op: '>=', value: TARGETS.scanBlocksPerSecond },
            [
              `${round(r.ms / 1000, 1)} s with Playwright attached, as every figure here`,
              `in a Chromium with no DevTools client listening to requests: ${typeof person === 'number' ? `${person} blocks/s` : person}`,
              `bare fetch() of the same blocks from a page: ${r.browserBlocksPerSecond} blocks/s with Playwright, ${typeof bare === 'number' ? `${bare} blocks/s` : bare} without`,
              `from Node: ${r.nodeWarmBlocksPerSecond} blocks/s (${r.nodeColdBlocksPerSecond} the first time, the dev node signing them)`,
            ].join('; '),
          ),
          figure(
            'History',
            'Page heap while scanning (main thread)',
            r.pageHeapPeakMb,
            'MB',
            { op: '<=', value: TARGETS.heapMb },
            `${r.pageHeapStartMb} MB before the scan`,
          ),
        );
        if (opts.quick) figures.push(workerHeapFigure(r, blocks));
      });
      if (!opts.quick) {
        await measure(figures, 'History', 'Scan worker heap', async () => {
          const long = HEAP_SCAN_BLOCKS;
          log(`history: a dev node with a chain of ${long.toLocaleString('en-US')}+ blocks`);
          const { node } = await startLongChainNode(long);
          try {
            log(`history: the scan reads ${long} blocks; the worker's heap after GC every 5 s`);
            const r = await scanSpeed(b, app, node.url, long, { warm: false, heapEveryMs: 5_000 });
            details['historyHeapScan'] = r;
            figures.push(workerHeapFigure(r, long));
          } finally {
            await node.close();
          }
        });
      }
      await measure(figures, 'History', 'First activity row', async () => {
        // The dev node serves the history subset under /v2 unless started with --no-history.
        const health = await fetch(`${nodeUrl}/v2/health`).catch(() => undefined);
        if (!health?.ok) {
          figures.push(
            notMeasured(
              'History',
              'Cold /account/alice/activity with a service: first row',
              'ms',
              'the bench node serves no /v2 history',
              { op: '<=', value: TARGETS.firstActivityRowMs },
            ),
          );
          return;
        }
        log(`history: cold /account/alice/activity with the node's /v2 service`);
        const r = await firstActivityRow(b, app, nodeUrl, opts.runs);
        details['firstActivityRow'] = r;
        const person = await firstActivityRowWithoutDevTools(
          opts.chromiumPath,
          app,
          nodeUrl,
          opts.runs,
        ).catch((e: unknown) => `not measured (${e instanceof Error ? e.message : String(e)})`);
        details['firstActivityRowWithoutDevTools'] = person;
        figures.push(
          figure(
            'History',
            'Cold /account/alice/activity with a service: first row',
            r.medianMs,
            'ms',
            { op: '<=', value: TARGETS.firstActivityRowMs },
            `median of ${r.samples.join(', ')} with Playwright attached, as every figure here; in a Chromium driven over its DevTools pipe: ${typeof person === 'string' ? person : `${person.medianMs} ms (${person.samples.join(', ')})`}`,
          ),
        );
      });
    }

    if (runsPhase(opts, 'lighthouse')) {
      if (!opts.lighthouse || !server || !bench) {
        figures.push(
          notMeasured(
            'Speed',
            'Lighthouse mobile performance /',
            'score',
            opts.quick ? quickNote : 'skipped',
            { op: '>=', value: TARGETS.lighthouse },
          ),
          notMeasured(
            'Speed',
            `Lighthouse mobile performance /block/${blockNum}`,
            'score',
            opts.quick ? quickNote : 'skipped',
            { op: '>=', value: TARGETS.lighthouse },
          ),
        );
      } else {
        // Other browser work would share the CPU with Lighthouse's trace.
        await browser?.close();
        browser = undefined;
        const lh: unknown[] = [];
        for (const path of ['/', `/block/${blockNum}`]) {
          await measure(figures, 'Speed', `Lighthouse ${path}`, async () => {
            log(`Lighthouse ${path} (${opts.lighthouseRuns} runs)`);
            const r = await lighthouseScore(
              `${app}${path}`,
              opts.lighthouseChromiumPath,
              opts.lighthouseRuns,
            );
            lh.push(r);
            figures.push(
              figure(
                'Speed',
                `Lighthouse mobile performance ${path}`,
                r.score,
                'score',
                {
                  op: '>=',
                  value: TARGETS.lighthouse,
                },
                `median of ${r.scores.length}: ${r.scores.join(', ')}; LCP ${round(r.metrics['largest-contentful-paint'] ?? Number.NaN)} ms, TBT ${round(r.metrics['total-blocking-time'] ?? Number.NaN)} ms`,
              ),
            );
          });
        }
        details['lighthouse'] = lh;
        browser = await launchBrowser(opts.chromiumPath);
      }
    }

    if (runsPhase(opts, 'soak')) {
      if (opts.soakMinutes <= 0 || !bench || !browser) {
        figures.push(
          notMeasured(
            'Big data',
            'Dashboard 10 min @ 300 ms blocks: max JS heap',
            'MB',
            quickNote,
            { op: '<', value: TARGETS.heapMb },
          ),
          notMeasured('Big data', 'Dashboard: heap growth minute 2 → 10', 'MB', quickNote, {
            op: '<=',
            value: TARGETS.heapGrowthMb,
          }),
        );
      } else {
        const b = browser;
        const node = bench;
        await measure(figures, 'Big data', 'Dashboard soak', async () => {
          log(`dashboard soak: ${opts.soakMinutes} min, a block every 300 ms`);
          const r = await soak(b, app, node, opts.soakMinutes, 300, log);
          details['soak'] = r;
          const m = opts.soakMinutes;
          figures.push(
            figure(
              'Big data',
              `Dashboard ${m} min @ 300 ms blocks: max JS heap`,
              round(r.maxMb, 1),
              'MB',
              {
                op: '<',
                value: TARGETS.heapMb,
              },
              `after GC; ${r.produced} blocks`,
            ),
            figure(
              'Big data',
              `Dashboard: heap growth minute 2 → ${m}`,
              round(r.growthMb, 2),
              'MB',
              {
                op: '<=',
                value: TARGETS.heapGrowthMb,
              },
              `${round(r.atMinute2, 2)} → ${round(r.atEnd, 2)} MB; slope ${round(r.slopeMbPerMin, 3)} MB/min`,
            ),
            figure(
              'Big data',
              `Dashboard ${m} min: get_block repeats`,
              r.getBlockRepeats,
              '',
              {
                op: '==',
                value: 0,
              },
              `${r.getBlock} get_block for ${r.produced} new blocks; head shown ${r.headShown ?? '—'} of ${r.head}`,
            ),
          );
          if (r.pageErrors.length > 0) {
            figures.push(failed('Big data', 'Dashboard soak page errors', r.pageErrors[0]));
          }
        });
      }
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.close();
    await bench?.close();
  }

  if (runsPhase(opts, 'devnode')) {
    await measure(figures, 'Dev node', 'dev node bench', async () => {
      log('dev node load figures (autocannon; --scale memory)');
      const r = await devNodeFigures();
      details['devNode'] = r;
      const f = r.figures;
      const rps = (key: string, label: string, target: number) =>
        typeof f[key] === 'number'
          ? figure('Dev node', label, f[key], 'req/s', { op: '>=', value: target })
          : notMeasured('Dev node', label, 'req/s', `not reported by ${r.source}`, {
              op: '>=',
              value: target,
            });
      figures.push(
        rps('get_info_rps', 'get_info', TARGETS.getInfoRps),
        rps('get_block_rps', 'get_block', TARGETS.getBlockRps),
        rps('get_table_rows_limit100_rps', 'get_table_rows (limit 100)', TARGETS.getTableRowsRps),
        rps(
          'scale_get_table_rows_limit100_rps',
          '--scale: get_table_rows (limit 100)',
          TARGETS.getTableRowsRps,
        ),
        ...(typeof f['scale_get_table_rows_byamount_rps'] === 'number'
          ? [
              rps(
                'scale_get_table_rows_byamount_rps',
                '--scale: get_table_rows (limit 100, byamount)',
                TARGETS.getTableRowsRps,
              ),
            ]
          : []),
        typeof f['scale_rss_mb'] === 'number' && !Number.isNaN(f['scale_rss_mb'])
          ? figure(
              'Dev node',
              '--scale memory (100k accounts, 1M rows)',
              f['scale_rss_mb'],
              'MB RSS',
              {
                op: '<=',
                value: TARGETS.scaleRssMb,
              },
            )
          : notMeasured(
              'Dev node',
              '--scale memory (100k accounts, 1M rows)',
              'MB RSS',
              `not reported by ${r.source}`,
              { op: '<=', value: TARGETS.scaleRssMb },
            ),
      );
    });
  }

  const failures = figures
    .filter((f) => f.pass === false)
    .map((f) => `${f.section}: ${f.name}${f.error ? ` (${f.error})` : ''}`);
  writeResults(RESULTS_FILE, {
    date: new Date().toISOString(),
    commit: gitCommit(),
    quick: opts.quick,
    machine: {
      cpus: cpus().length,
      loadAverageAtStart: startLoad,
      loadAverage: loadavg().map((l) => round(l, 2)),
      node: process.version,
      chromium: typeof details['chromium'] === 'string' ? details['chromium'] : '',
    },
    figures,
    details,
    failures,
  });
  process.stdout.write(`${renderTable(figures)}\n\n`);
  process.stdout.write(
    `Figures written to ${RESULTS_FILE} (${round((Date.now() - started) / 60_000, 1)} min, load average at start ${startLoad.join(' ')}, at end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}).\n`,
  );
  if (failures.length > 0) {
    process.stdout.write(`\nBENCH FAILED: ${failures.length} budget(s) exceeded:\n`);
    for (const f of failures) process.stdout.write(`  ✗ ${f}\n`);
    return 1;
  }
  process.stdout.write('\nAll budgets met.\n');
  return 0;
}

main(parseOptions(process.argv.slice(2)))
  .then((code) => process.exit(code))
  .catch((e: unknown) => {
    process.stderr.write(
      `bench crashed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    process.exit(2);
  });
