import { BENCH_OUT_DIR, TARGETS } from '../config.ts';
import { kb, measure, type PhaseContext } from '../phase.ts';
import { figure, type Figure } from '../report.ts';
import { weighBuild, type PageWeight, type WeightReport } from '../weight.ts';

/** The weight phase: every page's first load from the build's manifest, and its rows. */
export function weightRows(ctx: PhaseContext): Promise<void> {
  return measure(ctx, 'Weight', 'first-load weight', () => {
    const w = weighBuild(BENCH_OUT_DIR);
    ctx.details['weight'] = w;
    ctx.figures.push(...weightFigures(w));
    process.stdout.write(`${renderWeights(w)}\n\n`);
  });
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
      { op: '<=', value: TARGETS.firstLoadRuKb },
      `with its catalogs ${w.largestRu.ruCatalogs.map((c) => kb(c.gzip)).join(' + ')} kB`,
    ),
  ];
  const smallest = w.pages.reduce((a, b) => (b.totalGzip < a.totalGzip ? b : a));
  const over = w.pages.filter((p) => p.totalGzip / 1000 > TARGETS.firstLoadKb);
  const overRu = w.pages.filter((p) => p.ruTotalGzip / 1000 > TARGETS.firstLoadRuKb);
  const overBudget = (name: string, pages: PageWeight[], note: string | undefined) =>
    figure('Weight', name, pages.length, `of ${w.pages.length}`, { op: '==', value: 0 }, note);
  out.push(
    overBudget(
      'First pages over budget',
      over,
      `smallest ${smallest.route} ${kb(smallest.totalGzip)} kB`,
    ),
    overBudget(
      'First pages over budget in Russian',
      overRu,
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
  const over = (bytes: number, kbBudget: number = TARGETS.firstLoadKb) =>
    bytes / 1000 > kbBudget ? ' over' : '     ';
  for (const p of [...w.pages].sort((a, b) => b.ruTotalGzip - a.ruTotalGzip)) {
    lines.push(
      `  ${p.route.padEnd(22)} ${kb(p.jsGzip).toFixed(1).padStart(6)} + ${kb(p.cssGzip)
        .toFixed(1)
        .padStart(4)} = ${kb(p.totalGzip).toFixed(1).padStart(6)}${over(p.totalGzip)}  ru ${kb(
        p.ruTotalGzip,
      )
        .toFixed(1)
        .padStart(
          6,
        )}${over(p.ruTotalGzip, TARGETS.firstLoadRuKb)}${p.heavy.length ? `  [${p.heavy.join(', ')}]` : ''}`,
    );
  }
  return lines.join('\n');
}
