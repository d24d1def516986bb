import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { renderTable, type Figure } from './report.ts';

/*
 * docs/performance.md: the figures of the last run, one table, rewritten by every run (a partial
 * one too), so the page never holds a figure the code no longer earns. latest.json keeps the
 * samples; this page is for reading.
 */

export interface PerformanceRun {
  /** When the run ended, ISO 8601. */
  date: string;
  /** The browser the page phases drove, e.g. "Chromium 140.0 (/usr/bin/chromium)"; '' if none. */
  browser: string;
  quick: boolean;
  /** The phases run (`--only`), in the bench's order; null when every phase ran. */
  phases: readonly string[] | null;
  figures: readonly Figure[];
}

const INTRO = `# Performance

The figures of the last \`npm run bench\`: what each first page downloads, how fast pages appear
and move, what they ask the node, how big blocks and tables behave, the account history's figures
and the dev node's throughput. How each one is taken, and why: [bench/README.md](../bench/README.md).

- A row with a **target** fails the run (\`npm run bench\` exits 1): on a healthy app it holds, so
  a failure means the app got worse.
- A row with an **aim** ("(aim)" in the Target column) only informs: an absolute figure this
  machine's browser cannot reach whatever the app does, kept to show how far off it is.
- Timings move with the machine's load: compare runs made at similar load.

The bench writes this page at the end of every run; regenerate it with \`npm run bench\` (50 to 80
minutes by the machine), \`npm run bench -- --quick\` (about 5) or \`npm run bench -- --only weight,speed\` (those
phases' rows only), rather than editing it.
`;

/**
 * A table cell's text as Markdown shows it as written: no column break, tag, emphasis, code or
 * link, nor a backslash taken for an escape. (An underscore inside a word, as in get_block, is
 * never emphasis: left as it is.)
 */
export function markdownCell(text: string): string {
  return text.replace(/[\\|<*`[]/g, (c) => `\\${c}`);
}

/** The page: the intro, one line saying what ran and where, and the table. */
export function renderPerformanceDoc(run: PerformanceRun): string {
  const what = [
    run.phases ? `partial run: phases ${run.phases.join(', ')}` : 'full run',
    ...(run.quick ? ['quick (`--quick`: fewer samples, no Lighthouse, no soak)'] : []),
  ].join(', ');
  const browser = run.browser || 'none (no phase in a browser ran)';
  const line = `Run on ${run.date.slice(0, 10)}, ${what}; browser: ${markdownCell(browser)}.`;
  return `${INTRO}\n${line}\n\n${renderTable(run.figures, markdownCell)}\n`;
}

export function writePerformanceDoc(file: string, run: PerformanceRun): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderPerformanceDoc(run));
}
