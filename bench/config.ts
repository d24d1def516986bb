import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

/**
 * Ports of the bench only (the e2e suite uses 18888 and 4173; never share them);
 * BENCH_NODE_PORT / BENCH_APP_PORT move them when another checkout's servers hold these.
 */
function port(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
export const BENCH_NODE_PORT = port('BENCH_NODE_PORT', 18890);
export const BENCH_APP_PORT = port('BENCH_APP_PORT', 18891);
/** The anchor's server (bench/anchor); Lighthouse's HTTP/2 servers take the two ports after it. */
export const ANCHOR_PORT = BENCH_APP_PORT + 2;
export const BENCH_NODE_URL = `http://127.0.0.1:${BENCH_NODE_PORT}`;

/** Where the bench builds the app (never `dist/`, which the e2e suite builds into). */
export const BENCH_OUT_DIR = '.tmp/bench-dist';
export const RESULTS_FILE = 'bench/results/latest.json';
/** The last run's table for readers (bench/performance-doc.ts). */
export const PERFORMANCE_FILE = 'docs/performance.md';

/** Where bench/anchor is built: never the app's own output. */
export const ANCHOR_OUT_DIR = '.tmp/bench-anchor';

/** The dev node's fixed seed: the same chain contents every run. */
export const BENCH_SEED = 1;

/** Issue 7's budgets. Sizes are kB of gzip = 1000 bytes (as Vite prints them). */
export const TARGETS = {
  /**
   * Every page's first load (issue 32). 110 kB on Preact; real React (React DOM 19 alone is 69 kB
   * gzip) makes it 150.
   */
  firstLoadKb: 150,
  /**
   * In Russian, the same plus the catalogs a Russian first page loads with its code (the shell's
   * ~6 kB and the page's, up to ~5 kB): the 150 kB above leaves no room for them.
   */
  firstLoadRuKb: 165,
  /**
   * Issue 7's cold loads, kept as aims (printed): a cold page's own time moves with this
   * machine's speed from one day to the next (twice as long on 2026-11-29 as on 11-28, in-app
   * navigation included), so what fails the run is the ratio below.
   */
  coldBlockMs: 400,
  coldHomeMs: 400,
  /**
   * Issue 37, item 6: a cold page's time to its content as a multiple of the anchor's
   * (bench/anchor: React, react-router and TanStack Query drawing one node answer) loaded the
   * same way in the same run. 2.3-2.4× when it was set (2026-11-29: the app's first request
   * waits for config.json's checker and zod, its ~25 chunks queue for HTTP/1.1's six
   * connections, and its page is more to draw); 3× leaves room for noise, so a failure means the
   * app's own part got worse.
   */
  coldOfAnchor: 3,
  navMs: 100,
  /**
   * Issue 22: a repeat visit to an irreversible block's id (service worker warm, the block kept
   * in IndexedDB). An aim, printed: a new tab's own start takes longer on this machine. A block
   * number's page is timed too, without it: which block a number names depends on the chain.
   */
  repeatBlockIdMs: 100,
  lighthouse: 0.95,
  /**
   * Issue 37: a page's Lighthouse LCP as a multiple of the anchor's (bench/anchor: the same
   * libraries drawing one node answer) in the same run. An aim, printed. The anchor's LCP was
   * about 1.8 s here and a score of 0.95 asks for about 2.3 s with little blocking: 1.3×.
   */
  lighthouseLcpOfAnchor: 1.3,
  /**
   * Issue 37: the most a cold load of one page may ask one node endpoint (a poll's rounds
   * counted once). More is a page asking once per thing it lists (an N+1).
   */
  asksPerEndpoint: 5,
  bigBlockRenderMs: 1000,
  longTaskMs: 100,
  heapMb: 50,
  /** "Does not grow" between minute 2 and minute 10, after a forced GC: allowance for noise. */
  heapGrowthMb: 1,
  getInfoRps: 8000,
  getBlockRps: 3000,
  getTableRowsRps: 1500,
  scaleRssMb: 1024,
  /**
   * Issue 20: the block scan with 4 requests in flight, as a share of bare fetch() of the same
   * blocks from the same page in the same run (the browser's own rate here): the app's part.
   */
  scanShareOfBareFetchPct: 60,
  /**
   * Issue 20's absolute aim for the scan: printed, not failed (this machine's browser reads a
   * few hundred blocks a second with no app code at all).
   */
  scanBlocksPerSecond: 1500,
  /**
   * Issue 20: first activity row on a cold account page with a history service. An aim, printed
   * (the browser's own start of a page takes most of it on this machine).
   */
  firstActivityRowMs: 300,
} as const;

/**
 * Heavy libraries and the pages allowed to fetch them on a first load. Every page loads them
 * lazily today, when it needs them (antelope to decode or encode, uPlot once the dashboard's
 * chart is in view, the virtualizer for a big block or past 200 table rows), so none may: a page
 * that needs one for its first paint is added here with the reason. Lazy chunks are fine anywhere.
 */
export const HEAVY_LIBRARIES: Record<string, readonly string[]> = {
  '@wharfkit/antelope': [],
  uplot: [],
  '@tanstack/react-virtual': [],
};

/**
 * Pages that may ask one endpoint more than TARGETS.asksPerEndpoint times, and the most they may:
 * a list of blocks asks one get_block per block it shows (the node API reads one block a call;
 * the dashboard's feed and a page of /blocks show 20). Anything else asked that often is a page
 * asking more than it shows.
 */
export const ASKS_ALLOWED: Record<string, Record<string, number>> = {
  '/': { get_block: 20 },
  '/blocks': { get_block: 20 },
};

export interface BenchOptions {
  quick: boolean;
  /** Phases to run (all when not given). */
  only: Set<Phase> | null;
  skipBuild: boolean;
  /** Cold loads per measurement. */
  runs: number;
  /** Seconds on the live dashboard for the request count. */
  dashboardSeconds: number;
  /** Minutes of the heap soak (0 = skipped). */
  soakMinutes: number;
  lighthouse: boolean;
  lighthouseRuns: number;
  /** The browser Playwright drives for every page figure (see benchBrowser). */
  chromiumPath: string;
  /** Lighthouse's, the full Chromium: it runs it with `--headless=new`. */
  lighthouseChromiumPath: string;
}

const FULL_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * CHROMIUM_PATH, else Chromium's headless shell where it is installed (`npm test` installs it),
 * else the full Chromium. The shell is what Playwright itself runs headless, and what the e2e
 * tests use: without the full browser's window machinery, its page timings on this 2-core
 * machine spread ±25 ms where the full browser's spread ±250 ms (bench/README.md, Setup).
 */
export function benchBrowser(): string {
  return (
    process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM)
  );
}

