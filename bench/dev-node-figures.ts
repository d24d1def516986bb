import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Child-process entry (`node --import tsx bench/dev-node-figures.ts`): the dev node's own figures
 * from `benchDevNode()` in dev-node/bench.ts, or the fallback load in bench/dev-node-load.ts.
 * Runs alone so the browser bench's process does not share its event loop. Prints one line:
 * `BENCH_DEV_NODE {"source": …, "figures": {…}}`.
 */
type Figures = Record<string, number>;

async function main(): Promise<void> {
  const own = new URL('../dev-node/bench.ts', import.meta.url);
  let source = 'dev-node/bench.ts';
  let figures: Figures | undefined;
  if (existsSync(fileURLToPath(own))) {
    const mod = (await import(own.href)) as { benchDevNode?: () => Promise<Figures> };
    if (typeof mod.benchDevNode === 'function') figures = await mod.benchDevNode();
  }
  if (!figures) {
    source = 'bench/dev-node-load.ts (dev-node/bench.ts missing)';
    const { loadDevNode } = await import('./dev-node-load.ts');
    figures = await loadDevNode();
  }
  process.stdout.write(`BENCH_DEV_NODE ${JSON.stringify({ source, figures })}\n`);
  process.exit(0);
}

void main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
