import type { Check } from '../browser.ts';
import { buildAnchor } from '../build.ts';
import { ANCHOR_OUT_DIR, ANCHOR_PORT, TARGETS } from '../config.ts';
import { browserOf, kb, log, measure, round, type BenchApp, type PhaseContext } from '../phase.ts';
import { aimFigure, figure, notMeasured } from '../report.ts';
import {
  blockCheck,
  coldLoads,
  HEAD_CHECK,
  inAppNavigation,
  repeatLoads,
  summarize,
  type Timeline,
} from '../speed.ts';
import { serveStatic, type StaticServer } from '../static-server.ts';

/** Where a typical cold load's time went, for the table's note. */
function loadNote(timeline: Timeline | undefined): string {
  if (!timeline) return '';
  const { jsCssBytes, firstNodeRequestMs } = summarize(timeline);
  return `; first node request at ${firstNodeRequestMs ?? '—'} ms; ${kb(jsCssBytes)} kB JS+CSS fetched`;
}

/**
 * Cold loads of a block page and of the dashboard, each timed to its content, and the same
 * addresses of the anchor (bench/anchor) loaded the same way right after: the ratio of the two
 * medians is the target, the app's own time an aim (the machine's speed moves it).
 */
async function coldRows(ctx: PhaseContext, env: BenchApp): Promise<void> {
  const { num, id } = env.block;
  const cold = [
    {
      key: 'coldBlock',
      path: `/block/${num}`,
      check: blockCheck(num, id),
      anchorCheck: blockCheck(num, id),
      content: 'block id',
      aim: TARGETS.coldBlockMs,
    },
    {
      key: 'coldHome',
      path: '/',
      check: HEAD_CHECK,
      // The anchor lists get_info's fields by name once the answer is drawn.
      anchorCheck: { path: '/', text: 'head_block_num' },
      content: 'head block number',
      aim: TARGETS.coldHomeMs,
    },
  ];
  let anchor: StaticServer | undefined;
  try {
    await buildAnchor();
    anchor = await serveStatic(ANCHOR_OUT_DIR, ANCHOR_PORT);
  } catch (e) {
    log(`the anchor could not be built or served: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    for (const { key, path, check, anchorCheck, content, aim } of cold) {
      await measure(ctx, 'Speed', `Cold ${path}`, async () => {
        log(`cold loads of ${path} and the anchor's (${ctx.opts.runs} + warm-up each)`);
        const browser = browserOf(env);
        const r = await coldLoads(
          browser,
          `${env.app}${path}`,
          check,
          env.bench.url,
          ctx.opts.runs,
        );
        const a = anchor
          ? await coldLoads(
              browser,
              `${anchor.url}${path}`,
              anchorCheck,
              env.bench.url,
              ctx.opts.runs,
            )
          : undefined;
        ctx.details[key] = { ours: r, anchor: a };
        const median = round(r.median);
        ctx.figures.push(
          aimFigure(
            'Speed',
            `Cold ${path} → ${content} on screen`,
            median,
            'ms',
            { op: '<=', value: aim },
            `median of ${r.samples.length}${loadNote(r.timeline)}`,
          ),
        );
        const ratioName = `Cold ${path}, ours / anchor`;
        ctx.figures.push(
          a
            ? figure(
                'Speed',
                ratioName,
                Math.round((r.median / a.median) * 100) / 100,
                '×',
                { op: '<=', value: TARGETS.coldOfAnchor },
                `${median} ms / ${round(a.median)} ms, medians of ${r.samples.length} loads each; the anchor's${loadNote(a.timeline)}`,
              )
            : notMeasured('Speed', ratioName, '×', 'the anchor could not be built or served'),
        );
      });
    }
  } finally {
    await anchor?.close();
  }
}

/**
 * A person coming back (warm service worker): a block's number, its id (the block kept: issue
 * 22's aim) and the dashboard. Informational: on this machine the browser's own start of a page
 * takes longer than the aim (bench/README.md).
 */
async function repeatRows(ctx: PhaseContext, env: BenchApp): Promise<void> {
  const { num, id } = env.block;
  const visits: [label: string, path: string, check: Check][] = [
    [`/block/${num}`, `/block/${num}`, blockCheck(num, id)],
    [`/block/<id of ${num}>`, `/block/${id}`, { path: `/block/${id}`, text: id }],
    ['/', '/', HEAD_CHECK],
  ];
  for (const [label, path, check] of visits) {
    await measure(ctx, 'Speed', `Repeat ${label}`, async () => {
      log(`repeat visits of ${label} (warm service worker)`);
      const url = `${env.app}${path}`;
      const r = await repeatLoads(browserOf(env), url, check, env.bench.url, ctx.opts.runs);
      ctx.details[`repeat ${label}`] = r;
      const requests = r.repeatRequests.map((q) => q.path.replace('/v1/chain/', ''));
      const fcp = (v: number | null) => (v === null ? '?' : `${round(v)} ms`);
      const name = `Repeat ${label} (warm service worker) → ${path === '/' ? 'head block number' : 'block id'} on screen`;
      const value = round(r.repeat.median);
      const note = `median of ${r.repeat.samples.length}; cold ${round(r.cold.ms)} ms; FCP ${fcp(r.repeat.fcpMedian)} (cold ${fcp(r.cold.fcp)}); page from the worker: ${r.fromServiceWorker ? 'yes' : 'no'}; node requests: ${requests.join(', ') || 'none'}`;
      ctx.figures.push(
        path === `/block/${id}`
          ? aimFigure(
              'Speed',
              name,
              value,
              'ms',
              { op: '<=', value: TARGETS.repeatBlockIdMs },
              note,
            )
          : figure('Speed', name, value, 'ms', undefined, note),
      );
    });
  }
}

/** In-app navigations on cached data, timed in the page from the click to the content. */
async function navigationRows(ctx: PhaseContext, env: BenchApp): Promise<void> {
  await measure(ctx, 'Speed', 'In-app navigation', async () => {
    log('in-app navigation on cached data');
    const chain = env.bench.node.chain;
    const rounds = ctx.opts.quick ? 3 : 5;
    const navs = await inAppNavigation(
      browserOf(env),
      env.app,
      env.block,
      (n) => chain.block(n)?.id,
      rounds,
    );
    ctx.details['navigation'] = navs;
    for (const n of navs) {
      const name = `Navigate ${n.name} (cached)`;
      ctx.figures.push(
        Number.isNaN(n.median)
          ? notMeasured('Speed', name, 'ms', 'no samples')
          : figure(
              'Speed',
              name,
              round(n.median),
              'ms',
              { op: '<=', value: TARGETS.navMs },
              `median of ${n.samples.length}`,
            ),
      );
    }
  });
}

/** The speed phase: cold loads, repeat visits, in-app navigation. */
export async function speedRows(ctx: PhaseContext, env: BenchApp): Promise<void> {
  await coldRows(ctx, env);
  await repeatRows(ctx, env);
  await navigationRows(ctx, env);
}