export const PHASES = [
  'weight',
  'speed',
  'requests',
  'bigdata',
  'soak',
  'lighthouse',
  'history',
  'holders',
  'devnode',
] as const;
export type Phase = (typeof PHASES)[number];

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      runs: { type: 'string' },
      'soak-minutes': { type: 'string' },
      'no-lighthouse': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(`npm run bench -- [--quick] [--only weight,speed,requests,bigdata,soak,lighthouse,history,devnode]
                        [--skip-build] [--runs N] [--soak-minutes N] [--no-lighthouse]`);
    process.exit(0);
  }
  const quick = values.quick;
  let only: Set<Phase> | null = null;
  if (values.only) {
    const names = values.only.split(',').map((s) => s.trim());
    for (const n of names) {
      if (!(PHASES as readonly string[]).includes(n)) throw new Error(`unknown phase ${n}`);
    }
    only = new Set(names as Phase[]);
  }
  const soakMinutes = values['soak-minutes'] !== undefined ? Number(values['soak-minutes']) : 10;
  return {
    quick,
    only,
    skipBuild: values['skip-build'],
    runs: values.runs !== undefined ? Math.max(1, Number(values.runs)) : quick ? 5 : 9,
    dashboardSeconds: quick ? 20 : 60,
    soakMinutes: quick ? 0 : soakMinutes,
    // --quick leaves Lighthouse out unless it is named (`--quick --only lighthouse`: one run each).
    lighthouse: (!quick || only?.has('lighthouse') === true) && !values['no-lighthouse'],
    lighthouseRuns: quick ? 1 : 3,
    chromiumPath: benchBrowser(),
    lighthouseChromiumPath: process.env['LIGHTHOUSE_CHROMIUM_PATH'] ?? FULL_CHROMIUM,
  };
}

export function runsPhase(opts: BenchOptions, phase: Phase): boolean {
  return opts.only === null || opts.only.has(phase);
}
