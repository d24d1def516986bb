/**
 * `npm run bench:ab -- <dir A> <dir B> [--rounds N] [--http2] [--repeat | --activity | --lighthouse [--paths /a,/b]]`: cold loads of
 * `/block/<n>` and `/` (with --activity: the first row of `/account/alice/activity` with the
 * node's /v2 service) of two builds, interleaved load by load (A, B, A, B, …), so both see the same load of this
 * shared machine. Figures from separate bench runs an hour apart differ by ±150 ms on their
 * own; only such pairs tell whether a change made a page faster. `--repeat` times repeat visits
 * instead (warm service worker, kept block) of `/block/<id>`, `/block/<n>` and `/`, each side
 * in its own browser profile per address, visited once cold first. `--lighthouse` runs Lighthouse
 * (mobile) on `/`, `/block/<n>` and `/account/alice`, side by side. `--http2` serves both builds over
 * HTTPS with HTTP/2, as most static hosts do (the bench's own Lighthouse phase measures both).
 *
 * Build each side with the bench's node URL, e.g.
 * `VITE_NODE_URL=http://127.0.0.1:18890 npx vite build --outDir .tmp/ab-a --emptyOutDir`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startBenchNode } from './bench-node.ts';
import { launchBrowser, median } from './browser.ts';
import { BENCH_APP_PORT, benchBrowser } from './config.ts';
import {
  blockCheck,
  coldLoad,
  HEAD_CHECK,
  repeatVisit,
  summarize,
  warmProfile,
  type WarmProfile,
} from './speed.ts';
import type { Check } from './browser.ts';
import { lighthouseRounds } from './ab-lighthouse.ts';
import { coldActivityRow } from './history.ts';
import { serveStatic } from './static-server.ts';
import { benchCertificate } from './tls.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '9' },
    repeat: { type: 'boolean', default: false },
    activity: { type: 'boolean', default: false },
    lighthouse: { type: 'boolean', default: false },
    // Lighthouse on these addresses only (comma-separated), e.g. `--paths /block/100`.
    paths: { type: 'string' },
    http2: { type: 'boolean', default: false },
    chromium: { type: 'string', default: benchBrowser() },
  },
});
const rounds = Number(values.rounds);
if (positionals.length !== 2 || !Number.isInteger(rounds) || rounds < 1) {
  console.error(
    'usage: npm run bench:ab -- <dir A> <dir B> [--rounds N] [--http2] [--repeat | --activity | --lighthouse [--paths /a,/b]]',
  );
  process.exit(2);
}
for (const dir of positionals) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`${dir} holds no built app (no index.html)`);
    process.exit(2);
  }
}

interface Side {
  dir: string;
  block: number[];
  home: number[];
  firstRequest: number[];
  activity: number[];
}

const tls = values.http2 ? benchCertificate() : undefined;
if (tls === null) {
  console.error('--http2 needs openssl, to make the certificate of the HTTPS server');
  process.exit(2);
}
const bench = await startBenchNode();
const servers = await Promise.all(
  positionals.map((dir, i) => serveStatic(dir, BENCH_APP_PORT + i, tls)),
);
const browser = await launchBrowser(values.chromium);

async function coldRounds() {
  const num = bench.blockNum;
  const check = blockCheck(num, bench.node.chain.block(num)?.id ?? '');
  const sides: Side[] = positionals.map((dir) => ({
    dir,
    block: [],
    home: [],
    firstRequest: [],
    activity: [],
  }));
  // Round 0 warms the machine (disk cache, Chromium's first start-up) and is not counted.
  for (let round = 0; round <= rounds; round++) {
    for (const [i, side] of sides.entries()) {
      const app = servers[i]!.url;
      if (values.activity) {
        const row = await coldActivityRow(browser, app, bench.url);
        if (round > 0) side.activity.push(row);
        continue;
      }
      const block = await coldLoad(browser, `${app}/block/${num}`, check, bench.url);
      const home = await coldLoad(browser, `${app}/`, HEAD_CHECK, bench.url);
      if (round === 0) continue;
      side.block.push(block.ms);
      side.home.push(home.ms);
      side.firstRequest.push(summarize(block.timeline).firstNodeRequestMs ?? Number.NaN);
    }
  }
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(`Medians of ${rounds} interleaved cold loads each:`);
  for (const side of sides) {
    if (values.activity) {
      const list = side.activity.map(Math.round).join(', ');
      console.log(`  ${side.dir}: first activity row ${ms(median(side.activity))} (${list})`);
      continue;
    }
    console.log(
      `  ${side.dir}: /block/${num} ${ms(median(side.block))}, / ${ms(median(side.home))}, ` +
        `first node request ${ms(median(side.firstRequest))}`,
    );
  }
}

/** Repeat visits, interleaved visit by visit across the sides, for each address in turn. */
async function repeatRounds() {
  const num = bench.blockNum;
  const id = bench.node.chain.block(num)?.id ?? '';
  const addresses: [string, Check][] = [
    [`/block/${id}`, { path: `/block/${id}`, text: id }],
    [`/block/${num}`, blockCheck(num, id)],
    ['/', HEAD_CHECK],
  ];
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(`Medians of ${rounds} interleaved repeat visits each (cold: the first visit):`);
  for (const [path, check] of addresses) {
    const profiles: WarmProfile[] = [];
    try {
      for (const server of servers) {
        profiles.push(await warmProfile(browser, `${server.url}${path}`, check));
      }
      const samples = profiles.map(() => ({ ms: [] as number[], fcp: [] as number[] }));
      const requests = profiles.map(() => new Set<string>());
      // Round 0 warms the machine and each profile's caches and is not counted.
      for (let round = 0; round <= rounds; round++) {
        for (const [i, profile] of profiles.entries()) {
          const visit = await repeatVisit(profile.context, `${servers[i]!.url}${path}`, bench.url);
          if (round === 0) continue;
          samples[i]!.ms.push(visit.ms);
          if (visit.fcp !== null) samples[i]!.fcp.push(visit.fcp);
          for (const r of visit.requests) requests[i]!.add(r.path.replace('/v1/chain/', ''));
        }
      }
      console.log(`  ${path.length > 20 ? `${path.slice(0, 18)}…` : path}`);
      for (const [i, side] of samples.entries()) {
        const nodeRequests = [...requests[i]!].join(', ') || 'none';
        console.log(
          `    ${positionals[i]}: ${ms(median(side.ms))}, FCP ${ms(median(side.fcp))} ` +
            `(cold ${ms(profiles[i]!.cold.ms)}; node requests: ${nodeRequests})`,
        );
      }
    } finally {
      await Promise.all(profiles.map((p) => p.context.close()));
    }
  }
}

try {
  if (values.lighthouse) {
    const apps = positionals.map((dir, i) => ({ dir, url: servers[i]!.url }));
    const paths = values.paths?.split(',') ?? ['/', `/block/${bench.blockNum}`, '/account/alice'];
    await lighthouseRounds(apps, paths, rounds, values.chromium);
  } else await (values.repeat ? repeatRounds() : coldRounds());
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.close()));
  await bench.close();
}
